# -*- coding: utf-8 -*-
# Chinese text of the search dock's rules, repairs and comparison, and of the planner dock.
T = {}


def t(ctx, src, dst):
    T[(ctx, src)] = dst


t('mapsmith::MainWindow', 'Planner', '规划器')

for s, d in [('4-neighbour', '4 邻域'), ('8-neighbour', '8 邻域'), ('Beat cost', '节拍代价'),
             ('Lode Runner', '淘金者'), ('Lode Runner with digging', '淘金者（可挖洞）'),
             ('How the runner moves: searches that do not apply to these rules are disabled',
              '角色的移动方式：不适用于这些规则的搜索会被禁用'),
             ('Rules', '规则'),
             ('(%1, %2): g = %3, h = %4, f = %5', '(%1, %2)：g = %3，h = %4，f = %5'),
             ('Replanning…', '正在重新规划…'),
             ('Replanned with D* Lite after %n changed cell(s): %1 expanded',
              '%n 个格子改变后已用 D* Lite 重新规划：扩展 %1 个')]:
    t('mapsmith::SearchPanel', s, d)

for s, d in [('…', '…'), ('n/a', '不适用'), ('Not applicable to the chosen movement rules', '不适用于所选的移动规则'),
             ('error', '错误'), ('yes', '是'), ('no', '否'), ('cancelled', '已取消'), ('Cancel', '取消'),
             ('Stop the comparison before the next search', '在下一个搜索开始前停止比较'),
             ('Search', '搜索'), ('Found', '找到'), ('Cost', '代价'), ('Expanded', '已扩展'),
             ('Time (ms)', '时间（毫秒）')]:
    t('mapsmith::SearchCompare', s, d)

for s, d in [('Plan', '规划'), ('Plan the collection order with the greedy and an optimal planner',
                                 '用贪心规划器和最优规划器规划收集顺序'),
             ('Show', '显示'), ('Both plans', '两种方案'), ('Greedy only', '仅贪心'), ('Optimal only', '仅最优'),
             ('Planner', '规划器'), ('Moves', '步数'), ('Collected', '已收集'), ('Time (ms)', '时间（毫秒）'),
             ('Optimal (bitmask BFS)', '最优（位掩码 BFS）'), ('Optimal (Held-Karp)', '最优（Held-Karp）'),
             ('%1 of %2', '%1 / %2'), ('(%1, %2)', '(%1, %2)'), ('Unreachable: %1', '无法到达：%1'),
             ('The planner works on grid maps.', '规划器只适用于网格地图。'),
             ('This map has no gold or lights to collect.', '此地图没有可收集的金子或灯。'),
             ('%n target(s) to collect from the start.', '从起点出发要收集 %n 个目标。'),
             ('Greedy', '贪心'), ('Optimal', '最优'), ('…', '…'), ('refused', '已拒绝'),
             ('Greedy finds an optimal walk here: %n move(s).', '贪心在这里找到了最优路线：%n 步。'),
             ('Greedy takes %n more move(s) than optimal (%1%).', '贪心比最优多走 %n 步（%1%）。')]:
    t('mapsmith::PlannerPanel', s, d)
t('mapsmith::SearchPanel', 'Search from the start to the goal and play the search step by step',
  '从起点搜索到终点，并逐步播放搜索过程')
