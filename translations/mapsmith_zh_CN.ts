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
    <message>
        <source>Light</source>
        <translation>灯</translation>
    </message>
    <message>
        <source>Enemy</source>
        <translation>敌人</translation>
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
        <source>missing AUDIO file</source>
        <translation>缺少 AUDIO 文件</translation>
    </message>
    <message>
        <source>%1 wants won, lost or playing, not '%2'</source>
        <translation>%1 需要 won、lost 或 playing，而不是“%2”</translation>
    </message>
    <message>
        <source>--merge adds up sweep files: it takes no -c or --seeds</source>
        <translation>--merge 只相加统计文件：不接受 -c 或 --seeds</translation>
    </message>
    <message>
        <source>missing sweep files after --merge</source>
        <translation>--merge 后缺少统计文件</translation>
    </message>
    <message>
        <source>missing --inputs KEYS</source>
        <translation>缺少 --inputs KEYS</translation>
    </message>
    <message>
        <source>missing SESSION file</source>
        <translation>缺少 SESSION 文件</translation>
    </message>
    <message>
        <source>missing IN and OUT files</source>
        <translation>缺少 IN 和 OUT 文件</translation>
    </message>
    <message>
        <source>%1: cannot read this format (IN must be .yaml, .tmj, .tmx or .txt)</source>
        <translation>%1：无法读取此格式（IN 必须是 .yaml、.tmj、.tmx 或 .txt）</translation>
    </message>
    <message>
        <source>%1: unknown format (OUT must be .yaml, .tmj, .tmx, .txt or .png)</source>
        <translation>%1：未知格式（OUT 必须是 .yaml、.tmj、.tmx、.txt 或 .png）</translation>
    </message>
    <message>
        <source>mapsmith: expected the play to end %1, it ended %2</source>
        <translation>mapsmith：预期试玩以 %1 结束，实际为 %2</translation>
    </message>
    <message>
        <source>tempo, offset and beats of a music file</source>
        <translation>音乐文件的速度、偏移和节拍</translation>
    </message>
    <message>
        <source>Usage: mapsmith beat AUDIO [--json] [--click-mix OUT.wav]</source>
        <translation>用法：mapsmith beat AUDIO [--json] [--click-mix OUT.wav]</translation>
    </message>
    <message>
        <source>print the result as one JSON object</source>
        <translation>以一个 JSON 对象输出结果</translation>
    </message>
    <message>
        <source>the order in which to collect a map's gold or lights</source>
        <translation>收集地图上金块或光源的顺序</translation>
    </message>
    <message>
        <source>print the plan as one JSON object</source>
        <translation>以一个 JSON 对象输出规划</translation>
    </message>
    <message>
        <source>option '%1' takes no value</source>
        <translation>选项“%1”不接受值</translation>
    </message>
    <message>
        <source>the parameter schema, as YAML</source>
        <translation>参数模式（YAML）</translation>
    </message>
    <message>
        <source>Usage: mapsmith schema [GENERATOR]</source>
        <translation>用法：mapsmith schema [GENERATOR]</translation>
    </message>
    <message>
        <source>Prints the parameter schema of one generator, or of all, as YAML.</source>
        <translation>以 YAML 输出一个或全部生成器的参数模式。</translation>
    </message>
    <message>
        <source>this text, or 'mapsmith help COMMAND' for one command</source>
        <translation>本说明，或用 'mapsmith help COMMAND' 查看单个命令</translation>
    </message>
    <message>
        <source>a map from one format to another (.yaml, .tmj, .tmx, .txt, .png)</source>
        <translation>在格式之间转换地图（.yaml、.tmj、.tmx、.txt、.png）</translation>
    </message>
    <message>
        <source>Usage: mapsmith convert IN OUT [--mapping FILE] [--scale N]</source>
        <translation>用法：mapsmith convert IN OUT [--mapping FILE] [--scale N]</translation>
    </message>
    <message>
        <source>generate one map</source>
        <translation>生成一张地图</translation>
    </message>
    <message>
        <source>Usage: mapsmith generate -c CONFIG [-s SEED] [-o MAP.yaml] [--png FILE] [--scale N] [--json]</source>
        <translation>用法：mapsmith generate -c CONFIG [-s SEED] [-o MAP.yaml] [--png FILE] [--scale N] [--json]</translation>
    </message>
    <message>
        <source>Generates one map. Without -o or --png the map file is printed.</source>
        <translation>生成一张地图。不带 -o 或 --png 时输出地图文件内容。</translation>
    </message>
    <message>
        <source>use this seed instead of the config's</source>
        <translation>用此种子代替配置中的种子</translation>
    </message>
    <message>
        <source>pixels per tile in the picture (1..64, default 4)</source>
        <translation>图片中每格的像素数（1..64，默认 4）</translation>
    </message>
    <message>
        <source>print a summary as one JSON object</source>
        <translation>以一个 JSON 对象输出摘要</translation>
    </message>
    <message>
        <source>one line per seed: SEED HASH, then combined HASH</source>
        <translation>每个种子一行：SEED HASH，最后是 combined HASH</translation>
    </message>
    <message>
        <source>Usage: mapsmith hash -c CONFIG --seeds A..B [--jobs N]</source>
        <translation>用法：mapsmith hash -c CONFIG --seeds A..B [--jobs N]</translation>
    </message>
    <message>
        <source>Prints 'SEED HASH' for every seed, then 'combined HASH'.</source>
        <translation>为每个种子输出 'SEED HASH'，最后输出 'combined HASH'。</translation>
    </message>
    <message>
        <source>the level config (YAML)</source>
        <translation>关卡配置（YAML）</translation>
    </message>
    <message>
        <source>the map file (YAML)</source>
        <translation>地图文件（YAML）</translation>
    </message>
    <message>
        <source>seeds A to B, both included (or a single seed N)</source>
        <translation>种子 A 到 B，包含两端（或单个种子 N）</translation>
    </message>
    <message>
        <source>write a picture of the map</source>
        <translation>写出地图图片</translation>
    </message>
    <message>
        <source>thumbnails per row (default 10)</source>
        <translation>每行缩略图数（默认 10）</translation>
    </message>
    <message>
        <source>worker threads (default: all cores)</source>
        <translation>工作线程数（默认：全部核心）</translation>
    </message>
    <message>
        <source>print this sweep metric under each seed (see 'mapsmith help sweep')</source>
        <translation>在每个种子下方写出该统计指标（见 'mapsmith help sweep'）</translation>
    </message>
    <message>
        <source>mark the seeds whose validation fails with a red badge</source>
        <translation>用红色标记未通过检查的种子</translation>
    </message>
    <message>
        <source>bfs, dfs, dijkstra, astar, greedy, jps, beat-astar or dstar-lite</source>
        <translation>bfs、dfs、dijkstra、astar、greedy、jps、beat-astar 或 dstar-lite</translation>
    </message>
    <message>
        <source>greedy (fast), optimal (Held-Karp) or bitmask (exact BFS)</source>
        <translation>greedy（快速）、optimal（Held-Karp）或 bitmask（精确 BFS）</translation>
    </message>
    <message>
        <source>the start cell (default: the map's start)</source>
        <translation>起始格（默认：地图的起点）</translation>
    </message>
    <message>
        <source>the goal cell (default: the map's exit)</source>
        <translation>目标格（默认：地图的出口）</translation>
    </message>
    <message>
        <source>write the music with a click on every beat (16-bit mono WAV)</source>
        <translation>写出在每拍加上咔哒声的音乐（16 位单声道 WAV）</translation>
    </message>
    <message>
        <source>W A S D to move, Z X to dig (Lode Runner), . to wait, 1-9 to choose
a tower room; one key per beat. Or a file of timed inputs:
one 'SECONDS KEY' per line</source>
        <translation>W A S D 移动，Z X 挖掘（淘金者），. 等待，1-9 选择
塔的房间；每拍一个按键。也可以是定时输入文件：
每行一个 'SECONDS KEY'</translation>
    </message>
    <message>
        <source>moves count only inside the beat window (else a Miss)</source>
        <translation>只有节拍窗口内的移动才算数（否则为 Miss）</translation>
    </message>
    <message>
        <source>write the session, to replay it later</source>
        <translation>写出试玩记录，以便之后重放</translation>
    </message>
    <message>
        <source>exit with 1 unless the play ends won, lost or playing</source>
        <translation>试玩结束状态不是 won、lost 或 playing 中指定的那个时以 1 退出</translation>
    </message>
    <message>
        <source>add up the sweep files given (output of --json)</source>
        <translation>相加给出的统计文件（--json 的输出）</translation>
    </message>
    <message>
        <source>one search on a map, between its start and exit or two cells</source>
        <translation>在地图上做一次搜索：起点到出口，或两个格子之间</translation>
    </message>
    <message>
        <source>Usage: mapsmith path -m MAP --algo ID [--from X,Y] [--to X,Y] [--json]</source>
        <translation>用法：mapsmith path -m MAP --algo ID [--from X,Y] [--to X,Y] [--json]</translation>
    </message>
    <message>
        <source>Runs one search on a map; exits with 1 if there is no path.
Prints found, cost (in the rules' unit), length (steps), expanded, peak_open, time_ms
and the path's cells.</source>
        <translation>在地图上运行一次搜索；没有路径时以 1 退出。
输出 found、cost（按规则的单位）、length（步数）、expanded、peak_open、time_ms
以及路径上的格子。</translation>
    </message>
    <message>
        <source>play a map headless with a string of keys; print the final state</source>
        <translation>用一串按键无界面试玩地图；输出最终状态</translation>
    </message>
    <message>
        <source>the session's seed (enemies wander with it; default: the map's)</source>
        <translation>试玩的种子（敌人据此游走；默认：地图的种子）</translation>
    </message>
    <message>
        <source>print the state as one JSON object</source>
        <translation>以一个 JSON 对象输出状态</translation>
    </message>
    <message>
        <source>replay a saved play session; print the final state</source>
        <translation>重放保存的试玩记录；输出最终状态</translation>
    </message>
    <message>
        <source>statistics over a range of seeds, or merged from sweep files</source>
        <translation>一组种子的统计，或合并多个统计文件</translation>
    </message>
    <message>
        <source>Usage: mapsmith sweep -c CONFIG --seeds A..B [--jobs N] [--json]
       mapsmith sweep --merge SWEEP.json... [--json]</source>
        <translation>用法：mapsmith sweep -c CONFIG --seeds A..B [--jobs N] [--json]
      mapsmith sweep --merge SWEEP.json... [--json]</translation>
    </message>
    <message>
        <source>print the statistics as one JSON object</source>
        <translation>以一个 JSON 对象输出统计</translation>
    </message>
    <message>
        <source>Usage: mapsmith [FILE]                 open the editor (a config or map file if given)
       mapsmith COMMAND [OPTIONS]      run headless

Commands:
</source>
        <translation>用法：mapsmith [FILE]                  打开编辑器（可指定配置或地图文件）
      mapsmith COMMAND [OPTIONS]       无界面运行

命令：
</translation>
    </message>
    <message>
        <source>
Exit codes: 0 done, 1 a check failed, 2 bad input or usage.
</source>
        <translation>
退出码：0 完成，1 有检查未通过，2 输入或用法错误。
</translation>
    </message>
    <message>
        <source>run the generator's checks over a range of seeds</source>
        <translation>在一组种子上运行生成器的检查</translation>
    </message>
    <message>
        <source>Usage: mapsmith validate -c CONFIG --seeds A..B [--jobs N] [--json]</source>
        <translation>用法：mapsmith validate -c CONFIG --seeds A..B [--jobs N] [--json]</translation>
    </message>
    <message>
        <source>Runs the generator's checks on every seed; exits with 1 if any fails.</source>
        <translation>对每个种子运行生成器的检查；任一未通过则以 1 退出。</translation>
    </message>
    <message>
        <source>thumbnail wall of a range of seeds, each labelled with its seed</source>
        <translation>一组种子的缩略图墙，每张标注其种子</translation>
    </message>
    <message>
        <source>Usage: mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] [--scale N] -o WALL.png [--metric ID] [--badges] [--json]</source>
        <translation>用法：mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] [--scale N] -o WALL.png [--metric ID] [--badges] [--json]</translation>
    </message>
    <message>
        <source>Draws a thumbnail of every seed of the range, each labelled with its seed.</source>
        <translation>为范围内每个种子绘制缩略图，并标注其种子。</translation>
    </message>
    <message>
        <source>pixels per tile (1..64, default 2)</source>
        <translation>每格像素数（1..64，默认 2）</translation>
    </message>
    <message>
        <source>the picture to write</source>
        <translation>要写出的图片</translation>
    </message>
    <message>
        <source>print the layout as one JSON object</source>
        <translation>以一个 JSON 对象输出布局</translation>
    </message>
    <message>
        <source>this mapsmith has no editor (it was built with -DMAPSMITH_BUILD_GUI=OFF); 'mapsmith help' lists its commands, and a build with the default MAPSMITH_BUILD_GUI=ON opens the editor</source>
        <translation>此 mapsmith 不含编辑器（构建时使用了 -DMAPSMITH_BUILD_GUI=OFF）；'mapsmith help' 列出它的命令，使用默认的 MAPSMITH_BUILD_GUI=ON 构建才能打开编辑器</translation>
    </message>
    <message>
        <source>Decodes a music file (WAV, MP3, FLAC, Ogg, ...) and prints found, bpm, offset (the first
beat, in seconds), confidence (0..1), the tempo candidates, the bars (beats per bar and the
first downbeat, where the metre shows), the sections that each keep one grid (more than one
where the tempo drifts) and the beats. A file without a steady pulse prints 'found no' and
'no steady beat found' with the confidence, and still exits with 0.</source>
        <translation>解码音乐文件（WAV、MP3、FLAC、Ogg 等），输出 found、bpm、offset（第一拍，
