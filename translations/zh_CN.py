# -*- coding: utf-8 -*-
# Chinese (Simplified) translations, keyed by (context, English source). tools/apply-translations.py writes
# them into translations/mapsmith_zh_CN.ts; the translations_complete test fails while any entry is missing.
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- command line --------------------------------------------------------------------------------
C = 'Cli'
t(C, "%1 wants a whole number in [%2, %3], not '%4'", "%1 需要 [%2, %3] 之间的整数，而不是“%4”")
t(C, "bad seed range '%1': expected A..B or N (whole numbers)", "种子范围“%1”无效：应为 A..B 或 N（整数）")
t(C, "bad seed range '%1': the last seed is smaller than the first", "种子范围“%1”无效：最后一个种子小于第一个")
t(C, "bad seed range '%1': more than %2 seeds", "种子范围“%1”无效：超过 %2 个种子")
t(C, "%1 wants a seed (a whole number >= 0), not '%2'", "%1 需要一个种子（大于等于 0 的整数），而不是“%2”")
t(C, 'missing -c CONFIG', '缺少 -c CONFIG')
t(C, 'missing --seeds A..B', '缺少 --seeds A..B')
t(C, 'missing -o WALL.png', '缺少 -o WALL.png')
t(C, "unexpected argument '%1'", "多余的参数“%1”")
t(C, "unknown option '%1'", "未知选项“%1”")
t(C, "option '%1' needs a value", "选项“%1”需要一个值")
t(C, "'%1' is not available in this build of mapsmith", "此版本的 mapsmith 尚不支持“%1”")
t(C, "unknown generator '%1'", "未知生成器“%1”")
t(C, "unknown command '%1'", "未知命令“%1”")
t(C, 'the picture would be too large; try a smaller --scale', '图片会过大；请尝试更小的 --scale')
t(C, 'cannot write: %1', '无法写入：%1')
t(C, "Usage: mapsmith [FILE]                 open the editor (a config or map file if given)\n       mapsmith COMMAND [OPTIONS]      run headless\n\nCommands:\n  generate   generate one map\n  wall       thumbnail wall of a range of seeds, each labelled with its seed\n  hash       one line per seed: SEED HASH, then combined HASH\n  validate   run the generator's checks over a range of seeds\n  schema     the parameter schema, as YAML\n  help       this text, or 'mapsmith help COMMAND' for one command\n\nExit codes: 0 done, 1 a check failed, 2 bad input or usage.\n",
  "用法：mapsmith [FILE]                  打开编辑器（可指定配置或地图文件）\n      mapsmith COMMAND [OPTIONS]       无界面运行\n\n命令：\n  generate   生成一张地图\n  wall       一组种子的缩略图墙，每张标注其种子\n  hash       每个种子一行：SEED HASH，最后是 combined HASH\n  validate   在一组种子上运行生成器的检查\n  schema     参数模式（YAML）\n  help       本说明，或用 'mapsmith help COMMAND' 查看单个命令\n\n退出码：0 完成，1 有检查未通过，2 输入或用法错误。\n")
t(C, '  --seeds A..B           seeds A to B, both included (or a single seed N)\n', '  --seeds A..B           种子 A 到 B，包含两端（或单个种子 N）\n')
t(C, "Usage: mapsmith generate -c CONFIG [-s SEED] [-o MAP.yaml] [--png FILE] [--scale N] [--json]\nGenerates one map. Without -o or --png the map file is printed.\n  -c, --config CONFIG    the level config (YAML)\n  -s, --seed SEED        use this seed instead of the config's\n  -o, --output MAP.yaml  write the map file\n  --png FILE             write a picture of the map\n  --scale N              pixels per tile in the picture (1..64, default 4)\n  --json                 print a summary as one JSON object\n",
  "用法：mapsmith generate -c CONFIG [-s SEED] [-o MAP.yaml] [--png FILE] [--scale N] [--json]\n生成一张地图。不带 -o 或 --png 时输出地图文件内容。\n  -c, --config CONFIG    关卡配置（YAML）\n  -s, --seed SEED        用此种子代替配置中的种子\n  -o, --output MAP.yaml  写出地图文件\n  --png FILE             写出地图图片\n  --scale N              图片中每格的像素数（1..64，默认 4）\n  --json                 以一个 JSON 对象输出摘要\n")
t(C, 'Usage: mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] [--scale N] -o WALL.png [--json]\nDraws a thumbnail of every seed of the range, each labelled with its seed.\n  -c, --config CONFIG    the level config (YAML)\n',
  '用法：mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] [--scale N] -o WALL.png [--json]\n为范围内每个种子绘制缩略图，并标注其种子。\n  -c, --config CONFIG    关卡配置（YAML）\n')
