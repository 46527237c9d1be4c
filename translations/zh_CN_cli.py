# -*- coding: utf-8 -*-
# Chinese (Simplified) translations of the cli area, keyed by (context, English source).
# tools/apply-translations.py writes them into translations/mapsmith_zh_CN.ts; after editing that file in
# Qt Linguist, tools/import-translations.py reads the edits back here (and keeps this layout).
T = {}
def t(ctx, src, dst):
    T[(ctx, src)] = dst

# ---- Cli
t('Cli', "%1 wants a whole number in [%2, %3], not '%4'",
  '%1 需要 [%2, %3] 之间的整数，而不是“%4”')
t('Cli', "bad seed range '%1': expected A..B or N (whole numbers)",
  '种子范围“%1”无效：应为 A..B 或 N（整数）')
t('Cli', "bad seed range '%1': the last seed is smaller than the first",
  '种子范围“%1”无效：最后一个种子小于第一个')
t('Cli', "bad seed range '%1': more than %2 seeds",
  '种子范围“%1”无效：超过 %2 个种子')
t('Cli', "%1 wants a seed (a whole number >= 0), not '%2'",
  '%1 需要一个种子（大于等于 0 的整数），而不是“%2”')
t('Cli', 'missing -c CONFIG',
  '缺少 -c CONFIG')
t('Cli', 'missing --seeds A..B',
  '缺少 --seeds A..B')
t('Cli', 'missing -o WALL.png',
  '缺少 -o WALL.png')
t('Cli', "unexpected argument '%1'",
  '多余的参数“%1”')
t('Cli', "unknown option '%1'",
  '未知选项“%1”')
t('Cli', "option '%1' needs a value",
  '选项“%1”需要一个值')
t('Cli', "unknown generator '%1'",
  '未知生成器“%1”')
t('Cli', "unknown command '%1'",
  '未知命令“%1”')
t('Cli', 'the picture would be too large; try a smaller --scale',
  '图片会过大；请尝试更小的 --scale')
t('Cli', 'cannot write: %1',
  '无法写入：%1')
t('Cli', "%1 wants a cell X,Y (two whole numbers), not '%2'",
  '%1 需要一个格子 X,Y（两个整数），而不是“%2”')
t('Cli', 'missing -m MAP',
  '缺少 -m MAP')
t('Cli', 'missing --algo ID',
  '缺少 --algo ID')
t('Cli', 'missing --planner ID',
  '缺少 --planner ID')
t('Cli', '%1 %2,%3 is outside the %4x%5 map',
  '%1 %2,%3 超出 %4x%5 的地图')
t('Cli', "unknown search '%1'; known: %2",
  '未知搜索“%1”；可用：%2')
t('Cli', 'the map has no start; give --from X,Y',
  '地图没有起点；请用 --from X,Y 指定')
t('Cli', 'the map has no exit; give --to X,Y',
  '地图没有出口；请用 --to X,Y 指定')
t('Cli', "unknown planner '%1'; known: %2",
  '未知规划器“%1”；可用：%2')
t('Cli', 'missing AUDIO file',
  '缺少 AUDIO 文件')
t('Cli', "%1 wants won, lost or playing, not '%2'",
  '%1 需要 won、lost 或 playing，而不是“%2”')
t('Cli', '--merge adds up sweep files: it takes no -c or --seeds',
  '--merge 只相加统计文件：不接受 -c 或 --seeds')
t('Cli', 'missing sweep files after --merge',
  '--merge 后缺少统计文件')
t('Cli', 'missing --inputs KEYS',
  '缺少 --inputs KEYS')
t('Cli', 'missing SESSION file',
  '缺少 SESSION 文件')
t('Cli', 'missing IN and OUT files',
  '缺少 IN 和 OUT 文件')
t('Cli', '%1: cannot read this format (IN must be .yaml, .tmj, .tmx or .txt)',
  '%1：无法读取此格式（IN 必须是 .yaml、.tmj、.tmx 或 .txt）')
t('Cli', '%1: unknown format (OUT must be .yaml, .tmj, .tmx, .txt or .png)',
  '%1：未知格式（OUT 必须是 .yaml、.tmj、.tmx、.txt 或 .png）')
t('Cli', 'mapsmith: expected the play to end %1, it ended %2',
  'mapsmith：预期试玩以 %1 结束，实际为 %2')
