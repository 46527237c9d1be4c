# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the sweep area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- SweepMetric
t('SweepMetric', 'Floor share',
  '地面占比')
t('SweepMetric', 'Start to exit path',
  '起点到出口路径')
t('SweepMetric', 'Solvable',
  '可通关')
t('SweepMetric', 'Dead ends',
  '死路')
t('SweepMetric', 'Rooms',
  '房间')
t('SweepMetric', 'Retries',
  '重试次数')
t('SweepMetric', 'Checks failed',
  '未通过的检查')
t('SweepMetric', 'Start-to-boss paths',
  '起点到首领的路径')
t('SweepMetric', 'Edges',
  '连线')
t('SweepMetric', 'Rooms on floor 0',
  '第 0 层房间')
t('SweepMetric', 'Elite rooms',
  '精英房间')
t('SweepMetric', 'tiles',
  '格')

# ---- mapsmith::ReproHashLabel
t('mapsmith::ReproHashLabel', 'The combined hash of seeds %1 to %2 of this config, as `mapsmith hash -c CONFIG --seeds %1..%2` prints it: the same config gives the same hash on every machine and in a game',
  '此配置种子 %1 到 %2 的合并哈希，与 `mapsmith hash -c CONFIG --seeds %1..%2` 打印的相同：同一配置在每台机器上、在游戏里都得到同一哈希')
t('mapsmith::ReproHashLabel', 'Reproducibility hash: none (no generator made this map)',
  '可复现哈希：无（这张地图不是生成器做的）')
t('mapsmith::ReproHashLabel', 'Reproducibility hash (seeds %1 to %2): %3',
  '可复现哈希（种子 %1 到 %2）：%3')
t('mapsmith::ReproHashLabel', 'Reproducibility hash: %1',
  '可复现哈希：%1')
t('mapsmith::ReproHashLabel', 'Reproducibility hash (seeds %1 to %2): computing...',
  '可复现哈希（种子 %1 到 %2）：计算中……')

# ---- mapsmith::SweepHistogram
t('mapsmith::SweepHistogram', 'Double-click a seed to open it',
  '双击种子即可打开')
t('mapsmith::SweepHistogram', 'No values.',
  '没有数值。')
t('mapsmith::SweepHistogram', 'Click a bar to list its seeds.',
  '点击柱条以列出其种子。')
t('mapsmith::SweepHistogram', '%1: %n seed(s)',
  '%1：%n 个种子')
t('mapsmith::SweepHistogram', 'the first %1 listed',
  '仅列出前 %1 个')

# ---- mapsmith::SweepPanel
t('mapsmith::SweepPanel', '&Seeds:',
  '种子数(&S)：')
t('mapsmith::SweepPanel', 'How many seeds to sweep, from the current seed on',
  '从当前种子起统计多少个种子')
t('mapsmith::SweepPanel', '&Run',
  '运行(&R)')
t('mapsmith::SweepPanel', 'Cancel',
  '取消')
t('mapsmith::SweepPanel', 'Metric',
  '指标')
t('mapsmith::SweepPanel', 'Min',
  '最小值')
t('mapsmith::SweepPanel', 'Mean',
  '平均值')
t('mapsmith::SweepPanel', 'Max',
  '最大值')
t('mapsmith::SweepPanel', 'Std. dev.',
  '标准差')
t('mapsmith::SweepPanel', 'The sweep failed: %1',
  '统计失败：%1')
t('mapsmith::SweepPanel', 'Cancelled.',
  '已取消。')
t('mapsmith::SweepPanel', 'Run a sweep to see statistics over many seeds of this config.',
  '运行统计，查看此配置在许多种子上的数据。')
t('mapsmith::SweepPanel', 'Seeds %1 to %2: %n map(s)',
  '种子 %1 到 %2：%n 张地图')
t('mapsmith::SweepPanel', '%1% solvable',
  '%1% 可通关')
t('mapsmith::SweepPanel', '%n not generated',
  '%n 个未能生成')
t('mapsmith::SweepPanel', '%n failing validation',
  '%n 个未通过检查')
t('SweepMetric', 'Beatable (solver)',
  '求解器能通关')
t('mapsmith::SweepPanel', '%1% beatable',
  '%1% 求解器能通关')
