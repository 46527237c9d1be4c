# -*- coding: utf-8 -*-
# Chinese (Simplified): the command line (context Cli): the usage texts of the command table
# (app/cli/*.cpp, one CommandSpec per command) and its usage errors. Keyed by (context, English source);
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts.
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

C = 'Cli'
t(C, "option '%1' takes no value", "选项“%1”不接受值")
t(C, 'Usage: mapsmith generate -c CONFIG [-s SEED] [-o MAP.yaml] [--png FILE] [--scale N] [--json]',
  '用法：mapsmith generate -c CONFIG [-s SEED] [-o MAP.yaml] [--png FILE] [--scale N] [--json]')
t(C, 'Generates one map. Without -o or --png the map file is printed.',
  '生成一张地图。不带 -o 或 --png 时输出地图文件内容。')
t(C, 'the level config (YAML)',
  '关卡配置（YAML）')
t(C, "use this seed instead of the config's",
  '用此种子代替配置中的种子')
t(C, 'write the map file',
  '写出地图文件')
t(C, 'write a picture of the map',
  '写出地图图片')
t(C, 'pixels per tile in the picture (1..64, default 4)',
  '图片中每格的像素数（1..64，默认 4）')
t(C, 'print a summary as one JSON object',
  '以一个 JSON 对象输出摘要')
t(C, 'Usage: mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] [--scale N] -o WALL.png [--metric ID] [--badges] [--json]',
  '用法：mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] [--scale N] -o WALL.png [--metric ID] [--badges] [--json]')
t(C, 'Draws a thumbnail of every seed of the range, each labelled with its seed.',
  '为范围内每个种子绘制缩略图，并标注其种子。')
t(C, 'seeds A to B, both included (or a single seed N)',
  '种子 A 到 B，包含两端（或单个种子 N）')
t(C, 'thumbnails per row (default 10)',
  '每行缩略图数（默认 10）')
t(C, 'worker threads (default: all cores)',
  '工作线程数（默认：全部核心）')
t(C, 'pixels per tile (1..64, default 2)',
  '每格像素数（1..64，默认 2）')
t(C, 'the picture to write',
  '要写出的图片')
t(C, 'print the layout as one JSON object',
  '以一个 JSON 对象输出布局')
t(C, "print this sweep metric under each seed (see 'mapsmith help sweep')",
  "在每个种子下方写出该统计指标（见 'mapsmith help sweep'）")
t(C, 'mark the seeds whose validation fails with a red badge',
  '用红色标记未通过检查的种子')
t(C, 'Usage: mapsmith hash -c CONFIG --seeds A..B [--jobs N]',
  '用法：mapsmith hash -c CONFIG --seeds A..B [--jobs N]')
t(C, "Prints 'SEED HASH' for every seed, then 'combined HASH'.",
  "为每个种子输出 'SEED HASH'，最后输出 'combined HASH'。")
t(C, 'Usage: mapsmith validate -c CONFIG --seeds A..B [--jobs N] [--json]',
  '用法：mapsmith validate -c CONFIG --seeds A..B [--jobs N] [--json]')
t(C, "Runs the generator's checks on every seed; exits with 1 if any fails.",
  '对每个种子运行生成器的检查；任一未通过则以 1 退出。')
t(C, 'print the result as one JSON object',
  '以一个 JSON 对象输出结果')
t(C, 'Usage: mapsmith sweep -c CONFIG --seeds A..B [--jobs N] [--json]\n       mapsmith sweep --merge SWEEP.json... [--json]',
  '用法：mapsmith sweep -c CONFIG --seeds A..B [--jobs N] [--json]\n      mapsmith sweep --merge SWEEP.json... [--json]')
t(C, 'Generates every seed of the range and prints statistics of each metric (count, min, mean,\nmax, standard deviation) and the checks that failed. With --json, one JSON object with the\nhistograms too; --merge adds up such files of disjoint seed ranges of the same config, so\na long sweep can be split across machines. Metrics of grid maps: floor_share,\npath_length, solvable, dead_ends, rooms, retries, checks_failed; of towers: paths, rooms,\nedges, start_rooms, elites, solvable, retries, checks_failed.',
  '生成范围内的每个种子，输出每项指标的统计（数量、最小值、平均值、\n最大值、标准差）以及未通过的检查。加 --json 时输出一个含直方图的 JSON 对象；\n--merge 把同一配置、种子范围互不重叠的此类文件相加，\n因此长时间的统计可以拆分到多台机器上。网格地图的指标：floor_share、\npath_length、solvable、dead_ends、rooms、retries、checks_failed；塔图：paths、rooms、\nedges、start_rooms、elites、solvable、retries、checks_failed。')