t(C, '  --columns N            thumbnails per row (default 10)\n  --jobs N               worker threads (default: all cores)\n  --scale N              pixels per tile (1..64, default 2)\n  -o, --output WALL.png  the picture to write\n  --json                 print the layout as one JSON object\n',
  '  --columns N            每行缩略图数（默认 10）\n  --jobs N               工作线程数（默认：全部核心）\n  --scale N              每格像素数（1..64，默认 2）\n  -o, --output WALL.png  要写出的图片\n  --json                 以一个 JSON 对象输出布局\n')
t(C, "Usage: mapsmith hash -c CONFIG --seeds A..B [--jobs N]\nPrints 'SEED HASH' for every seed, then 'combined HASH'.\n  -c, --config CONFIG    the level config (YAML)\n",
  "用法：mapsmith hash -c CONFIG --seeds A..B [--jobs N]\n为每个种子输出 'SEED HASH'，最后输出 'combined HASH'。\n  -c, --config CONFIG    关卡配置（YAML）\n")
t(C, '  --jobs N               worker threads (default: all cores)\n', '  --jobs N               工作线程数（默认：全部核心）\n')
t(C, "Usage: mapsmith validate -c CONFIG --seeds A..B [--jobs N] [--json]\nRuns the generator's checks on every seed; exits with 1 if any fails.\n  -c, --config CONFIG    the level config (YAML)\n",
  "用法：mapsmith validate -c CONFIG --seeds A..B [--jobs N] [--json]\n对每个种子运行生成器的检查；任一未通过则以 1 退出。\n  -c, --config CONFIG    关卡配置（YAML）\n")
t(C, '  --jobs N               worker threads (default: all cores)\n  --json                 print the result as one JSON object\n', '  --jobs N               工作线程数（默认：全部核心）\n  --json                 以一个 JSON 对象输出结果\n')
t(C, 'Usage: mapsmith schema [GENERATOR]\nPrints the parameter schema of one generator, or of all, as YAML.\n', '用法：mapsmith schema [GENERATOR]\n以 YAML 输出一个或全部生成器的参数模式。\n')

# ---- undo commands -------------------------------------------------------------------------------
t('Command', 'Change %1', '修改%1')
t('Command', 'Change seed', '修改种子')
t('Command', 'Change generator to %1', '切换生成器为%1')
t('Command', 'Reset all parameters', '重置全部参数')

# ---- diagnostics ---------------------------------------------------------------------------------
D = 'Diagnostics'
for s, d in [
    ('Some regions could not be joined.', '有些区域无法连通。'),
    ('No floor is left, so there is no start or exit.', '没有剩下地面，因此没有起点和出口。'),
    ('Boss rooms', 'Boss 房间'), ('Dead ends', '死胡同'), ('Dead ends before braiding', '编织前的死胡同'),
    ('Dead ends removed by braiding', '编织移除的死胡同'), ('Doors', '门'), ('Edges', '边'),
    ('Elite rooms', '精英房间'), ('Escape ladder starts at row', '逃生梯起始行'),
    ('Extra corridors (loops)', '额外走廊（环路）'), ('Floor share', '地面占比'), ('Gold placed', '已放置金块'),
    ('Guards placed', '已放置守卫'), ('Junctions', '岔路口'), ('Ladder tiles', '梯子格数'),
    ('Layouts tried', '尝试的布局数'), ('Lights', '光源'), ('Loops', '环路'), ('Monster rooms', '怪物房间'),
    ('Placement attempts used', '已用放置尝试'), ('Platform rows', '平台行数'), ('Regions before joining', '连通前的区域数'),
    ('Regions removed', '移除的区域'), ('Rest rooms', '休息处'), ('Retries', '重试次数'), ('Rooms', '房间'),
    ('Rooms asked for', '要求的房间数'), ('Rooms on floor 0', '第 0 层房间'), ('Rooms placed', '已放置房间'),
    ('Rope tiles', '绳索格数'), ('Shop rooms', '商店'), ('Solution length', '解路径长度'),
    ('Spanning-tree corridors', '生成树走廊'), ('Standing spots reachable and left again', '可到达且可离开的站立点'),
    ('Start to exit distance', '起点到出口距离'), ('Treasure rooms', '宝箱房间'), ('Tunnel tiles', '隧道格数'),
    ('Tunnels carved', '开凿的隧道'), ('Unknown rooms', '未知房间'), ('tiles', '格'),
]:
    t(D, s, d)

