<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Brush</name>
    <message>
        <source>Eraser</source>
        <translation>橡皮擦</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>出口</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金块</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>守卫</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>地面</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>门</translation>
    </message>
    <message>
        <source>Brick</source>
        <translation>砖块</translation>
    </message>
    <message>
        <source>Solid</source>
        <translation>实心块</translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation>梯子</translation>
    </message>
    <message>
        <source>Rope</source>
        <translation>绳索</translation>
    </message>
    <message>
        <source>Trap</source>
        <translation>陷阱</translation>
    </message>
    <message>
        <source>Hidden ladder</source>
        <translation>隐藏梯子</translation>
    </message>
    <message>
        <source>Slow floor</source>
        <translation>缓行地面</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>%1 wants a whole number in [%2, %3], not '%4'</source>
        <translation>%1 需要 [%2, %3] 之间的整数，而不是“%4”</translation>
    </message>
    <message>
        <source>bad seed range '%1': expected A..B or N (whole numbers)</source>
        <translation>种子范围“%1”无效：应为 A..B 或 N（整数）</translation>
    </message>
    <message>
        <source>bad seed range '%1': the last seed is smaller than the first</source>
        <translation>种子范围“%1”无效：最后一个种子小于第一个</translation>
    </message>
    <message>
        <source>bad seed range '%1': more than %2 seeds</source>
        <translation>种子范围“%1”无效：超过 %2 个种子</translation>
    </message>
    <message>
        <source>%1 wants a seed (a whole number &gt;= 0), not '%2'</source>
        <translation>%1 需要一个种子（大于等于 0 的整数），而不是“%2”</translation>
    </message>
    <message>
        <source>missing -c CONFIG</source>
        <translation>缺少 -c CONFIG</translation>
    </message>
    <message>
        <source>missing --seeds A..B</source>
        <translation>缺少 --seeds A..B</translation>
    </message>
    <message>
        <source>missing -o WALL.png</source>
        <translation>缺少 -o WALL.png</translation>
    </message>
    <message>
        <source>unexpected argument '%1'</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <source>unknown option '%1'</source>
        <translation>未知选项“%1”</translation>
    </message>
    <message>
        <source>option '%1' needs a value</source>
        <translation>选项“%1”需要一个值</translation>
    </message>
    <message>
        <source>'%1' is not available in this build of mapsmith</source>
        <translation>此版本的 mapsmith 尚不支持“%1”</translation>
    </message>
    <message>
        <source>unknown generator '%1'</source>
        <translation>未知生成器“%1”</translation>
    </message>
    <message>
        <source>unknown command '%1'</source>
        <translation>未知命令“%1”</translation>
    </message>
    <message>
        <source>the picture would be too large; try a smaller --scale</source>
        <translation>图片会过大；请尝试更小的 --scale</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>  --seeds A..B           seeds A to B, both included (or a single seed N)
</source>
        <translation>  --seeds A..B           种子 A 到 B，包含两端（或单个种子 N）
</translation>
    </message>
    <message>
        <source>Usage: mapsmith generate -c CONFIG [-s SEED] [-o MAP.yaml] [--png FILE] [--scale N] [--json]
Generates one map. Without -o or --png the map file is printed.
  -c, --config CONFIG    the level config (YAML)
  -s, --seed SEED        use this seed instead of the config's
  -o, --output MAP.yaml  write the map file
  --png FILE             write a picture of the map
  --scale N              pixels per tile in the picture (1..64, default 4)
  --json                 print a summary as one JSON object
</source>
        <translation>用法：mapsmith generate -c CONFIG [-s SEED] [-o MAP.yaml] [--png FILE] [--scale N] [--json]
生成一张地图。不带 -o 或 --png 时输出地图文件内容。
  -c, --config CONFIG    关卡配置（YAML）
  -s, --seed SEED        用此种子代替配置中的种子
  -o, --output MAP.yaml  写出地图文件
  --png FILE             写出地图图片
  --scale N              图片中每格的像素数（1..64，默认 4）
  --json                 以一个 JSON 对象输出摘要
</translation>
    </message>
    <message>
        <source>Usage: mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] [--scale N] -o WALL.png [--json]
Draws a thumbnail of every seed of the range, each labelled with its seed.
  -c, --config CONFIG    the level config (YAML)
</source>
        <translation>用法：mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] [--scale N] -o WALL.png [--json]
为范围内每个种子绘制缩略图，并标注其种子。
  -c, --config CONFIG    关卡配置（YAML）
</translation>
    </message>
    <message>
        <source>  --columns N            thumbnails per row (default 10)
  --jobs N               worker threads (default: all cores)
  --scale N              pixels per tile (1..64, default 2)
  -o, --output WALL.png  the picture to write
  --json                 print the layout as one JSON object
</source>
        <translation>  --columns N            每行缩略图数（默认 10）
  --jobs N               工作线程数（默认：全部核心）
  --scale N              每格像素数（1..64，默认 2）
  -o, --output WALL.png  要写出的图片
  --json                 以一个 JSON 对象输出布局
</translation>
    </message>
    <message>
        <source>Usage: mapsmith hash -c CONFIG --seeds A..B [--jobs N]
Prints 'SEED HASH' for every seed, then 'combined HASH'.
  -c, --config CONFIG    the level config (YAML)
</source>
        <translation>用法：mapsmith hash -c CONFIG --seeds A..B [--jobs N]
