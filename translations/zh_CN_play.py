# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the play area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- mapsmith::PlayPanel
t('mapsmith::PlayPanel', 'Vision: all',
  '视野：全部')
t('mapsmith::PlayPanel', 'Vision: diamond',
  '视野：菱形')
t('mapsmith::PlayPanel', 'Vision: shadow casting',
  '视野：阴影投射')
t('mapsmith::PlayPanel', 'Light: Bresenham',
  '光照：Bresenham')
t('mapsmith::PlayPanel', 'Light: shadow casting',
  '光照：阴影投射')
t('mapsmith::PlayPanel', 'Rhythm',
  '节奏')
t('mapsmith::PlayPanel', 'Moves count only on the beat; off the beat is a Miss',
  '只有踩在节拍上的移动才算数；不在节拍上为 Miss')
t('mapsmith::PlayPanel', ' BPM',
  ' BPM')
t('mapsmith::PlayPanel', 'Replay ',
  '重放 ')
t('mapsmith::PlayPanel', 'Restart',
  '重新开始')
t('mapsmith::PlayPanel', 'Start again with the same seed (F5)',
  '用同一种子重新开始（F5）')
t('mapsmith::PlayPanel', 'Pause',
  '暂停')
t('mapsmith::PlayPanel', 'Replay',
  '重放')
t('mapsmith::PlayPanel', 'Replay this play from the start (R)',
  '从头重放本次试玩（R）')
t('mapsmith::PlayPanel', 'Save…',
  '保存…')
t('mapsmith::PlayPanel', 'Save the session and stop (:Q)',
  '保存试玩记录并停止（:Q）')
t('mapsmith::PlayPanel', 'Load…',
  '载入…')
t('mapsmith::PlayPanel', 'Load a session and replay it (L)',
  '载入试玩记录并重放（L）')
t('mapsmith::PlayPanel', 'Keys',
  '按键')
t('mapsmith::PlayPanel', 'Change Tempo',
  '更改速度')
t('mapsmith::PlayPanel', 'Apply Timing Correction',
  '应用时间校正')
t('mapsmith::PlayPanel', "Move the level's beat offset by the median timing error of this play, so the grid matches when you press",
  '按本次试玩按键时间误差的中位数移动关卡的节拍偏移，使节拍网格与你的按键时机一致')
t('mapsmith::PlayPanel', 'Apply Play Timing (%1 ms)',
  '应用试玩时间校正（%1 毫秒）')
t('mapsmith::PlayPanel', 'Apply Play Timing',
  '应用试玩时间校正')

# ---- mapsmith::PlayView
t('mapsmith::PlayView', 'Perfect',
  '完美')
t('mapsmith::PlayView', 'Good',
  '良好')
t('mapsmith::PlayView', 'Miss',
  '失误')
t('mapsmith::PlayView', 'No map to play',
  '没有可试玩的地图')
t('mapsmith::PlayView', 'Won!',
  '胜利！')
t('mapsmith::PlayView', 'Lost',
  '失败')
t('mapsmith::PlayView', 'Playing',
  '进行中')
t('mapsmith::PlayView', 'replay %1x',
  '重放 %1 倍速')
t('mapsmith::PlayView', 'rooms visited %1',
  '已到访房间 %1')
t('mapsmith::PlayView', 'lights %1/%2',
  '光源 %1/%2')
t('mapsmith::PlayView', 'gold %1/%2',
  '金块 %1/%2')
t('mapsmith::PlayView', 'find the exit',
  '找到出口')
t('mapsmith::PlayView', 'nothing to collect',
  '没有可收集的东西')
t('mapsmith::PlayView', 'beat %1 · bar %2',
  '第 %1 拍 · 第 %2 小节')
t('mapsmith::PlayView', 'combo %1 (best %2)',
  '连击 %1（最佳 %2）')
t('mapsmith::PlayView', 'F1: keys',
  'F1：按键')
t('mapsmith::PlayView', 'Click here to play',
  '点击此处开始试玩')
t('mapsmith::PlayView', 'Play sessions (*.yaml)',
  '试玩记录 (*.yaml)')
t('mapsmith::PlayView', 'Save Play Session',
  '保存试玩记录')
t('mapsmith::PlayView', 'Load Play Session',
  '载入试玩记录')
t('mapsmith::PlayView', 'Replay finished',
  '重放结束')
t('mapsmith::PlayView', 'Replaying at %1x',
  '正在以 %1 倍速重放')
t('mapsmith::PlayView', '%1: cannot write: %2',
  '%1：无法写入：%2')
