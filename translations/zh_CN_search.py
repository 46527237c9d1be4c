# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the search area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- mapsmith::PlannerPanel
t('mapsmith::PlannerPanel', 'Plan',
  '规划')
t('mapsmith::PlannerPanel', 'Plan the collection order with the greedy and an optimal planner',
  '用贪心规划器和最优规划器规划收集顺序')
t('mapsmith::PlannerPanel', 'Show',
  '显示')
t('mapsmith::PlannerPanel', 'Both plans',
  '两种方案')
t('mapsmith::PlannerPanel', 'Greedy only',
  '仅贪心')
t('mapsmith::PlannerPanel', 'Optimal only',
  '仅最优')
t('mapsmith::PlannerPanel', 'Planner',
  '规划器')
t('mapsmith::PlannerPanel', 'Moves',
  '步数')
t('mapsmith::PlannerPanel', 'Collected',
  '已收集')
t('mapsmith::PlannerPanel', 'Time (ms)',
  '时间（毫秒）')
t('mapsmith::PlannerPanel', 'Optimal (bitmask BFS)',
  '最优（位掩码 BFS）')
t('mapsmith::PlannerPanel', 'Optimal (Held-Karp)',
  '最优（Held-Karp）')
t('mapsmith::PlannerPanel', '%1 of %2',
  '%1 / %2')
t('mapsmith::PlannerPanel', '(%1, %2)',
  '(%1, %2)')
t('mapsmith::PlannerPanel', 'Unreachable: %1',
  '无法到达：%1')
t('mapsmith::PlannerPanel', 'The planner works on grid maps.',
  '规划器只适用于网格地图。')
t('mapsmith::PlannerPanel', 'This map has no gold or lights to collect.',
  '此地图没有可收集的金子或灯。')
t('mapsmith::PlannerPanel', '%n target(s) to collect from the start.',
  '从起点出发要收集 %n 个目标。')
t('mapsmith::PlannerPanel', 'Greedy',
  '贪心')
t('mapsmith::PlannerPanel', 'Optimal',
  '最优')
t('mapsmith::PlannerPanel', '…',
  '…')
t('mapsmith::PlannerPanel', 'refused',
  '已拒绝')
t('mapsmith::PlannerPanel', 'Greedy finds an optimal walk here: %n move(s).',
  '贪心在这里找到了最优路线：%n 步。')
t('mapsmith::PlannerPanel', 'Greedy takes %n more move(s) than optimal (%1%).',
  '贪心比最优多走 %n 步（%1%）。')

# ---- mapsmith::SearchCompare
t('mapsmith::SearchCompare', '…',
  '…')
t('mapsmith::SearchCompare', 'n/a',
  '不适用')
t('mapsmith::SearchCompare', 'Not applicable to the chosen movement rules',
  '不适用于所选的移动规则')
t('mapsmith::SearchCompare', 'error',
  '错误')
t('mapsmith::SearchCompare', 'yes',
  '是')
t('mapsmith::SearchCompare', 'no',
  '否')
t('mapsmith::SearchCompare', 'cancelled',
  '已取消')
t('mapsmith::SearchCompare', 'Cancel',
  '取消')
t('mapsmith::SearchCompare', 'Stop the comparison before the next search',
  '在下一个搜索开始前停止比较')
t('mapsmith::SearchCompare', 'Search',
  '搜索')
t('mapsmith::SearchCompare', 'Found',
  '找到')
t('mapsmith::SearchCompare', 'Cost',
  '代价')
t('mapsmith::SearchCompare', 'Expanded',
  '已扩展')
t('mapsmith::SearchCompare', 'Time (ms)',
  '时间（毫秒）')

# ---- mapsmith::SearchPanel
t('mapsmith::SearchPanel', 'Breadth-first',
  '广度优先')
t('mapsmith::SearchPanel', 'Depth-first',
  '深度优先')
t('mapsmith::SearchPanel', 'Dijkstra',
  'Dijkstra')
t('mapsmith::SearchPanel', 'A*',
  'A*')
t('mapsmith::SearchPanel', 'Greedy best-first',
  '贪心最佳优先')
t('mapsmith::SearchPanel', 'Jump point search',
  '跳点搜索')
t('mapsmith::SearchPanel', 'Beat A*',
  '节拍 A*')
t('mapsmith::SearchPanel', 'D* Lite',
  'D* Lite')
t('mapsmith::SearchPanel', 'The search to run and replay',
  '要运行并回放的搜索算法')