为每个种子输出 'SEED HASH'，最后输出 'combined HASH'。
  -c, --config CONFIG    关卡配置（YAML）
</translation>
    </message>
    <message>
        <source>  --jobs N               worker threads (default: all cores)
</source>
        <translation>  --jobs N               工作线程数（默认：全部核心）
</translation>
    </message>
    <message>
        <source>Usage: mapsmith validate -c CONFIG --seeds A..B [--jobs N] [--json]
Runs the generator's checks on every seed; exits with 1 if any fails.
  -c, --config CONFIG    the level config (YAML)
</source>
        <translation>用法：mapsmith validate -c CONFIG --seeds A..B [--jobs N] [--json]
对每个种子运行生成器的检查；任一未通过则以 1 退出。
  -c, --config CONFIG    关卡配置（YAML）
</translation>
    </message>
    <message>
        <source>  --jobs N               worker threads (default: all cores)
  --json                 print the result as one JSON object
</source>
        <translation>  --jobs N               工作线程数（默认：全部核心）
  --json                 以一个 JSON 对象输出结果
</translation>
    </message>
    <message>
        <source>Usage: mapsmith schema [GENERATOR]
Prints the parameter schema of one generator, or of all, as YAML.
</source>
        <translation>用法：mapsmith schema [GENERATOR]
以 YAML 输出一个或全部生成器的参数模式。
</translation>
    </message>
    <message>
        <source>%1 wants a cell X,Y (two whole numbers), not '%2'</source>
        <translation>%1 需要一个格子 X,Y（两个整数），而不是“%2”</translation>
    </message>
    <message>
        <source>missing -m MAP</source>
        <translation>缺少 -m MAP</translation>
    </message>
    <message>
        <source>missing --algo ID</source>
        <translation>缺少 --algo ID</translation>
    </message>
    <message>
        <source>missing --planner ID</source>
        <translation>缺少 --planner ID</translation>
    </message>
    <message>
        <source>%1 %2,%3 is outside the %4x%5 map</source>
        <translation>%1 %2,%3 超出 %4x%5 的地图</translation>
    </message>
    <message>
        <source>unknown search '%1'; known: %2</source>
        <translation>未知搜索“%1”；可用：%2</translation>
    </message>
    <message>
        <source>the map has no start; give --from X,Y</source>
        <translation>地图没有起点；请用 --from X,Y 指定</translation>
    </message>
    <message>
        <source>the map has no exit; give --to X,Y</source>
        <translation>地图没有出口；请用 --to X,Y 指定</translation>
    </message>
    <message>
        <source>unknown planner '%1'; known: %2</source>
        <translation>未知规划器“%1”；可用：%2</translation>
    </message>
    <message>
        <source>Usage: mapsmith path -m MAP --algo ID [--from X,Y] [--to X,Y] [--json]