# ---- schema (core parameter labels, help, choices, units, generator names) -----------------------
S = 'Schema'
for s, d in [
    ('A floor becomes wall with at least this many wall neighbours of 8.', '地面在 8 个邻格中至少有这么多墙时变为墙。'),
    ('A wall stays wall with at least this many wall neighbours of 8.', '墙在 8 个邻格中至少有这么多墙时保持为墙。'),
    ('Add a hidden ladder to the top row that appears when all gold is taken.', '在顶行加一架隐藏梯子，收集完所有金块后出现。'),
    ('Algorithm', '算法'), ('At most this many elites on one floor.', '每层最多这么多精英。'),
    ('Border wall', '边界墙'), ('Braid', '编织'),
    ('Bricks turned into false bricks the runner falls through.', '变成假砖的砖块，跑者会从中掉落。'),
    ('Cellular-automata cave', '元胞自动机洞穴'),
    ('Chance that a gap in a platform gets a rope across it.', '平台缺口上架绳索的概率。'),
    ('Chance that a platform stretch is solid block, which cannot be dug.', '平台段为不可挖掘实心块的概率。'),
    ('Chance that a stretch of a platform row is brick rather than a gap.', '平台行中一段为砖块而非缺口的概率。'),
    ('Columns', '列数'), ('Columns of the grid the paths climb.', '路径攀升所在网格的列数。'),
    ('Connectivity', '连通性'), ('Doors', '门'), ('Elite', '精英'),
    ('Elite, shop, rest and treasure do not repeat', '精英、商店、休息处和宝箱不重复'),
    ('Elites from floor', '精英起始层'), ('Elites per floor', '每层精英数'), ('Entrance and exit', '入口和出口'),
    ('Escape ladder', '逃生梯'), ('Every room on the top floor is a rest site.', '顶层的每个房间都是休息处。'),
    ('Every room on this floor is a treasure; -1 for none.', '这一层的每个房间都是宝箱；-1 表示不设。'),
    ('Extra corridors beyond the spanning tree, as a share of its corridors.', '生成树之外的额外走廊，按其走廊数的比例。'),
    ('Extra rest weight', '额外休息权重'), ('Far apart on the border', '边界上相距最远'),
    ('Floor 0 rooms', '第 0 层房间'), ('Floors', '层数'), ('Floors of rooms below the boss.', 'Boss 之下的房间层数。'),
    ('From this floor up, rest sites get extra weight.', '从这一层起，休息处获得额外权重。'),
    ('Gold', '金块'), ('Gold chests, each where the runner can get and return.', '金块，每个都放在跑者能到达并返回的地方。'),
    ('Guards', '守卫'), ('Guards, placed away from the runner where possible.', '守卫，尽量远离跑者放置。'),
    ('Height', '高度'),
    ('How many more attempts to make when an attempt breaks a rule.', '某次尝试违反规则时再尝试的次数。'),
    ('How many random rooms are tried; ones that overlap are thrown away.', '尝试放置的随机房间数；重叠的会被丢弃。'),
    ('How many times the birth and death rule is applied.', '应用生死规则的次数。'),
    ('How often each room type is drawn, relative to the others.', '各房间类型被抽中的相对频率。'),
    ('How the perfect maze is carved; each gives a different texture.', '开凿完美迷宫的方式；每种的纹理不同。'),
    ('Initial wall share', '初始墙比例'), ('Join all regions', '连通所有区域'), ('Keep the largest region', '保留最大区域'),
    ('Ladder density', '梯子密度'), ('Ladders per platform row: 1 + ladders x width / 8.', '每个平台行的梯子数：1 + 梯子密度 × 宽度 / 8。'),
    ('Largest room side', '房间最大边长'), ('Level height in tiles (16 is the classic screen).', '关卡高度（格；经典屏幕为 16）。'),
    ('Level width in tiles (28 is the classic screen).', '关卡宽度（格；经典屏幕为 28）。'),
    ('Light sources placed on room floor.', '放在房间地面上的光源。'), ('Lights', '光源'), ('Lode Runner level', '淘金者关卡'),
    ("Longest side of a room's floor.", '房间地面的最长边。'), ('Loops', '环路'),
    ('Make the bottom row solid (else brick).', '底行为实心块（否则为砖块）。'), ('Make the outer ring of the map wall.', '把地图最外一圈设为墙。'),
    ('Map height in tiles.', '地图高度（格）。'), ('Map width in tiles.', '地图宽度（格）。'), ('Maze', '迷宫'),
    ('Maze height in cells (2 tiles each, plus 1).', '迷宫高度（单元；每单元 2 格，再加 1）。'),
    ('Maze width in cells (2 tiles each, plus 1).', '迷宫宽度（单元；每单元 2 格，再加 1）。'),
    ('Monster', '怪物'), ('More rest from floor', '休息加权起始层'), ('Most rooms', '最多房间数'),
    ('No elite is drawn below this floor.', '这一层以下不出现精英。'), ('No rest below the last rest', '最后休息处下方不设休息处'),
    ('No rest site on the floor just below a last-floor rest.', '顶层休息处的下一层不出现休息处。'),
    ('No shop is drawn below this floor.', '这一层以下不出现商店。'), ('No type repeats', '类型不重复'), ('None', '不处理'),
    ('None (drawn like other floors)', '无（与其他层相同抽取）'), ('Paths', '路径数'),
    ('Paths grown from floor 0 to the top; they may merge.', '从第 0 层长到顶层的路径；路径可以合并。'),
    ('Placement attempts', '放置尝试次数'), ('Placement stops at this many rooms.', '放置到这么多房间时停止。'),
    ('Platform density', '平台密度'), ('Put a door where a corridor enters a room.', '在走廊进入房间处放一扇门。'),
    ('Randomized Kruskal', '随机 Kruskal'), ('Randomized Prim', '随机 Prim'), ('Recursive backtracker', '递归回溯'),
    ('Regions with fewer floor tiles are filled with wall first (0 keeps all).', '地面格少于此数的区域先填成墙（0 表示全部保留）。'),
    ('Repeated types', '重复类型'), ('Rest', '休息处'), ('Rest before the boss', 'Boss 前休息'), ('Retries', '重试次数'),
    ('Room weights', '房间权重'), ('Rooms and corridors', '房间与走廊'), ('Rope density', '绳索密度'),
    ('Share of cells that start as wall before smoothing.', '平滑前初始为墙的格子比例。'),
    ('Share of dead ends removed by opening a wall, which makes loops (1 removes all).', '通过打开墙移除的死胡同比例，会形成环路（1 表示全部移除）。'),
    ('Shop', '商店'), ('Shops from floor', '商店起始层'), ("Shortest side of a room's floor.", '房间地面的最短边。'),
    ('Smallest region', '最小区域'), ('Smallest room side', '房间最小边长'), ('Smoothing steps', '平滑步数'),
    ('Solid bottom row', '实心底行'), ('Solid share', '实心比例'), ('The type of every room on floor 0.', '第 0 层每个房间的类型。'),
    ('Top-left and bottom-right', '左上与右下'), ('Tower (layered paths)', '爬塔地图（分层路径）'), ('Traps', '陷阱'),
    ('Treasure', '宝箱'), ('Treasure floor', '宝箱层'), ('Types may repeat', '类型可重复'), ('Unknown', '未知'),
    ('Wall appears at', '成墙阈值'), ('Wall survives at', '保墙阈值'),
    ('Weight added to rest sites from the late rest floor up.', '从休息加权起始层起，休息处增加的权重。'),
    ('What to do with cave regions that cannot reach each other.', '如何处理彼此不连通的洞穴区域。'),
    ('Where the entrance and the exit are cut into the outer wall.', '入口和出口在外墙上的位置。'),
    ('Which parent types a room avoids when another type is possible.', '在有其他类型可选时，房间要避开哪些父房间类型。'),
    ('Width', '宽度'), ('Wilson (uniform)', 'Wilson（均匀）'), ('cells', '单元'), ('elite', '精英'), ('monster', '怪物'),
    ('rest', '休息处'), ('shop', '商店'), ('steps', '步'), ('tiles', '格'), ('treasure', '宝箱'), ('unknown', '未知'),
]:
    t(S, s, d)