单位为秒）、confidence（0..1）、候选速度、小节（每小节拍数和第一个强拍，
在节拍型式明显时）、各自保持一个网格的段落（速度漂移时多于一段）和各拍时间。
没有稳定节拍的文件输出“found no”和带置信度的“no steady beat found”，仍以 0 退出。</translation>
    </message>
    <message>
        <source>%1: nothing in the map says which tiles are walls (no collision layer, tile class or property, or solid object): every cell is floor; give --mapping FILE to say</source>
        <translation>%1：地图中没有任何内容说明哪些图块是墙（没有碰撞图层、图块类别或属性，也没有实体对象）：所有格子都作为地面；请用 --mapping FILE 指定</translation>
    </message>
    <message>
        <source>Converts a map between formats, chosen by extension: .yaml (Mapsmith map), .tmj (Tiled JSON),
.tmx (Tiled XML; both also gzipped), .txt (Lode Runner text; reading takes the first level) and
.png (written only: a Tiled map drawn with its tilesets). A Tiled map read from a file is
written back with its tilesets and layers; others with a tileset image beside them
(NAME_tiles.png).</source>
        <translation>按扩展名在格式之间转换地图：.yaml（Mapsmith 地图）、.tmj（Tiled JSON）、
.tmx（Tiled XML；两者都可以是 gzip 压缩的）、.txt（淘金者文本；读取时取第一关）和
.png（只能写出：Tiled 地图按其图块集绘制）。从文件读入的 Tiled 地图写回时保留其图块集和图层；
其他地图写出时在旁边附带图块集图片
（NAME_tiles.png）。</translation>
    </message>
    <message>
        <source>pixels per tile in a PNG (1..64, default 8, or the tile size of a
map drawn with tilesets)</source>
        <translation>PNG 中每个图块的像素数（1..64，默认 8，用图块集绘制的
地图默认为其图块大小）</translation>
    </message>
    <message>
        <source>which Tiled gids are which Mapsmith tiles (YAML); without it a Tiled
map says itself (collision layers, tile classes and properties);
a plain export writes the built-in gids, tile number + 1</source>
        <translation>哪些 Tiled gid 是哪些 Mapsmith 图块（YAML）；不指定时由 Tiled
地图自己说明（碰撞图层、图块类别和属性）；
普通导出使用内置 gid，即图块编号 + 1</translation>
    </message>
    <message>
        <source>--keys is for Lode Runner levels: this map has no Lode Runner tiles</source>
        <translation>--keys 只用于淘金者关卡：这张地图没有淘金者图块</translation>
    </message>
    <message>
        <source>Usage: mapsmith collect -m MAP --planner ID [--keys] [--json]</source>
        <translation>用法：mapsmith collect -m MAP --planner ID [--keys] [--json]</translation>
    </message>
    <message>
        <source>Plans the order in which to collect the map's gold (or its lights, if it has no gold),
starting at the map's start; exits with 1 if some cannot be collected. A Lode Runner level
is planned by its own rules, digging included and guards left out, up to the top row once
the gold is taken.</source>
        <translation>从地图起点出发，规划收集地图上金块（没有金块时为光源）的顺序；
有无法收集的目标时以 1 退出。淘金者关卡按其自身规则规划（包括挖掘，
不考虑守卫），金块取完后一直规划到最上面一行。</translation>
    </message>
    <message>
        <source>greedy (fast, any number of gold), optimal (Held-Karp, up to 20)
or bitmask (exact, up to 14)</source>
        <translation>greedy（快速，金块数量不限）、optimal（Held-Karp，最多 20 个）
或 bitmask（精确，最多 14 个）</translation>
    </message>
    <message>
        <source>Lode Runner: print the walk as keys for 'mapsmith play --inputs'</source>
        <translation>淘金者：把路线输出为可用于 'mapsmith play --inputs' 的按键</translation>
    </message>
    <message>
        <source>stop searching after this long (default 10)</source>
        <translation>搜索这么长时间后停止（默认 10）</translation>
    </message>
    <message>
        <source>%1 wants seconds in (0, 86400], not '%2'</source>
        <translation>%1 需要 (0, 86400] 之间的秒数，而不是“%2”</translation>
    </message>
    <message>
        <source>the keys that win a Lode Runner level, guards included</source>
        <translation>赢得淘金者关卡（含守卫）的按键</translation>
    </message>
    <message>
        <source>Usage: mapsmith solve -m LEVEL [--time-limit SECONDS] [-s SEED] [--json]</source>
        <translation>用法：mapsmith solve -m LEVEL [--time-limit SECONDS] [-s SEED] [--json]</translation>
    </message>
    <message>
        <source>Searches the Lode Runner game, guards included, for keys that win the level; prints them,
or why it gave up (gold unreachable even by digging, every line caught by a guard, the
time limit), and what the level asks: moves, digs, the closest a guard came, the gold
reachable without digging and the gold that needs it. Exits with 1 when not solved.
'mapsmith play -m LEVEL --inputs KEYS' (same seed) plays every printed solution to won.</source>
        <translation>在含守卫的淘金者游戏中搜索赢得关卡的按键并输出，
或说明放弃的原因（即使挖掘也到不了金块、每条路线都被守卫抓住、
超出时间限制），以及关卡的要求：移动数、挖掘数、守卫最近的距离、
不挖掘就能拿到的金块和需要挖掘的金块。未解出时以 1 退出。
'mapsmith play -m LEVEL --inputs KEYS'（同一种子）能把输出的每个解玩到 won。</translation>
    </message>
    <message>
        <source>the level (YAML map)</source>
        <translation>关卡（YAML 地图）</translation>
    </message>
    <message>
        <source>the play's seed, which the guards draw from (default: the map's)</source>
        <translation>试玩的种子，守卫据此行动（默认：地图的种子）</translation>
    </message>
    <message>
        <source>Generates every seed of the range and prints statistics of each metric (count, min, mean,
max, standard deviation) and the checks that failed. With --json, one JSON object with the
histograms too; --merge adds up such files of disjoint seed ranges of the same config, so
a long sweep can be split across machines. Metrics of grid maps: floor_share,
path_length, solvable, dead_ends, rooms, retries, checks_failed; of towers: paths, rooms,
edges, start_rooms, elites, solvable, retries, checks_failed. Lode Runner levels also get
beatable: the solver wins the level with its guards within 20,000 game states (a bound in
states, not seconds, so the share is the same on every machine; a lower bound).</source>
        <translation>生成范围内的每个种子，输出每项指标的统计（数量、最小值、平均值、
