# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the play-test (issue 6): ui/play, `mapsmith play` and `replay`.
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- command line --------------------------------------------------------------------------------
C = 'Cli'
t(C, "%1 wants won, lost or playing, not '%2'", "%1 需要 won、lost 或 playing，而不是“%2”")
t(C, 'missing --inputs KEYS', '缺少 --inputs KEYS')
t(C, 'missing SESSION file', '缺少 SESSION 文件')
t(C, 'mapsmith: expected the play to end %1, it ended %2', 'mapsmith：预期试玩以 %1 结束，实际为 %2')
t(C, "Usage: mapsmith [FILE]                 open the editor (a config or map file if given)\n       mapsmith COMMAND [OPTIONS]      run headless\n\nCommands:\n  generate   generate one map\n  wall       thumbnail wall of a range of seeds, each labelled with its seed\n  hash       one line per seed: SEED HASH, then combined HASH\n  validate   run the generator's checks over a range of seeds\n  path       one search on a map, between its start and exit or two cells\n  collect    the order in which to collect a map's gold or lights\n  beat       tempo, offset and beats of a music file\n  play       play a map headless with a string of keys; print the final state\n  replay     replay a saved play session; print the final state\n  schema     the parameter schema, as YAML\n  help       this text, or 'mapsmith help COMMAND' for one command\n\nExit codes: 0 done, 1 a check failed, 2 bad input or usage.\n",
  "用法：mapsmith [FILE]                  打开编辑器（可指定配置或地图文件）\n      mapsmith COMMAND [OPTIONS]       无界面运行\n\n命令：\n  generate   生成一张地图\n  wall       一组种子的缩略图墙，每张标注其种子\n  hash       每个种子一行：SEED HASH，最后是 combined HASH\n  validate   在一组种子上运行生成器的检查\n  path       在地图上做一次搜索：起点到出口，或两个格子之间\n  collect    收集地图上金块或光源的顺序\n  beat       音乐文件的速度、偏移和节拍\n  play       用一串按键无界面试玩地图；输出最终状态\n  replay     重放保存的试玩记录；输出最终状态\n  schema     参数模式（YAML）\n  help       本说明，或用 'mapsmith help COMMAND' 查看单个命令\n\n退出码：0 完成，1 有检查未通过，2 输入或用法错误。\n")
t(C, "Usage: mapsmith play -m MAP --inputs KEYS [--rhythm] [--save SESSION.yaml] [-s SEED]\n                     [--expect won|lost|playing] [--json]\nPlays the map headless and prints the final state: status, player, collected, combo,\nbeat and the state hash. Exits with 1 if --expect names another status.\n  -m, --map MAP          the map file (YAML)\n  --inputs KEYS          W A S D to move, Z X to dig (Lode Runner), . to wait, 1-9 to choose\n                         a tower room; one key per beat. Or a file of timed inputs:\n                         one 'SECONDS KEY' per line\n  --rhythm               moves count only inside the beat window (else a Miss)\n  --save SESSION.yaml    write the session, to replay it later\n  -s, --seed SEED        the session's seed (enemies wander with it; default: the map's)\n  --expect STATUS        exit with 1 unless the play ends won, lost or playing\n  --json                 print the state as one JSON object\n",
  "用法：mapsmith play -m MAP --inputs KEYS [--rhythm] [--save SESSION.yaml] [-s SEED]\n                     [--expect won|lost|playing] [--json]\n无界面试玩地图并输出最终状态：状态、玩家位置、已收集、连击、\n节拍和状态哈希。--expect 指定的状态不符时以 1 退出。\n  -m, --map MAP          地图文件（YAML）\n  --inputs KEYS          W A S D 移动，Z X 挖掘（淘金者），. 等待，1-9 选择\n                         塔的房间；每拍一个按键。也可以是定时输入文件：\n                         每行一个 'SECONDS KEY'\n  --rhythm               只有节拍窗口内的移动才算数（否则为 Miss）\n  --save SESSION.yaml    写出试玩记录，以便之后重放\n  -s, --seed SEED        试玩的种子（敌人据此游走；默认：地图的种子）\n  --expect STATUS        试玩结束状态不是 won、lost 或 playing 中指定的那个时以 1 退出\n  --json                 以一个 JSON 对象输出状态\n")