t('Cli', 'tempo, offset and beats of a music file',
  '音乐文件的速度、偏移和节拍')
t('Cli', 'Usage: mapsmith beat AUDIO [--json] [--click-mix OUT.wav]',
  '用法：mapsmith beat AUDIO [--json] [--click-mix OUT.wav]')
t('Cli', 'print the result as one JSON object',
  '以一个 JSON 对象输出结果')
t('Cli', "the order in which to collect a map's gold or lights",
  '收集地图上金块或光源的顺序')
t('Cli', 'print the plan as one JSON object',
  '以一个 JSON 对象输出规划')
t('Cli', "option '%1' takes no value",
  '选项“%1”不接受值')
t('Cli', 'the parameter schema, as YAML',
  '参数模式（YAML）')
t('Cli', 'Usage: mapsmith schema [GENERATOR]',
  '用法：mapsmith schema [GENERATOR]')
t('Cli', 'Prints the parameter schema of one generator, or of all, as YAML.',
  '以 YAML 输出一个或全部生成器的参数模式。')
t('Cli', "this text, or 'mapsmith help COMMAND' for one command",
  "本说明，或用 'mapsmith help COMMAND' 查看单个命令")
t('Cli', 'a map from one format to another (.yaml, .tmj, .tmx, .txt, .png)',
  '在格式之间转换地图（.yaml、.tmj、.tmx、.txt、.png）')
t('Cli', 'Usage: mapsmith convert IN OUT [--mapping FILE] [--scale N]',
  '用法：mapsmith convert IN OUT [--mapping FILE] [--scale N]')
t('Cli', 'generate one map',
  '生成一张地图')
t('Cli', 'Usage: mapsmith generate -c CONFIG [-s SEED] [-o MAP.yaml] [--png FILE] [--scale N] [--json]',
  '用法：mapsmith generate -c CONFIG [-s SEED] [-o MAP.yaml] [--png FILE] [--scale N] [--json]')
t('Cli', 'Generates one map. Without -o or --png the map file is printed.',
  '生成一张地图。不带 -o 或 --png 时输出地图文件内容。')
t('Cli', "use this seed instead of the config's",
  '用此种子代替配置中的种子')
t('Cli', 'write the map file',
  '写出地图文件')
t('Cli', 'pixels per tile in the picture (1..64, default 4)',
  '图片中每格的像素数（1..64，默认 4）')
t('Cli', 'print a summary as one JSON object',
  '以一个 JSON 对象输出摘要')
t('Cli', 'one line per seed: SEED HASH, then combined HASH',
  '每个种子一行：SEED HASH，最后是 combined HASH')
t('Cli', 'Usage: mapsmith hash -c CONFIG --seeds A..B [--jobs N]',
  '用法：mapsmith hash -c CONFIG --seeds A..B [--jobs N]')
t('Cli', "Prints 'SEED HASH' for every seed, then 'combined HASH'.",
  "为每个种子输出 'SEED HASH'，最后输出 'combined HASH'。")
t('Cli', 'the level config (YAML)',
  '关卡配置（YAML）')
t('Cli', 'the map file (YAML)',
  '地图文件（YAML）')
t('Cli', 'seeds A to B, both included (or a single seed N)',
  '种子 A 到 B，包含两端（或单个种子 N）')
t('Cli', 'write a picture of the map',
  '写出地图图片')
t('Cli', 'thumbnails per row (default 10)',
  '每行缩略图数（默认 10）')
t('Cli', 'worker threads (default: all cores)',
  '工作线程数（默认：全部核心）')
t('Cli', "print this sweep metric under each seed (see 'mapsmith help sweep')",
  "在每个种子下方写出该统计指标（见 'mapsmith help sweep'）")
t('Cli', 'mark the seeds whose validation fails with a red badge',
  '用红色标记未通过检查的种子')
t('Cli', 'bfs, dfs, dijkstra, astar, greedy, jps, beat-astar or dstar-lite',
  'bfs、dfs、dijkstra、astar、greedy、jps、beat-astar 或 dstar-lite')
t('Cli', 'greedy (fast), optimal (Held-Karp) or bitmask (exact BFS)',
  'greedy（快速）、optimal（Held-Karp）或 bitmask（精确 BFS）')