最大值、标准差）以及未通过的检查。加 --json 时输出一个含直方图的 JSON 对象；
--merge 把同一配置、种子范围互不重叠的此类文件相加，
因此长时间的统计可以拆分到多台机器上。网格地图的指标：floor_share、
path_length、solvable、dead_ends、rooms、retries、checks_failed；塔图：paths、rooms、
edges、start_rooms、elites、solvable、retries、checks_failed。Lode Runner 关卡另有
beatable：求解器在 20,000 个游戏状态内带守卫通关该关卡（以状态数而非秒数为界，
因此在任何机器上比例都相同；这是一个下界）。</translation>
    </message>
    <message>
        <source>write the map file (.tmx / .tmj: a Tiled map)</source>
        <translation>写出地图文件（.tmx / .tmj：Tiled 地图）</translation>
    </message>
    <message>
        <source>%1 wants a number in [%2, %3], not '%4'</source>
        <translation>%1 需要 [%2, %3] 内的数，而不是“%4”</translation>
    </message>
    <message>
        <source>%1 wants %2, not '%3'</source>
        <translation>%1 需要 %2，而不是“%3”</translation>
    </message>
    <message>
        <source>the tempo in beats per minute, 20..400 (default: the level's, else 120)</source>
        <translation>每分钟拍数，20..400（默认：关卡的值，否则为 120）</translation>
    </message>
    <message>
        <source>the time of beat 0, -3600..3600 (default: the level's, else 0)</source>
        <translation>第 0 拍的时间，-3600..3600（默认：关卡的值，否则为 0）</translation>
    </message>
    <message>
        <source>the input window, a fraction of a beat, 0.01..0.5 (default: the level's,
else 0.25)</source>
        <translation>判定窗口，以拍为单位的比例，0.01..0.5（默认：关卡的值，
否则为 0.25）</translation>
    </message>
    <message>
        <source>off, diamond or shadowcast (default diamond)</source>
        <translation>off、diamond 或 shadowcast（默认 diamond）</translation>
    </message>
    <message>
        <source>cells the player sees, 1..64 (default 8)</source>
        <translation>玩家能看到的格数，1..64（默认 8）</translation>
    </message>
    <message>
        <source>cells a light reaches (Chebyshev), 1..32 (default 6)</source>
        <translation>灯光照到的格数（切比雪夫距离），1..32（默认 6）</translation>
    </message>
    <message>
        <source>start: every light shines until taken (default); taken: a light
shines once taken</source>
        <translation>start：每盏灯发光直到被拾取（默认）；taken：灯在被
拾取后才发光</translation>
    </message>
    <message>
        <source>enemies this close (Manhattan) chase, 0..256 (default 8)</source>
        <translation>在此距离（曼哈顿）内的敌人会追击，0..256（默认 8）</translation>
    </message>
    <message>
        <source>Lode Runner: beats a dug hole stays open, 1..64 (default 37)</source>
        <translation>淘金者：挖出的洞保持打开的拍数，1..64（默认 37）</translation>
    </message>
    <message>
        <source>the player's health, 0..99; 0 (default): a touch by an enemy loses</source>
        <translation>玩家的生命值，0..99；0（默认）：被敌人碰到即失败</translation>
    </message>
    <message>
        <source>Usage: mapsmith play -m LEVEL --inputs KEYS [--rhythm] [--bpm BPM] [--offset SECONDS]
                     [--window FRACTION] [--vision MODE] [--vision-radius N] [--light-radius N]
                     [--lights start|taken] [--chase-range N] [--hole-beats N] [--hp N]
                     [--save SESSION.yaml] [-s SEED] [--expect won|lost|playing] [--json]</source>
        <translation>用法：mapsmith play -m LEVEL --inputs KEYS [--rhythm] [--bpm BPM] [--offset SECONDS]
                     [--window FRACTION] [--vision MODE] [--vision-radius N] [--light-radius N]
                     [--lights start|taken] [--chase-range N] [--hole-beats N] [--hp N]
                     [--save SESSION.yaml] [-s SEED] [--expect won|lost|playing] [--json]</translation>
    </message>
    <message>
        <source>the level: a map file, a config or a project (YAML)</source>
        <translation>关卡：地图文件、配置或项目（YAML）</translation>
    </message>
    <message>
        <source>Usage: mapsmith replay SESSION.yaml [--bpm BPM] [--offset SECONDS] [--window FRACTION]
                       [--vision MODE] [--vision-radius N] [--light-radius N] [--lights start|taken]
                       [--chase-range N] [--hole-beats N] [--hp N] [--expect won|lost|playing] [--json]</source>
        <translation>用法：mapsmith replay SESSION.yaml [--bpm BPM] [--offset SECONDS] [--window FRACTION]
                       [--vision MODE] [--vision-radius N] [--light-radius N] [--lights start|taken]
                       [--chase-range N] [--hole-beats N] [--hp N] [--expect won|lost|playing] [--json]</translation>
    </message>
    <message>
        <source>Replays a saved play session and prints its final state, as 'play' does. The session's
options are the recorded ones; an option given here replaces its recorded value.</source>
        <translation>重放保存的试玩记录，并像 'play' 一样输出最终状态。试玩的选项
取记录中的值；在此给出的选项会替换记录中的值。</translation>
    </message>
    <message>
        <source>Plays the level headless and prints the final state: status, player, collected, combo,
health, beat and the state hash. LEVEL is a map file, a config or a project; a config's
or project's beat section is the grid the play is judged on, and the level's play section
its rules, unless the options below say otherwise. Exits with 1 if --expect names another
status.</source>
        <translation>无界面试玩关卡并输出最终状态：状态、玩家位置、已收集、连击、
生命、节拍和状态哈希。LEVEL 是地图文件、配置或项目；配置或项目的
beat 段就是判定试玩的节拍网格，关卡的 play 段就是试玩规则，
除非下面的选项另有指定。--expect 指定的状态不符时以 1 退出。</translation>
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
    <message>
        <source>Edit this map</source>
        <translation>编辑此地图</translation>
    </message>
    <message>
        <source>Discard edits and regenerate</source>
        <translation>放弃编辑并重新生成</translation>
    </message>
    <message>
        <source>Choose preset %1</source>
        <translation>选择预设 %1</translation>
    </message>
    <message>
        <source>Change tileset</source>
        <translation>更换图块集</translation>
    </message>
    <message>
        <source>Remove tileset</source>
        <translation>移除图块集</translation>
    </message>
    <message>
        <source>Change play rules</source>
        <translation>更改游玩规则</translation>
    </message>
</context>
<context>
    <name>CoreMessage</name>
    <message>
        <source>%1 (%2, %3) is outside the %4x%5 map</source>
        <translation>%1 (%2, %3) 在 %4x%5 的地图之外</translation>
    </message>
    <message>
        <source>%1 (%2, %3) is outside the map</source>
        <translation>%1 (%2, %3) 在地图之外</translation>
    </message>
    <message>
        <source>%1 (%2, %3) is on a closed tile (%4)</source>
        <translation>%1 (%2, %3) 位于不可通行的图块上（%4）</translation>
    </message>
    <message>
        <source>%1 (%2, %3) is off the map or on a closed tile</source>
        <translation>%1 (%2, %3) 在地图之外或位于不可通行的图块上</translation>
    </message>
    <message>
        <source>%1 rules on a %2x%3 map need %4 search states; the limit is %5 (shorten the beat period)</source>
        <translation>%2x%3 地图上的 %1 规则需要 %4 个搜索状态；上限为 %5（请缩短节拍周期）</translation>
    </message>
    <message>
        <source>the optimal planner (Held-Karp) handles at most %1 targets, its table grows as 2^n x n; this map has %2 reachable: use the greedy planner</source>
        <translation>最优规划器（Held-Karp）最多处理 %1 个目标，其表按 2^n x n 增长；此地图有 %2 个可达目标：请使用贪心规划器</translation>
    </message>
    <message>
        <source>the bitmask planner handles at most %1 targets (its table grows as 2^n); this map has %2: use the optimal or greedy planner</source>
        <translation>位掩码规划器最多处理 %1 个目标（其表按 2^n 增长）；此地图有 %2 个：请使用最优或贪心规划器</translation>
    </message>
    <message>
        <source>the bitmask planner would need %1 table entries (%2 reachable states x 2^%3); the limit is %4: use the optimal planner</source>
        <translation>位掩码规划器需要 %1 个表项（%2 个可达状态 x 2^%3）；上限为 %4：请使用最优规划器</translation>
    </message>
    <message>
        <source>the optimal planner handles at most %1 targets; this map has %2: use the greedy planner</source>
        <translation>最优规划器最多处理 %1 个目标；此地图有 %2 个：请使用贪心规划器</translation>
    </message>
    <message>
        <source>the bitmask planner needs more than %1 states on this level (the holes multiply them): use the optimal or greedy planner</source>
        <translation>位掩码规划器在此关卡上需要超过 %1 个状态（洞会使状态成倍增加）：请使用最优或贪心规划器</translation>
    </message>
    <message>
        <source>gold at (%1, %2) is sealed in solid stone: no way in from the runner's start, even by digging</source>
        <translation>(%1, %2) 处的金子被封在坚石中：即使挖掘，也无法从奔跑者的起点到达</translation>
    </message>
    <message>
        <source>the %1 planner handles at most %2 gold; this level has %3: use the greedy planner</source>
        <translation>%1 规划器最多处理 %2 块金子；此关卡有 %3 块：请使用贪心规划器</translation>
    </message>
    <message>
        <source>the solver handles levels of up to 65,535 cells with their border; this one has %1</source>
        <translation>求解器处理的关卡（含边框）最多 65,535 个格子；此关卡有 %1 个</translation>
    </message>
    <message>
        <source>unknown generator '%1'</source>
        <translation>未知的生成器“%1”</translation>
    </message>
    <message>
        <source>unknown parameter '%1'</source>
        <translation>未知的参数“%1”</translation>
    </message>
    <message>
        <source>%1 %2: %3 is outside %4</source>
        <translation>%1 %2：%3 超出范围 %4</translation>
    </message>
    <message>
        <source>%1 unknown key '%2'</source>
        <translation>%1 有未知的键“%2”</translation>
    </message>
    <message>
        <source>%1 '%2' is not one of %3</source>
        <translation>%1 的值“%2”不是以下之一：%3</translation>
    </message>
    <message>
        <source>%1 expected one of %2</source>
        <translation>%1 应为以下之一：%2</translation>
    </message>
    <message>
        <source>%1 expected an integer</source>
        <translation>%1 应为整数</translation>
    </message>
    <message>
        <source>%1 expected a number</source>
        <translation>%1 应为数字</translation>
    </message>
    <message>
        <source>%1 expected true or false</source>
        <translation>%1 应为 true 或 false</translation>
    </message>
    <message>
        <source>%1 expected a table of weights</source>
        <translation>%1 应为权重表</translation>
    </message>
    <message>
        <source>%1 %2 is outside %3</source>
        <translation>%1 的值 %2 超出范围 %3</translation>
    </message>
    <message>
        <source>the map has no start: give the search a start cell (--from X,Y)</source>
        <translation>地图没有起点：请为搜索指定起点格（--from X,Y）</translation>
    </message>
    <message>
        <source>the map has no exit: give the search a goal cell (--to X,Y)</source>
        <translation>地图没有出口：请为搜索指定终点格（--to X,Y）</translation>
    </message>
    <message>
        <source>jps needs every open tile to cost the same, and this map has slow tiles: use astar</source>
        <translation>JPS 要求每个可通行图块的代价相同，而此地图有减速图块：请使用 A*</translation>
    </message>
    <message>
        <source>the map is empty</source>
        <translation>地图为空</translation>
    </message>
    <message>
        <source>the map has no start: give the planner a start cell</source>
        <translation>地图没有起点：请为规划器指定起点格</translation>
    </message>
    <message>
        <source>the tower map has no nodes to play</source>
        <translation>塔图没有可玩的节点</translation>
    </message>
    <message>
        <source>the map has no start: place one to play it</source>
        <translation>地图没有起点：请放置一个起点后再试玩</translation>
    </message>
    <message>
        <source>not a Lode Runner level: it has no brick, solid, ladder, rope, trap or hidden ladder</source>
        <translation>不是淘金者关卡：没有砖块、坚石、梯子、绳索、陷阱或隐藏梯子</translation>
    </message>
    <message>
        <source>parameter 'beatable' needs the Lode Runner solver (mapsmith::solve), which this program does not link</source>
        <translation>参数“beatable”需要淘金者求解器（mapsmith::solve），而本程序未链接它</translation>
    </message>
    <message>
        <source>start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>终点</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>守卫</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>地面</translation>
    </message>
    <message>
        <source>door</source>
        <translation>门</translation>
    </message>
    <message>
        <source>brick</source>
        <translation>砖块</translation>
    </message>
    <message>
        <source>solid</source>
        <translation>坚石</translation>
    </message>
    <message>
        <source>ladder</source>
        <translation>梯子</translation>
    </message>
    <message>
        <source>rope</source>
        <translation>绳索</translation>
    </message>
    <message>
        <source>trap</source>
        <translation>陷阱</translation>
    </message>
    <message>
        <source>hidden_ladder</source>
        <translation>隐藏梯子</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>减速地面</translation>
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
    <message>
        <source>Enemies</source>
        <translation>敌人</translation>
    </message>
    <message>
        <source>Levels tried for a beatable one</source>
        <translation>为得到可通关关卡所试的关卡数</translation>
    </message>
</context>
<context>
    <name>GamePreset</name>
    <message>
        <source>Rhythm dungeon cave</source>
        <translation>节奏地牢洞穴</translation>
    </message>
    <message>
        <source>A cave with 5 skeletons away from the start; gold is planned around them</source>
        <translation>远离起点有 5 个骷髅的洞穴；收集金币时绕开它们</translation>
    </message>
    <message>
        <source>Exploration rooms</source>
        <translation>探索房间</translation>
    </message>
    <message>
        <source>Rooms and corridors lit by light sources the player eats</source>
        <translation>由玩家会吃掉的光源照亮的房间和走廊</translation>
    </message>
    <message>
        <source>Classic maze</source>
        <translation>经典迷宫</translation>
    </message>
    <message>
        <source>Prim's maze on 20 x 19 cells, in on the left, out on the right</source>
        <translation>20 × 19 格的 Prim 迷宫，左进右出</translation>
    </message>
    <message>
        <source>Spire tower</source>
        <translation>尖塔</translation>
    </message>
    <message>
        <source>15 floors, 6 paths from columns 0 to 5, the game's room weights</source>
        <translation>15 层，6 条路径从第 0 到第 5 列出发，游戏原有的房间权重</translation>
    </message>
    <message>
        <source>Classic Lode Runner</source>
        <translation>经典淘金者</translation>
    </message>
    <message>
        <source>One 28 x 16 screen: 8 gold, 3 guards, the hidden escape ladder</source>
        <translation>一屏 28 × 16：8 块金子，3 个守卫，隐藏的逃生梯</translation>
    </message>
</context>
<context>
    <name>MediaBackend</name>
    <message>
        <source>Audio is unavailable: Qt Multimedia's %1 backend does not load (%2).</source>
        <translation>音频不可用：Qt Multimedia 的 %1 后端无法加载（%2）。</translation>
    </message>
    <message>
        <source>Audio is unavailable: Qt Multimedia has no %1 backend (installed: %2). Install libqt6multimedia6 with its FFmpeg plugin, or name an installed backend in QT_MEDIA_BACKEND.</source>
        <translation>音频不可用：Qt Multimedia 没有 %1 后端（已安装：%2）。请安装带 FFmpeg 插件的 libqt6multimedia6，或在 QT_MEDIA_BACKEND 中指定一个已安装的后端。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
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
    <message>
        <source>Keep only levels the solver wins with the guards (a few tries, then a note).</source>
        <translation>只保留求解器在有守卫时能通关的关卡（尝试几次，之后给出提示）。</translation>
    </message>
    <message>
        <source>Only beatable levels</source>
        <translation>只保留可通关的关卡</translation>
    </message>
    <message>
        <source>A path's safety score adds min(distance to an enemy, cap) over its cells.</source>
        <translation>路径的安全分是其每格 min(离敌人的距离, 上限) 之和。</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Columns 0, 1, 2, ... in order</source>
        <translation>依次为第 0、1、2……列</translation>
    </message>
    <message>
        <source>Danger falloff</source>
        <translation>危险衰减</translation>
    </message>
    <message>
        <source>Danger radius</source>
        <translation>危险半径</translation>
    </message>
    <message>
        <source>Danger weight</source>
        <translation>危险权重</translation>
    </message>
    <message>
        <source>Detour bonus</source>
        <translation>绕路奖励</translation>
    </message>
    <message>
        <source>Enemies</source>
        <translation>敌人</translation>
    </message>
    <message>
        <source>Enemies are at least this many steps from the start.</source>
        <translation>敌人离起点至少这么多步。</translation>
    </message>
    <message>
        <source>Enemies farther from a gold than this add nothing to its score.</source>
        <translation>离金币比这更远的敌人不增加它的评分。</translation>
    </message>
    <message>
        <source>Enemies placed on floor the player can reach (the rhythm dungeon has 5).</source>
        <translation>放在玩家能到达的地面上的敌人数（节奏地牢有 5 个）。</translation>
    </message>
    <message>
        <source>Fixed floor conflict</source>
        <translation>固定楼层冲突</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>How much the gold planner shuns gold near an enemy.</source>
        <translation>收集金币的规划器有多避开敌人附近的金币。</translation>
    </message>
    <message>
        <source>How the danger penalty falls off with the distance to the nearest enemy.</source>
        <translation>危险惩罚如何随离最近敌人的距离衰减。</translation>
    </message>
    <message>
        <source>Keep the last attempt, with a note</source>
        <translation>保留最后一次尝试并附说明</translation>
    </message>
    <message>
        <source>Left at the top, right at the bottom</source>
        <translation>左侧上方进，右侧下方出</translation>
    </message>
    <message>
        <source>Move on to the next seed and retry</source>
        <translation>换下一个种子再重试</translation>
    </message>
    <message>
        <source>Random (the first two differ)</source>
        <translation>随机（前两条不同）</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>Safety cap</source>
        <translation>安全上限</translation>
    </message>
    <message>
        <source>Seeds to move on</source>
        <translation>最多换几个种子</translation>
    </message>
    <message>
        <source>Solution colour</source>
        <translation>解的颜色</translation>
    </message>
    <message>
        <source>Start columns</source>
        <translation>起始列</translation>
    </message>
    <message>
        <source>Taken off a gold's score for every other gold its path walks over.</source>
        <translation>去往一枚金币的路上每经过另一枚金币，就从它的评分中减去这么多。</translation>
    </message>
    <message>
        <source>The colour the play-test draws the maze's solution in.</source>
        <translation>试玩时画迷宫解所用的颜色。</translation>
    </message>
    <message>
        <source>The palette's</source>
        <translation>调色板的</translation>
    </message>
    <message>
        <source>The rest before the boss wins</source>
        <translation>Boss 前的休息处优先</translation>
    </message>
    <message>
        <source>The treasure floor wins</source>
        <translation>宝箱层优先</translation>
    </message>
    <message>
        <source>Weight times (1 - distance / radius)</source>
        <translation>权重 ×（1 − 距离 / 半径）</translation>
    </message>
    <message>
        <source>Weight times (radius - distance)</source>
        <translation>权重 ×（半径 − 距离）</translation>
    </message>
    <message>
        <source>What happens when every retry breaks a rule.</source>
        <translation>每次重试都违反规则时怎么办。</translation>
    </message>
    <message>
        <source>When the retries fail</source>
        <translation>重试都失败时</translation>
    </message>
    <message>
        <source>Where the paths start on floor 0.</source>
        <translation>路径在第 0 层从哪里出发。</translation>
    </message>
    <message>
        <source>Which type a floor gets when it is both the treasure floor and the top floor.</source>
        <translation>一层既是宝箱层又是顶层时取哪种类型。</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白色</translation>
    </message>
    <message>
        <source>With next seed: how many seeds to move on at most before keeping the last attempt.</source>
        <translation>换种子时：最多换多少个种子，之后保留最后一次尝试。</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <source>Enemy distance</source>
        <translation>敌人离起点的距离</translation>
    </message>
</context>
<context>
    <name>SweepMetric</name>
    <message>
        <source>Floor share</source>
        <translation>地面占比</translation>
    </message>
    <message>
        <source>Start to exit path</source>
        <translation>起点到出口路径</translation>
    </message>
    <message>
        <source>Solvable</source>
        <translation>可通关</translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation>死路</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>房间</translation>
    </message>
    <message>
        <source>Retries</source>
        <translation>重试次数</translation>
    </message>
    <message>
        <source>Checks failed</source>
        <translation>未通过的检查</translation>
    </message>
    <message>
        <source>Start-to-boss paths</source>
        <translation>起点到首领的路径</translation>
    </message>
    <message>
        <source>Edges</source>
        <translation>连线</translation>
    </message>
    <message>
        <source>Rooms on floor 0</source>
        <translation>第 0 层房间</translation>
    </message>
    <message>
        <source>Elite rooms</source>
        <translation>精英房间</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>格</translation>
    </message>
    <message>
        <source>Beatable (solver)</source>
        <translation>求解器能通关</translation>
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
    <message>
        <source>Under each seed: %1</source>
        <translation>每个种子下方：%1</translation>
    </message>
</context>
<context>
    <name>mapsmith::Actions</name>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Import Tiled Map (.tmj, .tmx)…</source>
        <translation>导入 Tiled 地图 (.tmj, .tmx)(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Save Config</source>
        <translation>保存配置(&amp;S)</translation>
    </message>
    <message>
        <source>Save the generator, seed and parameters; hand edits are not part of a config (export the map to keep them)</source>
        <translation>保存生成器、种子和参数；手工编辑不属于配置（请导出地图以保留它们）</translation>
    </message>
    <message>
        <source>Save Config &amp;As…</source>
        <translation>配置另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save &amp;Project</source>
        <translation>保存项目(&amp;P)</translation>
    </message>
    <message>
        <source>Save the generator, seed, parameters and hand edits in one project file</source>
        <translation>将生成器、种子、参数和手工编辑保存到一个项目文件</translation>
    </message>
    <message>
        <source>Save Project As…</source>
        <translation>项目另存为…</translation>
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
        <source>Export &amp;Lode Runner Level (.txt)…</source>
        <translation>导出淘金者关卡 (.txt)(&amp;L)…</translation>
    </message>
    <message>
        <source>Export Thumbnail &amp;Wall…</source>
        <translation>导出缩略图墙(&amp;W)…</translation>
    </message>
    <message>
        <source>Export &amp;Tiled Map (.tmj, .tmx)…</source>
        <translation>导出 Tiled 地图 (.tmj, .tmx)(&amp;T)…</translation>
    </message>
    <message>
        <source>Tiled Tile Ma&amp;pping…</source>
        <translation>Tiled 图块对照表(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
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
        <source>Re&amp;generate</source>
        <translation>重新生成(&amp;G)</translation>
    </message>
    <message>
        <source>Clear &amp;Hand Edits</source>
        <translation>清除手工编辑(&amp;H)</translation>
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
        <source>Show &amp;Walkability Over Tile Art</source>
        <translation>在图块画面上显示可通行性(&amp;W)</translation>
    </message>
    <message>
        <source>Tint the tiles searches, validation and play use over a map drawn with its tileset</source>
        <translation>在用图块集绘制的地图上着色显示搜索、校验和试玩所用的图块</translation>
    </message>
    <message>
        <source>&amp;Edit This Map</source>
        <translation>编辑此地图(&amp;E)</translation>
    </message>
    <message>
        <source>Bake the generated map into an editable one that keeps its generator, parameters and seed; changing them later asks before discarding the edits</source>
        <translation>把生成的地图固化为可编辑的地图，并保留其生成器、参数和种子；之后更改它们时会先询问是否放弃编辑</translation>
    </message>
    <message>
        <source>&amp;Autosave Interval…</source>
        <translation>自动保存间隔(&amp;A)…</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Report a Problem…</source>
        <translation>报告问题(&amp;R)…</translation>
    </message>
    <message>
        <source>What to put in a bug report: the version, and the folder where the editor keeps work for recovery</source>
        <translation>错误报告应包含的内容：版本，以及编辑器保存恢复数据的文件夹</translation>
    </message>
    <message>
        <source>&amp;About Mapsmith</source>
        <translation>关于 Mapsmith(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
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
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>How to generate, edit, search, plan, play and time a level, in this language</source>
        <translation>如何生成、编辑、搜索、规划、试玩关卡并为其定节拍（以当前语言显示）</translation>
    </message>
</context>
<context>
    <name>mapsmith::Autosaver</name>
    <message>
        <source>Cannot autosave: %1 is locked</source>
        <translation>无法自动保存：%1 已被锁定</translation>
    </message>
</context>
<context>
    <name>mapsmith::BeatPanel</name>
    <message>
        <source>Change BPM</source>
        <translation>修改 BPM</translation>
    </message>
    <message>
        <source>Change beat offset</source>
        <translation>修改节拍偏移</translation>
    </message>
    <message>
        <source>Change beats per bar</source>
        <translation>修改每小节拍数</translation>
    </message>
    <message>
        <source>Change input window</source>
        <translation>修改输入窗口</translation>
    </message>
    <message>
        <source>Drag beat grid</source>
        <translation>拖动节拍网格</translation>
    </message>
    <message>
        <source>Cannot open the music: %1</source>
        <translation>无法打开音乐：%1</translation>
    </message>
    <message>
        <source>Detection failed: %1</source>
        <translation>检测失败：%1</translation>
    </message>
    <message>
        <source>Open music…</source>
        <translation>打开音乐…</translation>
    </message>
    <message>
        <source>Metronome</source>
        <translation>节拍器</translation>
    </message>
    <message>
        <source>Click volume</source>
        <translation>节拍音量</translation>
    </message>
    <message>
        <source>Export mix…</source>
        <translation>导出混音…</translation>
    </message>
    <message>
        <source>Write the music with a click on every beat to a WAV file</source>
        <translation>将每拍带节拍声的音乐写入 WAV 文件</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>BPM</source>
        <translation>BPM</translation>
    </message>
    <message>
        <source>Offset (s)</source>
        <translation>偏移（秒）</translation>
    </message>
    <message>
        <source>Time of beat 0 in the music</source>
        <translation>第 0 拍在音乐中的时间</translation>
    </message>
    <message>
        <source>Beats per bar</source>
        <translation>每小节拍数</translation>
    </message>
    <message>
        <source>Input window (beats)</source>
        <translation>输入窗口（拍）</translation>
    </message>
    <message>
        <source>−1 beat</source>
        <translation>−1 拍</translation>
    </message>
    <message>
        <source>−½ beat</source>
        <translation>−½ 拍</translation>
    </message>
    <message>
        <source>+½ beat</source>
        <translation>+½ 拍</translation>
    </message>
    <message>
        <source>+1 beat</source>
        <translation>+1 拍</translation>
    </message>
    <message>
        <source>Tap (T)</source>
        <translation>敲击 (T)</translation>
    </message>
    <message>
        <source>Tap along with the music; a pause of two seconds starts over</source>
        <translation>跟着音乐敲击；停顿两秒后重新开始</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>检测</translation>
    </message>
    <message>
        <source>Beats stacked (onsets should line up on the centre line)</source>
        <translation>逐拍叠放（起音应对齐中线）</translation>
    </message>
    <message>
        <source>Tempo candidates (click one to apply)</source>
        <translation>速度候选（点击应用）</translation>
    </message>
    <message>
        <source>Click to seek, wheel to zoom; drag a beat line to move the grid, Shift+drag to change the tempo</source>
        <translation>单击定位，滚轮缩放；拖动拍线移动网格，Shift+拖动改变速度</translation>
    </message>
    <message>
        <source>No music</source>
        <translation>无音乐</translation>
    </message>
    <message>
        <source>Decoding %1…</source>
        <translation>正在解码 %1…</translation>
    </message>
    <message>
        <source>Open music</source>
        <translation>打开音乐</translation>
    </message>
    <message>
        <source>Music (*.wav *.mp3 *.flac *.ogg *.oga *.opus);;All files (*)</source>
        <translation>音乐 (*.wav *.mp3 *.flac *.ogg *.oga *.opus);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 s, %2 Hz</source>
        <translation>%1 秒，%2 Hz</translation>
    </message>
    <message>
        <source>; MP3 encoder delay and padding removed</source>
        <translation>；已去除 MP3 编码延迟和填充</translation>
    </message>
    <message>
        <source>Set music</source>
        <translation>设置音乐</translation>
    </message>
    <message>
        <source>Nudge grid later</source>
        <translation>网格后移</translation>
    </message>
    <message>
        <source>Nudge grid earlier</source>
        <translation>网格前移</translation>
    </message>
    <message>
        <source>Tap: keep tapping on the beat</source>
        <translation>敲击：请继续按拍敲击</translation>
    </message>
    <message>
        <source>Tap: %1 BPM from %2 taps</source>
        <translation>敲击：%2 次敲击得 %1 BPM</translation>
    </message>
    <message>
        <source>Tap tempo</source>
        <translation>敲击定速</translation>
    </message>
    <message>
        <source>Detecting the tempo…</source>
        <translation>正在检测速度…</translation>
    </message>
    <message>
        <source>%1 BPM  (confidence %2)</source>
        <translation>%1 BPM（置信度 %2）</translation>
    </message>
    <message>
        <source>Detected %1 BPM, offset %2 s, confidence %3</source>
        <translation>检测到 %1 BPM，偏移 %2 秒，置信度 %3</translation>
    </message>
    <message>
        <source>Apply detected tempo</source>
        <translation>应用检测到的速度</translation>
    </message>
    <message>
        <source>No music is loaded</source>
        <translation>未加载音乐</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>Export audition mix</source>
        <translation>导出试听混音</translation>
    </message>
    <message>
        <source>WAV audio (*.wav)</source>
        <translation>WAV 音频 (*.wav)</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>×2</source>
        <translation>×2</translation>
    </message>
    <message>
        <source>Double the tempo (the beat is twice as fast)</source>
        <translation>速度加倍（节拍快一倍）</translation>
    </message>
    <message>
        <source>½</source>
        <translation>½</translation>
    </message>
    <message>
        <source>Halve the tempo (the beat is half as fast)</source>
        <translation>速度减半（节拍慢一半）</translation>
    </message>
    <message>
        <source>Double tempo</source>
        <translation>速度加倍</translation>
    </message>
    <message>
        <source>Halve tempo</source>
        <translation>速度减半</translation>
    </message>
    <message>
        <source>No steady beat found (confidence %1)</source>
        <translation>未找到稳定的节拍（置信度 %1）</translation>
    </message>
    <message>
        <source>; %1 beats a bar</source>
        <translation>；每小节 %1 拍</translation>
    </message>
    <message numerus="yes">
        <source>; the tempo drifts: %n sections, see the drift view below</source>
        <translation><numerusform>；速度有漂移：共 %n 段，见下方的漂移视图</numerusform></translation>
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
    <name>mapsmith::DockLayout</name>
    <message>
        <source>Generator</source>
        <translation>生成器</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Planner</source>
        <translation>规划器</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>调色板</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>试玩</translation>
    </message>
    <message>
        <source>Beat</source>
        <translation>节拍</translation>
    </message>
    <message>
        <source>Seed Sweep</source>
        <translation>种子统计</translation>
    </message>
</context>
<context>
    <name>mapsmith::DriftView</name>
    <message>
        <source>Where the grid drifts from the detected beats along the song: a dot per beat, late above the line, early below; click to seek</source>
        <translation>整首歌中网格偏离检测到的节拍之处：每拍一个点，偏晚在线上方，偏早在线下方；点击跳转</translation>
    </message>
    <message>
        <source>%1 BPM</source>
        <translation>%1 BPM</translation>
    </message>
    <message>
        <source>drifting, %1 BPM</source>
        <translation>漂移，%1 BPM</translation>
    </message>
    <message>
        <source>Detect to see where the grid drifts from the beats</source>
        <translation>检测后可查看网格偏离节拍之处</translation>
    </message>
</context>
<context>
    <name>mapsmith::FileOpener</name>
    <message>
        <source>Open File</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>Open Config</source>
        <translation>打开配置</translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation>打开地图</translation>
    </message>
    <message>
        <source>Import Tiled Map</source>
        <translation>导入 Tiled 地图</translation>
    </message>
    <message>
        <source>Open Lode Runner Levels</source>
        <translation>打开淘金者关卡</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Opening cancelled</source>
        <translation>已取消打开</translation>
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
        <source>Import cancelled</source>
        <translation>已取消导入</translation>
    </message>
    <message>
        <source>Imported %1: walls from %2</source>
        <translation>已导入 %1：墙来自 %2</translation>
    </message>
</context>
<context>
    <name>mapsmith::FileSaver</name>
    <message>
        <source>Save Config</source>
        <translation>保存配置</translation>
    </message>
    <message>
        <source>Mapsmith config (*.yaml *.yml)</source>
        <translation>Mapsmith 配置 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Config saved without the hand edits: export the map to keep them</source>
        <translation>配置已保存，但不含手工编辑：请导出地图以保留它们</translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>Mapsmith project (*.mapsmith.yaml *.yaml)</source>
        <translation>Mapsmith 项目 (*.mapsmith.yaml *.yaml)</translation>
    </message>
    <message>
        <source>This map was not made by a generator, so a project cannot hold it: export the map to keep it.</source>
        <translation>此地图不是由生成器生成的，项目无法保存它：请导出地图以保留它。</translation>
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
        <source>Export Lode Runner Level</source>
        <translation>导出淘金者关卡</translation>
    </message>
    <message>
        <source>Exported %1 and its tileset %2</source>
        <translation>已导出 %1 及其图块集 %2</translation>
    </message>
    <message>
        <source>Export Tiled Map</source>
        <translation>导出 Tiled 地图</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The project has been modified.
Do you want to save your changes?</source>
        <translation>项目已修改。
是否保存更改？</translation>
    </message>
    <message>
        <source>The map has changes that only an exported map file keeps.
Do you want to export the map?</source>
        <translation>地图的更改只有导出的地图文件才能保存。
要导出地图吗？</translation>
    </message>
    <message>
        <source>The config has been modified.
Do you want to save your changes?</source>
        <translation>配置已修改。
要保存更改吗？</translation>
    </message>
    <message>
        <source>Mapsmith map (*.yaml *.yml)</source>
        <translation>Mapsmith 地图 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
</context>
<context>
    <name>mapsmith::FillTool</name>
    <message>
        <source>Fill with %1</source>
        <translation>用%1填充</translation>
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
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Floor %1, column %2: %3</source>
        <translation>第 %1 层，第 %2 列：%3</translation>
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
        <source>Paint Toolbar</source>
        <translation>绘制工具栏</translation>
    </message>
    <message>
        <source>Opened from a file</source>
        <translation>从文件打开</translation>
    </message>
    <message>
        <source>This map was not made by a generator, so there are no parameters to tune. Open a config to generate maps.</source>
        <translation>这张地图不是由生成器生成的，因此没有可调的参数。打开配置即可生成地图。</translation>
    </message>
    <message>
        <source>Baked for editing</source>
        <translation>已固化以便编辑</translation>
    </message>
    <message>
        <source>Discard edits?</source>
        <translation>放弃编辑？</translation>
    </message>
    <message>
        <source>This map was baked for editing. Regenerating replaces it and discards every edit made to it (Undo brings them back).
Regenerate?</source>
        <translation>此地图已固化以便编辑。重新生成会替换它并放弃对它的所有编辑（撤销可以恢复）。
要重新生成吗？</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>地图(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&lt;map as opened&gt;</source>
        <translation>&lt;打开时的地图&gt;</translation>
    </message>
    <message>
        <source>Import Tiled Map</source>
        <translation>导入 Tiled 地图</translation>
    </message>
    <message>
        <source>Export Tiled Map</source>
        <translation>导出 Tiled 地图</translation>
    </message>
    <message>
        <source>Tiled JSON (*.tmj);;Tiled XML (*.tmx)</source>
        <translation>Tiled JSON (*.tmj);;Tiled XML (*.tmx)</translation>
    </message>
    <message>
        <source>%1: the file is %2 MB, more than the %3 MB a Mapsmith file may have</source>
        <translation>%1：文件大小为 %2 MB，超过了 Mapsmith 文件允许的 %3 MB</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>正在写入…</translation>
    </message>
    <message>
        <source>Closing once the file is written…</source>
        <translation>文件写入完成后关闭…</translation>
    </message>
    <message>
        <source>Tile images not found (drawn as a checker): %1</source>
        <translation>找不到图块图片（以棋盘格显示）：%1</translation>
    </message>
    <message>
        <source>All supported files (*.yaml *.yml *.txt *.tmj *.tmx *.gz);;Mapsmith YAML (*.yaml *.yml);;Lode Runner levels (*.txt);;Tiled maps (*.tmj *.tmx *.tmj.gz *.tmx.gz);;All files (*)</source>
        <translation>所有支持的文件 (*.yaml *.yml *.txt *.tmj *.tmx *.gz);;Mapsmith YAML (*.yaml *.yml);;淘金者关卡 (*.txt);;Tiled 地图 (*.tmj *.tmx *.tmj.gz *.tmx.gz);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmj *.tmx *.tmj.gz *.tmx.gz);;All files (*)</source>
        <translation>Tiled 地图 (*.tmj *.tmx *.tmj.gz *.tmx.gz);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot use this tileset</source>
        <translation>无法使用此图块集</translation>
    </message>
    <message>
        <source>Report a Problem</source>
        <translation>报告问题</translation>
    </message>
    <message>
        <source>&lt;p&gt;Please say what you did, what you expected and what happened, and give these lines:&lt;/p&gt;&lt;p&gt;&lt;tt&gt;Mapsmith %1, Qt %2, %3&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;The work of a session that ended unexpectedly is kept in &lt;tt&gt;%4&lt;/tt&gt; (offered at the next start); attach the file there if the problem lost work. A map, config or project that shows the problem helps most.&lt;/p&gt;</source>
        <translation>&lt;p&gt;请说明您做了什么、期望发生什么以及实际发生了什么，并附上以下信息：&lt;/p&gt;&lt;p&gt;&lt;tt&gt;Mapsmith %1，Qt %2，%3&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;意外结束的会话的工作保存在 &lt;tt&gt;%4&lt;/tt&gt;（下次启动时会提示恢复）；如果问题导致工作丢失，请附上其中的文件。能重现问题的地图、配置或项目最有帮助。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open the Folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>About Mapsmith</source>
        <translation>关于 Mapsmith</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Mapsmith %1&lt;/h3&gt;&lt;p&gt;A level editor and map debugger for grid-based procedural game levels: generators, searches stepped on the map, beat grids, play-testing, YAML export and a headless command line.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;&lt;p&gt;Licence: MIT.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Mapsmith %1&lt;/h3&gt;&lt;p&gt;面向网格类程序化游戏关卡的关卡编辑器和地图调试器：生成器、在地图上逐步演示的搜索、节拍网格、试玩、YAML 导出和无界面命令行。&lt;/p&gt;&lt;p&gt;使用 Qt %2 构建，运行于 Qt %3。&lt;/p&gt;&lt;p&gt;许可证：MIT。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>mapsmith::MapView</name>
    <message>
        <source>&amp;Tile Art</source>
        <translation>图块美术(&amp;T)</translation>
    </message>
    <message>
        <source>Draw tiles as pictures when zoomed in; off shows one flat colour per tile</source>
        <translation>放大时把图块画成图案；关闭则每个图块显示单一纯色</translation>
    </message>
    <message>
        <source>&amp;Grid</source>
        <translation>网格(&amp;G)</translation>
    </message>
    <message>
        <source>Show lines between the tiles when zoomed in</source>
        <translation>放大时在图块之间显示网格线</translation>
    </message>
    <message>
        <source>&amp;Minimap</source>
        <translation>小地图(&amp;M)</translation>
    </message>
    <message>
        <source>Show the whole map in the corner with the visible part outlined</source>
        <translation>在角落显示整张地图，并框出可见部分</translation>
    </message>
</context>
<context>
    <name>mapsmith::PalettePanel</name>
    <message>
        <source>Every tile and entity</source>
        <translation>所有图块和实体</translation>
    </message>
    <message>
        <source>Tiles and entities of %1 maps</source>
        <translation>%1地图的图块和实体</translation>
    </message>
</context>
<context>
    <name>mapsmith::PlanOverlay</name>
    <message>
        <source>Greedy collection walk</source>
        <translation>贪心收集路线</translation>
    </message>
    <message>
        <source>Optimal collection walk</source>
        <translation>最优收集路线</translation>
    </message>
    <message>
        <source>Unreachable target</source>
        <translation>不可到达的目标</translation>
    </message>
</context>
<context>
    <name>mapsmith::PlannerPanel</name>
    <message>
        <source>Plan</source>
        <translation>规划</translation>
    </message>
    <message>
        <source>Plan the collection order with the greedy and an optimal planner</source>
        <translation>用贪心规划器和最优规划器规划收集顺序</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Both plans</source>
        <translation>两种方案</translation>
    </message>
    <message>
        <source>Greedy only</source>
        <translation>仅贪心</translation>
    </message>
    <message>
        <source>Optimal only</source>
        <translation>仅最优</translation>
    </message>
    <message>
        <source>Planner</source>
        <translation>规划器</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Collected</source>
        <translation>已收集</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>时间（毫秒）</translation>
    </message>
    <message>
        <source>Optimal (bitmask BFS)</source>
        <translation>最优（位掩码 BFS）</translation>
    </message>
    <message>
        <source>Optimal (Held-Karp)</source>
        <translation>最优（Held-Karp）</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>Unreachable: %1</source>
        <translation>无法到达：%1</translation>
    </message>
    <message>
        <source>The planner works on grid maps.</source>
        <translation>规划器只适用于网格地图。</translation>
    </message>
    <message>
        <source>This map has no gold or lights to collect.</source>
        <translation>此地图没有可收集的金子或灯。</translation>
    </message>
    <message numerus="yes">
        <source>%n target(s) to collect from the start.</source>
        <translation><numerusform>从起点出发要收集 %n 个目标。</numerusform></translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>贪心</translation>
    </message>
    <message>
        <source>Optimal</source>
        <translation>最优</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>已拒绝</translation>
    </message>
    <message numerus="yes">
        <source>Greedy finds an optimal walk here: %n move(s).</source>
        <translation><numerusform>贪心在这里找到了最优路线：%n 步。</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Greedy takes %n more move(s) than optimal (%1%).</source>
        <translation><numerusform>贪心比最优多走 %n 步（%1%）。</numerusform></translation>
    </message>
</context>
<context>
    <name>mapsmith::PlayPanel</name>
    <message>
        <source>Vision: all</source>
        <translation>视野：全部</translation>
    </message>
    <message>
        <source>Vision: diamond</source>
        <translation>视野：菱形</translation>
    </message>
    <message>
        <source>Vision: shadow casting</source>
        <translation>视野：阴影投射</translation>
    </message>
    <message>
        <source>Light: Bresenham</source>
        <translation>光照：Bresenham</translation>
    </message>
    <message>
        <source>Light: shadow casting</source>
        <translation>光照：阴影投射</translation>
    </message>
    <message>
        <source>Rhythm</source>
        <translation>节奏</translation>
    </message>
    <message>
        <source>Moves count only on the beat; off the beat is a Miss</source>
        <translation>只有踩在节拍上的移动才算数；不在节拍上为 Miss</translation>
    </message>
    <message>
        <source> BPM</source>
        <translation> BPM</translation>
    </message>
    <message>
        <source>Replay </source>
        <translation>重放 </translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Start again with the same seed (F5)</source>
        <translation>用同一种子重新开始（F5）</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>重放</translation>
    </message>
    <message>
        <source>Replay this play from the start (R)</source>
        <translation>从头重放本次试玩（R）</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the session and stop (:Q)</source>
        <translation>保存试玩记录并停止（:Q）</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>载入…</translation>
    </message>
    <message>
        <source>Load a session and replay it (L)</source>
        <translation>载入试玩记录并重放（L）</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Change Tempo</source>
        <translation>更改速度</translation>
    </message>
    <message>
        <source>Apply Timing Correction</source>
        <translation>应用时间校正</translation>
    </message>
    <message>
        <source>Move the level's beat offset by the median timing error of this play, so the grid matches when you press</source>
        <translation>按本次试玩按键时间误差的中位数移动关卡的节拍偏移，使节拍网格与你的按键时机一致</translation>
    </message>
    <message>
        <source>Apply Play Timing (%1 ms)</source>
        <translation>应用试玩时间校正（%1 毫秒）</translation>
    </message>
    <message>
        <source>Apply Play Timing</source>
        <translation>应用试玩时间校正</translation>
    </message>
    <message>
        <source>Change Beat Offset</source>
        <translation>更改节拍偏移</translation>
    </message>
    <message>
        <source>Change Input Window</source>
        <translation>更改判定窗口</translation>
    </message>
    <message>
        <source>Offset </source>
        <translation>偏移 </translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Window </source>
        <translation>判定窗口 </translation>
    </message>
    <message>
        <source> beat</source>
        <translation> 拍</translation>
    </message>
    <message>
        <source>Vision radius </source>
        <translation>视野半径 </translation>
    </message>
    <message>
        <source>Light radius </source>
        <translation>光照半径 </translation>
    </message>
    <message>
        <source>Chase </source>
        <translation>追击 </translation>
    </message>
    <message>
        <source>Hole </source>
        <translation>洞 </translation>
    </message>
    <message>
        <source> beats</source>
        <translation> 拍</translation>
    </message>
    <message>
        <source>HP </source>
        <translation>生命 </translation>
    </message>
    <message>
        <source>HP off</source>
        <translation>生命：关</translation>
    </message>
    <message>
        <source>The player's health (the rhythm-dungeon game: 10; enemies have 3). Off: an enemy's touch loses the play</source>
        <translation>玩家的生命值（节奏地牢游戏：10；敌人为 3）。关：被敌人碰到即失败</translation>
    </message>
    <message>
        <source>Enemies this close (Manhattan distance) chase the player</source>
        <translation>在此距离（曼哈顿距离）内的敌人会追击玩家</translation>
    </message>
    <message>
        <source>Lights: from the start</source>
        <translation>灯光：从一开始</translation>
    </message>
    <message>
        <source>Lights: once taken</source>
        <translation>灯光：拾取后</translation>
    </message>
    <message>
        <source>From the start: every light shines in blue tiers until taken (the world-exploration game). Once taken: a light shines after the player takes it</source>
        <translation>从一开始：每盏灯从开始起按蓝色分层发光，被拾取后熄灭（世界探索游戏）。拾取后：灯在玩家拾取后才发光</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Show the play options: offset, window, radii, chase range, hole beats, health, lights</source>
        <translation>显示试玩选项：偏移、判定窗口、半径、追击距离、洞的拍数、生命、灯光</translation>
    </message>
    <message>
        <source>Play Again with a New Maze (N)</source>
        <translation>用新迷宫再玩一次 (N)</translation>
    </message>
</context>
<context>
    <name>mapsmith::PlayView</name>
    <message>
        <source>Perfect</source>
        <translation>完美</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>良好</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>失误</translation>
    </message>
    <message>
        <source>No map to play</source>
        <translation>没有可试玩的地图</translation>
    </message>
    <message>
        <source>Won!</source>
        <translation>胜利！</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>replay %1x</source>
        <translation>重放 %1 倍速</translation>
    </message>
    <message>
        <source>rooms visited %1</source>
        <translation>已到访房间 %1</translation>
    </message>
    <message>
        <source>lights %1/%2</source>
        <translation>光源 %1/%2</translation>
    </message>
    <message>
        <source>gold %1/%2</source>
        <translation>金块 %1/%2</translation>
    </message>
    <message>
        <source>find the exit</source>
        <translation>找到出口</translation>
    </message>
    <message>
        <source>nothing to collect</source>
        <translation>没有可收集的东西</translation>
    </message>
    <message>
        <source>beat %1 · bar %2</source>
        <translation>第 %1 拍 · 第 %2 小节</translation>
    </message>
    <message>
        <source>combo %1 (best %2)</source>
        <translation>连击 %1（最佳 %2）</translation>
    </message>
    <message>
        <source>F1: keys</source>
        <translation>F1：按键</translation>
    </message>
    <message>
        <source>Click here to play</source>
        <translation>点击此处开始试玩</translation>
    </message>
    <message>
        <source>Play sessions (*.yaml)</source>
        <translation>试玩记录 (*.yaml)</translation>
    </message>
    <message>
        <source>Save Play Session</source>
        <translation>保存试玩记录</translation>
    </message>
    <message>
        <source>Load Play Session</source>
        <translation>载入试玩记录</translation>
    </message>
    <message>
        <source>Replay finished</source>
        <translation>重放结束</translation>
    </message>
    <message>
        <source>Replaying at %1x</source>
        <translation>正在以 %1 倍速重放</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>median %1 ms</source>
        <translation>中位误差 %1 毫秒</translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>准备中…</translation>
    </message>
    <message>
        <source>music: %1</source>
        <translation>音乐：%1</translation>
    </message>
    <message>
        <source>no music: metronome time</source>
        <translation>无音乐：节拍器时间</translation>
    </message>
    <message>
        <source>Press a key or click to start</source>
        <translation>按任意键或点击开始</translation>
    </message>
    <message>
        <source>Click here to start</source>
        <translation>点击此处开始</translation>
    </message>
    <message>
        <source>Paused · click to resume</source>
        <translation>已暂停 · 点击继续</translation>
    </message>
    <message>
        <source>Ready · click to start</source>
        <translation>就绪 · 点击开始</translation>
    </message>
    <message>
        <source>Paused · help shown</source>
        <translation>已暂停 · 正在显示帮助</translation>
    </message>
    <message>
        <source>Paused · P to resume</source>
        <translation>已暂停 · 按 P 继续</translation>
    </message>
    <message>
        <source>Replaying</source>
        <translation>正在重放</translation>
    </message>
    <message>
        <source>Keys (the play is paused)</source>
        <translation>按键（试玩已暂停）</translation>
    </message>
    <message>
        <source>Playing on from the replay</source>
        <translation>从重放处接着试玩</translation>
    </message>
    <message>
        <source>W A S D or arrows   move
Z / X               dig left / right (Lode Runner)
.                   wait a beat
1 - 9               choose a room on the next floor (towers)
Space               show or hide the solution (mazes)
N                   a won maze: play again with a new maze
M                   back to the editor
P                   pause
F5                  restart with the same seed
R                   replay this play from the start
+ / -               replay faster / slower
Mouse wheel, 0      zoom, back to automatic zoom
:Q                  save the session and leave play mode
L                   load a session and replay it
F1 or ?             this help (Esc closes it)</source>
        <translation>W A S D 或方向键    移动
Z / X               向左下 / 右下挖掘（淘金者）
.                   等待一拍
1 - 9               选择上一层的房间（塔）
空格                显示或隐藏解法（迷宫）
N                   走出迷宫后：用新迷宫再玩一次
M                   返回编辑器
P                   暂停
F5                  用同一种子重新开始
R                   从头重放本次试玩
+ / -               加快 / 减慢重放
鼠标滚轮、0         缩放、恢复自动缩放
:Q                  保存试玩记录并退出试玩
L                   载入试玩记录并重放
F1 或 ?             本帮助（Esc 关闭）</translation>
    </message>
    <message>
        <source>HP %1/%2</source>
        <translation>生命 %1/%2</translation>
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
    <message>
        <source>%1 (preset)</source>
        <translation>%1（预设）</translation>
    </message>
</context>
<context>
    <name>mapsmith::RecentFiles</name>
    <message>
        <source>&amp;Clear List</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近文件</translation>
    </message>
</context>
<context>
    <name>mapsmith::Recovery</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>暂不(&amp;N)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Mapsmith closed without saving %1.
Recover unsaved work from %2?</source>
        <translation>Mapsmith 关闭时未保存 %1。
是否恢复 %2 的未保存工作？</translation>
    </message>
    <message>
        <source>Recovered unsaved work from %1</source>
        <translation>已恢复 %1 的未保存工作</translation>
    </message>
    <message>
        <source>Autosave Interval</source>
        <translation>自动保存间隔</translation>
    </message>
    <message>
        <source>Save unsaved work for recovery every (seconds, 0 = off):</source>
        <translation>每隔多少秒保存未保存的工作以便恢复（秒，0 = 关闭）：</translation>
    </message>
</context>
<context>
    <name>mapsmith::ReproHashLabel</name>
    <message>
        <source>The combined hash of seeds %1 to %2 of this config, as `mapsmith hash -c CONFIG --seeds %1..%2` prints it: the same config gives the same hash on every machine and in a game</source>
        <translation>此配置种子 %1 到 %2 的合并哈希，与 `mapsmith hash -c CONFIG --seeds %1..%2` 打印的相同：同一配置在每台机器上、在游戏里都得到同一哈希</translation>
    </message>
    <message>
        <source>Reproducibility hash: none (no generator made this map)</source>
        <translation>可复现哈希：无（这张地图不是生成器做的）</translation>
    </message>
    <message>
        <source>Reproducibility hash (seeds %1 to %2): %3</source>
        <translation>可复现哈希（种子 %1 到 %2）：%3</translation>
    </message>
    <message>
        <source>Reproducibility hash: %1</source>
        <translation>可复现哈希：%1</translation>
    </message>
    <message>
        <source>Reproducibility hash (seeds %1 to %2): computing...</source>
        <translation>可复现哈希（种子 %1 到 %2）：计算中……</translation>
    </message>
</context>
<context>
    <name>mapsmith::SearchCompare</name>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Not applicable to the chosen movement rules</source>
        <translation>不适用于所选的移动规则</translation>
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
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the comparison before the next search</source>
        <translation>在下一个搜索开始前停止比较</translation>
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
        <source>Click a row to show that search on the map</source>
        <translation>点击一行即可在地图上显示该搜索</translation>
    </message>
</context>
<context>
    <name>mapsmith::SearchOverlay</name>
    <message>
        <source>Open: waiting to be expanded</source>
        <translation>开放：等待扩展</translation>
    </message>
    <message>
        <source>Closed: expanded</source>
        <translation>关闭：已扩展</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Search start</source>
        <translation>搜索起点</translation>
    </message>
    <message>
        <source>Search goal</source>
        <translation>搜索终点</translation>
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
        <source>4-neighbour</source>
        <translation>4 邻域</translation>
    </message>
    <message>
        <source>8-neighbour</source>
        <translation>8 邻域</translation>
    </message>
    <message>
        <source>Beat cost</source>
        <translation>节拍代价</translation>
    </message>
    <message>
        <source>Lode Runner</source>
        <translation>淘金者</translation>
    </message>
    <message>
        <source>Lode Runner with digging</source>
        <translation>淘金者（可挖洞）</translation>
    </message>
    <message>
        <source>How the runner moves: searches that do not apply to these rules are disabled</source>
        <translation>角色的移动方式：不适用于这些规则的搜索会被禁用</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>(%1, %2): g = %3, h = %4, f = %5</source>
        <translation>(%1, %2)：g = %3，h = %4，f = %5</translation>
    </message>
    <message>
        <source>Replanning…</source>
        <translation>正在重新规划…</translation>
    </message>
    <message numerus="yes">
        <source>Replanned with D* Lite after %n changed cell(s): %1 expanded</source>
        <translation><numerusform>%n 个格子改变后已用 D* Lite 重新规划：扩展 %1 个</numerusform></translation>
    </message>
    <message>
        <source>Search from the start to the goal and play the search step by step</source>
        <translation>从起点搜索到终点，并逐步播放搜索过程</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>%1 tenths (%2 steps; straight 10, diagonal 14)</source>
        <translation>%1 个十分之一步（%2 步；直行 10，斜行 14）</translation>
    </message>
    <message>
        <source>%1 beats</source>
        <translation>%1 拍</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 次移动</translation>
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
    <name>mapsmith::SelectTool</name>
    <message>
        <source>Move %1</source>
        <translation>移动%1</translation>
    </message>
    <message>
        <source>The start and the exit can be moved, not deleted</source>
        <translation>起点和出口只能移动，不能删除</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>删除%1</translation>
    </message>
</context>
<context>
    <name>mapsmith::ShapeTool</name>
    <message>
        <source>Line of %1</source>
        <translation>%1 直线</translation>
    </message>
    <message>
        <source>Rectangle of %1</source>
        <translation>%1 矩形</translation>
    </message>
</context>
<context>
    <name>mapsmith::ShortcutSheet</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Pan while held</source>
        <translation>按住时平移</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>平移</translation>
    </message>
    <message>
        <source>Middle-drag</source>
        <translation>中键拖动</translation>
    </message>
    <message>
        <source>Zoom about the cursor</source>
        <translation>以光标为中心缩放</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>鼠标滚轮</translation>
    </message>
    <message>
        <source>Pick the tile under the cursor (Paint)</source>
        <translation>拾取光标下的图块（绘制）</translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation>右键单击</translation>
    </message>
    <message>
        <source>Fit the map to the window (Pan)</source>
        <translation>使地图适应窗口（平移）</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>双击</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>mapsmith::SolveBox</name>
    <message>
        <source>Not solved: gold at %1 cannot be reached, even by digging.</source>
        <translation>未解出：%1 处的金块即使挖洞也无法到达。</translation>
    </message>
    <message>
        <source>Not solved: every line of play ends caught by a guard or buried in a hole.</source>
        <translation>未解出：每种走法都以被守卫抓住或被埋在洞里告终。</translation>
    </message>
    <message>
        <source>Not solved: no win found within the time limit of %1 s.</source>
        <translation>未解出：在 %1 秒的时间限制内没有找到通关方法。</translation>
    </message>
    <message>
        <source>Not solved: no win found within %1 game states.</source>
        <translation>未解出：在 %1 个游戏状态内没有找到通关方法。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>正在求解…</translation>
    </message>
    <message>
        <source>Cannot solve: %1</source>
        <translation>无法求解：%1</translation>
    </message>
    <message>
        <source>Solved in %1 s: %2 moves, %3 digs.</source>
        <translation>用时 %1 秒求解：%2 步，挖 %3 次。</translation>
    </message>
    <message>
        <source>Gave up after %1 s.</source>
        <translation>%1 秒后放弃。</translation>
    </message>
    <message>
        <source>No guard on the way.</source>
        <translation>途中没有守卫。</translation>
    </message>
    <message numerus="yes">
        <source>Closest guard: %n cell(s).</source>
        <translation><numerusform>守卫最近距离：%n 格。</numerusform></translation>
    </message>
    <message>
        <source>Gold: %1, reachable without digging: %2.</source>
        <translation>金块：%1，不挖洞可到达：%2。</translation>
    </message>
    <message>
        <source>Needs digging (circled): %1</source>
        <translation>需要挖洞（已圈出）：%1</translation>
    </message>
    <message>
        <source>Unreachable: %1</source>
        <translation>无法到达：%1</translation>
    </message>
    <message>
        <source>Game states searched: %1</source>
        <translation>已搜索的游戏状态：%1</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>求解</translation>
    </message>
    <message>
        <source>Search the level, guards included, for keys that win it, and play them</source>
        <translation>搜索能通关此关卡（包括守卫）的按键序列，并播放出来</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Play Solution</source>
        <translation>播放解法</translation>
    </message>
    <message>
        <source>Play the solution again from the start</source>
        <translation>从头再次播放解法</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>While the replay is paused: one step on</source>
        <translation>重放暂停时：前进一步</translation>
    </message>
    <message>
        <source>The static plan wins as it is: no search needed.</source>
        <translation>静态规划本身即可通关：无需搜索。</translation>
    </message>
</context>
<context>
    <name>mapsmith::SweepHistogram</name>
    <message>
        <source>Double-click a seed to open it</source>
        <translation>双击种子即可打开</translation>
    </message>
    <message>
        <source>No values.</source>
        <translation>没有数值。</translation>
    </message>
    <message>
        <source>Click a bar to list its seeds.</source>
        <translation>点击柱条以列出其种子。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n seed(s)</source>
        <translation><numerusform>%1：%n 个种子</numerusform></translation>
    </message>
    <message>
        <source>the first %1 listed</source>
        <translation>仅列出前 %1 个</translation>
    </message>
</context>
<context>
    <name>mapsmith::SweepPanel</name>
    <message>
        <source>&amp;Seeds:</source>
        <translation>种子数(&amp;S)：</translation>
    </message>
    <message>
        <source>How many seeds to sweep, from the current seed on</source>
        <translation>从当前种子起统计多少个种子</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Std. dev.</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>The sweep failed: %1</source>
        <translation>统计失败：%1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Run a sweep to see statistics over many seeds of this config.</source>
        <translation>运行统计，查看此配置在许多种子上的数据。</translation>
    </message>
    <message numerus="yes">
        <source>Seeds %1 to %2: %n map(s)</source>
        <translation><numerusform>种子 %1 到 %2：%n 张地图</numerusform></translation>
    </message>
    <message>
        <source>%1% solvable</source>
        <translation>%1% 可通关</translation>
    </message>
    <message numerus="yes">
        <source>%n not generated</source>
        <translation><numerusform>%n 个未能生成</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n failing validation</source>
        <translation><numerusform>%n 个未通过检查</numerusform></translation>
    </message>
    <message>
        <source>%1% beatable</source>
        <translation>%1% 求解器能通关</translation>
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
    <name>mapsmith::TileMappingDialog</name>
    <message>
        <source>Gid %1 is listed twice (row %2).</source>
        <translation>Gid %1 重复出现（第 %2 行）。</translation>
    </message>
    <message>
        <source>Save Tile Mapping</source>
        <translation>保存图块对照表</translation>
    </message>
    <message>
        <source>Tile mapping (*.yaml *.yml)</source>
        <translation>图块对照表 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Open Tile Mapping</source>
        <translation>打开图块对照表</translation>
    </message>
    <message>
        <source>Tile mapping (*.yaml *.yml);;All files (*)</source>
        <translation>图块对照表 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Using the built-in mapping.</source>
        <translation>正在使用内置对照表。</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>Tiled Tile Mapping</source>
        <translation>Tiled 图块对照表</translation>
    </message>
    <message>
        <source>Which Tiled tile stands for which Mapsmith tile when importing and exporting Tiled maps. A gid is the tileset's first gid plus the tile's id; exported maps use first gid 1. Several gids may name one tile; an export uses the smallest.</source>
        <translation>导入和导出 Tiled 地图时，哪个 Tiled 图块对应哪个 Mapsmith 图块。gid 等于图块集的起始 gid 加上图块的 id；导出的地图起始 gid 为 1。多个 gid 可以对应同一个图块；导出时使用最小的那个。</translation>
    </message>
    <message>
        <source>Empty cells become:</source>
        <translation>空格子变为：</translation>
    </message>
    <message>
        <source>Tiled gid</source>
        <translation>Tiled gid</translation>
    </message>
    <message>
        <source>Mapsmith tile</source>
        <translation>Mapsmith 图块</translation>
    </message>
    <message>
        <source>&amp;Add Row</source>
        <translation>添加行(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove Row</source>
        <translation>删除行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Built-in</source>
        <translation>内置(&amp;B)</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>图块</translation>
    </message>
    <message>
        <source>Import Tiled Map: Which Tiles Are Walls?</source>
        <translation>导入 Tiled 地图：哪些图块是墙？</translation>
    </message>
    <message>
        <source>Nothing in this map says which tiles are walls (no layer named like "collision", no tile class or property such as "collides"). Choose what each of its tiles is: at every cell the topmost layer's tile decides, and a cell with no tile becomes the empty-cell choice.</source>
        <translation>这张地图没有说明哪些图块是墙（没有名为 "collision" 之类的图层，也没有 "collides" 之类的图块类别或属性）。请为它的每个图块选择类型：每个格子由最上层图层的图块决定，没有图块的格子取“空格子”的选择。</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
</context>
<context>
    <name>mapsmith::TilesetChooser</name>
    <message>
        <source>Choose a tileset</source>
        <translation>选择图块集</translation>
    </message>
    <message>
        <source>Tiled tilesets (*.tsx *.tsj *.json)</source>
        <translation>Tiled 图块集 (*.tsx *.tsj *.json)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Tileset:</source>
        <translation>图块集：</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Draw the generated map with a Tiled tileset (.tsx or .tsj)</source>
        <translation>用 Tiled 图块集（.tsx 或 .tsj）绘制生成的地图</translation>
    </message>
    <message>
        <source>None</source>
        <translation>不用</translation>
    </message>
    <message>
        <source>Draw the map in the built-in colours</source>
        <translation>用内置颜色绘制地图</translation>
    </message>
</context>
<context>
    <name>mapsmith::ToolManager</name>
    <message>
        <source>Pa&amp;n</source>
        <translation>平移(&amp;N)</translation>
    </message>
    <message>
        <source>Pan: left-drag moves the view (hold Space to pan with any tool)</source>
        <translation>平移：左键拖动移动视图（按住空格键可在任何工具下平移）</translation>
    </message>
    <message>
        <source>&amp;Paint</source>
        <translation>绘制(&amp;P)</translation>
    </message>
    <message>
        <source>Paint tiles by hand: left-drag paints, right-click picks the tile, middle-drag pans</source>
        <translation>手工绘制图块：左键拖动绘制，右键拾取图块，中键拖动平移</translation>
    </message>
    <message>
        <source>&amp;Eraser</source>
        <translation>橡皮擦(&amp;E)</translation>
    </message>
    <message>
        <source>Eraser: left-drag turns cells back to floor without entities</source>
        <translation>橡皮擦：左键拖动把格子恢复为没有实体的地面</translation>
    </message>
    <message>
        <source>&amp;Line</source>
        <translation>直线(&amp;L)</translation>
    </message>
    <message>
        <source>Line: drag from one end to the other</source>
        <translation>直线：从一端拖到另一端</translation>
    </message>
    <message>
        <source>&amp;Rectangle</source>
        <translation>矩形(&amp;R)</translation>
    </message>
    <message>
        <source>Rectangle: drag from one corner to the other to fill it</source>
        <translation>矩形：从一角拖到对角以填充</translation>
    </message>
    <message>
        <source>&amp;Fill</source>
        <translation>填充(&amp;F)</translation>
    </message>
    <message>
        <source>Flood fill: click to paint every connected cell of the same tile</source>
        <translation>油漆桶填充：单击以绘制所有相连的同种图块</translation>
    </message>
    <message>
        <source>P&amp;icker</source>
        <translation>拾取(&amp;I)</translation>
    </message>
    <message>
        <source>Picker: click a cell to take its tile or entity as the brush</source>
        <translation>拾取：单击格子，把其图块或实体设为画笔</translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation>选择(&amp;S)</translation>
    </message>
    <message>
        <source>Select: click an entity, the start or the exit; drag to move it, Delete to remove an entity</source>
        <translation>选择：单击实体、起点或出口；拖动以移动，按 Delete 删除实体</translation>
    </message>
    <message>
        <source>&amp;Tower Graph</source>
        <translation>塔图(&amp;T)</translation>
    </message>
    <message>
        <source>Tower graph: click a room to change its type, drag between rooms on neighbouring floors to add an edge, click an edge and press Delete to remove it</source>
        <translation>塔图：单击房间以更改类型，在相邻楼层的房间之间拖动以添加边，单击边后按 Delete 删除</translation>
    </message>
    <message>
        <source>&amp;Delete Selection</source>
        <translation>删除所选(&amp;D)</translation>
    </message>
    <message>
        <source>Size </source>
        <translation>大小 </translation>
    </message>
    <message>
        <source>Smaller Brush</source>
        <translation>缩小画笔</translation>
    </message>
    <message>
        <source>Larger Brush</source>
        <translation>放大画笔</translation>
    </message>
    <message>
        <source>Brush and eraser size in cells ([ smaller, ] larger)</source>
        <translation>画笔和橡皮擦的大小（格数；[ 缩小，] 放大）</translation>
    </message>
</context>
<context>
    <name>mapsmith::TowerTool</name>
    <message>
        <source>Tower rules: all %1 checks pass</source>
        <translation>塔规则：全部 %1 项检查通过</translation>
    </message>
    <message>
        <source>Tower rules: %1 of %2 broken — %3: %4</source>
        <translation>塔规则：%2 项中有 %1 项违反 — %3：%4</translation>
    </message>
    <message>
        <source>An edge joins a room to one on the next floor up, once</source>
        <translation>一条边连接一个房间与上一层的一个房间，且只能连一次</translation>
    </message>
    <message>
        <source>Make room %1</source>
        <translation>将房间设为%1</translation>
    </message>
    <message>
        <source>Add edge</source>
        <translation>添加边</translation>
    </message>
    <message>
        <source>Remove edge</source>
        <translation>删除边</translation>
    </message>
</context>
<context>
    <name>mapsmith::UserGuide</name>
    <message>
        <source>Mapsmith User Guide</source>
        <translation>Mapsmith 用户指南</translation>
    </message>
</context>
<context>
    <name>mapsmith::ValidationOverlay</name>
    <message>
        <source>Validation problem</source>
        <translation>验证问题</translation>
    </message>
</context>
<context>
    <name>mapsmith::ValidationPanel</name>
    <message>
        <source>The map has no start, so nothing can be reached</source>
        <translation>地图没有起点，因此什么都无法到达</translation>
    </message>
    <message>
        <source>The exit cannot be reached from the start</source>
        <translation>从起点无法到达出口</translation>
    </message>
    <message numerus="yes">
        <source>Unreachable floor: %n tile(s)</source>
        <translation><numerusform>无法到达的地面：%n 格</numerusform></translation>
    </message>
    <message>
        <source>Unreachable %1</source>
        <translation>无法到达的%1</translation>
    </message>
    <message numerus="yes">
        <source>Dead-end corridor of %n tile(s) with nothing in it</source>
        <translation><numerusform>长 %n 格的死胡同走廊，其中空无一物</numerusform></translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>死胡同</translation>
    </message>
    <message>
        <source>No path enters this room</source>
        <translation>没有路径进入此房间</translation>
    </message>
    <message>
        <source>No way up from this room to the boss</source>
        <translation>从此房间无法向上到达首领</translation>
    </message>
    <message>
        <source>Rule %1 broken: %2</source>
        <translation>违反规则 %1：%2</translation>
    </message>
    <message>
        <source>whole map</source>
        <translation>整张地图</translation>
    </message>
    <message>
        <source>floor %1, column %2</source>
        <translation>第 %1 层，第 %2 列</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>No problems found</source>
        <translation>未发现问题</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s), the first %1 listed; double-click one to show it on the map</source>
        <translation><numerusform>%n 个问题，列出前 %1 个；双击某一项可在地图上显示</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s); double-click one to show it on the map</source>
        <translation><numerusform>%n 个问题；双击某一项可在地图上显示</numerusform></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
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
    <message>
        <source>&amp;Metric under seeds:</source>
        <translation>种子下方的指标(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Badge seeds that fail validation</source>
        <translation>标记未通过检查的种子(&amp;B)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Each thumbnail shows its seed, and under it the metric. The PNG says so above the wall: “%1”.</source>
        <translation>每个缩略图标出其种子，下方是所选指标。PNG 在墙的上方注明：“%1”。</translation>
    </message>
    <message>
        <source>Each thumbnail shows its seed.</source>
        <translation>每个缩略图标出其种子。</translation>
    </message>
</context>
</TS>
