# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the core area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- Diagnostics
t('Diagnostics', 'Some regions could not be joined.',
  '有些区域无法连通。')
t('Diagnostics', 'No floor is left, so there is no start or exit.',
  '没有剩下地面，因此没有起点和出口。')
t('Diagnostics', 'Boss rooms',
  'Boss 房间')
t('Diagnostics', 'Dead ends',
  '死胡同')
t('Diagnostics', 'Dead ends before braiding',
  '编织前的死胡同')
t('Diagnostics', 'Dead ends removed by braiding',
  '编织移除的死胡同')
t('Diagnostics', 'Doors',
  '门')
t('Diagnostics', 'Edges',
  '边')
t('Diagnostics', 'Elite rooms',
  '精英房间')
t('Diagnostics', 'Escape ladder starts at row',
  '逃生梯起始行')
t('Diagnostics', 'Extra corridors (loops)',
  '额外走廊（环路）')
t('Diagnostics', 'Floor share',
  '地面占比')
t('Diagnostics', 'Gold placed',
  '已放置金块')
t('Diagnostics', 'Guards placed',
  '已放置守卫')
t('Diagnostics', 'Junctions',
  '岔路口')
t('Diagnostics', 'Ladder tiles',
  '梯子格数')
t('Diagnostics', 'Layouts tried',
  '尝试的布局数')
t('Diagnostics', 'Lights',
  '光源')
t('Diagnostics', 'Loops',
  '环路')
t('Diagnostics', 'Monster rooms',
  '怪物房间')
t('Diagnostics', 'Placement attempts used',
  '已用放置尝试')
t('Diagnostics', 'Platform rows',
  '平台行数')
t('Diagnostics', 'Regions before joining',
  '连通前的区域数')
t('Diagnostics', 'Regions removed',
  '移除的区域')
t('Diagnostics', 'Rest rooms',
  '休息处')
t('Diagnostics', 'Retries',
  '重试次数')
t('Diagnostics', 'Rooms',
  '房间')
t('Diagnostics', 'Rooms asked for',
  '要求的房间数')
t('Diagnostics', 'Rooms on floor 0',
  '第 0 层房间')
t('Diagnostics', 'Rooms placed',
  '已放置房间')
t('Diagnostics', 'Rope tiles',
  '绳索格数')
t('Diagnostics', 'Shop rooms',
  '商店')
t('Diagnostics', 'Solution length',
  '解路径长度')
t('Diagnostics', 'Spanning-tree corridors',
  '生成树走廊')
t('Diagnostics', 'Standing spots reachable and left again',
  '可到达且可离开的站立点')
t('Diagnostics', 'Start to exit distance',
  '起点到出口距离')
t('Diagnostics', 'Treasure rooms',
  '宝箱房间')
t('Diagnostics', 'Tunnel tiles',
  '隧道格数')
t('Diagnostics', 'Tunnels carved',
  '开凿的隧道')
t('Diagnostics', 'Unknown rooms',
  '未知房间')
t('Diagnostics', 'tiles',
  '格')
t('Diagnostics', 'Enemies',
  '敌人')
t('Diagnostics', 'Levels tried for a beatable one',
  '为得到可通关关卡所试的关卡数')

# ---- Schema
t('Schema', 'A floor becomes wall with at least this many wall neighbours of 8.',
  '地面在 8 个邻格中至少有这么多墙时变为墙。')
t('Schema', 'A wall stays wall with at least this many wall neighbours of 8.',
  '墙在 8 个邻格中至少有这么多墙时保持为墙。')
t('Schema', 'Add a hidden ladder to the top row that appears when all gold is taken.',
  '在顶行加一架隐藏梯子，收集完所有金块后出现。')
t('Schema', 'Algorithm',
  '算法')
t('Schema', 'At most this many elites on one floor.',
  '每层最多这么多精英。')
t('Schema', 'Border wall',
  '边界墙')
t('Schema', 'Braid',
  '编织')
t('Schema', 'Bricks turned into false bricks the runner falls through.',
  '变成假砖的砖块，跑者会从中掉落。')
t('Schema', 'Cellular-automata cave',
  '元胞自动机洞穴')
t('Schema', 'Chance that a gap in a platform gets a rope across it.',
  '平台缺口上架绳索的概率。')
t('Schema', 'Chance that a platform stretch is solid block, which cannot be dug.',
  '平台段为不可挖掘实心块的概率。')
t('Schema', 'Chance that a stretch of a platform row is brick rather than a gap.',
  '平台行中一段为砖块而非缺口的概率。')
t('Schema', 'Columns',
  '列数')
t('Schema', 'Columns of the grid the paths climb.',
  '路径攀升所在网格的列数。')
t('Schema', 'Connectivity',
  '连通性')
t('Schema', 'Doors',
  '门')