t('mapsmith::SearchPanel', 'Set start',
  '设置起点')
t('mapsmith::SearchPanel', 'Click a cell on the map to start the search there',
  '单击地图上的格子，从那里开始搜索')
t('mapsmith::SearchPanel', 'Set goal',
  '设置终点')
t('mapsmith::SearchPanel', 'Click a cell on the map to search for a path to it',
  '单击地图上的格子，搜索通往它的路径')
t('mapsmith::SearchPanel', 'Run',
  '运行')
t('mapsmith::SearchPanel', 'Compare',
  '比较')
t('mapsmith::SearchPanel', 'Run every search on the same start and goal',
  '在相同的起点和终点上运行每种搜索')
t('mapsmith::SearchPanel', 'Jump to the start',
  '跳到开头')
t('mapsmith::SearchPanel', 'Step back',
  '后退一步')
t('mapsmith::SearchPanel', 'Play or pause',
  '播放或暂停')
t('mapsmith::SearchPanel', 'Step',
  '前进一步')
t('mapsmith::SearchPanel', 'Jump to the end',
  '跳到结尾')
t('mapsmith::SearchPanel', '%n step(s)/s',
  '每秒 %n 步')
t('mapsmith::SearchPanel', 'Search',
  '搜索')
t('mapsmith::SearchPanel', 'none',
  '无')
t('mapsmith::SearchPanel', '(%1, %2)',
  '(%1, %2)')
t('mapsmith::SearchPanel', 'Start %1 → goal %2',
  '起点 %1 → 终点 %2')
t('mapsmith::SearchPanel', 'Searching…',
  '正在搜索…')
t('mapsmith::SearchPanel', 'Press Run to search from the start to the goal.',
  '按“运行”从起点搜索到终点。')
t('mapsmith::SearchPanel', 'Found: cost %1, length %2',
  '已找到：代价 %1，长度 %2')
t('mapsmith::SearchPanel', 'No path',
  '没有路径')
t('mapsmith::SearchPanel', 'Expanded %1, pushed %2, peak open %3, %4 ms',
  '扩展 %1，入队 %2，开放峰值 %3，%4 毫秒')
t('mapsmith::SearchPanel', 'Step %1 of %2: %3 open, %4 closed',
  '第 %1 步，共 %2 步：%3 个开放，%4 个关闭')
t('mapsmith::SearchPanel', '(%1, %2): unseen',
  '(%1, %2)：未访问')
t('mapsmith::SearchPanel', '(%1, %2): g = %3',
  '(%1, %2)：g = %3')
t('mapsmith::SearchPanel', '4-neighbour',
  '4 邻域')
t('mapsmith::SearchPanel', '8-neighbour',
  '8 邻域')
t('mapsmith::SearchPanel', 'Beat cost',
  '节拍代价')
t('mapsmith::SearchPanel', 'Lode Runner',
  '淘金者')
t('mapsmith::SearchPanel', 'Lode Runner with digging',
  '淘金者（可挖洞）')
t('mapsmith::SearchPanel', 'How the runner moves: searches that do not apply to these rules are disabled',
  '角色的移动方式：不适用于这些规则的搜索会被禁用')
t('mapsmith::SearchPanel', 'Rules',
  '规则')
t('mapsmith::SearchPanel', '(%1, %2): g = %3, h = %4, f = %5',
  '(%1, %2)：g = %3，h = %4，f = %5')
t('mapsmith::SearchPanel', 'Replanning…',
  '正在重新规划…')
t('mapsmith::SearchPanel', 'Replanned with D* Lite after %n changed cell(s): %1 expanded',
  '%n 个格子改变后已用 D* Lite 重新规划：扩展 %1 个')
t('mapsmith::SearchPanel', 'Search from the start to the goal and play the search step by step',
  '从起点搜索到终点，并逐步播放搜索过程')
t('mapsmith::SearchPanel', '%1 steps',
  '%1 步')
t('mapsmith::SearchPanel', '%1 tenths (%2 steps; straight 10, diagonal 14)',
  '%1 个十分之一步（%2 步；直行 10，斜行 14）')
t('mapsmith::SearchPanel', '%1 beats',
  '%1 拍')
t('mapsmith::SearchPanel', '%1 moves',
  '%1 次移动')
t('mapsmith::SearchCompare', 'Click a row to show that search on the map',
  '点击一行即可在地图上显示该搜索')