t(C, 'add up the sweep files given (output of --json)',
  '相加给出的统计文件（--json 的输出）')
t(C, 'print the statistics as one JSON object',
  '以一个 JSON 对象输出统计')
t(C, 'Usage: mapsmith path -m MAP --algo ID [--from X,Y] [--to X,Y] [--json]',
  '用法：mapsmith path -m MAP --algo ID [--from X,Y] [--to X,Y] [--json]')
t(C, "Runs one search on a map; exits with 1 if there is no path.\nPrints found, cost (in the rules' unit), length (steps), expanded, peak_open, time_ms\nand the path's cells.",
  '在地图上运行一次搜索；没有路径时以 1 退出。\n输出 found、cost（按规则的单位）、length（步数）、expanded、peak_open、time_ms\n以及路径上的格子。')
t(C, 'the map file (YAML)',
  '地图文件（YAML）')
t(C, 'bfs, dfs, dijkstra, astar, greedy, jps, beat-astar or dstar-lite',
  'bfs、dfs、dijkstra、astar、greedy、jps、beat-astar 或 dstar-lite')
t(C, "the start cell (default: the map's start)",
  '起始格（默认：地图的起点）')
t(C, "the goal cell (default: the map's exit)",
  '目标格（默认：地图的出口）')
t(C, 'Usage: mapsmith collect -m MAP --planner ID [--json]',
  '用法：mapsmith collect -m MAP --planner ID [--json]')
t(C, "Plans the order in which to collect the map's gold (or its lights, if it has no gold),\nstarting at the map's start; exits with 1 if some cannot be collected.",
  '从地图起点出发，规划收集地图上金块（没有金块时为光源）的顺序；\n有无法收集的目标时以 1 退出。')
t(C, 'greedy (fast), optimal (Held-Karp) or bitmask (exact BFS)',
  'greedy（快速）、optimal（Held-Karp）或 bitmask（精确 BFS）')
t(C, 'print the plan as one JSON object',
  '以一个 JSON 对象输出规划')
t(C, 'Usage: mapsmith beat AUDIO [--json] [--click-mix OUT.wav]',
  '用法：mapsmith beat AUDIO [--json] [--click-mix OUT.wav]')
t(C, "Decodes a music file (WAV, MP3, FLAC, Ogg, ...) and prints found, bpm, offset (the first\nbeat, in seconds), confidence (0..1), the tempo candidates and the beats. A file without a\nsteady pulse prints 'found no' and still exits with 0.",
  '解码音乐文件（WAV、MP3、FLAC、Ogg 等），输出 found、bpm、offset（第一拍，\n单位为秒）、confidence（0..1）、候选速度和各拍时间。没有稳定节拍的文件输出\n“found no”，仍以 0 退出。')
t(C, 'write the music with a click on every beat (16-bit mono WAV)',
  '写出在每拍加上咔哒声的音乐（16 位单声道 WAV）')
t(C, 'Usage: mapsmith play -m MAP --inputs KEYS [--rhythm] [--save SESSION.yaml] [-s SEED]\n                     [--expect won|lost|playing] [--json]',
  '用法：mapsmith play -m MAP --inputs KEYS [--rhythm] [--save SESSION.yaml] [-s SEED]\n                     [--expect won|lost|playing] [--json]')
t(C, 'Plays the map headless and prints the final state: status, player, collected, combo,\nbeat and the state hash. Exits with 1 if --expect names another status.',
  '无界面试玩地图并输出最终状态：状态、玩家位置、已收集、连击、\n节拍和状态哈希。--expect 指定的状态不符时以 1 退出。')
t(C, "W A S D to move, Z X to dig (Lode Runner), . to wait, 1-9 to choose\na tower room; one key per beat. Or a file of timed inputs:\none 'SECONDS KEY' per line",
  "W A S D 移动，Z X 挖掘（淘金者），. 等待，1-9 选择\n塔的房间；每拍一个按键。也可以是定时输入文件：\n每行一个 'SECONDS KEY'")
t(C, 'moves count only inside the beat window (else a Miss)',
  '只有节拍窗口内的移动才算数（否则为 Miss）')
t(C, 'write the session, to replay it later',
  '写出试玩记录，以便之后重放')
t(C, "the session's seed (enemies wander with it; default: the map's)",
  '试玩的种子（敌人据此游走；默认：地图的种子）')
t(C, 'exit with 1 unless the play ends won, lost or playing',
  '试玩结束状态不是 won、lost 或 playing 中指定的那个时以 1 退出')