t('Schema', 'Elite',
  '精英')
t('Schema', 'Elite, shop, rest and treasure do not repeat',
  '精英、商店、休息处和宝箱不重复')
t('Schema', 'Elites from floor',
  '精英起始层')
t('Schema', 'Elites per floor',
  '每层精英数')
t('Schema', 'Entrance and exit',
  '入口和出口')
t('Schema', 'Escape ladder',
  '逃生梯')
t('Schema', 'Every room on the top floor is a rest site.',
  '顶层的每个房间都是休息处。')
t('Schema', 'Every room on this floor is a treasure; -1 for none.',
  '这一层的每个房间都是宝箱；-1 表示不设。')
t('Schema', 'Extra corridors beyond the spanning tree, as a share of its corridors.',
  '生成树之外的额外走廊，按其走廊数的比例。')
t('Schema', 'Extra rest weight',
  '额外休息权重')
t('Schema', 'Far apart on the border',
  '边界上相距最远')
t('Schema', 'Floor 0 rooms',
  '第 0 层房间')
t('Schema', 'Floors',
  '层数')
t('Schema', 'Floors of rooms below the boss.',
  'Boss 之下的房间层数。')
t('Schema', 'From this floor up, rest sites get extra weight.',
  '从这一层起，休息处获得额外权重。')
t('Schema', 'Gold',
  '金块')
t('Schema', 'Gold chests, each where the runner can get and return.',
  '金块，每个都放在跑者能到达并返回的地方。')
t('Schema', 'Guards',
  '守卫')
t('Schema', 'Guards, placed away from the runner where possible.',
  '守卫，尽量远离跑者放置。')
t('Schema', 'Height',
  '高度')
t('Schema', 'How many more attempts to make when an attempt breaks a rule.',
  '某次尝试违反规则时再尝试的次数。')
t('Schema', 'How many random rooms are tried; ones that overlap are thrown away.',
  '尝试放置的随机房间数；重叠的会被丢弃。')
t('Schema', 'How many times the birth and death rule is applied.',
  '应用生死规则的次数。')
t('Schema', 'How often each room type is drawn, relative to the others.',
  '各房间类型被抽中的相对频率。')
t('Schema', 'How the perfect maze is carved; each gives a different texture.',
  '开凿完美迷宫的方式；每种的纹理不同。')
t('Schema', 'Initial wall share',
  '初始墙比例')
t('Schema', 'Join all regions',
  '连通所有区域')
t('Schema', 'Keep the largest region',
  '保留最大区域')
t('Schema', 'Ladder density',
  '梯子密度')
t('Schema', 'Ladders per platform row: 1 + ladders x width / 8.',
  '每个平台行的梯子数：1 + 梯子密度 × 宽度 / 8。')
t('Schema', 'Largest room side',
  '房间最大边长')
t('Schema', 'Level height in tiles (16 is the classic screen).',
  '关卡高度（格；经典屏幕为 16）。')
t('Schema', 'Level width in tiles (28 is the classic screen).',
  '关卡宽度（格；经典屏幕为 28）。')
t('Schema', 'Light sources placed on room floor.',
  '放在房间地面上的光源。')
t('Schema', 'Lights',
  '光源')
t('Schema', 'Lode Runner level',
  '淘金者关卡')
t('Schema', "Longest side of a room's floor.",
  '房间地面的最长边。')
t('Schema', 'Loops',
  '环路')
t('Schema', 'Make the bottom row solid (else brick).',
  '底行为实心块（否则为砖块）。')
t('Schema', 'Make the outer ring of the map wall.',
  '把地图最外一圈设为墙。')
t('Schema', 'Map height in tiles.',
  '地图高度（格）。')
t('Schema', 'Map width in tiles.',
  '地图宽度（格）。')
t('Schema', 'Maze',
  '迷宫')
t('Schema', 'Maze height in cells (2 tiles each, plus 1).',
  '迷宫高度（单元；每单元 2 格，再加 1）。')
t('Schema', 'Maze width in cells (2 tiles each, plus 1).',
  '迷宫宽度（单元；每单元 2 格，再加 1）。')
t('Schema', 'Monster',
  '怪物')
t('Schema', 'More rest from floor',
  '休息加权起始层')
t('Schema', 'Most rooms',
  '最多房间数')
t('Schema', 'No elite is drawn below this floor.',
  '这一层以下不出现精英。')
t('Schema', 'No rest below the last rest',
  '最后休息处下方不设休息处')
t('Schema', 'No rest site on the floor just below a last-floor rest.',
  '顶层休息处的下一层不出现休息处。')
t('Schema', 'No shop is drawn below this floor.',
  '这一层以下不出现商店。')
t('Schema', 'No type repeats',
  '类型不重复')
t('Schema', 'None',
  '不处理')