# ---- tiles and rooms -----------------------------------------------------------------------------
for s, d in [
    ('Start', '起点'), ('Exit', '出口'), ('Boss: the end of the act', 'Boss：本幕终点'), ('Brick: can be dug', '砖块：可挖掘'),
    ('Door: passage between a room and a corridor', '门：房间与走廊之间的通道'),
    ('Elite: a hard fight with a better reward', '精英：更难的战斗，更好的奖励'), ('Floor: open ground', '地面：空地'),
    ('Hidden ladder: appears when all gold is taken', '隐藏梯子：收集完所有金块后出现'), ('Ladder: climb up and down', '梯子：可上下攀爬'),
    ('Monster: an ordinary fight', '怪物：普通战斗'), ('Rest site: heal or upgrade', '休息处：回复或升级'),
    ('Rope: move along hand over hand, let go to drop', '绳索：双手交替移动，松手即落下'),
    ('Shop: buy and remove cards', '商店：购买和移除卡牌'), ('Slow ground: costs extra beats to cross', '缓行地面：通过需要额外节拍'),
    ('Solid block: cannot be dug', '实心块：不可挖掘'), ('Trap: looks like brick, falls through', '陷阱：看似砖块，会掉下去'),
    ('Treasure: a chest', '宝箱：一个箱子'), ('Unknown: an event', '未知：一个事件'), ('Wall: solid rock', '墙：坚固岩石'),
]:
    t('Tile', s, d)

# ---- widgets -------------------------------------------------------------------------------------
t('WallExport', 'Generating %n map(s)…', '正在生成 %n 张地图…')
P = 'mapsmith::DiagnosticsPanel'
for s, d in [('Generation failed: %1', '生成失败：%1'), ('Map size', '地图尺寸'), ('%1 × %2 tiles', '%1 × %2 格'),
             ('Generation time', '生成耗时'), ('%1 ms', '%1 毫秒'), ('Map hash', '地图哈希'), ('Note', '备注'),
             ('Property', '属性'), ('Value', '值')]:
    t(P, s, d)
