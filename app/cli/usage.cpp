// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "cli/commandline.h"
#include "cli/text.h"

namespace mapsmith::cli {

namespace {

QString overview()
{
    return Cli::tr("Usage: mapsmith [FILE]                 open the editor (a config or map file if given)\n"
                   "       mapsmith COMMAND [OPTIONS]      run headless\n"
                   "\n"
                   "Commands:\n"
                   "  generate   generate one map\n"
                   "  wall       thumbnail wall of a range of seeds, each labelled with its seed\n"
                   "  hash       one line per seed: SEED HASH, then combined HASH\n"
                   "  validate   run the generator's checks over a range of seeds\n"
                   "  sweep      statistics over a range of seeds, or merged from sweep files\n"
                   "  path       one search on a map, between its start and exit or two cells\n"
                   "  collect    the order in which to collect a map's gold or lights\n"
                   "  beat       tempo, offset and beats of a music file\n"
                   "  play       play a map headless with a string of keys; print the final state\n"
                   "  replay     replay a saved play session; print the final state\n"
                   "  convert    a map from one format to another (.yaml, .tmj, .tmx, .txt, .png)\n"
                   "  schema     the parameter schema, as YAML\n"
                   "  help       this text, or 'mapsmith help COMMAND' for one command\n"
                   "\n"
                   "Exit codes: 0 done, 1 a check failed, 2 bad input or usage.\n");
}

QString seedsHelp()
{
    return Cli::tr("  --seeds A..B           seeds A to B, both included (or a single seed N)\n");
}

QString wallMetricHelp()
{
    return Cli::tr(
        "  --metric ID            print this sweep metric under each seed (see 'mapsmith help sweep')\n"
        "  --badges               mark the seeds whose validation fails with a red badge\n");
}

QString sweepHelp()
{
    return Cli::tr(
               "Usage: mapsmith sweep -c CONFIG --seeds A..B [--jobs N] [--json]\n"
               "       mapsmith sweep --merge SWEEP.json... [--json]\n"
               "Generates every seed of the range and prints statistics of each metric (count, min, mean,\n"
               "max, standard deviation) and the checks that failed. With --json, one JSON object with the\n"
               "histograms too; --merge adds up such files of disjoint seed ranges of the same config, so\n"
               "a long sweep can be split across machines. Metrics of grid maps: floor_share,\n"
               "path_length, solvable, dead_ends, rooms, retries, checks_failed; of towers: paths, rooms,\n"
               "edges, start_rooms, elites, solvable, retries, checks_failed.\n"
               "  -c, --config CONFIG    the level config (YAML)\n") +
           seedsHelp() +
           Cli::tr("  --jobs N               worker threads (default: all cores)\n"
                   "  --merge                add up the sweep files given (output of --json)\n"
                   "  --json                 print the statistics as one JSON object\n");
}

} // namespace

QString usageText(Command command)
{
    switch (command) {
    case Command::Generate:
        return Cli::tr(
            "Usage: mapsmith generate -c CONFIG [-s SEED] [-o MAP.yaml] [--png FILE] [--scale N] [--json]\n"
            "Generates one map. Without -o or --png the map file is printed.\n"
            "  -c, --config CONFIG    the level config (YAML)\n"
            "  -s, --seed SEED        use this seed instead of the config's\n"
            "  -o, --output MAP.yaml  write the map file\n"
            "  --png FILE             write a picture of the map\n"
            "  --scale N              pixels per tile in the picture (1..64, default 4)\n"
            "  --json                 print a summary as one JSON object\n");
    case Command::Wall:
        return Cli::tr("Usage: mapsmith wall -c CONFIG --seeds A..B [--columns N] [--jobs N] [--scale N] -o "
                       "WALL.png "
                       "[--metric ID] [--badges] [--json]\n"
                       "Draws a thumbnail of every seed of the range, each labelled with its seed.\n"
                       "  -c, --config CONFIG    the level config (YAML)\n") +
               seedsHelp() +
               Cli::tr("  --columns N            thumbnails per row (default 10)\n"
                       "  --jobs N               worker threads (default: all cores)\n"
                       "  --scale N              pixels per tile (1..64, default 2)\n"
                       "  -o, --output WALL.png  the picture to write\n"
                       "  --json                 print the layout as one JSON object\n") +
               wallMetricHelp();
    case Command::Hash:
        return Cli::tr("Usage: mapsmith hash -c CONFIG --seeds A..B [--jobs N]\n"
                       "Prints 'SEED HASH' for every seed, then 'combined HASH'.\n"
                       "  -c, --config CONFIG    the level config (YAML)\n") +
               seedsHelp() + Cli::tr("  --jobs N               worker threads (default: all cores)\n");
    case Command::Validate:
        return Cli::tr("Usage: mapsmith validate -c CONFIG --seeds A..B [--jobs N] [--json]\n"
                       "Runs the generator's checks on every seed; exits with 1 if any fails.\n"
                       "  -c, --config CONFIG    the level config (YAML)\n") +
               seedsHelp() +
               Cli::tr("  --jobs N               worker threads (default: all cores)\n"
                       "  --json                 print the result as one JSON object\n");
    case Command::Sweep:
        return sweepHelp();
    case Command::Schema:
        return Cli::tr("Usage: mapsmith schema [GENERATOR]\n"
                       "Prints the parameter schema of one generator, or of all, as YAML.\n");
    case Command::Path:
        return Cli::tr(
            "Usage: mapsmith path -m MAP --algo ID [--from X,Y] [--to X,Y] [--json]\n"
            "Runs one search on a map; exits with 1 if there is no path.\n"
            "Prints found, cost (in the rules' unit), length (steps), expanded, peak_open, time_ms\n"
            "and the path's cells.\n"
            "  -m, --map MAP          the map file (YAML)\n"
            "  --algo ID              bfs, dfs, dijkstra, astar, greedy, jps, beat-astar or dstar-lite\n"
            "  --from X,Y             the start cell (default: the map's start)\n"
            "  --to X,Y               the goal cell (default: the map's exit)\n"
            "  --json                 print the result as one JSON object\n");
    case Command::Collect:
        return Cli::tr(
            "Usage: mapsmith collect -m MAP --planner ID [--json]\n"
            "Plans the order in which to collect the map's gold (or its lights, if it has no gold),\n"
            "starting at the map's start; exits with 1 if some cannot be collected.\n"
            "  -m, --map MAP          the map file (YAML)\n"
            "  --planner ID           greedy (fast), optimal (Held-Karp) or bitmask (exact BFS)\n"
            "  --json                 print the plan as one JSON object\n");
    case Command::Beat:
        return Cli::tr(
            "Usage: mapsmith beat AUDIO [--json] [--click-mix OUT.wav]\n"
            "Decodes a music file (WAV, MP3, FLAC, Ogg, ...) and prints found, bpm, offset (the first\n"
            "beat, in seconds), confidence (0..1), the tempo candidates and the beats. A file without a\n"
            "steady pulse prints 'found no' and still exits with 0.\n"
            "  --json                 print the result as one JSON object\n"
            "  --click-mix OUT.wav    write the music with a click on every beat (16-bit mono WAV)\n");
    case Command::Play:
        return Cli::tr(
            "Usage: mapsmith play -m MAP --inputs KEYS [--rhythm] [--save SESSION.yaml] [-s SEED]\n"
            "                     [--expect won|lost|playing] [--json]\n"
            "Plays the map headless and prints the final state: status, player, collected, combo,\n"
            "beat and the state hash. Exits with 1 if --expect names another status.\n"
            "  -m, --map MAP          the map file (YAML)\n"
            "  --inputs KEYS          W A S D to move, Z X to dig (Lode Runner), . to wait, 1-9 to choose\n"
            "                         a tower room; one key per beat. Or a file of timed inputs:\n"
            "                         one 'SECONDS KEY' per line\n"
            "  --rhythm               moves count only inside the beat window (else a Miss)\n"
            "  --save SESSION.yaml    write the session, to replay it later\n"
            "  -s, --seed SEED        the session's seed (enemies wander with it; default: the map's)\n"
            "  --expect STATUS        exit with 1 unless the play ends won, lost or playing\n"
            "  --json                 print the state as one JSON object\n");
    case Command::Replay:
        return Cli::tr("Usage: mapsmith replay SESSION.yaml [--expect won|lost|playing] [--json]\n"
                       "Replays a saved play session and prints its final state, as 'play' does.\n"
                       "  --expect STATUS        exit with 1 unless the play ends won, lost or playing\n"
                       "  --json                 print the state as one JSON object\n");
    case Command::Convert:
        return Cli::tr(
            "Usage: mapsmith convert IN OUT [--mapping FILE] [--scale N]\n"
            "Converts a map between formats, chosen by extension: .yaml (Mapsmith map), .tmj (Tiled JSON),\n"
            ".tmx (Tiled XML; both also gzipped), .txt (Lode Runner text; reading takes the first level) "
            "and\n"
            ".png (written only: a Tiled map drawn with its tilesets). A Tiled map read from a file is\n"
            "written back with its tilesets and layers; others with a tileset image beside them\n"
            "(NAME_tiles.png).\n"
            "  --mapping FILE         which Tiled gids are which Mapsmith tiles (YAML); without it a Tiled\n"
            "                         map says itself (collision layers, tile classes and properties);\n"
            "                         a plain export writes the built-in gids, tile number + 1\n"
            "  --scale N              pixels per tile in a PNG (1..64, default 8, or the tile size of a\n"
            "                         map drawn with tilesets)\n");
    default:
        return overview();
    }
}

} // namespace mapsmith::cli