t('Cli', "the start cell (default: the map's start)",
  '起始格（默认：地图的起点）')
t('Cli', "the goal cell (default: the map's exit)",
  '目标格（默认：地图的出口）')
t('Cli', 'write the music with a click on every beat (16-bit mono WAV)',
  '写出在每拍加上咔哒声的音乐（16 位单声道 WAV）')
t('Cli', "W A S D to move, Z X to dig (Lode Runner), . to wait, 1-9 to choose\na tower room; one key per beat. Or a file of timed inputs:\none 'SECONDS KEY' per line",
  "W A S D 移动，Z X 挖掘（淘金者），. 等待，1-9 选择\n塔的房间；每拍一个按键。也可以是定时输入文件：\n每行一个 'SECONDS KEY'")
t('Cli', 'moves count only inside the beat window (else a Miss)',
  '只有节拍窗口内的移动才算数（否则为 Miss）')
t('Cli', 'write the session, to replay it later',
  '写出试玩记录，以便之后重放')
t('Cli', 'exit with 1 unless the play ends won, lost or playing',
  '试玩结束状态不是 won、lost 或 playing 中指定的那个时以 1 退出')
t('Cli', 'add up the sweep files given (output of --json)',
  '相加给出的统计文件（--json 的输出）')
t('Cli', 'one search on a map, between its start and exit or two cells',
  '在地图上做一次搜索：起点到出口，或两个格子之间')
t('Cli', 'Usage: mapsmith path -m MAP --algo ID [--from X,Y] [--to X,Y] [--json]',
  '用法：mapsmith path -m MAP --algo ID [--from X,Y] [--to X,Y] [--json]')
t('Cli', "Runs one search on a map; exits with 1 if there is no path.\nPrints found, cost (in the rules' unit), length (steps), expanded, peak_open, time_ms\nand the path's cells.",
  '在地图上运行一次搜索；没有路径时以 1 退出。\n输出 found、cost（按规则的单位）、length（步数）、expanded、peak_open、time_ms\n以及路径上的格子。')
t('Cli', 'play a map headless with a string of keys; print the final state',
  '用一串按键无界面试玩地图；输出最终状态')
t('Cli', 'Usage: mapsmith play -m MAP --inputs KEYS [--rhythm] [--save SESSION.yaml] [-s SEED]\n                     [--expect won|lost|playing] [--json]',
  '用法：mapsmith play -m MAP --inputs KEYS [--rhythm] [--save SESSION.yaml] [-s SEED]\n                     [--expect won|lost|playing] [--json]')
t('Cli', 'Plays the map headless and prints the final state: status, player, collected, combo,\nbeat and the state hash. Exits with 1 if --expect names another status.',
  '无界面试玩地图并输出最终状态：状态、玩家位置、已收集、连击、\n节拍和状态哈希。--expect 指定的状态不符时以 1 退出。')
t('Cli', "the session's seed (enemies wander with it; default: the map's)",
  '试玩的种子（敌人据此游走；默认：地图的种子）')
t('Cli', 'print the state as one JSON object',
  '以一个 JSON 对象输出状态')
t('Cli', 'replay a saved play session; print the final state',
  '重放保存的试玩记录；输出最终状态')
t('Cli', 'Usage: mapsmith replay SESSION.yaml [--expect won|lost|playing] [--json]',
  '用法：mapsmith replay SESSION.yaml [--expect won|lost|playing] [--json]')
t('Cli', "Replays a saved play session and prints its final state, as 'play' does.",
  "重放保存的试玩记录，并像 'play' 一样输出最终状态。")
t('Cli', 'statistics over a range of seeds, or merged from sweep files',
  '一组种子的统计，或合并多个统计文件')
t('Cli', 'Usage: mapsmith sweep -c CONFIG --seeds A..B [--jobs N] [--json]\n       mapsmith sweep --merge SWEEP.json... [--json]',
  '用法：mapsmith sweep -c CONFIG --seeds A..B [--jobs N] [--json]\n      mapsmith sweep --merge SWEEP.json... [--json]')