M = 'mapsmith::MainWindow'
for s, d in [
    ('Untitled', '未命名'), ('%1[*] — Mapsmith', '%1[*] — Mapsmith'), ('(%1, %2) %3', '(%1, %2) %3'),
    ('Generating…', '正在生成…'), ('Generation failed', '生成失败'), ('Generated in %1 ms', '生成用时 %1 毫秒'),
    ('The config has been modified.\nDo you want to save your changes?', '配置已修改。\n要保存更改吗？'),
    ('Unsaved changes', '未保存的更改'), ('Open File', '打开文件'), ('Open Map', '打开地图'), ('Open Config', '打开配置'),
    ('Save Config', '保存配置'), ('Mapsmith config (*.yaml *.yml)', 'Mapsmith 配置 (*.yaml *.yml)'), ('Export Map', '导出地图'),
    ('Export PNG', '导出 PNG'), ('Open Config or Map', '打开配置或地图'),
    ('Mapsmith YAML (*.yaml *.yml);;All files (*)', 'Mapsmith YAML (*.yaml *.yml);;所有文件 (*)'),
    ('Mapsmith map (*.yaml *.yml)', 'Mapsmith 地图 (*.yaml *.yml)'), ('Pixels per tile:', '每格像素：'),
    ('PNG image (*.png)', 'PNG 图片 (*.png)'), ('Export Thumbnail Wall', '导出缩略图墙'), ('No recent files', '没有最近文件'),
    ('&Undo %1', '撤销%1(&U)'), ('&Undo', '撤销(&U)'), ('&Redo %1', '重做%1(&R)'), ('&Redo', '重做(&R)'), ('&New', '新建(&N)'),
    ('&Open…', '打开(&O)…'), ('&Save Config', '保存配置(&S)'), ('Save Config &As…', '配置另存为(&A)…'),
    ('Export &Map (YAML)…', '导出地图 (YAML)(&M)…'), ('Export &PNG…', '导出 PNG(&P)…'), ('Export Thumbnail &Wall…', '导出缩略图墙(&W)…'),
    ('&Clear List', '清空列表(&C)'), ('&Quit', '退出(&Q)'), ('Zoom &In', '放大(&I)'), ('Zoom &Out', '缩小(&O)'),
    ('&Fit to Window', '适应窗口(&F)'), ('Re&generate', '重新生成(&G)'), ('&Previous Seed', '上一个种子(&P)'),
    ('&Next Seed', '下一个种子(&N)'), ('System', '跟随系统'), ('&File', '文件(&F)'), ('Open &Recent', '最近打开(&R)'),
    ('&Edit', '编辑(&E)'), ('&View', '视图(&V)'), ('&Settings', '设置(&S)'), ('&Language', '语言(&L)'),
    ('Generator', '生成器'), ('Diagnostics', '诊断'), ('Main Toolbar', '主工具栏'),
]:
    t(M, s, d)
P = 'mapsmith::PropertyPanel'
for s, d in [('Generator:', '生成器：'), ('The generator that makes the map', '生成地图所用的生成器'), ('Reset all', '全部重置'),
             ('Set every parameter back to its default', '把每个参数恢复为默认值'), ('Reset to default (%1)', '恢复默认值（%1）')]:
    t(P, s, d)
P = 'mapsmith::SeedBar'
for s, d in [('&Seed:', '种子(&S)：'), ('The seed of the random generator; press Enter to apply', '随机生成器的种子；按回车应用'),
             ('Previous seed', '上一个种子'), ('Next seed', '下一个种子'), ('Random', '随机'), ('A random seed', '随机种子')]:
    t(P, s, d)
P = 'mapsmith::WallDialog'
for s, d in [('%n map(s)', '%n 张地图'),
             ('The last seed must not be below the first, and at most %1 seeds fit on a wall.', '最后一个种子不能小于第一个，且一面墙最多容纳 %1 个种子。'),
             ('Export Thumbnail Wall', '导出缩略图墙'), ('&First seed:', '第一个种子(&F)：'), ('&Last seed:', '最后一个种子(&L)：'),
             ('&Columns:', '列数(&C)：'), ('&Pixels per tile:', '每格像素(&P)：')]:
    t(P, s, d)

# ---- added with tower view and entity names --------------------------------------------------------
t('mapsmith::MainWindow', 'Floor %1, column %2: %3', '第 %1 层，第 %2 列：%3')
t('mapsmith::DiagnosticsPanel', '%1 columns × %2 floors', '%1 列 × %2 层')
for s, d in [('gold', '金块'), ('light', '光源'), ('guard', '守卫'), ('enemy', '敌人')]:
    t('Tile', s, d)

