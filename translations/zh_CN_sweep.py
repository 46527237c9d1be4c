# -*- coding: utf-8 -*-
# Chinese for the seed sweep (issue 7): mapsmith sweep, the Seed Sweep dock, wall metric captions and badges.
T = {}


def t(ctx, src, dst):
    T[(ctx, src)] = dst


C = 'Cli'
t(C, "Usage: mapsmith [FILE]                 open the editor (a config or map file if given)\n       mapsmith COMMAND [OPTIONS]      run headless\n\nCommands:\n  generate   generate one map\n  wall       thumbnail wall of a range of seeds, each labelled with its seed\n  hash       one line per seed: SEED HASH, then combined HASH\n  validate   run the generator's checks over a range of seeds\n  sweep      statistics over a range of seeds, or merged from sweep files\n  path       one search on a map, between its start and exit or two cells\n  collect    the order in which to collect a map's gold or lights\n  beat       tempo, offset and beats of a music file\n  schema     the parameter schema, as YAML\n  help       this text, or 'mapsmith help COMMAND' for one command\n\nExit codes: 0 done, 1 a check failed, 2 bad input or usage.\n",
  "用法：mapsmith [FILE]                  打开编辑器（可指定配置或地图文件）\n      mapsmith COMMAND [OPTIONS]       无界面运行\n\n命令：\n  generate   生成一张地图\n  wall       一组种子的缩略图墙，每张标注其种子\n  hash       每个种子一行：SEED HASH，最后是 combined HASH\n  validate   在一组种子上运行生成器的检查\n  sweep      一组种子的统计，或合并多个统计文件\n  path       在地图上做一次搜索：起点到出口，或两个格子之间\n  collect    收集地图上金块或光源的顺序\n  beat       音乐文件的速度、偏移和节拍\n  schema     参数模式（YAML）\n  help       本说明，或用 'mapsmith help COMMAND' 查看单个命令\n\n退出码：0 完成，1 有检查未通过，2 输入或用法错误。\n")
t(C, 'Usage: mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] [--scale N] -o WALL.png [--metric ID] [--badges] [--json]\nDraws a thumbnail of every seed of the range, each labelled with its seed.\n  -c, --config CONFIG    the level config (YAML)\n',
  '用法：mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] [--scale N] -o WALL.png [--metric ID] [--badges] [--json]\n为范围内每个种子绘制缩略图，并标注其种子。\n  -c, --config CONFIG    关卡配置（YAML）\n')
t(C, "  --metric ID            print this sweep metric under each seed (see 'mapsmith help sweep')\n  --badges               mark the seeds whose validation fails with a red badge\n",
  "  --metric ID            在每个种子下方写出该统计指标（见 'mapsmith help sweep'）\n  --badges               用红色标记未通过检查的种子\n")
t(C, "Usage: mapsmith sweep -c CONFIG --seeds A..B [--jobs N] [--json]\n       mapsmith sweep --merge SWEEP.json... [--json]\nGenerates every seed of the range and prints statistics of each metric (count, min, mean,\nmax, standard deviation) and the checks that failed. With --json, one JSON object with the\nhistograms too; --merge adds up such files of disjoint seed ranges of the same config, so\na long sweep can be split across machines. Metrics of grid maps: floor_share,\npath_length, solvable, dead_ends, rooms, retries, checks_failed; of towers: paths, rooms,\nedges, start_rooms, elites, solvable, retries, checks_failed.\n  -c, --config CONFIG    the level config (YAML)\n",
  "用法：mapsmith sweep -c CONFIG --seeds A..B [--jobs N] [--json]\n      mapsmith sweep --merge SWEEP.json... [--json]\n生成范围内的每个种子，输出每项指标的统计（数量、最小值、平均值、\n最大值、标准差）以及未通过的检查。加 --json 时输出一个含直方图的 JSON 对象；\n--merge 把同一配置、种子范围互不重叠的此类文件相加，\n因此长时间的统计可以拆分到多台机器上。网格地图的指标：floor_share、\npath_length、solvable、dead_ends、rooms、retries、checks_failed；塔图：paths、rooms、\nedges、start_rooms、elites、solvable、retries、checks_failed。\n  -c, --config CONFIG    关卡配置（YAML）\n")
t(C, "  --jobs N               worker threads (default: all cores)\n  --merge                add up the sweep files given (output of --json)\n  --json                 print the statistics as one JSON object\n",
  "  --jobs N               工作线程数（默认：全部核心）\n  --merge                相加给出的统计文件（--json 的输出）\n  --json                 以一个 JSON 对象输出统计\n")
t(C, '--merge adds up sweep files: it takes no -c or --seeds', '--merge 只相加统计文件：不接受 -c 或 --seeds')
t(C, 'missing sweep files after --merge', '--merge 后缺少统计文件')

M = 'SweepMetric'
t(M, 'Floor share', '地面占比')
t(M, 'Start to exit path', '起点到出口路径')
t(M, 'Solvable', '可通关')
t(M, 'Dead ends', '死路')
t(M, 'Rooms', '房间')
t(M, 'Retries', '重试次数')
t(M, 'Checks failed', '未通过的检查')
t(M, 'Start-to-boss paths', '起点到首领的路径')
t(M, 'Edges', '连线')
t(M, 'Rooms on floor 0', '第 0 层房间')
t(M, 'Elite rooms', '精英房间')
t(M, 'tiles', '格')

H = 'mapsmith::SweepHistogram'
t(H, 'Double-click a seed to open it', '双击种子即可打开')
t(H, 'No values.', '没有数值。')
t(H, 'Click a bar to list its seeds.', '点击柱条以列出其种子。')
t(H, '%1: %n seed(s)', '%1：%n 个种子')
t(H, 'the first %1 listed', '仅列出前 %1 个')

P = 'mapsmith::SweepPanel'
t(P, '&Seeds:', '种子数(&S)：')
t(P, 'How many seeds to sweep, from the current seed on', '从当前种子起统计多少个种子')
t(P, '&Run', '运行(&R)')
t(P, 'Cancel', '取消')
t(P, 'Metric', '指标')
t(P, 'Min', '最小值')
t(P, 'Mean', '平均值')
t(P, 'Max', '最大值')
t(P, 'Std. dev.', '标准差')
t(P, 'The sweep failed: %1', '统计失败：%1')
t(P, 'Cancelled.', '已取消。')
t(P, 'Run a sweep to see statistics over many seeds of this config.', '运行统计，查看此配置在许多种子上的数据。')
t(P, 'Seeds %1 to %2: %n map(s)', '种子 %1 到 %2：%n 张地图')
t(P, '%1% solvable', '%1% 可通关')
t(P, '%n not generated', '%n 个未能生成')
t(P, '%n failing validation', '%n 个未通过检查')

W = 'mapsmith::WallDialog'
t(W, '&Metric under seeds:', '种子下方的指标(&M)：')
t(W, '&Badge seeds that fail validation', '标记未通过检查的种子(&B)')
t(W, 'None', '无')

t('mapsmith::MainWindow', 'Seed Sweep', '种子统计')