t('Cli', 'Generates every seed of the range and prints statistics of each metric (count, min, mean,\nmax, standard deviation) and the checks that failed. With --json, one JSON object with the\nhistograms too; --merge adds up such files of disjoint seed ranges of the same config, so\na long sweep can be split across machines. Metrics of grid maps: floor_share,\npath_length, solvable, dead_ends, rooms, retries, checks_failed; of towers: paths, rooms,\nedges, start_rooms, elites, solvable, retries, checks_failed. Lode Runner levels also get\nbeatable: the solver wins the level with its guards within 20,000 game states (a bound in\nstates, not seconds, so the share is the same on every machine; a lower bound).',
  '生成范围内的每个种子，输出每项指标的统计（数量、最小值、平均值、\n最大值、标准差）以及未通过的检查。加 --json 时输出一个含直方图的 JSON 对象；\n--merge 把同一配置、种子范围互不重叠的此类文件相加，\n因此长时间的统计可以拆分到多台机器上。网格地图的指标：floor_share、\npath_length、solvable、dead_ends、rooms、retries、checks_failed；塔图：paths、rooms、\nedges、start_rooms、elites、solvable、retries、checks_failed。Lode Runner 关卡另有\nbeatable：求解器在 20,000 个游戏状态内带守卫通关该关卡（以状态数而非秒数为界，\n因此在任何机器上比例都相同；这是一个下界）。')
t('Cli', 'print the statistics as one JSON object',
  '以一个 JSON 对象输出统计')
t('Cli', 'Usage: mapsmith [FILE]                 open the editor (a config or map file if given)\n       mapsmith COMMAND [OPTIONS]      run headless\n\nCommands:\n',
  '用法：mapsmith [FILE]                  打开编辑器（可指定配置或地图文件）\n      mapsmith COMMAND [OPTIONS]       无界面运行\n\n命令：\n')
t('Cli', '\nExit codes: 0 done, 1 a check failed, 2 bad input or usage.\n',
  '\n退出码：0 完成，1 有检查未通过，2 输入或用法错误。\n')
t('Cli', "run the generator's checks over a range of seeds",
  '在一组种子上运行生成器的检查')
t('Cli', 'Usage: mapsmith validate -c CONFIG --seeds A..B [--jobs N] [--json]',
  '用法：mapsmith validate -c CONFIG --seeds A..B [--jobs N] [--json]')
t('Cli', "Runs the generator's checks on every seed; exits with 1 if any fails.",
  '对每个种子运行生成器的检查；任一未通过则以 1 退出。')
t('Cli', 'thumbnail wall of a range of seeds, each labelled with its seed',
  '一组种子的缩略图墙，每张标注其种子')
t('Cli', 'Usage: mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] [--scale N] -o WALL.png [--metric ID] [--badges] [--json]',
  '用法：mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] [--scale N] -o WALL.png [--metric ID] [--badges] [--json]')
t('Cli', 'Draws a thumbnail of every seed of the range, each labelled with its seed.',
  '为范围内每个种子绘制缩略图，并标注其种子。')
t('Cli', 'pixels per tile (1..64, default 2)',
  '每格像素数（1..64，默认 2）')
t('Cli', 'the picture to write',
  '要写出的图片')
t('Cli', 'print the layout as one JSON object',
  '以一个 JSON 对象输出布局')
t('Cli', "this mapsmith has no editor (it was built with -DMAPSMITH_BUILD_GUI=OFF); 'mapsmith help' lists its commands, and a build with the default MAPSMITH_BUILD_GUI=ON opens the editor",
  "此 mapsmith 不含编辑器（构建时使用了 -DMAPSMITH_BUILD_GUI=OFF）；'mapsmith help' 列出它的命令，使用默认的 MAPSMITH_BUILD_GUI=ON 构建才能打开编辑器")
t('Cli', "Decodes a music file (WAV, MP3, FLAC, Ogg, ...) and prints found, bpm, offset (the first\nbeat, in seconds), confidence (0..1), the tempo candidates, the bars (beats per bar and the\nfirst downbeat, where the metre shows), the sections that each keep one grid (more than one\nwhere the tempo drifts) and the beats. A file without a steady pulse prints 'found no' and\n'no steady beat found' with the confidence, and still exits with 0.",
  '解码音乐文件（WAV、MP3、FLAC、Ogg 等），输出 found、bpm、offset（第一拍，\n单位为秒）、confidence（0..1）、候选速度、小节（每小节拍数和第一个强拍，\n在节拍型式明显时）、各自保持一个网格的段落（速度漂移时多于一段）和各拍时间。\n没有稳定节拍的文件输出“found no”和带置信度的“no steady beat found”，仍以 0 退出。')