t(C, "Usage: mapsmith replay SESSION.yaml [--expect won|lost|playing] [--json]\nReplays a saved play session and prints its final state, as 'play' does.\n  --expect STATUS        exit with 1 unless the play ends won, lost or playing\n  --json                 print the state as one JSON object\n",
  "用法：mapsmith replay SESSION.yaml [--expect won|lost|playing] [--json]\n重放保存的试玩记录，并像 'play' 一样输出最终状态。\n  --expect STATUS        试玩结束状态不是 won、lost 或 playing 中指定的那个时以 1 退出\n  --json                 以一个 JSON 对象输出状态\n")

# ---- main window -----------------------------------------------------------------------------------
t('mapsmith::MainWindow', 'Play', '试玩')

# ---- play panel ------------------------------------------------------------------------------------
P = 'mapsmith::PlayPanel'
for s, d in [('Vision: all', '视野：全部'), ('Vision: diamond', '视野：菱形'), ('Vision: shadow casting', '视野：阴影投射'),
             ('Light: Bresenham', '光照：Bresenham'), ('Light: shadow casting', '光照：阴影投射'),
             ('Rhythm', '节奏'), ('Moves count only on the beat; off the beat is a Miss', '只有踩在节拍上的移动才算数；不在节拍上为 Miss'),
             (' BPM', ' BPM'), ('Replay ', '重放 '), ('Restart', '重新开始'),
             ('Start again with the same seed (F5)', '用同一种子重新开始（F5）'), ('Pause', '暂停'), ('Replay', '重放'),
             ('Replay this play from the start (R)', '从头重放本次试玩（R）'), ('Save…', '保存…'),
             ('Save the session and stop (:Q)', '保存试玩记录并停止（:Q）'), ('Load…', '载入…'),
             ('Load a session and replay it (L)', '载入试玩记录并重放（L）'), ('Keys', '按键')]:
    t(P, s, d)

# ---- play view ------------------------------------------------------------------------------------
V = 'mapsmith::PlayView'
for s, d in [('Perfect', '完美'), ('Good', '良好'), ('Miss', '失误'), ('No map to play', '没有可试玩的地图'),
             ('Won!', '胜利！'), ('Lost', '失败'), ('Playing', '进行中'), ('paused', '已暂停'),
             ('replay %1x', '重放 %1 倍速'), ('rooms visited %1', '已到访房间 %1'), ('lights %1/%2', '光源 %1/%2'),
             ('gold %1/%2', '金块 %1/%2'), ('find the exit', '找到出口'), ('nothing to collect', '没有可收集的东西'),
             ('beat %1 · bar %2', '第 %1 拍 · 第 %2 小节'), ('combo %1 (best %2)', '连击 %1（最佳 %2）'),
             ('F1: keys', 'F1：按键'), ('Click here to play', '点击此处开始试玩'), ('Keys', '按键'),
             ('Play sessions (*.yaml)', '试玩记录 (*.yaml)'), ('Save Play Session', '保存试玩记录'),
             ('Load Play Session', '载入试玩记录'), ('Replay finished', '重放结束'), ('Replaying at %1x', '正在以 %1 倍速重放'),
             ('%1: cannot write: %2', '%1：无法写入：%2'), ('Saved %1', '已保存 %1')]:
    t(V, s, d)
t(V, 'W A S D or arrows   move\nZ / X               dig left / right (Lode Runner)\n.                   wait a beat\n1 - 9               choose a room on the next floor (towers)\nSpace               show or hide the solution (mazes)\nP                   pause\nF5                  restart with the same seed\nR                   replay this play from the start\n+ / -               replay faster / slower\nMouse wheel, 0      zoom, back to automatic zoom\n:Q                  save the session and leave play mode\nL                   load a session and replay it\nF1 or ?             this help (Esc closes it)',
  'W A S D 或方向键    移动\nZ / X               向左下 / 右下挖掘（淘金者）\n.                   等待一拍\n1 - 9               选择上一层的房间（塔）\n空格                显示或隐藏解法（迷宫）\nP                   暂停\nF5                  用同一种子重新开始\nR                   从头重放本次试玩\n+ / -               加快 / 减慢重放\n鼠标滚轮、0         缩放、恢复自动缩放\n:Q                  保存试玩记录并退出试玩\nL                   载入试玩记录并重放\nF1 或 ?             本帮助（Esc 关闭）')
t(V, 'median %1 ms', '中位误差 %1 毫秒')
t(V, 'Preparing…', '准备中…')
t('mapsmith::PlayPanel', 'Change Tempo', '更改速度')
t('mapsmith::PlayPanel', 'Apply Timing Correction', '应用时间校正')
t('mapsmith::PlayPanel', "Move the level's beat offset by the median timing error of this play, so the grid matches when you press", '按本次试玩按键时间误差的中位数移动关卡的节拍偏移，使节拍网格与你的按键时机一致')
