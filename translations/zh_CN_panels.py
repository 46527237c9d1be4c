# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the panels area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- GamePreset
t('GamePreset', 'Rhythm dungeon cave',
  '节奏地牢洞穴')
t('GamePreset', 'A cave with 5 skeletons away from the start; gold is planned around them',
  '远离起点有 5 个骷髅的洞穴；收集金币时绕开它们')
t('GamePreset', 'Exploration rooms',
  '探索房间')
t('GamePreset', 'Rooms and corridors lit by light sources the player eats',
  '由玩家会吃掉的光源照亮的房间和走廊')
t('GamePreset', 'Classic maze',
  '经典迷宫')
t('GamePreset', "Prim's maze on 20 x 19 cells, in on the left, out on the right",
  '20 × 19 格的 Prim 迷宫，左进右出')
t('GamePreset', 'Spire tower',
  '尖塔')
t('GamePreset', "15 floors, 6 paths from columns 0 to 5, the game's room weights",
  '15 层，6 条路径从第 0 到第 5 列出发，游戏原有的房间权重')
t('GamePreset', 'Classic Lode Runner',
  '经典淘金者')
t('GamePreset', 'One 28 x 16 screen: 8 gold, 3 guards, the hidden escape ladder',
  '一屏 28 × 16：8 块金子，3 个守卫，隐藏的逃生梯')

# ---- mapsmith::DiagnosticsPanel
t('mapsmith::DiagnosticsPanel', 'Generation failed: %1',
  '生成失败：%1')
t('mapsmith::DiagnosticsPanel', 'Map size',
  '地图尺寸')
t('mapsmith::DiagnosticsPanel', '%1 × %2 tiles',
  '%1 × %2 格')
t('mapsmith::DiagnosticsPanel', 'Generation time',
  '生成耗时')
t('mapsmith::DiagnosticsPanel', '%1 ms',
  '%1 毫秒')
t('mapsmith::DiagnosticsPanel', 'Map hash',
  '地图哈希')
t('mapsmith::DiagnosticsPanel', 'Note',
  '备注')
t('mapsmith::DiagnosticsPanel', 'Property',
  '属性')
t('mapsmith::DiagnosticsPanel', 'Value',
  '值')
t('mapsmith::DiagnosticsPanel', '%1 columns × %2 floors',
  '%1 列 × %2 层')

# ---- mapsmith::PalettePanel
t('mapsmith::PalettePanel', 'Every tile and entity',
  '所有图块和实体')
t('mapsmith::PalettePanel', 'Tiles and entities of %1 maps',
  '%1地图的图块和实体')

# ---- mapsmith::PropertyPanel
t('mapsmith::PropertyPanel', 'Generator:',
  '生成器：')
t('mapsmith::PropertyPanel', 'The generator that makes the map',
  '生成地图所用的生成器')
t('mapsmith::PropertyPanel', 'Reset all',
  '全部重置')
t('mapsmith::PropertyPanel', 'Set every parameter back to its default',
  '把每个参数恢复为默认值')
t('mapsmith::PropertyPanel', 'Reset to default (%1)',
  '恢复默认值（%1）')
t('mapsmith::PropertyPanel', '%1 (preset)',
  '%1（预设）')

# ---- mapsmith::SeedBar
t('mapsmith::SeedBar', '&Seed:',
  '种子(&S)：')
t('mapsmith::SeedBar', 'The seed of the random generator; press Enter to apply',
  '随机生成器的种子；按回车应用')
t('mapsmith::SeedBar', 'Previous seed',
  '上一个种子')
t('mapsmith::SeedBar', 'Next seed',
  '下一个种子')
t('mapsmith::SeedBar', 'Random',
  '随机')
t('mapsmith::SeedBar', 'A random seed',
  '随机种子')

# ---- mapsmith::TileChooser
t('mapsmith::TileChooser', 'What the paint tool puts on the map (right-click a tile in Paint mode to pick it)',
  '绘制工具放到地图上的内容（在绘制模式下右键单击图块即可拾取）')

# ---- mapsmith::ValidationPanel
t('mapsmith::ValidationPanel', 'The map has no start, so nothing can be reached',
  '地图没有起点，因此什么都无法到达')
t('mapsmith::ValidationPanel', 'The exit cannot be reached from the start',
  '从起点无法到达出口')
t('mapsmith::ValidationPanel', 'Unreachable floor: %n tile(s)',
  '无法到达的地面：%n 格')
t('mapsmith::ValidationPanel', 'Unreachable %1',
  '无法到达的%1')
t('mapsmith::ValidationPanel', 'Dead-end corridor of %n tile(s) with nothing in it',
  '长 %n 格的死胡同走廊，其中空无一物')
t('mapsmith::ValidationPanel', 'Dead end',
  '死胡同')
t('mapsmith::ValidationPanel', 'No path enters this room',
  '没有路径进入此房间')
t('mapsmith::ValidationPanel', 'No way up from this room to the boss',
  '从此房间无法向上到达首领')
t('mapsmith::ValidationPanel', 'Rule %1 broken: %2',
  '违反规则 %1：%2')
t('mapsmith::ValidationPanel', 'whole map',
  '整张地图')
t('mapsmith::ValidationPanel', 'floor %1, column %2',
  '第 %1 层，第 %2 列')
t('mapsmith::ValidationPanel', '(%1, %2)',
  '(%1, %2)')
t('mapsmith::ValidationPanel', 'Checking…',
  '正在检查…')
t('mapsmith::ValidationPanel', 'No problems found',
  '未发现问题')
t('mapsmith::ValidationPanel', '%n problem(s), the first %1 listed; double-click one to show it on the map',
  '%n 个问题，列出前 %1 个；双击某一项可在地图上显示')
t('mapsmith::ValidationPanel', '%n problem(s); double-click one to show it on the map',
  '%n 个问题；双击某一项可在地图上显示')
t('mapsmith::ValidationPanel', 'Problem',
  '问题')
t('mapsmith::ValidationPanel', 'Where',
  '位置')

# ---- mapsmith::TilesetChooser
t('mapsmith::TilesetChooser', 'Choose a tileset',
  '选择图块集')
t('mapsmith::TilesetChooser', 'Tiled tilesets (*.tsx *.tsj *.json)',
  'Tiled 图块集 (*.tsx *.tsj *.json)')
t('mapsmith::TilesetChooser', 'none',
  '无')
t('mapsmith::TilesetChooser', 'Tileset:',
  '图块集：')
t('mapsmith::TilesetChooser', 'Choose…',
  '选择…')
t('mapsmith::TilesetChooser', 'Draw the generated map with a Tiled tileset (.tsx or .tsj)',
  '用 Tiled 图块集（.tsx 或 .tsj）绘制生成的地图')
t('mapsmith::TilesetChooser', 'None',
  '不用')
t('mapsmith::TilesetChooser', 'Draw the map in the built-in colours',
  '用内置颜色绘制地图')