t('Cli', '%1: nothing in the map says which tiles are walls (no collision layer, tile class or property, or solid object): every cell is floor; give --mapping FILE to say',
  '%1：地图中没有任何内容说明哪些图块是墙（没有碰撞图层、图块类别或属性，也没有实体对象）：所有格子都作为地面；请用 --mapping FILE 指定')
t('Cli', 'Converts a map between formats, chosen by extension: .yaml (Mapsmith map), .tmj (Tiled JSON),\n.tmx (Tiled XML; both also gzipped), .txt (Lode Runner text; reading takes the first level) and\n.png (written only: a Tiled map drawn with its tilesets). A Tiled map read from a file is\nwritten back with its tilesets and layers; others with a tileset image beside them\n(NAME_tiles.png).',
  '按扩展名在格式之间转换地图：.yaml（Mapsmith 地图）、.tmj（Tiled JSON）、\n.tmx（Tiled XML；两者都可以是 gzip 压缩的）、.txt（淘金者文本；读取时取第一关）和\n.png（只能写出：Tiled 地图按其图块集绘制）。从文件读入的 Tiled 地图写回时保留其图块集和图层；\n其他地图写出时在旁边附带图块集图片\n（NAME_tiles.png）。')
t('Cli', 'pixels per tile in a PNG (1..64, default 8, or the tile size of a\nmap drawn with tilesets)',
  'PNG 中每个图块的像素数（1..64，默认 8，用图块集绘制的\n地图默认为其图块大小）')
t('Cli', 'which Tiled gids are which Mapsmith tiles (YAML); without it a Tiled\nmap says itself (collision layers, tile classes and properties);\na plain export writes the built-in gids, tile number + 1',
  '哪些 Tiled gid 是哪些 Mapsmith 图块（YAML）；不指定时由 Tiled\n地图自己说明（碰撞图层、图块类别和属性）；\n普通导出使用内置 gid，即图块编号 + 1')
t('Cli', '--keys is for Lode Runner levels: this map has no Lode Runner tiles',
  '--keys 只用于淘金者关卡：这张地图没有淘金者图块')
t('Cli', 'Usage: mapsmith collect -m MAP --planner ID [--keys] [--json]',
  '用法：mapsmith collect -m MAP --planner ID [--keys] [--json]')
t('Cli', "Plans the order in which to collect the map's gold (or its lights, if it has no gold),\nstarting at the map's start; exits with 1 if some cannot be collected. A Lode Runner level\nis planned by its own rules, digging included and guards left out, up to the top row once\nthe gold is taken.",
  '从地图起点出发，规划收集地图上金块（没有金块时为光源）的顺序；\n有无法收集的目标时以 1 退出。淘金者关卡按其自身规则规划（包括挖掘，\n不考虑守卫），金块取完后一直规划到最上面一行。')
t('Cli', 'greedy (fast, any number of gold), optimal (Held-Karp, up to 20)\nor bitmask (exact, up to 14)',
  'greedy（快速，金块数量不限）、optimal（Held-Karp，最多 20 个）\n或 bitmask（精确，最多 14 个）')
t('Cli', "Lode Runner: print the walk as keys for 'mapsmith play --inputs'",
  "淘金者：把路线输出为可用于 'mapsmith play --inputs' 的按键")
t('Cli', 'stop searching after this long (default 10)',
  '搜索这么长时间后停止（默认 10）')
t('Cli', "%1 wants seconds in (0, 86400], not '%2'",
  '%1 需要 (0, 86400] 之间的秒数，而不是“%2”')
t('Cli', 'the keys that win a Lode Runner level, guards included',
  '赢得淘金者关卡（含守卫）的按键')
t('Cli', 'Usage: mapsmith solve -m LEVEL [--time-limit SECONDS] [-s SEED] [--json]',
  '用法：mapsmith solve -m LEVEL [--time-limit SECONDS] [-s SEED] [--json]')