t('mapsmith::PlayView', 'Saved %1',
  '已保存 %1')
t('mapsmith::PlayView', 'median %1 ms',
  '中位误差 %1 毫秒')
t('mapsmith::PlayView', 'Preparing…',
  '准备中…')
t('mapsmith::PlayView', 'music: %1',
  '音乐：%1')
t('mapsmith::PlayView', 'no music: metronome time',
  '无音乐：节拍器时间')
t('mapsmith::PlayView', 'Press a key or click to start',
  '按任意键或点击开始')
t('mapsmith::PlayView', 'Click here to start',
  '点击此处开始')
t('mapsmith::PlayView', 'Paused · click to resume',
  '已暂停 · 点击继续')
t('mapsmith::PlayView', 'Ready · click to start',
  '就绪 · 点击开始')
t('mapsmith::PlayView', 'W A S D or arrows   move\nZ / X               dig left / right (Lode Runner)\n.                   wait a beat\n1 - 9               choose a room on the next floor (towers)\nSpace               show or hide the solution (mazes)\nP                   pause\nF5                  restart with the same seed\nR                   replay this play from the start\n+ / -               replay faster / slower\nMouse wheel, 0      zoom, back to automatic zoom\n:Q                  save the session and leave play mode\nL                   load a session and replay it\nF1 or ?             this help (Esc closes it)',
  'W A S D 或方向键    移动\nZ / X               向左下 / 右下挖掘（淘金者）\n.                   等待一拍\n1 - 9               选择上一层的房间（塔）\n空格                显示或隐藏解法（迷宫）\nP                   暂停\nF5                  用同一种子重新开始\nR                   从头重放本次试玩\n+ / -               加快 / 减慢重放\n鼠标滚轮、0         缩放、恢复自动缩放\n:Q                  保存试玩记录并退出试玩\nL                   载入试玩记录并重放\nF1 或 ?             本帮助（Esc 关闭）')
t('mapsmith::PlayView', 'Paused · help shown',
  '已暂停 · 正在显示帮助')
t('mapsmith::PlayView', 'Paused · P to resume',
  '已暂停 · 按 P 继续')
t('mapsmith::PlayView', 'Replaying',
  '正在重放')
t('mapsmith::PlayView', 'Keys (the play is paused)',
  '按键（试玩已暂停）')
t('mapsmith::PlayView', 'Playing on from the replay',
  '从重放处接着试玩')
t('mapsmith::PlayView', 'Keys',
  '按键')
t('mapsmith::PlayView', 'paused',
  '已暂停')

# ---- issue 18: the play options of the dock, health, lights, the maze's next maze, M
t('mapsmith::PlayPanel', 'Offset ',
  '偏移 ')
t('mapsmith::PlayPanel', ' s',
  ' 秒')
t('mapsmith::PlayPanel', 'Window ',
  '判定窗口 ')
t('mapsmith::PlayPanel', ' beat',
  ' 拍')
t('mapsmith::PlayPanel', 'Vision radius ',
  '视野半径 ')
t('mapsmith::PlayPanel', 'Light radius ',
  '光照半径 ')
t('mapsmith::PlayPanel', 'Chase ',
  '追击 ')
t('mapsmith::PlayPanel', 'Hole ',
  '洞 ')
t('mapsmith::PlayPanel', ' beats',
  ' 拍')
t('mapsmith::PlayPanel', 'HP ',
  '生命 ')
t('mapsmith::PlayPanel', 'HP off',
  '生命：关')
t('mapsmith::PlayPanel', "The player's health (the rhythm-dungeon game: 10; enemies have 3). Off: an enemy's touch loses the play",
  '玩家的生命值（节奏地牢游戏：10；敌人为 3）。关：被敌人碰到即失败')
t('mapsmith::PlayPanel', 'Enemies this close (Manhattan distance) chase the player',
  '在此距离（曼哈顿距离）内的敌人会追击玩家')
t('mapsmith::PlayPanel', 'Lights: from the start',
  '灯光：从一开始')
t('mapsmith::PlayPanel', 'Lights: once taken',
  '灯光：拾取后')
t('mapsmith::PlayPanel', 'From the start: every light shines in blue tiers until taken (the world-exploration game). Once taken: a light shines after the player takes it',
  '从一开始：每盏灯从开始起按蓝色分层发光，被拾取后熄灭（世界探索游戏）。拾取后：灯在玩家拾取后才发光')
t('mapsmith::PlayPanel', 'Options',
  '选项')