# ---- Lode Runner files in the editor -------------------------------------------------------------
for s, d in [('Open Lode Runner Levels', '打开淘金者关卡'), ('Level %1', '第 %1 关'), ('Level %1: %2', '第 %1 关：%2'),
             ('Open Lode Runner Level', '打开淘金者关卡'), ('This file holds %n level(s). Open:', '此文件包含 %n 个关卡。打开：'),
             ('Mapsmith YAML (*.yaml *.yml);;Lode Runner levels (*.txt);;All files (*)',
              'Mapsmith YAML (*.yaml *.yml);;淘金者关卡 (*.txt);;所有文件 (*)')]:
    t('mapsmith::MainWindow', s, d)

# ---- path and collect ----------------------------------------------------------------------------
t(C, "%1 wants a cell X,Y (two whole numbers), not '%2'", "%1 需要一个格子 X,Y（两个整数），而不是“%2”")
t(C, 'missing -m MAP', '缺少 -m MAP')
t(C, 'missing --algo ID', '缺少 --algo ID')
t(C, 'missing --planner ID', '缺少 --planner ID')
t(C, '%1 %2,%3 is outside the %4x%5 map', '%1 %2,%3 超出 %4x%5 的地图')
t(C, "unknown search '%1'; known: %2", "未知搜索“%1”；可用：%2")
t(C, 'the map has no start; give --from X,Y', '地图没有起点；请用 --from X,Y 指定')
t(C, 'the map has no exit; give --to X,Y', '地图没有出口；请用 --to X,Y 指定')
t(C, "unknown planner '%1'; known: %2", "未知规划器“%1”；可用：%2")
t(C, "Usage: mapsmith [FILE]                 open the editor (a config or map file if given)\n       mapsmith COMMAND [OPTIONS]      run headless\n\nCommands:\n  generate   generate one map\n  wall       thumbnail wall of a range of seeds, each labelled with its seed\n  hash       one line per seed: SEED HASH, then combined HASH\n  validate   run the generator's checks over a range of seeds\n  path       one search on a map, between its start and exit or two cells\n  collect    the order in which to collect a map's gold or lights\n  schema     the parameter schema, as YAML\n  help       this text, or 'mapsmith help COMMAND' for one command\n\nExit codes: 0 done, 1 a check failed, 2 bad input or usage.\n",
  "用法：mapsmith [FILE]                  打开编辑器（可指定配置或地图文件）\n      mapsmith COMMAND [OPTIONS]       无界面运行\n\n命令：\n  generate   生成一张地图\n  wall       一组种子的缩略图墙，每张标注其种子\n  hash       每个种子一行：SEED HASH，最后是 combined HASH\n  validate   在一组种子上运行生成器的检查\n  path       在地图上做一次搜索：起点到出口，或两个格子之间\n  collect    收集地图上金块或光源的顺序\n  schema     参数模式（YAML）\n  help       本说明，或用 'mapsmith help COMMAND' 查看单个命令\n\n退出码：0 完成，1 有检查未通过，2 输入或用法错误。\n")
t(C, "Usage: mapsmith [FILE]                 open the editor (a config or map file if given)\n       mapsmith COMMAND [OPTIONS]      run headless\n\nCommands:\n  generate   generate one map\n  wall       thumbnail wall of a range of seeds, each labelled with its seed\n  hash       one line per seed: SEED HASH, then combined HASH\n  validate   run the generator's checks over a range of seeds\n  path       one search on a map, between its start and exit or two cells\n  collect    the order in which to collect a map's gold or lights\n  beat       tempo, offset and beats of a music file\n  schema     the parameter schema, as YAML\n  help       this text, or 'mapsmith help COMMAND' for one command\n\nExit codes: 0 done, 1 a check failed, 2 bad input or usage.\n",
  "用法：mapsmith [FILE]                  打开编辑器（可指定配置或地图文件）\n      mapsmith COMMAND [OPTIONS]       无界面运行\n\n命令：\n  generate   生成一张地图\n  wall       一组种子的缩略图墙，每张标注其种子\n  hash       每个种子一行：SEED HASH，最后是 combined HASH\n  validate   在一组种子上运行生成器的检查\n  path       在地图上做一次搜索：起点到出口，或两个格子之间\n  collect    收集地图上金块或光源的顺序\n  beat       音乐文件的速度、偏移和节拍\n  schema     参数模式（YAML）\n  help       本说明，或用 'mapsmith help COMMAND' 查看单个命令\n\n退出码：0 完成，1 有检查未通过，2 输入或用法错误。\n")
