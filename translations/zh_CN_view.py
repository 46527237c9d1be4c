# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the view area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- mapsmith::MapView
t('mapsmith::MapView', '&Tile Art',
  '图块美术(&T)')
t('mapsmith::MapView', 'Draw tiles as pictures when zoomed in; off shows one flat colour per tile',
  '放大时把图块画成图案；关闭则每个图块显示单一纯色')
t('mapsmith::MapView', '&Grid',
  '网格(&G)')
t('mapsmith::MapView', 'Show lines between the tiles when zoomed in',
  '放大时在图块之间显示网格线')
t('mapsmith::MapView', '&Minimap',
  '小地图(&M)')
t('mapsmith::MapView', 'Show the whole map in the corner with the visible part outlined',
  '在角落显示整张地图，并框出可见部分')

# ---- mapsmith::PlanOverlay
t('mapsmith::PlanOverlay', 'Greedy collection walk',
  '贪心收集路线')
t('mapsmith::PlanOverlay', 'Optimal collection walk',
  '最优收集路线')
t('mapsmith::PlanOverlay', 'Unreachable target',
  '不可到达的目标')

# ---- mapsmith::SearchOverlay
t('mapsmith::SearchOverlay', 'Open: waiting to be expanded',
  '开放：等待扩展')
t('mapsmith::SearchOverlay', 'Closed: expanded',
  '关闭：已扩展')
t('mapsmith::SearchOverlay', 'Path',
  '路径')
t('mapsmith::SearchOverlay', 'Search start',
  '搜索起点')
t('mapsmith::SearchOverlay', 'Search goal',
  '搜索终点')

# ---- mapsmith::ValidationOverlay
t('mapsmith::ValidationOverlay', 'Validation problem',
  '验证问题')