t('mapsmith::PlayPanel', 'Show the play options: offset, window, radii, chase range, hole beats, health, lights',
  '显示试玩选项：偏移、判定窗口、半径、追击距离、洞的拍数、生命、灯光')
t('mapsmith::PlayPanel', 'Play Again with a New Maze (N)',
  '用新迷宫再玩一次 (N)')
t('mapsmith::PlayPanel', 'Change Beat Offset',
  '更改节拍偏移')
t('mapsmith::PlayPanel', 'Change Input Window',
  '更改判定窗口')
t('mapsmith::PlayView', 'HP %1/%2',
  '生命 %1/%2')
t('mapsmith::PlayView', 'W A S D or arrows   move\nZ / X               dig left / right (Lode Runner)\n.                   wait a beat\n1 - 9               choose a room on the next floor (towers)\nSpace               show or hide the solution (mazes)\nN                   a won maze: play again with a new maze\nM                   back to the editor\nP                   pause\nF5                  restart with the same seed\nR                   replay this play from the start\n+ / -               replay faster / slower\nMouse wheel, 0      zoom, back to automatic zoom\n:Q                  save the session and leave play mode\nL                   load a session and replay it\nF1 or ?             this help (Esc closes it)',
  'W A S D 或方向键    移动\nZ / X               向左下 / 右下挖掘（淘金者）\n.                   等待一拍\n1 - 9               选择上一层的房间（塔）\n空格                显示或隐藏解法（迷宫）\nN                   走出迷宫后：用新迷宫再玩一次\nM                   返回编辑器\nP                   暂停\nF5                  用同一种子重新开始\nR                   从头重放本次试玩\n+ / -               加快 / 减慢重放\n鼠标滚轮、0         缩放、恢复自动缩放\n:Q                  保存试玩记录并退出试玩\nL                   载入试玩记录并重放\nF1 或 ?             本帮助（Esc 关闭）')
t('mapsmith::SolveBox', 'Solve',
  '求解')
t('mapsmith::SolveBox', 'Search the level, guards included, for keys that win it, and play them',
  '搜索能通关此关卡（包括守卫）的按键序列，并播放出来')
t('mapsmith::SolveBox', 'Cancel',
  '取消')
t('mapsmith::SolveBox', 'Play Solution',
  '播放解法')
t('mapsmith::SolveBox', 'Play the solution again from the start',
  '从头再次播放解法')
t('mapsmith::SolveBox', 'Step',
  '单步')
t('mapsmith::SolveBox', 'While the replay is paused: one step on',
  '重放暂停时：前进一步')
t('mapsmith::SolveBox', 'Solving…',
  '正在求解…')
t('mapsmith::SolveBox', 'Cancelled.',
  '已取消。')
t('mapsmith::SolveBox', 'Cannot solve: %1',
  '无法求解：%1')
t('mapsmith::SolveBox', 'Solved in %1 s: %2 moves, %3 digs.',
  '用时 %1 秒求解：%2 步，挖 %3 次。')
t('mapsmith::SolveBox', 'Gave up after %1 s.',
  '%1 秒后放弃。')
t('mapsmith::SolveBox', 'No guard on the way.',
  '途中没有守卫。')
t('mapsmith::SolveBox', 'Closest guard: %n cell(s).',
  '守卫最近距离：%n 格。')
t('mapsmith::SolveBox', 'Gold: %1, reachable without digging: %2.',
  '金块：%1，不挖洞可到达：%2。')
t('mapsmith::SolveBox', 'Needs digging (circled): %1',
  '需要挖洞（已圈出）：%1')
t('mapsmith::SolveBox', 'Unreachable: %1',
  '无法到达：%1')
t('mapsmith::SolveBox', 'Game states searched: %1',
  '已搜索的游戏状态：%1')
t('mapsmith::SolveBox', 'Not solved: gold at %1 cannot be reached, even by digging.',
  '未解出：%1 处的金块即使挖洞也无法到达。')
t('mapsmith::SolveBox', 'Not solved: every line of play ends caught by a guard or buried in a hole.',
  '未解出：每种走法都以被守卫抓住或被埋在洞里告终。')
t('mapsmith::SolveBox', 'Not solved: no win found within the time limit of %1 s.',
  '未解出：在 %1 秒的时间限制内没有找到通关方法。')
t('mapsmith::SolveBox', 'Not solved: no win found within %1 game states.',
  '未解出：在 %1 个游戏状态内没有找到通关方法。')
t('mapsmith::SolveBox', 'The static plan wins as it is: no search needed.',
  '静态规划本身即可通关：无需搜索。')