t('Schema', 'None (drawn like other floors)',
  '无（与其他层相同抽取）')
t('Schema', 'Paths',
  '路径数')
t('Schema', 'Paths grown from floor 0 to the top; they may merge.',
  '从第 0 层长到顶层的路径；路径可以合并。')
t('Schema', 'Placement attempts',
  '放置尝试次数')
t('Schema', 'Placement stops at this many rooms.',
  '放置到这么多房间时停止。')
t('Schema', 'Platform density',
  '平台密度')
t('Schema', 'Put a door where a corridor enters a room.',
  '在走廊进入房间处放一扇门。')
t('Schema', 'Randomized Kruskal',
  '随机 Kruskal')
t('Schema', 'Randomized Prim',
  '随机 Prim')
t('Schema', 'Recursive backtracker',
  '递归回溯')
t('Schema', 'Regions with fewer floor tiles are filled with wall first (0 keeps all).',
  '地面格少于此数的区域先填成墙（0 表示全部保留）。')
t('Schema', 'Repeated types',
  '重复类型')
t('Schema', 'Rest',
  '休息处')
t('Schema', 'Rest before the boss',
  'Boss 前休息')
t('Schema', 'Retries',
  '重试次数')
t('Schema', 'Room weights',
  '房间权重')
t('Schema', 'Rooms and corridors',
  '房间与走廊')
t('Schema', 'Rope density',
  '绳索密度')
t('Schema', 'Share of cells that start as wall before smoothing.',
  '平滑前初始为墙的格子比例。')
t('Schema', 'Share of dead ends removed by opening a wall, which makes loops (1 removes all).',
  '通过打开墙移除的死胡同比例，会形成环路（1 表示全部移除）。')
t('Schema', 'Shop',
  '商店')
t('Schema', 'Shops from floor',
  '商店起始层')
t('Schema', "Shortest side of a room's floor.",
  '房间地面的最短边。')
t('Schema', 'Smallest region',
  '最小区域')
t('Schema', 'Smallest room side',
  '房间最小边长')
t('Schema', 'Smoothing steps',
  '平滑步数')
t('Schema', 'Solid bottom row',
  '实心底行')
t('Schema', 'Solid share',
  '实心比例')
t('Schema', 'The type of every room on floor 0.',
  '第 0 层每个房间的类型。')
t('Schema', 'Top-left and bottom-right',
  '左上与右下')
t('Schema', 'Tower (layered paths)',
  '爬塔地图（分层路径）')
t('Schema', 'Traps',
  '陷阱')
t('Schema', 'Treasure',
  '宝箱')
t('Schema', 'Treasure floor',
  '宝箱层')
t('Schema', 'Types may repeat',
  '类型可重复')
t('Schema', 'Unknown',
  '未知')
t('Schema', 'Wall appears at',
  '成墙阈值')
t('Schema', 'Wall survives at',
  '保墙阈值')
t('Schema', 'Weight added to rest sites from the late rest floor up.',
  '从休息加权起始层起，休息处增加的权重。')
t('Schema', 'What to do with cave regions that cannot reach each other.',
  '如何处理彼此不连通的洞穴区域。')
t('Schema', 'Where the entrance and the exit are cut into the outer wall.',
  '入口和出口在外墙上的位置。')
t('Schema', 'Which parent types a room avoids when another type is possible.',
  '在有其他类型可选时，房间要避开哪些父房间类型。')
t('Schema', 'Width',
  '宽度')
t('Schema', 'Wilson (uniform)',
  'Wilson（均匀）')
t('Schema', 'cells',
  '单元')
t('Schema', 'elite',
  '精英')
t('Schema', 'monster',
  '怪物')
t('Schema', 'rest',
  '休息处')
t('Schema', 'shop',
  '商店')
t('Schema', 'steps',
  '步')
t('Schema', 'tiles',
  '格')
t('Schema', 'treasure',
  '宝箱')
t('Schema', 'unknown',
  '未知')
t('Schema', "A path's safety score adds min(distance to an enemy, cap) over its cells.",
  '路径的安全分是其每格 min(离敌人的距离, 上限) 之和。')
t('Schema', 'Blue',
  '蓝色')
t('Schema', 'Columns 0, 1, 2, ... in order',
  '依次为第 0、1、2……列')
t('Schema', 'Danger falloff',
  '危险衰减')
t('Schema', 'Danger radius',
  '危险半径')
t('Schema', 'Danger weight',
  '危险权重')
t('Schema', 'Detour bonus',
  '绕路奖励')
t('Schema', 'Enemies',
  '敌人')
t('Schema', 'Enemies are at least this many steps from the start.',
  '敌人离起点至少这么多步。')
t('Schema', 'Enemies farther from a gold than this add nothing to its score.',
  '离金币比这更远的敌人不增加它的评分。')
