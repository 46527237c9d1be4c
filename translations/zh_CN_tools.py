# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the tools area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- mapsmith::FillTool
t('mapsmith::FillTool', 'Fill with %1',
  '用%1填充')

# ---- mapsmith::SelectTool
t('mapsmith::SelectTool', 'Move %1',
  '移动%1')
t('mapsmith::SelectTool', 'The start and the exit can be moved, not deleted',
  '起点和出口只能移动，不能删除')
t('mapsmith::SelectTool', 'Delete %1',
  '删除%1')

# ---- mapsmith::ShapeTool
t('mapsmith::ShapeTool', 'Line of %1',
  '%1 直线')
t('mapsmith::ShapeTool', 'Rectangle of %1',
  '%1 矩形')

# ---- mapsmith::ToolManager
t('mapsmith::ToolManager', 'Pa&n',
  '平移(&N)')
t('mapsmith::ToolManager', 'Pan: left-drag moves the view (hold Space to pan with any tool)',
  '平移：左键拖动移动视图（按住空格键可在任何工具下平移）')
t('mapsmith::ToolManager', '&Paint',
  '绘制(&P)')
t('mapsmith::ToolManager', 'Paint tiles by hand: left-drag paints, right-click picks the tile, middle-drag pans',
  '手工绘制图块：左键拖动绘制，右键拾取图块，中键拖动平移')
t('mapsmith::ToolManager', '&Eraser',
  '橡皮擦(&E)')
t('mapsmith::ToolManager', 'Eraser: left-drag turns cells back to floor without entities',
  '橡皮擦：左键拖动把格子恢复为没有实体的地面')
t('mapsmith::ToolManager', '&Line',
  '直线(&L)')
t('mapsmith::ToolManager', 'Line: drag from one end to the other',
  '直线：从一端拖到另一端')
t('mapsmith::ToolManager', '&Rectangle',
  '矩形(&R)')
t('mapsmith::ToolManager', 'Rectangle: drag from one corner to the other to fill it',
  '矩形：从一角拖到对角以填充')
t('mapsmith::ToolManager', '&Fill',
  '填充(&F)')
t('mapsmith::ToolManager', 'Flood fill: click to paint every connected cell of the same tile',
  '油漆桶填充：单击以绘制所有相连的同种图块')
t('mapsmith::ToolManager', 'P&icker',
  '拾取(&I)')
t('mapsmith::ToolManager', 'Picker: click a cell to take its tile or entity as the brush',
  '拾取：单击格子，把其图块或实体设为画笔')
t('mapsmith::ToolManager', '&Select',
  '选择(&S)')
t('mapsmith::ToolManager', 'Select: click an entity, the start or the exit; drag to move it, Delete to remove an entity',
  '选择：单击实体、起点或出口；拖动以移动，按 Delete 删除实体')
t('mapsmith::ToolManager', '&Tower Graph',
  '塔图(&T)')
t('mapsmith::ToolManager', 'Tower graph: click a room to change its type, drag between rooms on neighbouring floors to add an edge, click an edge and press Delete to remove it',
  '塔图：单击房间以更改类型，在相邻楼层的房间之间拖动以添加边，单击边后按 Delete 删除')
t('mapsmith::ToolManager', '&Delete Selection',
  '删除所选(&D)')
t('mapsmith::ToolManager', 'Size ',
  '大小 ')
t('mapsmith::ToolManager', 'Smaller Brush',
  '缩小画笔')
t('mapsmith::ToolManager', 'Larger Brush',
  '放大画笔')
t('mapsmith::ToolManager', 'Brush and eraser size in cells ([ smaller, ] larger)',
  '画笔和橡皮擦的大小（格数；[ 缩小，] 放大）')

# ---- mapsmith::TowerTool
t('mapsmith::TowerTool', 'Tower rules: all %1 checks pass',
  '塔规则：全部 %1 项检查通过')
t('mapsmith::TowerTool', 'Tower rules: %1 of %2 broken — %3: %4',
  '塔规则：%2 项中有 %1 项违反 — %3：%4')
t('mapsmith::TowerTool', 'An edge joins a room to one on the next floor up, once',
  '一条边连接一个房间与上一层的一个房间，且只能连一次')
t('mapsmith::TowerTool', 'Make room %1',
  '将房间设为%1')
t('mapsmith::TowerTool', 'Add edge',
  '添加边')
t('mapsmith::TowerTool', 'Remove edge',
  '删除边')
