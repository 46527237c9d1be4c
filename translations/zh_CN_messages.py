# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the messages area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- CoreMessage
t('CoreMessage', '%1 (%2, %3) is outside the %4x%5 map',
  '%1 (%2, %3) 在 %4x%5 的地图之外')
t('CoreMessage', '%1 (%2, %3) is outside the map',
  '%1 (%2, %3) 在地图之外')
t('CoreMessage', '%1 (%2, %3) is on a closed tile (%4)',
  '%1 (%2, %3) 位于不可通行的图块上（%4）')
t('CoreMessage', '%1 (%2, %3) is off the map or on a closed tile',
  '%1 (%2, %3) 在地图之外或位于不可通行的图块上')
t('CoreMessage', '%1 rules on a %2x%3 map need %4 search states; the limit is %5 (shorten the beat period)',
  '%2x%3 地图上的 %1 规则需要 %4 个搜索状态；上限为 %5（请缩短节拍周期）')
t('CoreMessage', 'the optimal planner (Held-Karp) handles at most %1 targets, its table grows as 2^n x n; this map has %2 reachable: use the greedy planner',
  '最优规划器（Held-Karp）最多处理 %1 个目标，其表按 2^n x n 增长；此地图有 %2 个可达目标：请使用贪心规划器')
t('CoreMessage', 'the bitmask planner handles at most %1 targets (its table grows as 2^n); this map has %2: use the optimal or greedy planner',
  '位掩码规划器最多处理 %1 个目标（其表按 2^n 增长）；此地图有 %2 个：请使用最优或贪心规划器')
t('CoreMessage', 'the bitmask planner would need %1 table entries (%2 reachable states x 2^%3); the limit is %4: use the optimal planner',
  '位掩码规划器需要 %1 个表项（%2 个可达状态 x 2^%3）；上限为 %4：请使用最优规划器')
t('CoreMessage', 'the optimal planner handles at most %1 targets; this map has %2: use the greedy planner',
  '最优规划器最多处理 %1 个目标；此地图有 %2 个：请使用贪心规划器')
t('CoreMessage', 'the bitmask planner needs more than %1 states on this level (the holes multiply them): use the optimal or greedy planner',
  '位掩码规划器在此关卡上需要超过 %1 个状态（洞会使状态成倍增加）：请使用最优或贪心规划器')
t('CoreMessage', "gold at (%1, %2) is sealed in solid stone: no way in from the runner's start, even by digging",
  '(%1, %2) 处的金子被封在坚石中：即使挖掘，也无法从奔跑者的起点到达')
t('CoreMessage', 'the %1 planner handles at most %2 gold; this level has %3: use the greedy planner',
  '%1 规划器最多处理 %2 块金子；此关卡有 %3 块：请使用贪心规划器')
t('CoreMessage', 'the solver handles levels of up to 65,535 cells with their border; this one has %1',
  '求解器处理的关卡（含边框）最多 65,535 个格子；此关卡有 %1 个')
t('CoreMessage', "unknown generator '%1'",
  '未知的生成器“%1”')
t('CoreMessage', "unknown parameter '%1'",
  '未知的参数“%1”')
t('CoreMessage', '%1 %2: %3 is outside %4',
  '%1 %2：%3 超出范围 %4')
t('CoreMessage', "%1 unknown key '%2'",
  '%1 有未知的键“%2”')
t('CoreMessage', "%1 '%2' is not one of %3",
  '%1 的值“%2”不是以下之一：%3')
t('CoreMessage', '%1 expected one of %2',
  '%1 应为以下之一：%2')
t('CoreMessage', '%1 expected an integer',
  '%1 应为整数')
t('CoreMessage', '%1 expected a number',
  '%1 应为数字')
t('CoreMessage', '%1 expected true or false',
  '%1 应为 true 或 false')
t('CoreMessage', '%1 expected a table of weights',
  '%1 应为权重表')
t('CoreMessage', '%1 %2 is outside %3',
  '%1 的值 %2 超出范围 %3')
t('CoreMessage', 'the map has no start: give the search a start cell (--from X,Y)',
  '地图没有起点：请为搜索指定起点格（--from X,Y）')
t('CoreMessage', 'the map has no exit: give the search a goal cell (--to X,Y)',
  '地图没有出口：请为搜索指定终点格（--to X,Y）')
t('CoreMessage', 'jps needs every open tile to cost the same, and this map has slow tiles: use astar',
  'JPS 要求每个可通行图块的代价相同，而此地图有减速图块：请使用 A*')
t('CoreMessage', 'the map is empty',
  '地图为空')
t('CoreMessage', 'the map has no start: give the planner a start cell',
  '地图没有起点：请为规划器指定起点格')
t('CoreMessage', 'the tower map has no nodes to play',
  '塔图没有可玩的节点')
t('CoreMessage', 'the map has no start: place one to play it',
  '地图没有起点：请放置一个起点后再试玩')
t('CoreMessage', 'not a Lode Runner level: it has no brick, solid, ladder, rope, trap or hidden ladder',
  '不是淘金者关卡：没有砖块、坚石、梯子、绳索、陷阱或隐藏梯子')
t('CoreMessage', "parameter 'beatable' needs the Lode Runner solver (mapsmith::solve), which this program does not link",
  '参数“beatable”需要淘金者求解器（mapsmith::solve），而本程序未链接它')
t('CoreMessage', 'start',
  '起点')
t('CoreMessage', 'goal',
  '终点')
t('CoreMessage', 'guard',
  '守卫')
t('CoreMessage', 'wall',
  '墙')
t('CoreMessage', 'floor',
  '地面')
t('CoreMessage', 'door',
  '门')
t('CoreMessage', 'brick',
  '砖块')
t('CoreMessage', 'solid',
  '坚石')
t('CoreMessage', 'ladder',
  '梯子')
t('CoreMessage', 'rope',
  '绳索')
t('CoreMessage', 'trap',
  '陷阱')
t('CoreMessage', 'hidden_ladder',
  '隐藏梯子')
t('CoreMessage', 'slow',
  '减速地面')
