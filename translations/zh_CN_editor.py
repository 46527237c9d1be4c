# -*- coding: utf-8 -*-
# Chinese for the hand-editing tools, palette, undo history, baking and shortcut sheet (issue #7).
T = {}


def t(ctx, src, dst):
    T[(ctx, src)] = dst


t('Brush', 'Light', '灯')
t('Command', 'Edit this map', '编辑此地图')
t('Command', 'Discard edits and regenerate', '放弃编辑并重新生成')

t('mapsmith::ShapeTool', 'Line of %1', '%1 直线')
t('mapsmith::ShapeTool', 'Rectangle of %1', '%1 矩形')
t('mapsmith::FillTool', 'Fill with %1', '用%1填充')
t('mapsmith::SelectTool', 'Move %1', '移动%1')
t('mapsmith::SelectTool', 'Delete %1', '删除%1')
t('mapsmith::SelectTool', 'The start and the exit can be moved, not deleted', '起点和出口只能移动，不能删除')

t('mapsmith::TowerTool', 'Tower rules: all %1 checks pass', '塔规则：全部 %1 项检查通过')
t('mapsmith::TowerTool', 'Tower rules: %1 of %2 broken — %3: %4', '塔规则：%2 项中有 %1 项违反 — %3：%4')
t('mapsmith::TowerTool', 'An edge joins a room to one on the next floor up, once', '一条边连接一个房间与上一层的一个房间，且只能连一次')
t('mapsmith::TowerTool', 'Make room %1', '将房间设为%1')
t('mapsmith::TowerTool', 'Add edge', '添加边')
t('mapsmith::TowerTool', 'Remove edge', '删除边')

t('mapsmith::ToolManager', 'Pa&n', '平移(&N)')
t('mapsmith::ToolManager', 'Pan: left-drag moves the view (hold Space to pan with any tool)',
  '平移：左键拖动移动视图（按住空格键可在任何工具下平移）')
t('mapsmith::ToolManager', '&Paint', '绘制(&P)')
t('mapsmith::ToolManager', 'Paint tiles by hand: left-drag paints, right-click picks the tile, middle-drag pans',
  '手工绘制图块：左键拖动绘制，右键拾取图块，中键拖动平移')
t('mapsmith::ToolManager', '&Eraser', '橡皮擦(&E)')
t('mapsmith::ToolManager', 'Eraser: left-drag turns cells back to floor without entities',
  '橡皮擦：左键拖动把格子恢复为没有实体的地面')
t('mapsmith::ToolManager', '&Line', '直线(&L)')
t('mapsmith::ToolManager', 'Line: drag from one end to the other', '直线：从一端拖到另一端')
t('mapsmith::ToolManager', '&Rectangle', '矩形(&R)')
t('mapsmith::ToolManager', 'Rectangle: drag from one corner to the other to fill it', '矩形：从一角拖到对角以填充')
t('mapsmith::ToolManager', '&Fill', '填充(&F)')
t('mapsmith::ToolManager', 'Flood fill: click to paint every connected cell of the same tile',
  '油漆桶填充：单击以绘制所有相连的同种图块')
t('mapsmith::ToolManager', 'P&icker', '拾取(&I)')
t('mapsmith::ToolManager', 'Picker: click a cell to take its tile or entity as the brush',
  '拾取：单击格子，把其图块或实体设为画笔')
t('mapsmith::ToolManager', '&Select', '选择(&S)')
t('mapsmith::ToolManager', 'Select: click an entity, the start or the exit; drag to move it, Delete to remove an entity',
  '选择：单击实体、起点或出口；拖动以移动，按 Delete 删除实体')
t('mapsmith::ToolManager', '&Tower Graph', '塔图(&T)')
t('mapsmith::ToolManager', 'Tower graph: click a room to change its type, drag between rooms on neighbouring floors to '
  'add an edge, click an edge and press Delete to remove it',
  '塔图：单击房间以更改类型，在相邻楼层的房间之间拖动以添加边，单击边后按 Delete 删除')
t('mapsmith::ToolManager', '&Delete Selection', '删除所选(&D)')

t('mapsmith::PalettePanel', 'Every tile and entity', '所有图块和实体')
t('mapsmith::PalettePanel', 'A tower is a graph, not tiles: edit it with the Tower Graph tool (T)',
  '塔是图而不是图块：请用塔图工具（T）编辑')
t('mapsmith::PalettePanel', 'Tiles and entities of %1 maps', '%1地图的图块和实体')

t('mapsmith::ShortcutSheet', 'Keyboard Shortcuts', '键盘快捷键')
t('mapsmith::ShortcutSheet', 'Pan while held', '按住时平移')
t('mapsmith::ShortcutSheet', 'Space', '空格')
t('mapsmith::ShortcutSheet', 'Pan', '平移')
t('mapsmith::ShortcutSheet', 'Middle-drag', '中键拖动')
t('mapsmith::ShortcutSheet', 'Zoom about the cursor', '以光标为中心缩放')
t('mapsmith::ShortcutSheet', 'Mouse wheel', '鼠标滚轮')
t('mapsmith::ShortcutSheet', 'Pick the tile under the cursor (Paint)', '拾取光标下的图块（绘制）')
t('mapsmith::ShortcutSheet', 'Right-click', '右键单击')
t('mapsmith::ShortcutSheet', 'Fit the map to the window (Pan)', '使地图适应窗口（平移）')
t('mapsmith::ShortcutSheet', 'Double-click', '双击')
t('mapsmith::ShortcutSheet', 'Action', '操作')
t('mapsmith::ShortcutSheet', 'Keys', '按键')

t('mapsmith::MainWindow', 'Discard edits?', '放弃编辑？')
t('mapsmith::MainWindow', 'This map was baked for editing. Regenerating replaces it and discards every edit made '
  'to it (Undo brings them back).\nRegenerate?',
  '此地图已固化以便编辑。重新生成会替换它并放弃对它的所有编辑（撤销可以恢复）。\n要重新生成吗？')
t('mapsmith::MainWindow', '&Edit This Map', '编辑此地图(&E)')
t('mapsmith::MainWindow', 'Bake the generated map into an editable one that keeps its generator, parameters '
  'and seed; changing them later asks before discarding the edits',
  '把生成的地图固化为可编辑的地图，并保留其生成器、参数和种子；之后更改它们时会先询问是否放弃编辑')
t('mapsmith::MainWindow', '&Keyboard Shortcuts', '键盘快捷键(&K)')
t('mapsmith::MainWindow', '&Map', '地图(&M)')
t('mapsmith::MainWindow', '&Help', '帮助(&H)')
t('mapsmith::MainWindow', 'Palette', '调色板')
t('mapsmith::MainWindow', 'History', '历史')
t('mapsmith::MainWindow', '<map as opened>', '<打开时的地图>')
t('mapsmith::MainWindow', 'Baked for editing', '已固化以便编辑')
