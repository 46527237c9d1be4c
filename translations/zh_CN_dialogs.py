# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the dialogs area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- WallExport
t('WallExport', 'Generating %n map(s)…',
  '正在生成 %n 张地图…')

# ---- mapsmith::ShortcutSheet
t('mapsmith::ShortcutSheet', 'Keyboard Shortcuts',
  '键盘快捷键')
t('mapsmith::ShortcutSheet', 'Pan while held',
  '按住时平移')
t('mapsmith::ShortcutSheet', 'Space',
  '空格')
t('mapsmith::ShortcutSheet', 'Pan',
  '平移')
t('mapsmith::ShortcutSheet', 'Middle-drag',
  '中键拖动')
t('mapsmith::ShortcutSheet', 'Zoom about the cursor',
  '以光标为中心缩放')
t('mapsmith::ShortcutSheet', 'Mouse wheel',
  '鼠标滚轮')
t('mapsmith::ShortcutSheet', 'Pick the tile under the cursor (Paint)',
  '拾取光标下的图块（绘制）')
t('mapsmith::ShortcutSheet', 'Right-click',
  '右键单击')
t('mapsmith::ShortcutSheet', 'Fit the map to the window (Pan)',
  '使地图适应窗口（平移）')
t('mapsmith::ShortcutSheet', 'Double-click',
  '双击')
t('mapsmith::ShortcutSheet', 'Action',
  '操作')
t('mapsmith::ShortcutSheet', 'Keys',
  '按键')

# ---- mapsmith::TileMappingDialog
t('mapsmith::TileMappingDialog', 'Gid %1 is listed twice (row %2).',
  'Gid %1 重复出现（第 %2 行）。')
t('mapsmith::TileMappingDialog', 'Save Tile Mapping',
  '保存图块对照表')
t('mapsmith::TileMappingDialog', 'Tile mapping (*.yaml *.yml)',
  '图块对照表 (*.yaml *.yml)')
t('mapsmith::TileMappingDialog', 'Open Tile Mapping',
  '打开图块对照表')
t('mapsmith::TileMappingDialog', 'Tile mapping (*.yaml *.yml);;All files (*)',
  '图块对照表 (*.yaml *.yml);;所有文件 (*)')
t('mapsmith::TileMappingDialog', 'Using the built-in mapping.',
  '正在使用内置对照表。')
t('mapsmith::TileMappingDialog', 'File: %1',
  '文件：%1')
t('mapsmith::TileMappingDialog', 'Tiled Tile Mapping',
  'Tiled 图块对照表')
t('mapsmith::TileMappingDialog', "Which Tiled tile stands for which Mapsmith tile when importing and exporting Tiled maps. A gid is the tileset's first gid plus the tile's id; exported maps use first gid 1. Several gids may name one tile; an export uses the smallest.",
  '导入和导出 Tiled 地图时，哪个 Tiled 图块对应哪个 Mapsmith 图块。gid 等于图块集的起始 gid 加上图块的 id；导出的地图起始 gid 为 1。多个 gid 可以对应同一个图块；导出时使用最小的那个。')
t('mapsmith::TileMappingDialog', 'Empty cells become:',
  '空格子变为：')
t('mapsmith::TileMappingDialog', 'Tiled gid',
  'Tiled gid')
t('mapsmith::TileMappingDialog', 'Mapsmith tile',
  'Mapsmith 图块')
t('mapsmith::TileMappingDialog', '&Add Row',
  '添加行(&A)')
t('mapsmith::TileMappingDialog', '&Remove Row',
  '删除行(&R)')
t('mapsmith::TileMappingDialog', '&Open…',
  '打开(&O)…')
t('mapsmith::TileMappingDialog', '&Built-in',
  '内置(&B)')
t('mapsmith::TileMappingDialog', 'Tile',
  '图块')
t('mapsmith::TileMappingDialog', 'Import Tiled Map: Which Tiles Are Walls?',
  '导入 Tiled 地图：哪些图块是墙？')
t('mapsmith::TileMappingDialog', 'Nothing in this map says which tiles are walls (no layer named like "collision", no tile class or property such as "collides"). Choose what each of its tiles is: at every cell the topmost layer\'s tile decides, and a cell with no tile becomes the empty-cell choice.',
  '这张地图没有说明哪些图块是墙（没有名为 "collision" 之类的图层，也没有 "collides" 之类的图块类别或属性）。请为它的每个图块选择类型：每个格子由最上层图层的图块决定，没有图块的格子取“空格子”的选择。')
t('mapsmith::TileMappingDialog', '&Import',
  '导入(&I)')

# ---- mapsmith::WallDialog
t('mapsmith::WallDialog', '%n map(s)',
  '%n 张地图')
t('mapsmith::WallDialog', 'The last seed must not be below the first, and at most %1 seeds fit on a wall.',
  '最后一个种子不能小于第一个，且一面墙最多容纳 %1 个种子。')
t('mapsmith::WallDialog', 'Export Thumbnail Wall',
  '导出缩略图墙')
t('mapsmith::WallDialog', '&First seed:',
  '第一个种子(&F)：')
t('mapsmith::WallDialog', '&Last seed:',
  '最后一个种子(&L)：')
t('mapsmith::WallDialog', '&Columns:',
  '列数(&C)：')
t('mapsmith::WallDialog', '&Pixels per tile:',
  '每格像素(&P)：')
t('mapsmith::WallDialog', '&Metric under seeds:',
  '种子下方的指标(&M)：')
t('mapsmith::WallDialog', '&Badge seeds that fail validation',
  '标记未通过检查的种子(&B)')
t('mapsmith::WallDialog', 'None',
  '无')
t('WallExport', 'Under each seed: %1',
  '每个种子下方：%1')
t('mapsmith::WallDialog', 'Each thumbnail shows its seed, and under it the metric. The PNG says so above the wall: “%1”.',
  '每个缩略图标出其种子，下方是所选指标。PNG 在墙的上方注明：“%1”。')
t('mapsmith::WallDialog', 'Each thumbnail shows its seed.',
  '每个缩略图标出其种子。')
t('mapsmith::UserGuide', 'Mapsmith User Guide',
  'Mapsmith 用户指南')