t(C, 'print the state as one JSON object',
  '以一个 JSON 对象输出状态')
t(C, 'Usage: mapsmith replay SESSION.yaml [--expect won|lost|playing] [--json]',
  '用法：mapsmith replay SESSION.yaml [--expect won|lost|playing] [--json]')
t(C, "Replays a saved play session and prints its final state, as 'play' does.",
  "重放保存的试玩记录，并像 'play' 一样输出最终状态。")
t(C, 'Usage: mapsmith convert IN OUT [--mapping FILE] [--scale N]',
  '用法：mapsmith convert IN OUT [--mapping FILE] [--scale N]')
t(C, 'Converts a map between formats, chosen by extension: .yaml (Mapsmith map), .tmj (Tiled JSON),\n.tmx (Tiled XML), .txt (Lode Runner text; reading takes the first level) and .png (written\nonly). A Tiled map is written with its tileset image beside it (NAME_tiles.png).',
  '按扩展名在格式之间转换地图：.yaml（Mapsmith 地图）、.tmj（Tiled JSON）、\n.tmx（Tiled XML）、.txt（淘金者文本；读取时取第一关）和 .png（只能写出）。\nTiled 地图写出时会在旁边附带图块集图片（NAME_tiles.png）。')
t(C, 'the tile mapping between Tiled gids and Mapsmith tiles (YAML;\ndefault: the built-in one, gid = tile number + 1)',
  'Tiled gid 与 Mapsmith 图块之间的对照表（YAML；\n默认：内置对照表，gid = 图块编号 + 1）')
t(C, 'pixels per tile in a PNG (1..64, default 8)',
  'PNG 中每个图块的像素数（1..64，默认 8）')
t(C, 'Usage: mapsmith schema [GENERATOR]',
  '用法：mapsmith schema [GENERATOR]')
t(C, 'Prints the parameter schema of one generator, or of all, as YAML.',
  '以 YAML 输出一个或全部生成器的参数模式。')
t(C, 'Usage: mapsmith [FILE]                 open the editor (a config or map file if given)\n       mapsmith COMMAND [OPTIONS]      run headless\n\nCommands:\n',
  '用法：mapsmith [FILE]                  打开编辑器（可指定配置或地图文件）\n      mapsmith COMMAND [OPTIONS]       无界面运行\n\n命令：\n')
t(C, '\nExit codes: 0 done, 1 a check failed, 2 bad input or usage.\n',
  '\n退出码：0 完成，1 有检查未通过，2 输入或用法错误。\n')
t(C, 'generate one map',
  '生成一张地图')
t(C, 'thumbnail wall of a range of seeds, each labelled with its seed',
  '一组种子的缩略图墙，每张标注其种子')
t(C, 'one line per seed: SEED HASH, then combined HASH',
  '每个种子一行：SEED HASH，最后是 combined HASH')
t(C, "run the generator's checks over a range of seeds",
  '在一组种子上运行生成器的检查')
t(C, 'statistics over a range of seeds, or merged from sweep files',
  '一组种子的统计，或合并多个统计文件')
t(C, 'one search on a map, between its start and exit or two cells',
  '在地图上做一次搜索：起点到出口，或两个格子之间')
t(C, "the order in which to collect a map's gold or lights",
  '收集地图上金块或光源的顺序')
t(C, 'tempo, offset and beats of a music file',
  '音乐文件的速度、偏移和节拍')
t(C, 'play a map headless with a string of keys; print the final state',
  '用一串按键无界面试玩地图；输出最终状态')
t(C, 'replay a saved play session; print the final state',
  '重放保存的试玩记录；输出最终状态')
t(C, 'a map from one format to another (.yaml, .tmj, .tmx, .txt, .png)',
  '在格式之间转换地图（.yaml、.tmj、.tmx、.txt、.png）')
t(C, 'the parameter schema, as YAML',
  '参数模式（YAML）')
t(C, "this text, or 'mapsmith help COMMAND' for one command",
  "本说明，或用 'mapsmith help COMMAND' 查看单个命令")
t(C, "this mapsmith has no editor (it was built with -DMAPSMITH_BUILD_GUI=OFF); 'mapsmith help' lists its commands, and a build with the default MAPSMITH_BUILD_GUI=ON opens the editor",
  "此 mapsmith 不含编辑器（构建时使用了 -DMAPSMITH_BUILD_GUI=OFF）；'mapsmith help' 列出它的命令，使用默认的 MAPSMITH_BUILD_GUI=ON 构建才能打开编辑器")