Runs one search on a map; exits with 1 if there is no path.
Prints found, cost (in the rules' unit), length (steps), expanded, peak_open, time_ms
and the path's cells.
  -m, --map MAP          the map file (YAML)
  --algo ID              bfs, dfs, dijkstra, astar, greedy, jps, beat-astar or dstar-lite
  --from X,Y             the start cell (default: the map's start)
  --to X,Y               the goal cell (default: the map's exit)
  --json                 print the result as one JSON object
</source>
        <translation>用法：mapsmith path -m MAP --algo ID [--from X,Y] [--to X,Y] [--json]
在地图上运行一次搜索；没有路径时以 1 退出。
输出 found、cost（按规则的单位）、length（步数）、expanded、peak_open、time_ms
以及路径上的格子。
  -m, --map MAP          地图文件（YAML）
  --algo ID              bfs、dfs、dijkstra、astar、greedy、jps、beat-astar 或 dstar-lite
  --from X,Y             起始格（默认：地图的起点）
  --to X,Y               目标格（默认：地图的出口）
  --json                 以一个 JSON 对象输出结果
</translation>
    </message>
    <message>
        <source>Usage: mapsmith collect -m MAP --planner ID [--json]
Plans the order in which to collect the map's gold (or its lights, if it has no gold),
starting at the map's start; exits with 1 if some cannot be collected.
  -m, --map MAP          the map file (YAML)
  --planner ID           greedy (fast), optimal (Held-Karp) or bitmask (exact BFS)
  --json                 print the plan as one JSON object
</source>
        <translation>用法：mapsmith collect -m MAP --planner ID [--json]
从地图起点出发，规划收集地图上金块（没有金块时为光源）的顺序；
有无法收集的目标时以 1 退出。
  -m, --map MAP          地图文件（YAML）
  --planner ID           greedy（快速）、optimal（Held-Karp）或 bitmask（精确 BFS）
  --json                 以一个 JSON 对象输出规划
</translation>
    </message>
    <message>
        <source>missing AUDIO file</source>
        <translation>缺少 AUDIO 文件</translation>
    </message>
    <message>
        <source>Usage: mapsmith [FILE]                 open the editor (a config or map file if given)
       mapsmith COMMAND [OPTIONS]      run headless

Commands:
  generate   generate one map
  wall       thumbnail wall of a range of seeds, each labelled with its seed
  hash       one line per seed: SEED HASH, then combined HASH
  validate   run the generator's checks over a range of seeds
  path       one search on a map, between its start and exit or two cells
  collect    the order in which to collect a map's gold or lights
  beat       tempo, offset and beats of a music file
  schema     the parameter schema, as YAML
  help       this text, or 'mapsmith help COMMAND' for one command

Exit codes: 0 done, 1 a check failed, 2 bad input or usage.
</source>
        <translation>用法：mapsmith [FILE]                  打开编辑器（可指定配置或地图文件）
      mapsmith COMMAND [OPTIONS]       无界面运行

命令：
  generate   生成一张地图
  wall       一组种子的缩略图墙，每张标注其种子
  hash       每个种子一行：SEED HASH，最后是 combined HASH
  validate   在一组种子上运行生成器的检查
  path       在地图上做一次搜索：起点到出口，或两个格子之间
  collect    收集地图上金块或光源的顺序
  beat       音乐文件的速度、偏移和节拍
  schema     参数模式（YAML）
  help       本说明，或用 'mapsmith help COMMAND' 查看单个命令

退出码：0 完成，1 有检查未通过，2 输入或用法错误。
</translation>
    </message>
    <message>
        <source>Usage: mapsmith beat AUDIO [--json] [--click-mix OUT.wav]
Decodes a music file (WAV, MP3, FLAC, Ogg, ...) and prints found, bpm, offset (the first
beat, in seconds), confidence (0..1), the tempo candidates and the beats. A file without a
steady pulse prints 'found no' and still exits with 0.
  --json                 print the result as one JSON object
  --click-mix OUT.wav    write the music with a click on every beat (16-bit mono WAV)
</source>
        <translation>用法：mapsmith beat AUDIO [--json] [--click-mix OUT.wav]
解码音乐文件（WAV、MP3、FLAC、Ogg 等），输出 found、bpm、offset（第一拍，
单位为秒）、confidence（0..1）、候选速度和各拍时间。没有稳定节拍的文件输出
“found no”，仍以 0 退出。
  --json                 以一个 JSON 对象输出结果
  --click-mix OUT.wav    写出在每拍加上咔哒声的音乐（16 位单声道 WAV）
</translation>
    </message>
</context>
<context>
    <name>Command</name>
    <message>
        <source>Change %1</source>
        <translation>修改%1</translation>
    </message>
    <message>
        <source>Change seed</source>
        <translation>修改种子</translation>
    </message>
    <message>
        <source>Change generator to %1</source>
        <translation>切换生成器为%1</translation>
    </message>
    <message>
        <source>Reset all parameters</source>
        <translation>重置全部参数</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>绘制%1</translation>
    </message>
    <message>
        <source>Clear hand edits</source>
        <translation>清除手工编辑</translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <source>Some regions could not be joined.</source>
        <translation>有些区域无法连通。</translation>
    </message>
    <message>
        <source>No floor is left, so there is no start or exit.</source>
        <translation>没有剩下地面，因此没有起点和出口。</translation>
    </message>
    <message>
        <source>Boss rooms</source>
        <translation>Boss 房间</translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation>死胡同</translation>
    </message>
    <message>
        <source>Dead ends before braiding</source>
        <translation>编织前的死胡同</translation>
    </message>
    <message>
        <source>Dead ends removed by braiding</source>
        <translation>编织移除的死胡同</translation>
    </message>
    <message>
        <source>Doors</source>
        <translation>门</translation>
    </message>
    <message>
        <source>Edges</source>
        <translation>边</translation>
    </message>
    <message>
        <source>Elite rooms</source>
        <translation>精英房间</translation>
    </message>
    <message>
        <source>Escape ladder starts at row</source>
        <translation>逃生梯起始行</translation>
    </message>
    <message>
        <source>Extra corridors (loops)</source>
        <translation>额外走廊（环路）</translation>
    </message>
    <message>
        <source>Floor share</source>
        <translation>地面占比</translation>
    </message>
    <message>
        <source>Gold placed</source>
        <translation>已放置金块</translation>
    </message>
    <message>
        <source>Guards placed</source>
        <translation>已放置守卫</translation>
    </message>
    <message>
        <source>Junctions</source>
        <translation>岔路口</translation>
    </message>
    <message>
        <source>Ladder tiles</source>
        <translation>梯子格数</translation>
    </message>
    <message>
        <source>Layouts tried</source>
        <translation>尝试的布局数</translation>
    </message>
    <message>
        <source>Lights</source>
        <translation>光源</translation>
    </message>
    <message>
        <source>Loops</source>
        <translation>环路</translation>
    </message>
    <message>
        <source>Monster rooms</source>
        <translation>怪物房间</translation>
    </message>
    <message>
        <source>Placement attempts used</source>
        <translation>已用放置尝试</translation>
    </message>
    <message>
        <source>Platform rows</source>
        <translation>平台行数</translation>
    </message>
    <message>
        <source>Regions before joining</source>
        <translation>连通前的区域数</translation>
    </message>
    <message>
        <source>Regions removed</source>
        <translation>移除的区域</translation>
    </message>
    <message>
        <source>Rest rooms</source>
        <translation>休息处</translation>
    </message>
    <message>
        <source>Retries</source>
        <translation>重试次数</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>房间</translation>
    </message>
    <message>
        <source>Rooms asked for</source>
        <translation>要求的房间数</translation>
    </message>
    <message>
        <source>Rooms on floor 0</source>
        <translation>第 0 层房间</translation>
    </message>
    <message>
        <source>Rooms placed</source>
        <translation>已放置房间</translation>
    </message>
    <message>
        <source>Rope tiles</source>
        <translation>绳索格数</translation>
    </message>
    <message>
        <source>Shop rooms</source>
        <translation>商店</translation>
    </message>
    <message>
        <source>Solution length</source>
        <translation>解路径长度</translation>
    </message>
    <message>
        <source>Spanning-tree corridors</source>
        <translation>生成树走廊</translation>
    </message>
    <message>
        <source>Standing spots reachable and left again</source>
        <translation>可到达且可离开的站立点</translation>
    </message>
    <message>
        <source>Start to exit distance</source>
        <translation>起点到出口距离</translation>
    </message>
    <message>
        <source>Treasure rooms</source>
        <translation>宝箱房间</translation>
    </message>
    <message>
        <source>Tunnel tiles</source>
        <translation>隧道格数</translation>
    </message>
    <message>
        <source>Tunnels carved</source>
        <translation>开凿的隧道</translation>
    </message>
    <message>
        <source>Unknown rooms</source>
        <translation>未知房间</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>格</translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>A floor becomes wall with at least this many wall neighbours of 8.</source>
        <translation>地面在 8 个邻格中至少有这么多墙时变为墙。</translation>
    </message>
    <message>
        <source>A wall stays wall with at least this many wall neighbours of 8.</source>
        <translation>墙在 8 个邻格中至少有这么多墙时保持为墙。</translation>
    </message>
    <message>
        <source>Add a hidden ladder to the top row that appears when all gold is taken.</source>
        <translation>在顶行加一架隐藏梯子，收集完所有金块后出现。</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>At most this many elites on one floor.</source>
        <translation>每层最多这么多精英。</translation>
    </message>
    <message>
        <source>Border wall</source>
        <translation>边界墙</translation>
    </message>
    <message>
        <source>Braid</source>
        <translation>编织</translation>
    </message>
    <message>
        <source>Bricks turned into false bricks the runner falls through.</source>
        <translation>变成假砖的砖块，跑者会从中掉落。</translation>
    </message>
    <message>
        <source>Cellular-automata cave</source>
        <translation>元胞自动机洞穴</translation>
    </message>
    <message>
        <source>Chance that a gap in a platform gets a rope across it.</source>
        <translation>平台缺口上架绳索的概率。</translation>
    </message>
    <message>
        <source>Chance that a platform stretch is solid block, which cannot be dug.</source>
        <translation>平台段为不可挖掘实心块的概率。</translation>
    </message>
    <message>
        <source>Chance that a stretch of a platform row is brick rather than a gap.</source>
        <translation>平台行中一段为砖块而非缺口的概率。</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <source>Columns of the grid the paths climb.</source>
        <translation>路径攀升所在网格的列数。</translation>
    </message>
    <message>
        <source>Connectivity</source>
        <translation>连通性</translation>
    </message>
    <message>
        <source>Doors</source>
        <translation>门</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>精英</translation>
    </message>
    <message>
        <source>Elite, shop, rest and treasure do not repeat</source>
        <translation>精英、商店、休息处和宝箱不重复</translation>
    </message>
    <message>
        <source>Elites from floor</source>
        <translation>精英起始层</translation>
    </message>
    <message>
        <source>Elites per floor</source>
        <translation>每层精英数</translation>
    </message>
    <message>
        <source>Entrance and exit</source>
        <translation>入口和出口</translation>
    </message>
    <message>
        <source>Escape ladder</source>
        <translation>逃生梯</translation>
    </message>
    <message>
        <source>Every room on the top floor is a rest site.</source>
        <translation>顶层的每个房间都是休息处。</translation>
    </message>
    <message>
        <source>Every room on this floor is a treasure; -1 for none.</source>
        <translation>这一层的每个房间都是宝箱；-1 表示不设。</translation>
    </message>
    <message>
        <source>Extra corridors beyond the spanning tree, as a share of its corridors.</source>
        <translation>生成树之外的额外走廊，按其走廊数的比例。</translation>
    </message>
    <message>
        <source>Extra rest weight</source>
        <translation>额外休息权重</translation>
    </message>
    <message>
        <source>Far apart on the border</source>
        <translation>边界上相距最远</translation>
    </message>
    <message>
        <source>Floor 0 rooms</source>
        <translation>第 0 层房间</translation>
    </message>
    <message>
        <source>Floors</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Floors of rooms below the boss.</source>
        <translation>Boss 之下的房间层数。</translation>
    </message>
    <message>
        <source>From this floor up, rest sites get extra weight.</source>
        <translation>从这一层起，休息处获得额外权重。</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金块</translation>
    </message>
    <message>
        <source>Gold chests, each where the runner can get and return.</source>
        <translation>金块，每个都放在跑者能到达并返回的地方。</translation>
    </message>
    <message>
        <source>Guards</source>
        <translation>守卫</translation>
    </message>
    <message>
        <source>Guards, placed away from the runner where possible.</source>
        <translation>守卫，尽量远离跑者放置。</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>How many more attempts to make when an attempt breaks a rule.</source>
        <translation>某次尝试违反规则时再尝试的次数。</translation>
    </message>
    <message>
        <source>How many random rooms are tried; ones that overlap are thrown away.</source>
        <translation>尝试放置的随机房间数；重叠的会被丢弃。</translation>
    </message>
    <message>
        <source>How many times the birth and death rule is applied.</source>
        <translation>应用生死规则的次数。</translation>
    </message>
    <message>
        <source>How often each room type is drawn, relative to the others.</source>
        <translation>各房间类型被抽中的相对频率。</translation>
    </message>
    <message>
        <source>How the perfect maze is carved; each gives a different texture.</source>
        <translation>开凿完美迷宫的方式；每种的纹理不同。</translation>
    </message>
    <message>
        <source>Initial wall share</source>
        <translation>初始墙比例</translation>
    </message>
    <message>
        <source>Join all regions</source>
        <translation>连通所有区域</translation>
    </message>
    <message>
        <source>Keep the largest region</source>
        <translation>保留最大区域</translation>
    </message>
    <message>
        <source>Ladder density</source>
        <translation>梯子密度</translation>
    </message>
    <message>
        <source>Ladders per platform row: 1 + ladders x width / 8.</source>
        <translation>每个平台行的梯子数：1 + 梯子密度 × 宽度 / 8。</translation>
    </message>
    <message>
        <source>Largest room side</source>
        <translation>房间最大边长</translation>
    </message>
    <message>
        <source>Level height in tiles (16 is the classic screen).</source>
        <translation>关卡高度（格；经典屏幕为 16）。</translation>
    </message>
    <message>
        <source>Level width in tiles (28 is the classic screen).</source>
        <translation>关卡宽度（格；经典屏幕为 28）。</translation>
    </message>
    <message>
        <source>Light sources placed on room floor.</source>
        <translation>放在房间地面上的光源。</translation>
    </message>
    <message>
        <source>Lights</source>
        <translation>光源</translation>
    </message>
    <message>
        <source>Lode Runner level</source>
        <translation>淘金者关卡</translation>
    </message>
    <message>
        <source>Longest side of a room's floor.</source>
        <translation>房间地面的最长边。</translation>
    </message>
    <message>
        <source>Loops</source>
        <translation>环路</translation>
    </message>
    <message>
        <source>Make the bottom row solid (else brick).</source>
        <translation>底行为实心块（否则为砖块）。</translation>
    </message>
    <message>
        <source>Make the outer ring of the map wall.</source>
        <translation>把地图最外一圈设为墙。</translation>
    </message>
    <message>
        <source>Map height in tiles.</source>
        <translation>地图高度（格）。</translation>
    </message>
    <message>
        <source>Map width in tiles.</source>
        <translation>地图宽度（格）。</translation>
    </message>
    <message>
        <source>Maze</source>
        <translation>迷宫</translation>
    </message>
    <message>
        <source>Maze height in cells (2 tiles each, plus 1).</source>
        <translation>迷宫高度（单元；每单元 2 格，再加 1）。</translation>
    </message>
    <message>
        <source>Maze width in cells (2 tiles each, plus 1).</source>
        <translation>迷宫宽度（单元；每单元 2 格，再加 1）。</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>怪物</translation>
    </message>
    <message>
        <source>More rest from floor</source>
        <translation>休息加权起始层</translation>
    </message>
    <message>
        <source>Most rooms</source>
        <translation>最多房间数</translation>
    </message>
    <message>
        <source>No elite is drawn below this floor.</source>
        <translation>这一层以下不出现精英。</translation>
    </message>
    <message>
        <source>No rest below the last rest</source>
        <translation>最后休息处下方不设休息处</translation>
    </message>
    <message>
        <source>No rest site on the floor just below a last-floor rest.</source>
        <translation>顶层休息处的下一层不出现休息处。</translation>
    </message>
    <message>
        <source>No shop is drawn below this floor.</source>
        <translation>这一层以下不出现商店。</translation>
    </message>
    <message>
        <source>No type repeats</source>
        <translation>类型不重复</translation>
    </message>
    <message>
        <source>None</source>
        <translation>不处理</translation>
    </message>
    <message>
        <source>None (drawn like other floors)</source>
        <translation>无（与其他层相同抽取）</translation>
    </message>
    <message>
        <source>Paths</source>
        <translation>路径数</translation>
    </message>
    <message>
        <source>Paths grown from floor 0 to the top; they may merge.</source>
        <translation>从第 0 层长到顶层的路径；路径可以合并。</translation>
    </message>
    <message>
        <source>Placement attempts</source>
        <translation>放置尝试次数</translation>
    </message>
    <message>
        <source>Placement stops at this many rooms.</source>
        <translation>放置到这么多房间时停止。</translation>
    </message>
    <message>
        <source>Platform density</source>
        <translation>平台密度</translation>
    </message>
    <message>
        <source>Put a door where a corridor enters a room.</source>
        <translation>在走廊进入房间处放一扇门。</translation>
    </message>
    <message>
        <source>Randomized Kruskal</source>
        <translation>随机 Kruskal</translation>
    </message>
    <message>
        <source>Randomized Prim</source>
        <translation>随机 Prim</translation>
    </message>
    <message>
        <source>Recursive backtracker</source>
        <translation>递归回溯</translation>
    </message>
    <message>
        <source>Regions with fewer floor tiles are filled with wall first (0 keeps all).</source>
        <translation>地面格少于此数的区域先填成墙（0 表示全部保留）。</translation>
    </message>
    <message>
        <source>Repeated types</source>
        <translation>重复类型</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>休息处</translation>
    </message>
    <message>
        <source>Rest before the boss</source>
        <translation>Boss 前休息</translation>
    </message>
    <message>
        <source>Retries</source>
        <translation>重试次数</translation>
    </message>
    <message>
        <source>Room weights</source>
        <translation>房间权重</translation>
    </message>
    <message>
        <source>Rooms and corridors</source>
        <translation>房间与走廊</translation>
    </message>
    <message>
        <source>Rope density</source>
        <translation>绳索密度</translation>
    </message>
    <message>
        <source>Share of cells that start as wall before smoothing.</source>
        <translation>平滑前初始为墙的格子比例。</translation>
    </message>
    <message>
        <source>Share of dead ends removed by opening a wall, which makes loops (1 removes all).</source>
        <translation>通过打开墙移除的死胡同比例，会形成环路（1 表示全部移除）。</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>商店</translation>
    </message>
    <message>
        <source>Shops from floor</source>
        <translation>商店起始层</translation>
    </message>
    <message>
        <source>Shortest side of a room's floor.</source>
        <translation>房间地面的最短边。</translation>
    </message>
    <message>
        <source>Smallest region</source>
        <translation>最小区域</translation>
    </message>
    <message>
        <source>Smallest room side</source>
        <translation>房间最小边长</translation>
    </message>
    <message>
        <source>Smoothing steps</source>
        <translation>平滑步数</translation>
    </message>
    <message>
        <source>Solid bottom row</source>
        <translation>实心底行</translation>
    </message>
    <message>
        <source>Solid share</source>
        <translation>实心比例</translation>
    </message>
    <message>
        <source>The type of every room on floor 0.</source>
        <translation>第 0 层每个房间的类型。</translation>
    </message>
    <message>
        <source>Top-left and bottom-right</source>
        <translation>左上与右下</translation>
    </message>
    <message>
        <source>Tower (layered paths)</source>
        <translation>爬塔地图（分层路径）</translation>
    </message>
    <message>
        <source>Traps</source>
        <translation>陷阱</translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation>宝箱</translation>
    </message>
    <message>
        <source>Treasure floor</source>
        <translation>宝箱层</translation>
    </message>
    <message>
        <source>Types may repeat</source>
        <translation>类型可重复</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Wall appears at</source>
        <translation>成墙阈值</translation>
    </message>
    <message>
        <source>Wall survives at</source>
        <translation>保墙阈值</translation>
    </message>
    <message>
        <source>Weight added to rest sites from the late rest floor up.</source>
        <translation>从休息加权起始层起，休息处增加的权重。</translation>
    </message>
    <message>
        <source>What to do with cave regions that cannot reach each other.</source>
        <translation>如何处理彼此不连通的洞穴区域。</translation>
    </message>
    <message>
        <source>Where the entrance and the exit are cut into the outer wall.</source>
        <translation>入口和出口在外墙上的位置。</translation>
    </message>
    <message>
        <source>Which parent types a room avoids when another type is possible.</source>
        <translation>在有其他类型可选时，房间要避开哪些父房间类型。</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Wilson (uniform)</source>
        <translation>Wilson（均匀）</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>单元</translation>
    </message>
    <message>
        <source>elite</source>
        <translation>精英</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>怪物</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>休息处</translation>
    </message>
    <message>
        <source>shop</source>
        <translation>商店</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>格</translation>
    </message>
    <message>
        <source>treasure</source>
        <translation>宝箱</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <source>Start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>出口</translation>
    </message>
    <message>
        <source>Boss: the end of the act</source>
        <translation>Boss：本幕终点</translation>
    </message>
    <message>
        <source>Brick: can be dug</source>
        <translation>砖块：可挖掘</translation>
    </message>
    <message>
        <source>Door: passage between a room and a corridor</source>
        <translation>门：房间与走廊之间的通道</translation>
    </message>
    <message>
        <source>Elite: a hard fight with a better reward</source>
        <translation>精英：更难的战斗，更好的奖励</translation>
    </message>
    <message>
        <source>Floor: open ground</source>
        <translation>地面：空地</translation>
    </message>
    <message>
        <source>Hidden ladder: appears when all gold is taken</source>
        <translation>隐藏梯子：收集完所有金块后出现</translation>
    </message>
    <message>
        <source>Ladder: climb up and down</source>
        <translation>梯子：可上下攀爬</translation>
    </message>
    <message>
        <source>Monster: an ordinary fight</source>
        <translation>怪物：普通战斗</translation>
    </message>
    <message>
        <source>Rest site: heal or upgrade</source>
        <translation>休息处：回复或升级</translation>
    </message>
    <message>
        <source>Rope: move along hand over hand, let go to drop</source>
        <translation>绳索：双手交替移动，松手即落下</translation>
    </message>
    <message>
        <source>Shop: buy and remove cards</source>
        <translation>商店：购买和移除卡牌</translation>
    </message>
    <message>
        <source>Slow ground: costs extra beats to cross</source>
        <translation>缓行地面：通过需要额外节拍</translation>
    </message>
    <message>
        <source>Solid block: cannot be dug</source>
        <translation>实心块：不可挖掘</translation>
    </message>
    <message>
        <source>Trap: looks like brick, falls through</source>
        <translation>陷阱：看似砖块，会掉下去</translation>
    </message>
    <message>
        <source>Treasure: a chest</source>
        <translation>宝箱：一个箱子</translation>
    </message>
    <message>
        <source>Unknown: an event</source>
        <translation>未知：一个事件</translation>
    </message>
    <message>
        <source>Wall: solid rock</source>
        <translation>墙：坚固岩石</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>金块</translation>
    </message>
    <message>
        <source>light</source>
        <translation>光源</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>守卫</translation>
    </message>
    <message>
        <source>enemy</source>
        <translation>敌人</translation>
    </message>
</context>
<context>
    <name>WallExport</name>
    <message numerus="yes">
        <source>Generating %n map(s)…</source>
        <translation><numerusform>正在生成 %n 张地图…</numerusform></translation>
    </message>
</context>
<context>
    <name>mapsmith::DiagnosticsPanel</name>
    <message>
        <source>Generation failed: %1</source>
        <translation>生成失败：%1</translation>
    </message>
    <message>
        <source>Map size</source>
        <translation>地图尺寸</translation>
    </message>
    <message>
        <source>%1 × %2 tiles</source>
        <translation>%1 × %2 格</translation>
    </message>
    <message>
        <source>Generation time</source>
        <translation>生成耗时</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Map hash</source>
        <translation>地图哈希</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>%1 columns × %2 floors</source>
        <translation>%1 列 × %2 层</translation>
    </message>
</context>
<context>
    <name>mapsmith::MainWindow</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — Mapsmith</source>
        <translation>%1[*] — Mapsmith</translation>
    </message>
    <message>
        <source>(%1, %2) %3</source>
        <translation>(%1, %2) %3</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>正在生成…</translation>
    </message>
    <message>
        <source>Generation failed</source>
        <translation>生成失败</translation>
    </message>
    <message>
        <source>Generated in %1 ms</source>
        <translation>生成用时 %1 毫秒</translation>
    </message>
    <message>
        <source>The config has been modified.
Do you want to save your changes?</source>
        <translation>配置已修改。
要保存更改吗？</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Open File</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>打开地图</translation>
    </message>
    <message>
        <source>Open Config</source>
        <translation>打开配置</translation>
    </message>
    <message>
        <source>Save Config</source>
        <translation>保存配置</translation>
    </message>
    <message>
        <source>Mapsmith config (*.yaml *.yml)</source>
        <translation>Mapsmith 配置 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Export Map</source>
        <translation>导出地图</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>导出 PNG</translation>
    </message>
    <message>
        <source>Open Config or Map</source>
        <translation>打开配置或地图</translation>
    </message>
    <message>
        <source>Mapsmith map (*.yaml *.yml)</source>
        <translation>Mapsmith 地图 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Pixels per tile:</source>
        <translation>每格像素：</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Export Thumbnail Wall</source>
        <translation>导出缩略图墙</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近文件</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销%1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做%1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save Config</source>
        <translation>保存配置(&amp;S)</translation>
    </message>
    <message>
        <source>Save Config &amp;As…</source>
        <translation>配置另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Export &amp;Map (YAML)…</source>
        <translation>导出地图 (YAML)(&amp;M)…</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>导出 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Export Thumbnail &amp;Wall…</source>
        <translation>导出缩略图墙(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>Re&amp;generate</source>
        <translation>重新生成(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Previous Seed</source>
        <translation>上一个种子(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Seed</source>
        <translation>下一个种子(&amp;N)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>生成器</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Floor %1, column %2: %3</source>
        <translation>第 %1 层，第 %2 列：%3</translation>
    </message>
    <message>
        <source>Open Lode Runner Levels</source>
        <translation>打开淘金者关卡</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>第 %1 关</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>第 %1 关：%2</translation>
    </message>
    <message>
        <source>Open Lode Runner Level</source>
        <translation>打开淘金者关卡</translation>
    </message>
    <message numerus="yes">
        <source>This file holds %n level(s). Open:</source>
        <translation><numerusform>此文件包含 %n 个关卡。打开：</numerusform></translation>
    </message>
    <message>
        <source>Mapsmith YAML (*.yaml *.yml);;Lode Runner levels (*.txt);;All files (*)</source>
        <translation>Mapsmith YAML (*.yaml *.yml);;淘金者关卡 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Config saved without the hand edits: export the map to keep them</source>
        <translation>配置已保存，但不含手工编辑：请导出地图以保留它们</translation>
    </message>
    <message>
        <source>Export Lode Runner Level</source>
        <translation>导出淘金者关卡</translation>
    </message>
    <message>
        <source>Lode Runner levels (*.txt)</source>
        <translation>淘金者关卡 (*.txt)</translation>
    </message>
    <message>
        <source>Export &amp;Lode Runner Level (.txt)…</source>
        <translation>导出淘金者关卡 (.txt)(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Paint</source>
        <translation>绘制(&amp;P)</translation>
    </message>
    <message>
        <source>Paint tiles by hand (B): left-drag paints, right-click picks the tile, middle-drag pans</source>
        <translation>手工绘制图块 (B)：左键拖动绘制，右键拾取图块，中键拖动平移</translation>
    </message>
    <message>
        <source>Clear &amp;Hand Edits</source>
        <translation>清除手工编辑(&amp;H)</translation>
    </message>
    <message>
        <source>Save the generator, seed and parameters; hand edits are not part of a config (export the map to keep them)</source>
        <translation>保存生成器、种子和参数；手工编辑不属于配置（请导出地图以保留它们）</translation>
    </message>
    <message>
        <source>Paint Toolbar</source>
        <translation>绘制工具栏</translation>
    </message>
    <message>
        <source>Opened from a file</source>
        <translation>从文件打开</translation>
    </message>
    <message>
        <source>The map has changes that only an exported map file keeps.
Do you want to export the map?</source>
        <translation>地图的更改只有导出的地图文件才能保存。
要导出地图吗？</translation>
    </message>
    <message>
        <source>This map was not made by a generator, so there are no parameters to tune. Open a config to generate maps.</source>
        <translation>这张地图不是由生成器生成的，因此没有可调的参数。打开配置即可生成地图。</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
</context>
<context>
    <name>mapsmith::PropertyPanel</name>
    <message>
        <source>Generator:</source>
        <translation>生成器：</translation>
    </message>
    <message>
        <source>The generator that makes the map</source>
        <translation>生成地图所用的生成器</translation>
    </message>
    <message>
        <source>Reset all</source>
        <translation>全部重置</translation>
    </message>
    <message>
        <source>Set every parameter back to its default</source>
        <translation>把每个参数恢复为默认值</translation>
    </message>
    <message>
        <source>Reset to default (%1)</source>
        <translation>恢复默认值（%1）</translation>
    </message>
</context>
<context>
    <name>mapsmith::SearchPanel</name>
    <message>
        <source>Breadth-first</source>
        <translation>广度优先</translation>
    </message>
    <message>
        <source>Depth-first</source>
        <translation>深度优先</translation>
    </message>
    <message>
        <source>Dijkstra</source>
        <translation>Dijkstra</translation>
    </message>
    <message>
        <source>A*</source>
        <translation>A*</translation>
    </message>
    <message>
        <source>Greedy best-first</source>
        <translation>贪心最佳优先</translation>
    </message>
    <message>
        <source>Jump point search</source>
        <translation>跳点搜索</translation>
    </message>
    <message>
        <source>Beat A*</source>
        <translation>节拍 A*</translation>
    </message>
    <message>
        <source>D* Lite</source>
        <translation>D* Lite</translation>
    </message>
    <message>
        <source>The search to run and replay</source>
        <translation>要运行并回放的搜索算法</translation>
    </message>
    <message>
        <source>Set start</source>
        <translation>设置起点</translation>
    </message>
    <message>
        <source>Click a cell on the map to start the search there</source>
        <translation>单击地图上的格子，从那里开始搜索</translation>
    </message>
    <message>
        <source>Set goal</source>
        <translation>设置终点</translation>
    </message>
    <message>
        <source>Click a cell on the map to search for a path to it</source>
        <translation>单击地图上的格子，搜索通往它的路径</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Run every search on the same start and goal</source>
        <translation>在相同的起点和终点上运行每种搜索</translation>
    </message>
    <message>
        <source>Jump to the start</source>
        <translation>跳到开头</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>播放或暂停</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>Jump to the end</source>
        <translation>跳到结尾</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)/s</source>
        <translation><numerusform>每秒 %n 步</numerusform></translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>找到</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>代价</translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation>已扩展</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>时间（毫秒）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>Start %1 → goal %2</source>
        <translation>起点 %1 → 终点 %2</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>Press Run to search from the start to the goal.</source>
        <translation>按“运行”从起点搜索到终点。</translation>
    </message>
    <message>
        <source>Found: cost %1, length %2</source>
        <translation>已找到：代价 %1，长度 %2</translation>
    </message>
    <message>
        <source>No path</source>
        <translation>没有路径</translation>
    </message>
    <message>
        <source>Expanded %1, pushed %2, peak open %3, %4 ms</source>
        <translation>扩展 %1，入队 %2，开放峰值 %3，%4 毫秒</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 open, %4 closed</source>
        <translation>第 %1 步，共 %2 步：%3 个开放，%4 个关闭</translation>
    </message>
    <message>
        <source>(%1, %2): unseen</source>
        <translation>(%1, %2)：未访问</translation>
    </message>
    <message>
        <source>(%1, %2): g = %3</source>
        <translation>(%1, %2)：g = %3</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>mapsmith::SeedBar</name>
    <message>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S)：</translation>
    </message>
    <message>
        <source>The seed of the random generator; press Enter to apply</source>
        <translation>随机生成器的种子；按回车应用</translation>
    </message>
    <message>
        <source>Previous seed</source>
        <translation>上一个种子</translation>
    </message>
    <message>
        <source>Next seed</source>
        <translation>下一个种子</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>A random seed</source>
        <translation>随机种子</translation>
    </message>
</context>
<context>
    <name>mapsmith::TileChooser</name>
    <message>
        <source>What the paint tool puts on the map (right-click a tile in Paint mode to pick it)</source>
        <translation>绘制工具放到地图上的内容（在绘制模式下右键单击图块即可拾取）</translation>
    </message>
</context>
<context>
    <name>mapsmith::WallDialog</name>
    <message numerus="yes">
        <source>%n map(s)</source>
        <translation><numerusform>%n 张地图</numerusform></translation>
    </message>
    <message>
        <source>The last seed must not be below the first, and at most %1 seeds fit on a wall.</source>
        <translation>最后一个种子不能小于第一个，且一面墙最多容纳 %1 个种子。</translation>
    </message>
    <message>
        <source>Export Thumbnail Wall</source>
        <translation>导出缩略图墙</translation>
    </message>
    <message>
        <source>&amp;First seed:</source>
        <translation>第一个种子(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Last seed:</source>
        <translation>最后一个种子(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>列数(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Pixels per tile:</source>
        <translation>每格像素(&amp;P)：</translation>
    </message>
</context>
</TS>