t('Cli', "Searches the Lode Runner game, guards included, for keys that win the level; prints them,\nor why it gave up (gold unreachable even by digging, every line caught by a guard, the\ntime limit), and what the level asks: moves, digs, the closest a guard came, the gold\nreachable without digging and the gold that needs it. Exits with 1 when not solved.\n'mapsmith play -m LEVEL --inputs KEYS' (same seed) plays every printed solution to won.",
  "在含守卫的淘金者游戏中搜索赢得关卡的按键并输出，\n或说明放弃的原因（即使挖掘也到不了金块、每条路线都被守卫抓住、\n超出时间限制），以及关卡的要求：移动数、挖掘数、守卫最近的距离、\n不挖掘就能拿到的金块和需要挖掘的金块。未解出时以 1 退出。\n'mapsmith play -m LEVEL --inputs KEYS'（同一种子）能把输出的每个解玩到 won。")
t('Cli', 'the level (YAML map)',
  '关卡（YAML 地图）')
t('Cli', "the play's seed, which the guards draw from (default: the map's)",
  '试玩的种子，守卫据此行动（默认：地图的种子）')
t('Cli', 'Converts a map between formats, chosen by extension: .yaml (Mapsmith map), .tmj (Tiled JSON),\n.tmx (Tiled XML), .txt (Lode Runner text; reading takes the first level) and .png (written\nonly). A Tiled map is written with its tileset image beside it (NAME_tiles.png).',
  '按扩展名在格式之间转换地图：.yaml（Mapsmith 地图）、.tmj（Tiled JSON）、\n.tmx（Tiled XML）、.txt（淘金者文本；读取时取第一关）和 .png（只能写出）。\nTiled 地图写出时会在旁边附带图块集图片（NAME_tiles.png）。')
t('Cli', "Plans the order in which to collect the map's gold (or its lights, if it has no gold),\nstarting at the map's start; exits with 1 if some cannot be collected.",
  '从地图起点出发，规划收集地图上金块（没有金块时为光源）的顺序；\n有无法收集的目标时以 1 退出。')
t('Cli', "Usage: mapsmith beat AUDIO [--json] [--click-mix OUT.wav]\nDecodes a music file (WAV, MP3, FLAC, Ogg, ...) and prints found, bpm, offset (the first\nbeat, in seconds), confidence (0..1), the tempo candidates, the bars (beats per bar and the\nfirst downbeat, where the metre shows), the sections that each keep one grid (more than one\nwhere the tempo drifts) and the beats. A file without a steady pulse prints 'found no' and\n'no steady beat found' with the confidence, and still exits with 0.\n  --json                 print the result as one JSON object\n  --click-mix OUT.wav    write the music with a click on every beat (16-bit mono WAV)\n",
  '用法：mapsmith beat AUDIO [--json] [--click-mix OUT.wav]\n解码音乐文件（WAV、MP3、FLAC、Ogg 等），输出 found、bpm、offset（第一拍，\n单位为秒）、confidence（0..1）、候选速度、小节（每小节拍数和第一个强拍，\n在节拍型式明显时）、各自保持一个网格的段落（速度漂移时多于一段）和各拍时间。\n没有稳定节拍的文件输出“found no”和带置信度的“no steady beat found”，仍以 0 退出。\n  --json                 以一个 JSON 对象输出结果\n  --click-mix OUT.wav    写出在每拍加上咔哒声的音乐（16 位单声道 WAV）\n')
t('Cli', 'Usage: mapsmith collect -m MAP --planner ID [--json]',
  '用法：mapsmith collect -m MAP --planner ID [--json]')
t('Cli', 'pixels per tile in a PNG (1..64, default 8)',
  'PNG 中每个图块的像素数（1..64，默认 8）')
t('Cli', 'the tile mapping between Tiled gids and Mapsmith tiles (YAML;\ndefault: the built-in one, gid = tile number + 1)',
  'Tiled gid 与 Mapsmith 图块之间的对照表（YAML；\n默认：内置对照表，gid = 图块编号 + 1）')

# ---- issue 18: play and replay options
t('Cli', "Plays the level headless and prints the final state: status, player, collected, combo,\nhealth, beat and the state hash. LEVEL is a map file, a config or a project; a config's\nor project's beat section is the grid the play is judged on, and the level's play section\nits rules, unless the options below say otherwise. Exits with 1 if --expect names another\nstatus.",
  '无界面试玩关卡并输出最终状态：状态、玩家位置、已收集、连击、\n生命、节拍和状态哈希。LEVEL 是地图文件、配置或项目；配置或项目的\nbeat 段就是判定试玩的节拍网格，关卡的 play 段就是试玩规则，\n除非下面的选项另有指定。--expect 指定的状态不符时以 1 退出。')
