<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Brush</name>
    <message>
        <source>Eraser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>%1 wants a whole number in [%2, %3], not &apos;%4&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad seed range &apos;%1&apos;: expected A..B or N (whole numbers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad seed range &apos;%1&apos;: the last seed is smaller than the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad seed range &apos;%1&apos;: more than %2 seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wants a seed (a whole number &gt;= 0), not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing -c CONFIG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing --seeds A..B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing -o WALL.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option &apos;%1&apos; needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown generator &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture would be too large; try a smaller --scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wants a cell X,Y (two whole numbers), not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing -m MAP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing --algo ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing --planner ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2,%3 is outside the %4x%5 map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown search &apos;%1&apos;; known: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map has no start; give --from X,Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map has no exit; give --to X,Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown planner &apos;%1&apos;; known: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing AUDIO file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wants won, lost or playing, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--merge adds up sweep files: it takes no -c or --seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing sweep files after --merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing --inputs KEYS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing SESSION file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing IN and OUT files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read this format (IN must be .yaml, .tmj, .tmx or .txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown format (OUT must be .yaml, .tmj, .tmx, .txt or .png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mapsmith: expected the play to end %1, it ended %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tempo, offset and beats of a music file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mapsmith beat AUDIO [--json] [--click-mix OUT.wav]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the result as one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the order in which to collect a map&apos;s gold or lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the plan as one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option &apos;%1&apos; takes no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the parameter schema, as YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mapsmith schema [GENERATOR]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prints the parameter schema of one generator, or of all, as YAML.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this text, or &apos;mapsmith help COMMAND&apos; for one command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a map from one format to another (.yaml, .tmj, .tmx, .txt, .png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mapsmith convert IN OUT [--mapping FILE] [--scale N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate one map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mapsmith generate -c CONFIG [-s SEED] [-o MAP.yaml] [--png FILE] [--scale N] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generates one map. Without -o or --png the map file is printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use this seed instead of the config&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pixels per tile in the picture (1..64, default 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print a summary as one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one line per seed: SEED HASH, then combined HASH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mapsmith hash -c CONFIG --seeds A..B [--jobs N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prints &apos;SEED HASH&apos; for every seed, then &apos;combined HASH&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the level config (YAML)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map file (YAML)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seeds A to B, both included (or a single seed N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write a picture of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thumbnails per row (default 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worker threads (default: all cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print this sweep metric under each seed (see &apos;mapsmith help sweep&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark the seeds whose validation fails with a red badge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bfs, dfs, dijkstra, astar, greedy, jps, beat-astar or dstar-lite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>greedy (fast), optimal (Held-Karp) or bitmask (exact BFS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start cell (default: the map&apos;s start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the goal cell (default: the map&apos;s exit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the music with a click on every beat (16-bit mono WAV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W A S D to move, Z X to dig (Lode Runner), . to wait, 1-9 to choose
a tower room; one key per beat. Or a file of timed inputs:
one &apos;SECONDS KEY&apos; per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves count only inside the beat window (else a Miss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the session, to replay it later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit with 1 unless the play ends won, lost or playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add up the sweep files given (output of --json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one search on a map, between its start and exit or two cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mapsmith path -m MAP --algo ID [--from X,Y] [--to X,Y] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs one search on a map; exits with 1 if there is no path.
Prints found, cost (in the rules&apos; unit), length (steps), expanded, peak_open, time_ms
and the path&apos;s cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play a map headless with a string of keys; print the final state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the session&apos;s seed (enemies wander with it; default: the map&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the state as one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay a saved play session; print the final state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>statistics over a range of seeds, or merged from sweep files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mapsmith sweep -c CONFIG --seeds A..B [--jobs N] [--json]
       mapsmith sweep --merge SWEEP.json... [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the statistics as one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mapsmith [FILE]                 open the editor (a config or map file if given)
       mapsmith COMMAND [OPTIONS]      run headless

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Exit codes: 0 done, 1 a check failed, 2 bad input or usage.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run the generator&apos;s checks over a range of seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mapsmith validate -c CONFIG --seeds A..B [--jobs N] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs the generator&apos;s checks on every seed; exits with 1 if any fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thumbnail wall of a range of seeds, each labelled with its seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] [--scale N] -o WALL.png [--metric ID] [--badges] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws a thumbnail of every seed of the range, each labelled with its seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pixels per tile (1..64, default 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the layout as one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this mapsmith has no editor (it was built with -DMAPSMITH_BUILD_GUI=OFF); &apos;mapsmith help&apos; lists its commands, and a build with the default MAPSMITH_BUILD_GUI=ON opens the editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decodes a music file (WAV, MP3, FLAC, Ogg, ...) and prints found, bpm, offset (the first
beat, in seconds), confidence (0..1), the tempo candidates, the bars (beats per bar and the
first downbeat, where the metre shows), the sections that each keep one grid (more than one
where the tempo drifts) and the beats. A file without a steady pulse prints &apos;found no&apos; and
&apos;no steady beat found&apos; with the confidence, and still exits with 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nothing in the map says which tiles are walls (no collision layer, tile class or property, or solid object): every cell is floor; give --mapping FILE to say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converts a map between formats, chosen by extension: .yaml (Mapsmith map), .tmj (Tiled JSON),
.tmx (Tiled XML; both also gzipped), .txt (Lode Runner text; reading takes the first level) and
.png (written only: a Tiled map drawn with its tilesets). A Tiled map read from a file is
written back with its tilesets and layers; others with a tileset image beside them
(NAME_tiles.png).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pixels per tile in a PNG (1..64, default 8, or the tile size of a
map drawn with tilesets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which Tiled gids are which Mapsmith tiles (YAML); without it a Tiled
map says itself (collision layers, tile classes and properties);
a plain export writes the built-in gids, tile number + 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--keys is for Lode Runner levels: this map has no Lode Runner tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mapsmith collect -m MAP --planner ID [--keys] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans the order in which to collect the map&apos;s gold (or its lights, if it has no gold),
starting at the map&apos;s start; exits with 1 if some cannot be collected. A Lode Runner level
is planned by its own rules, digging included and guards left out, up to the top row once
the gold is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>greedy (fast, any number of gold), optimal (Held-Karp, up to 20)
or bitmask (exact, up to 14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lode Runner: print the walk as keys for &apos;mapsmith play --inputs&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop searching after this long (default 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wants seconds in (0, 86400], not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the keys that win a Lode Runner level, guards included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mapsmith solve -m LEVEL [--time-limit SECONDS] [-s SEED] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searches the Lode Runner game, guards included, for keys that win the level; prints them,
or why it gave up (gold unreachable even by digging, every line caught by a guard, the
time limit), and what the level asks: moves, digs, the closest a guard came, the gold
reachable without digging and the gold that needs it. Exits with 1 when not solved.
&apos;mapsmith play -m LEVEL --inputs KEYS&apos; (same seed) plays every printed solution to won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the level (YAML map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the play&apos;s seed, which the guards draw from (default: the map&apos;s)</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the map file (.tmx / .tmj: a Tiled map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wants a number in [%2, %3], not &apos;%4&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wants %2, not &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tempo in beats per minute, 20..400 (default: the level&apos;s, else 120)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the time of beat 0, -3600..3600 (default: the level&apos;s, else 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the input window, a fraction of a beat, 0.01..0.5 (default: the level&apos;s,
else 0.25)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off, diamond or shadowcast (default diamond)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells the player sees, 1..64 (default 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells a light reaches (Chebyshev), 1..32 (default 6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start: every light shines until taken (default); taken: a light
shines once taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enemies this close (Manhattan) chase, 0..256 (default 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lode Runner: beats a dug hole stays open, 1..64 (default 37)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player&apos;s health, 0..99; 0 (default): a touch by an enemy loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mapsmith play -m LEVEL --inputs KEYS [--rhythm] [--bpm BPM] [--offset SECONDS]
                     [--window FRACTION] [--vision MODE] [--vision-radius N] [--light-radius N]
                     [--lights start|taken] [--chase-range N] [--hole-beats N] [--hp N]
                     [--save SESSION.yaml] [-s SEED] [--expect won|lost|playing] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the level: a map file, a config or a project (YAML)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: mapsmith replay SESSION.yaml [--bpm BPM] [--offset SECONDS] [--window FRACTION]
                       [--vision MODE] [--vision-radius N] [--light-radius N] [--lights start|taken]
                       [--chase-range N] [--hole-beats N] [--hp N] [--expect won|lost|playing] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replays a saved play session and prints its final state, as &apos;play&apos; does. The session&apos;s
options are the recorded ones; an option given here replaces its recorded value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays the level headless and prints the final state: status, player, collected, combo,
health, beat and the state hash. LEVEL is a map file, a config or a project; a config&apos;s
or project&apos;s beat section is the grid the play is judged on, and the level&apos;s play section
its rules, unless the options below say otherwise. Exits with 1 if --expect names another
status.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Command</name>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change generator to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset all parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear hand edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit this map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard edits and regenerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change tileset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove tileset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change play rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoreMessage</name>
    <message>
        <source>%1 (%2, %3) is outside the %4x%5 map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3) is outside the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3) is on a closed tile (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3) is off the map or on a closed tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rules on a %2x%3 map need %4 search states; the limit is %5 (shorten the beat period)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the optimal planner (Held-Karp) handles at most %1 targets, its table grows as 2^n x n; this map has %2 reachable: use the greedy planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bitmask planner handles at most %1 targets (its table grows as 2^n); this map has %2: use the optimal or greedy planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bitmask planner would need %1 table entries (%2 reachable states x 2^%3); the limit is %4: use the optimal planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the optimal planner handles at most %1 targets; this map has %2: use the greedy planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bitmask planner needs more than %1 states on this level (the holes multiply them): use the optimal or greedy planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold at (%1, %2) is sealed in solid stone: no way in from the runner&apos;s start, even by digging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 planner handles at most %2 gold; this level has %3: use the greedy planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the solver handles levels of up to 65,535 cells with their border; this one has %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown generator &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3 is outside %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 unknown key &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expected one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expected an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expected a table of weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is outside %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map has no start: give the search a start cell (--from X,Y)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map has no exit: give the search a goal cell (--to X,Y)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jps needs every open tile to cost the same, and this map has slow tiles: use astar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map has no start: give the planner a start cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tower map has no nodes to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map has no start: place one to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Lode Runner level: it has no brick, solid, ladder, rope, trap or hidden ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter &apos;beatable&apos; needs the Lode Runner solver (mapsmith::solve), which this program does not link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden_ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message>
        <source>Some regions could not be joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No floor is left, so there is no start or exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boss rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead ends before braiding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead ends removed by braiding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elite rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escape ladder starts at row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra corridors (loops)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guards placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Junctions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ladder tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layouts tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monster rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement attempts used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regions before joining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regions removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms asked for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms on floor 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rope tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shop rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanning-tree corridors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing spots reachable and left again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start to exit distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasure rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tunnel tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tunnels carved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels tried for a beatable one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePreset</name>
    <message>
        <source>Rhythm dungeon cave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cave with 5 skeletons away from the start; gold is planned around them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exploration rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms and corridors lit by light sources the player eats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prim&apos;s maze on 20 x 19 cells, in on the left, out on the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spire tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 floors, 6 paths from columns 0 to 5, the game&apos;s room weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic Lode Runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One 28 x 16 screen: 8 gold, 3 guards, the hidden escape ladder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MediaBackend</name>
    <message>
        <source>Audio is unavailable: Qt Multimedia&apos;s %1 backend does not load (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audio is unavailable: Qt Multimedia has no %1 backend (installed: %2). Install libqt6multimedia6 with its FFmpeg plugin, or name an installed backend in QT_MEDIA_BACKEND.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Schema</name>
    <message>
        <source>A floor becomes wall with at least this many wall neighbours of 8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wall stays wall with at least this many wall neighbours of 8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a hidden ladder to the top row that appears when all gold is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most this many elites on one floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Border wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Braid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bricks turned into false bricks the runner falls through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cellular-automata cave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance that a gap in a platform gets a rope across it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance that a platform stretch is solid block, which cannot be dug.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance that a stretch of a platform row is brick rather than a gap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns of the grid the paths climb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connectivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elite, shop, rest and treasure do not repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elites from floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elites per floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrance and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escape ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every room on the top floor is a rest site.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every room on this floor is a treasure; -1 for none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra corridors beyond the spanning tree, as a share of its corridors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra rest weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Far apart on the border</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor 0 rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floors of rooms below the boss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From this floor up, rest sites get extra weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold chests, each where the runner can get and return.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guards, placed away from the runner where possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many more attempts to make when an attempt breaks a rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many random rooms are tried; ones that overlap are thrown away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many times the birth and death rule is applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often each room type is drawn, relative to the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the perfect maze is carved; each gives a different texture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial wall share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join all regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the largest region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ladder density</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ladders per platform row: 1 + ladders x width / 8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest room side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level height in tiles (16 is the classic screen).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level width in tiles (28 is the classic screen).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light sources placed on room floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lode Runner level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest side of a room&apos;s floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the bottom row solid (else brick).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the outer ring of the map wall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map height in tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map width in tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maze height in cells (2 tiles each, plus 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maze width in cells (2 tiles each, plus 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More rest from floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No elite is drawn below this floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rest below the last rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rest site on the floor just below a last-floor rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No shop is drawn below this floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No type repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None (drawn like other floors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paths grown from floor 0 to the top; they may merge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement stops at this many rooms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform density</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a door where a corridor enters a room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Randomized Kruskal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Randomized Prim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recursive backtracker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regions with fewer floor tiles are filled with wall first (0 keeps all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeated types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest before the boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms and corridors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rope density</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of cells that start as wall before smoothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of dead ends removed by opening a wall, which makes loops (1 removes all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shops from floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest side of a room&apos;s floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest room side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoothing steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solid bottom row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solid share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The type of every room on floor 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-left and bottom-right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower (layered paths)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasure floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Types may repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall appears at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall survives at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight added to rest sites from the late rest floor up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do with cave regions that cannot reach each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the entrance and the exit are cut into the outer wall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which parent types a room avoids when another type is possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wilson (uniform)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep only levels the solver wins with the guards (a few tries, then a note).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only beatable levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A path&apos;s safety score adds min(distance to an enemy, cap) over its cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns 0, 1, 2, ... in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Danger falloff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Danger radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Danger weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detour bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemies are at least this many steps from the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemies farther from a gold than this add nothing to its score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemies placed on floor the player can reach (the rhythm dungeon has 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed floor conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much the gold planner shuns gold near an enemy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the danger penalty falls off with the distance to the nearest enemy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the last attempt, with a note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left at the top, right at the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move on to the next seed and retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random (the first two differ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds to move on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken off a gold&apos;s score for every other gold its path walks over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colour the play-test draws the maze&apos;s solution in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The palette&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rest before the boss wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The treasure floor wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight times (1 - distance / radius)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight times (radius - distance)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens when every retry breaks a rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the retries fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the paths start on floor 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which type a floor gets when it is both the treasure floor and the top floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With next seed: how many seeds to move on at most before keeping the last attempt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy distance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SweepMetric</name>
    <message>
        <source>Floor share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start to exit path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solvable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start-to-boss paths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms on floor 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elite rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beatable (solver)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boss: the end of the act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brick: can be dug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Door: passage between a room and a corridor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elite: a hard fight with a better reward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor: open ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden ladder: appears when all gold is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ladder: climb up and down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monster: an ordinary fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest site: heal or upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rope: move along hand over hand, let go to drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shop: buy and remove cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow ground: costs extra beats to cross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solid block: cannot be dug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trap: looks like brick, falls through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasure: a chest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown: an event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall: solid rock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enemy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WallExport</name>
    <message numerus="yes">
        <source>Generating %n map(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Under each seed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::Actions</name>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Tiled Map (.tmj, .tmx)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the generator, seed and parameters; hand edits are not part of a config (export the map to keep them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Config &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the generator, seed, parameters and hand edits in one project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Project As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Map (YAML)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Lode Runner Level (.txt)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Thumbnail &amp;Wall…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Tiled Map (.tmj, .tmx)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiled Tile Ma&amp;pping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear &amp;Hand Edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Walkability Over Tile Art</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tint the tiles searches, validation and play use over a map drawn with its tileset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit This Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bake the generated map into an editable one that keeps its generator, parameters and seed; changing them later asks before discarding the edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Autosave Interval…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Report a Problem…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to put in a bug report: the version, and the folder where the editor keeps work for recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Mapsmith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to generate, edit, search, plan, play and time a level, in this language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::Autosaver</name>
    <message>
        <source>Cannot autosave: %1 is locked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::BeatPanel</name>
    <message>
        <source>Change BPM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change beat offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change beats per bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change input window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag beat grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the music: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detection failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open music…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metronome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export mix…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the music with a click on every beat to a WAV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BPM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time of beat 0 in the music</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beats per bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input window (beats)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1 beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−½ beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+½ beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap along with the music; a pause of two seconds starts over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beats stacked (onsets should line up on the centre line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tempo candidates (click one to apply)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to seek, wheel to zoom; drag a beat line to move the grid, Shift+drag to change the tempo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No music</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoding %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open music</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Music (*.wav *.mp3 *.flac *.ogg *.oga *.opus);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s, %2 Hz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; MP3 encoder delay and padding removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set music</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nudge grid later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nudge grid earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap: keep tapping on the beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap: %1 BPM from %2 taps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap tempo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detecting the tempo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 BPM  (confidence %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detected %1 BPM, offset %2 s, confidence %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply detected tempo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No music is loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export audition mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WAV audio (*.wav)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double the tempo (the beat is twice as fast)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>½</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halve the tempo (the beat is half as fast)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double tempo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halve tempo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No steady beat found (confidence %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 beats a bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>; the tempo drifts: %n sections, see the drift view below</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mapsmith::DiagnosticsPanel</name>
    <message>
        <source>Generation failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 columns × %2 floors</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::DockLayout</name>
    <message>
        <source>Generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed Sweep</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::DriftView</name>
    <message>
        <source>Where the grid drifts from the detected beats along the song: a dot per beat, late above the line, early below; click to seek</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 BPM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drifting, %1 BPM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detect to see where the grid drifts from the beats</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::FileOpener</name>
    <message>
        <source>Open File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Tiled Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Lode Runner Levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Lode Runner Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This file holds %n level(s). Open:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1: walls from %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::FileSaver</name>
    <message>
        <source>Save Config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mapsmith config (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Config saved without the hand edits: export the map to keep them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mapsmith project (*.mapsmith.yaml *.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This map was not made by a generator, so a project cannot hold it: export the map to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Lode Runner Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1 and its tileset %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Tiled Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project has been modified.
Do you want to save your changes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map has changes that only an exported map file keeps.
Do you want to export the map?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The config has been modified.
Do you want to save your changes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mapsmith map (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::FillTool</name>
    <message>
        <source>Fill with %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::MainWindow</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Mapsmith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2) %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated in %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Config or Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mapsmith map (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pixels per tile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Thumbnail Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floor %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Lode Runner Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lode Runner levels (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened from a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This map was not made by a generator, so there are no parameters to tune. Open a config to generate maps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baked for editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard edits?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This map was baked for editing. Regenerating replaces it and discards every edit made to it (Undo brings them back).
Regenerate?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;map as opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Tiled Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Tiled Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiled JSON (*.tmj);;Tiled XML (*.tmx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is %2 MB, more than the %3 MB a Mapsmith file may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing once the file is written…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile images not found (drawn as a checker): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All supported files (*.yaml *.yml *.txt *.tmj *.tmx *.gz);;Mapsmith YAML (*.yaml *.yml);;Lode Runner levels (*.txt);;Tiled maps (*.tmj *.tmx *.tmj.gz *.tmx.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiled maps (*.tmj *.tmx *.tmj.gz *.tmx.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use this tileset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report a Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Please say what you did, what you expected and what happened, and give these lines:&lt;/p&gt;&lt;p&gt;&lt;tt&gt;Mapsmith %1, Qt %2, %3&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;The work of a session that ended unexpectedly is kept in &lt;tt&gt;%4&lt;/tt&gt; (offered at the next start); attach the file there if the problem lost work. A map, config or project that shows the problem helps most.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Mapsmith</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Mapsmith %1&lt;/h3&gt;&lt;p&gt;A level editor and map debugger for grid-based procedural game levels: generators, searches stepped on the map, beat grids, play-testing, YAML export and a headless command line.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;&lt;p&gt;Licence: MIT.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::MapView</name>
    <message>
        <source>&amp;Tile Art</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw tiles as pictures when zoomed in; off shows one flat colour per tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show lines between the tiles when zoomed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Minimap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole map in the corner with the visible part outlined</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::PalettePanel</name>
    <message>
        <source>Every tile and entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles and entities of %1 maps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::PlanOverlay</name>
    <message>
        <source>Greedy collection walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal collection walk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreachable target</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::PlannerPanel</name>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan the collection order with the greedy and an optimal planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal (bitmask BFS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal (Held-Karp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreachable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The planner works on grid maps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This map has no gold or lights to collect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n target(s) to collect from the start.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Greedy finds an optimal walk here: %n move(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Greedy takes %n more move(s) than optimal (%1%).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mapsmith::PlayPanel</name>
    <message>
        <source>Vision: all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision: diamond</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision: shadow casting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light: Bresenham</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light: shadow casting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rhythm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves count only on the beat; off the beat is a Miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> BPM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again with the same seed (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay this play from the start (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the session and stop (:Q)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a session and replay it (L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Tempo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply Timing Correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the level&apos;s beat offset by the median timing error of this play, so the grid matches when you press</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply Play Timing (%1 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply Play Timing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Beat Offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Input Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision radius </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light radius </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chase </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> beats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s health (the rhythm-dungeon game: 10; enemies have 3). Off: an enemy&apos;s touch loses the play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemies this close (Manhattan distance) chase the player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lights: from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lights: once taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the start: every light shines in blue tiers until taken (the world-exploration game). Once taken: a light shines after the player takes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the play options: offset, window, radii, chase range, hole beats, health, lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Again with a New Maze (N)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::PlayView</name>
    <message>
        <source>Perfect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No map to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay %1x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rooms visited %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lights %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>find the exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to collect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beat %1 · bar %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combo %1 (best %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1: keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click here to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play sessions (*.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Play Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load Play Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaying at %1x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>music: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no music: metronome time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press a key or click to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click here to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused · click to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready · click to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused · help shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused · P to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys (the play is paused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing on from the replay</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::PropertyPanel</name>
    <message>
        <source>Generator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The generator that makes the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set every parameter back to its default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (preset)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::RecentFiles</name>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::Recovery</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mapsmith closed without saving %1.
Recover unsaved work from %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered unsaved work from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave Interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save unsaved work for recovery every (seconds, 0 = off):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::ReproHashLabel</name>
    <message>
        <source>The combined hash of seeds %1 to %2 of this config, as `mapsmith hash -c CONFIG --seeds %1..%2` prints it: the same config gives the same hash on every machine and in a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reproducibility hash: none (no generator made this map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reproducibility hash (seeds %1 to %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reproducibility hash: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reproducibility hash (seeds %1 to %2): computing...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::SearchCompare</name>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applicable to the chosen movement rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the comparison before the next search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a row to show that search on the map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::SearchOverlay</name>
    <message>
        <source>Open: waiting to be expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed: expanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search goal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::SearchPanel</name>
    <message>
        <source>Breadth-first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth-first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dijkstra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greedy best-first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump point search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beat A*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D* Lite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search to run and replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a cell on the map to start the search there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a cell on the map to search for a path to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run every search on the same start and goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)/s</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start %1 → goal %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Run to search from the start to the goal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found: cost %1, length %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expanded %1, pushed %2, peak open %3, %4 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 open, %4 closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2): unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2): g = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4-neighbour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-neighbour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beat cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lode Runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lode Runner with digging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the runner moves: searches that do not apply to these rules are disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2): g = %3, h = %4, f = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replanning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Replanned with D* Lite after %n changed cell(s): %1 expanded</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Search from the start to the goal and play the search step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tenths (%2 steps; straight 10, diagonal 14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 beats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::SeedBar</name>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed of the random generator; press Enter to apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random seed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::SelectTool</name>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start and the exit can be moved, not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::ShapeTool</name>
    <message>
        <source>Line of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangle of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::ShortcutSheet</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan while held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle-drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom about the cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the tile under the cursor (Paint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right-click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the map to the window (Pan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::SolveBox</name>
    <message>
        <source>Not solved: gold at %1 cannot be reached, even by digging.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not solved: every line of play ends caught by a guard or buried in a hole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not solved: no win found within the time limit of %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not solved: no win found within %1 game states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot solve: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved in %1 s: %2 moves, %3 digs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gave up after %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No guard on the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Closest guard: %n cell(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Gold: %1, reachable without digging: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs digging (circled): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreachable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game states searched: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the level, guards included, for keys that win it, and play them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the solution again from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While the replay is paused: one step on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The static plan wins as it is: no search needed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::SweepHistogram</name>
    <message>
        <source>Double-click a seed to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a bar to list its seeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n seed(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the first %1 listed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::SweepPanel</name>
    <message>
        <source>&amp;Seeds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many seeds to sweep, from the current seed on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Std. dev.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sweep failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a sweep to see statistics over many seeds of this config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Seeds %1 to %2: %n map(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1% solvable</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n not generated</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failing validation</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1% beatable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::TileChooser</name>
    <message>
        <source>What the paint tool puts on the map (right-click a tile in Paint mode to pick it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::TileMappingDialog</name>
    <message>
        <source>Gid %1 is listed twice (row %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Tile Mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile mapping (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Tile Mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile mapping (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using the built-in mapping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiled Tile Mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which Tiled tile stands for which Mapsmith tile when importing and exporting Tiled maps. A gid is the tileset&apos;s first gid plus the tile&apos;s id; exported maps use first gid 1. Several gids may name one tile; an export uses the smallest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty cells become:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiled gid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mapsmith tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Built-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Tiled Map: Which Tiles Are Walls?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing in this map says which tiles are walls (no layer named like &quot;collision&quot;, no tile class or property such as &quot;collides&quot;). Choose what each of its tiles is: at every cell the topmost layer&apos;s tile decides, and a cell with no tile becomes the empty-cell choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::TilesetChooser</name>
    <message>
        <source>Choose a tileset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiled tilesets (*.tsx *.tsj *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tileset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the generated map with a Tiled tileset (.tsx or .tsj)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the map in the built-in colours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::ToolManager</name>
    <message>
        <source>Pa&amp;n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan: left-drag moves the view (hold Space to pan with any tool)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint tiles by hand: left-drag paints, right-click picks the tile, middle-drag pans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Eraser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eraser: left-drag turns cells back to floor without entities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line: drag from one end to the other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangle: drag from one corner to the other to fill it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flood fill: click to paint every connected cell of the same tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;icker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picker: click a cell to take its tile or entity as the brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select: click an entity, the start or the exit; drag to move it, Delete to remove an entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tower Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower graph: click a room to change its type, drag between rooms on neighbouring floors to add an edge, click an edge and press Delete to remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller Brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger Brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brush and eraser size in cells ([ smaller, ] larger)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::TowerTool</name>
    <message>
        <source>Tower rules: all %1 checks pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower rules: %1 of %2 broken — %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An edge joins a room to one on the next floor up, once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make room %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove edge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::UserGuide</name>
    <message>
        <source>Mapsmith User Guide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::ValidationOverlay</name>
    <message>
        <source>Validation problem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::ValidationPanel</name>
    <message>
        <source>The map has no start, so nothing can be reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exit cannot be reached from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Unreachable floor: %n tile(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Unreachable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Dead-end corridor of %n tile(s) with nothing in it</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No path enters this room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No way up from this room to the boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule %1 broken: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>floor %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s), the first %1 listed; double-click one to show it on the map</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s); double-click one to show it on the map</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>mapsmith::WallDialog</name>
    <message numerus="yes">
        <source>%n map(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The last seed must not be below the first, and at most %1 seeds fit on a wall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Thumbnail Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pixels per tile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Metric under seeds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Badge seeds that fail validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each thumbnail shows its seed, and under it the metric. The PNG says so above the wall: “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each thumbnail shows its seed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