t(C, 'missing AUDIO file', '缺少 AUDIO 文件')
t(C, "Usage: mapsmith beat AUDIO [--json] [--click-mix OUT.wav]\nDecodes a music file (WAV, MP3, FLAC, Ogg, ...) and prints found, bpm, offset (the first\nbeat, in seconds), confidence (0..1), the tempo candidates and the beats. A file without a\nsteady pulse prints 'found no' and still exits with 0.\n  --json                 print the result as one JSON object\n  --click-mix OUT.wav    write the music with a click on every beat (16-bit mono WAV)\n",
  "用法：mapsmith beat AUDIO [--json] [--click-mix OUT.wav]\n解码音乐文件（WAV、MP3、FLAC、Ogg 等），输出 found、bpm、offset（第一拍，\n单位为秒）、confidence（0..1）、候选速度和各拍时间。没有稳定节拍的文件输出\n“found no”，仍以 0 退出。\n  --json                 以一个 JSON 对象输出结果\n  --click-mix OUT.wav    写出在每拍加上咔哒声的音乐（16 位单声道 WAV）\n")
t(C, "Usage: mapsmith path -m MAP --algo ID [--from X,Y] [--to X,Y] [--json]\nRuns one search on a map; exits with 1 if there is no path.\nPrints found, cost (in the rules' unit), length (steps), expanded, peak_open, time_ms\nand the path's cells.\n  -m, --map MAP          the map file (YAML)\n  --algo ID              bfs, dfs, dijkstra, astar, greedy, jps, beat-astar or dstar-lite\n  --from X,Y             the start cell (default: the map's start)\n  --to X,Y               the goal cell (default: the map's exit)\n  --json                 print the result as one JSON object\n",
  "用法：mapsmith path -m MAP --algo ID [--from X,Y] [--to X,Y] [--json]\n在地图上运行一次搜索；没有路径时以 1 退出。\n输出 found、cost（按规则的单位）、length（步数）、expanded、peak_open、time_ms\n以及路径上的格子。\n  -m, --map MAP          地图文件（YAML）\n  --algo ID              bfs、dfs、dijkstra、astar、greedy、jps、beat-astar 或 dstar-lite\n  --from X,Y             起始格（默认：地图的起点）\n  --to X,Y               目标格（默认：地图的出口）\n  --json                 以一个 JSON 对象输出结果\n")
t(C, "Usage: mapsmith collect -m MAP --planner ID [--json]\nPlans the order in which to collect the map's gold (or its lights, if it has no gold),\nstarting at the map's start; exits with 1 if some cannot be collected.\n  -m, --map MAP          the map file (YAML)\n  --planner ID           greedy (fast), optimal (Held-Karp) or bitmask (exact BFS)\n  --json                 print the plan as one JSON object\n",
  "用法：mapsmith collect -m MAP --planner ID [--json]\n从地图起点出发，规划收集地图上金块（没有金块时为光源）的顺序；\n有无法收集的目标时以 1 退出。\n  -m, --map MAP          地图文件（YAML）\n  --planner ID           greedy（快速）、optimal（Held-Karp）或 bitmask（精确 BFS）\n  --json                 以一个 JSON 对象输出规划\n")

# ---- hand painting -----------------------------------------------------------------------------------
for s, d in [('Eraser', '橡皮擦'), ('Start', '起点'), ('Exit', '出口'), ('Gold', '金块'), ('Guard', '守卫'),
             ('Wall', '墙'), ('Floor', '地面'), ('Door', '门'), ('Brick', '砖块'), ('Solid', '实心块'),
             ('Ladder', '梯子'), ('Rope', '绳索'), ('Trap', '陷阱'), ('Hidden ladder', '隐藏梯子'),
             ('Slow floor', '缓行地面')]:
    t('Brush', s, d)
t('Command', 'Paint %1', '绘制%1')
t('Command', 'Clear hand edits', '清除手工编辑')
for s, d in [('Config saved without the hand edits: export the map to keep them', '配置已保存，但不含手工编辑：请导出地图以保留它们'),
             ('Export Lode Runner Level', '导出淘金者关卡'), ('Lode Runner levels (*.txt)', '淘金者关卡 (*.txt)'),
             ('Export &Lode Runner Level (.txt)…', '导出淘金者关卡 (.txt)(&L)…'), ('&Paint', '绘制(&P)'),
             ('Paint tiles by hand (B): left-drag paints, right-click picks the tile, middle-drag pans',
              '手工绘制图块 (B)：左键拖动绘制，右键拾取图块，中键拖动平移'),
             ('Clear &Hand Edits', '清除手工编辑(&H)'),
             ('Save the generator, seed and parameters; hand edits are not part of a config (export the map to keep them)',
              '保存生成器、种子和参数；手工编辑不属于配置（请导出地图以保留它们）'),
             ('Paint Toolbar', '绘制工具栏')]:
    t('mapsmith::MainWindow', s, d)
t('mapsmith::TileChooser', 'What the paint tool puts on the map (right-click a tile in Paint mode to pick it)',
  '绘制工具放到地图上的内容（在绘制模式下右键单击图块即可拾取）')

# ---- imported maps and saving edits --------------------------------------------------------------
t('mapsmith::MainWindow', 'The map has changes that only an exported map file keeps.\nDo you want to export the map?',
  '地图的更改只有导出的地图文件才能保存。\n要导出地图吗？')