t('Schema', 'Enemies placed on floor the player can reach (the rhythm dungeon has 5).',
  '放在玩家能到达的地面上的敌人数（节奏地牢有 5 个）。')
t('Schema', 'Enemy distance',
  '敌人离起点的距离')
t('Schema', 'Fixed floor conflict',
  '固定楼层冲突')
t('Schema', 'Green',
  '绿色')
t('Schema', 'How much the gold planner shuns gold near an enemy.',
  '收集金币的规划器有多避开敌人附近的金币。')
t('Schema', 'How the danger penalty falls off with the distance to the nearest enemy.',
  '危险惩罚如何随离最近敌人的距离衰减。')
t('Schema', 'Keep the last attempt, with a note',
  '保留最后一次尝试并附说明')
t('Schema', 'Left at the top, right at the bottom',
  '左侧上方进，右侧下方出')
t('Schema', 'Move on to the next seed and retry',
  '换下一个种子再重试')
t('Schema', 'Random (the first two differ)',
  '随机（前两条不同）')
t('Schema', 'Red',
  '红色')
t('Schema', 'Safety cap',
  '安全上限')
t('Schema', 'Seeds to move on',
  '最多换几个种子')
t('Schema', 'Solution colour',
  '解的颜色')
t('Schema', 'Start columns',
  '起始列')
t('Schema', "Taken off a gold's score for every other gold its path walks over.",
  '去往一枚金币的路上每经过另一枚金币，就从它的评分中减去这么多。')
t('Schema', "The colour the play-test draws the maze's solution in.",
  '试玩时画迷宫解所用的颜色。')
t('Schema', "The palette's",
  '调色板的')
t('Schema', 'The rest before the boss wins',
  'Boss 前的休息处优先')
t('Schema', 'The treasure floor wins',
  '宝箱层优先')
t('Schema', 'Weight times (1 - distance / radius)',
  '权重 ×（1 − 距离 / 半径）')
t('Schema', 'Weight times (radius - distance)',
  '权重 ×（半径 − 距离）')
t('Schema', 'What happens when every retry breaks a rule.',
  '每次重试都违反规则时怎么办。')
t('Schema', 'When the retries fail',
  '重试都失败时')
t('Schema', 'Where the paths start on floor 0.',
  '路径在第 0 层从哪里出发。')
t('Schema', 'Which type a floor gets when it is both the treasure floor and the top floor.',
  '一层既是宝箱层又是顶层时取哪种类型。')
t('Schema', 'White',
  '白色')
t('Schema', 'With next seed: how many seeds to move on at most before keeping the last attempt.',
  '换种子时：最多换多少个种子，之后保留最后一次尝试。')
t('Schema', 'Yellow',
  '黄色')

# ---- Tile
t('Tile', 'Start',
  '起点')
t('Tile', 'Exit',
  '出口')
t('Tile', 'Boss: the end of the act',
  'Boss：本幕终点')
t('Tile', 'Brick: can be dug',
  '砖块：可挖掘')
t('Tile', 'Door: passage between a room and a corridor',
  '门：房间与走廊之间的通道')
t('Tile', 'Elite: a hard fight with a better reward',
  '精英：更难的战斗，更好的奖励')
t('Tile', 'Floor: open ground',
  '地面：空地')
t('Tile', 'Hidden ladder: appears when all gold is taken',
  '隐藏梯子：收集完所有金块后出现')
t('Tile', 'Ladder: climb up and down',
  '梯子：可上下攀爬')
t('Tile', 'Monster: an ordinary fight',
  '怪物：普通战斗')
t('Tile', 'Rest site: heal or upgrade',
  '休息处：回复或升级')
t('Tile', 'Rope: move along hand over hand, let go to drop',
  '绳索：双手交替移动，松手即落下')
t('Tile', 'Shop: buy and remove cards',
  '商店：购买和移除卡牌')
t('Tile', 'Slow ground: costs extra beats to cross',
  '缓行地面：通过需要额外节拍')
t('Tile', 'Solid block: cannot be dug',
  '实心块：不可挖掘')
t('Tile', 'Trap: looks like brick, falls through',
  '陷阱：看似砖块，会掉下去')
t('Tile', 'Treasure: a chest',
  '宝箱：一个箱子')
t('Tile', 'Unknown: an event',
  '未知：一个事件')
t('Tile', 'Wall: solid rock',
  '墙：坚固岩石')
t('Tile', 'gold',
  '金块')
t('Tile', 'light',
  '光源')
t('Tile', 'guard',
  '守卫')
t('Tile', 'enemy',
  '敌人')
t('Schema', 'Only beatable levels',
  '只保留可通关的关卡')
t('Schema', 'Keep only levels the solver wins with the guards (a few tries, then a note).',
  '只保留求解器在有守卫时能通关的关卡（尝试几次，之后给出提示）。')