t('Cli', 'the level: a map file, a config or a project (YAML)',
  '关卡：地图文件、配置或项目（YAML）')
t('Cli', "Replays a saved play session and prints its final state, as 'play' does. The session's\noptions are the recorded ones; an option given here replaces its recorded value.",
  "重放保存的试玩记录，并像 'play' 一样输出最终状态。试玩的选项\n取记录中的值；在此给出的选项会替换记录中的值。")
t('Cli', "the tempo in beats per minute, 20..400 (default: the level's, else 120)",
  '每分钟拍数，20..400（默认：关卡的值，否则为 120）')
t('Cli', "the time of beat 0, -3600..3600 (default: the level's, else 0)",
  '第 0 拍的时间，-3600..3600（默认：关卡的值，否则为 0）')
t('Cli', "the input window, a fraction of a beat, 0.01..0.5 (default: the level's,\nelse 0.25)",
  '判定窗口，以拍为单位的比例，0.01..0.5（默认：关卡的值，\n否则为 0.25）')
t('Cli', 'off, diamond or shadowcast (default diamond)',
  'off、diamond 或 shadowcast（默认 diamond）')
t('Cli', 'cells the player sees, 1..64 (default 8)',
  '玩家能看到的格数，1..64（默认 8）')
t('Cli', 'cells a light reaches (Chebyshev), 1..32 (default 6)',
  '灯光照到的格数（切比雪夫距离），1..32（默认 6）')
t('Cli', 'start: every light shines until taken (default); taken: a light\nshines once taken',
  'start：每盏灯发光直到被拾取（默认）；taken：灯在被\n拾取后才发光')
t('Cli', 'enemies this close (Manhattan) chase, 0..256 (default 8)',
  '在此距离（曼哈顿）内的敌人会追击，0..256（默认 8）')
t('Cli', 'Lode Runner: beats a dug hole stays open, 1..64 (default 37)',
  '淘金者：挖出的洞保持打开的拍数，1..64（默认 37）')
t('Cli', "the player's health, 0..99; 0 (default): a touch by an enemy loses",
  '玩家的生命值，0..99；0（默认）：被敌人碰到即失败')
t('Cli', '%1 wants a number in [%2, %3], not \'%4\'',
  '%1 需要 [%2, %3] 内的数，而不是“%4”')
t('Cli', "%1 wants %2, not '%3'",
  '%1 需要 %2，而不是“%3”')
t('Cli', 'Usage: mapsmith play -m LEVEL --inputs KEYS [--rhythm] [--bpm BPM] [--offset SECONDS]\n                     [--window FRACTION] [--vision MODE] [--vision-radius N] [--light-radius N]\n                     [--lights start|taken] [--chase-range N] [--hole-beats N] [--hp N]\n                     [--save SESSION.yaml] [-s SEED] [--expect won|lost|playing] [--json]',
  '用法：mapsmith play -m LEVEL --inputs KEYS [--rhythm] [--bpm BPM] [--offset SECONDS]\n                     [--window FRACTION] [--vision MODE] [--vision-radius N] [--light-radius N]\n                     [--lights start|taken] [--chase-range N] [--hole-beats N] [--hp N]\n                     [--save SESSION.yaml] [-s SEED] [--expect won|lost|playing] [--json]')
t('Cli', 'Usage: mapsmith replay SESSION.yaml [--bpm BPM] [--offset SECONDS] [--window FRACTION]\n                       [--vision MODE] [--vision-radius N] [--light-radius N] [--lights start|taken]\n                       [--chase-range N] [--hole-beats N] [--hp N] [--expect won|lost|playing] [--json]',
  '用法：mapsmith replay SESSION.yaml [--bpm BPM] [--offset SECONDS] [--window FRACTION]\n                       [--vision MODE] [--vision-radius N] [--light-radius N] [--lights start|taken]\n                       [--chase-range N] [--hole-beats N] [--hp N] [--expect won|lost|playing] [--json]')
t('Cli', 'write the map file (.tmx / .tmj: a Tiled map)',
  '写出地图文件（.tmx / .tmj：Tiled 地图）')