t('mapsmith::MainWindow', 'This map was not made by a generator, so there are no parameters to tune. Open a config to generate maps.',
  '这张地图不是由生成器生成的，因此没有可调的参数。打开配置即可生成地图。')
t('mapsmith::MainWindow', 'Opened from a file', '从文件打开')

# ---- search dock -------------------------------------------------------------------------------------
t('mapsmith::MainWindow', 'Search', '搜索')
for s, d in [('Breadth-first', '广度优先'), ('Depth-first', '深度优先'), ('Dijkstra', 'Dijkstra'), ('A*', 'A*'),
             ('Greedy best-first', '贪心最佳优先'), ('Jump point search', '跳点搜索'), ('Beat A*', '节拍 A*'),
             ('D* Lite', 'D* Lite'), ('The search to run and replay', '要运行并回放的搜索算法'),
             ('Set start', '设置起点'), ('Click a cell on the map to start the search there', '单击地图上的格子，从那里开始搜索'),
             ('Set goal', '设置终点'), ('Click a cell on the map to search for a path to it', '单击地图上的格子，搜索通往它的路径'),
             ('Run', '运行'), ('Compare', '比较'), ('Run every search on the same start and goal', '在相同的起点和终点上运行每种搜索'),
             ('Jump to the start', '跳到开头'), ('Step back', '后退一步'), ('Play or pause', '播放或暂停'),
             ('Step', '前进一步'), ('Jump to the end', '跳到结尾'), ('%n step(s)/s', '每秒 %n 步'),
             ('Search', '搜索'), ('Found', '找到'), ('Cost', '代价'), ('Expanded', '已扩展'), ('Time (ms)', '时间（毫秒）'),
             ('none', '无'), ('(%1, %2)', '(%1, %2)'), ('Start %1 → goal %2', '起点 %1 → 终点 %2'),
             ('Searching…', '正在搜索…'), ('Press Run to search from the start to the goal.', '按“运行”从起点搜索到终点。'),
             ('Found: cost %1, length %2', '已找到：代价 %1，长度 %2'), ('No path', '没有路径'),
             ('Expanded %1, pushed %2, peak open %3, %4 ms', '扩展 %1，入队 %2，开放峰值 %3，%4 毫秒'),
             ('Step %1 of %2: %3 open, %4 closed', '第 %1 步，共 %2 步：%3 个开放，%4 个关闭'),
             ('(%1, %2): unseen', '(%1, %2)：未访问'), ('(%1, %2): g = %3', '(%1, %2)：g = %3'),
             ('error', '错误'), ('yes', '是'), ('no', '否')]:
    t('mapsmith::SearchPanel', s, d)
# The command overview with every command of the contract (merged from the areas' versions).
t(C, "Usage: mapsmith [FILE]                 open the editor (a config or map file if given)\n       mapsmith COMMAND [OPTIONS]      run headless\n\nCommands:\n  generate   generate one map\n  wall       thumbnail wall of a range of seeds, each labelled with its seed\n  hash       one line per seed: SEED HASH, then combined HASH\n  validate   run the generator's checks over a range of seeds\n  sweep      statistics over a range of seeds, or merged from sweep files\n  path       one search on a map, between its start and exit or two cells\n  collect    the order in which to collect a map's gold or lights\n  beat       tempo, offset and beats of a music file\n  play       play a map headless with a string of keys; print the final state\n  replay     replay a saved play session; print the final state\n  convert    a map from one format to another (.yaml, .tmj, .tmx, .txt, .png)\n  schema     the parameter schema, as YAML\n  help       this text, or 'mapsmith help COMMAND' for one command\n\nExit codes: 0 done, 1 a check failed, 2 bad input or usage.\n",
  "用法：mapsmith [FILE]                  打开编辑器（可指定配置或地图文件）\n      mapsmith COMMAND [OPTIONS]       无界面运行\n\n命令：\n  generate   生成一张地图\n  wall       一组种子的缩略图墙，每张标注其种子\n  hash       每个种子一行：SEED HASH，最后是 combined HASH\n  validate   在一组种子上运行生成器的检查\n  sweep      一组种子的统计，或合并多个统计文件\n  path       在地图上做一次搜索：起点到出口，或两个格子之间\n  collect    收集地图上金块或光源的顺序\n  beat       音乐文件的速度、偏移和节拍\n  play       用一串按键无界面试玩地图；输出最终状态\n  replay     重放保存的试玩记录；输出最终状态\n  convert    在格式之间转换地图（.yaml、.tmj、.tmx、.txt、.png）\n  schema     参数模式（YAML）\n  help       本说明，或用 'mapsmith help COMMAND' 查看单个命令\n\n退出码：0 完成，1 有检查未通过，2 输入或用法错误。\n")
