# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the map view and play viewport (issue 20): tile art, grid, minimap,
# legends, brush sizes, the play viewport's states.
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

V = 'mapsmith::MapView'
t(V, '&Tile Art', '图块美术(&T)')
t(V, 'Draw tiles as pictures when zoomed in; off shows one flat colour per tile', '放大时把图块画成图案；关闭则每个图块显示单一纯色')
t(V, '&Grid', '网格(&G)')
t(V, 'Show lines between the tiles when zoomed in', '放大时在图块之间显示网格线')
t(V, '&Minimap', '小地图(&M)')
t(V, 'Show the whole map in the corner with the visible part outlined', '在角落显示整张地图，并框出可见部分')

P = 'mapsmith::PlanOverlay'
t(P, 'Greedy collection walk', '贪心收集路线')
t(P, 'Optimal collection walk', '最优收集路线')
t(P, 'Unreachable target', '不可到达的目标')

S = 'mapsmith::SearchOverlay'
t(S, 'Open: waiting to be expanded', '开放：等待扩展')
t(S, 'Closed: expanded', '关闭：已扩展')
t(S, 'Path', '路径')
t(S, 'Search start', '搜索起点')
t(S, 'Search goal', '搜索终点')

O = 'mapsmith::ValidationOverlay'
t(O, 'Validation problem', '验证问题')

M = 'mapsmith::ToolManager'
t(M, 'Size ', '大小 ')
t(M, 'Brush and eraser size in cells ([ smaller, ] larger)', '画笔和橡皮擦的大小（格数；[ 缩小，] 放大）')
t(M, 'Smaller Brush', '缩小画笔')
t(M, 'Larger Brush', '放大画笔')

Y = 'mapsmith::PlayView'
t(Y, 'Paused · help shown', '已暂停 · 正在显示帮助')
t(Y, 'Paused · P to resume', '已暂停 · 按 P 继续')
t(Y, 'Replaying', '正在重放')
t(Y, 'Keys (the play is paused)', '按键（试玩已暂停）')
t(Y, 'Playing on from the replay', '从重放处接着试玩')

N = 'mapsmith::SearchPanel'
t(N, '%1 steps', '%1 步')
t(N, '%1 tenths (%2 steps; straight 10, diagonal 14)', '%1 个十分之一步（%2 步；直行 10，斜行 14）')
t(N, '%1 beats', '%1 拍')
t(N, '%1 moves', '%1 次移动')
