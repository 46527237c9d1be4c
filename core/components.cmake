# SPDX-License-Identifier: MIT
# The components of the core SDK: which files each holds, which components it builds on, which libraries it
# links and which packages an installed copy needs (docs/ARCHITECTURE.md, "Components"). core/CMakeLists.txt
# makes one static library per component from this table and cmake/mapsmith_structure.cmake checks it
# against the #include lines at every configure (and in the core_structure test).
#
# mapsmith_component(NAME [FILES glob...] [FOLDERS folder...] [DEPENDS component...] [LIBS target...]
#                    [BUILD_LIBS target...] [PACKAGES "find_dependency arguments"...])
#   FILES    globs under core/mapsmith/ (io/tiled*); a file named by FILES is the component's even when its
#            folder is another's. FOLDERS: the rest of those folders. Every core file is in exactly one.
#   DEPENDS  components declared above this one (so the table itself has no cycle); linked PUBLIC.
#   LIBS     linked PRIVATE; BUILD_LIBS likewise but header-only, so the installed package does not need them.
#   PACKAGES what the installed package's config finds for this component (one find_dependency each).
#
# Declaration order is dependency order. New files need no edit here unless they start a new folder.

# The model every other part uses: Result and Error, the Rng, Grid and Point, tiles and maps, parameters.
mapsmith_component(map FOLDERS util random grid map params)
# Hand edits over a generated map (cells, markers, tower edits) and applying them: projects, editor, games.
mapsmith_component(edit FOLDERS edit DEPENDS map)
# The beat grid a rhythm level runs on (BeatClock, judgement, the config's beat section): no library.
mapsmith_component(beat FILES beat/beatclock.* beat/beatconfig.h DEPENDS map)
# Tempo and beat analysis of PCM samples (spectral flux, autocorrelation, beat tracking): kissfft.
mapsmith_component(beat_analysis FOLDERS beat DEPENDS beat
    LIBS kissfft::kissfft-float PACKAGES "kissfft COMPONENTS SHARED")
# Generators, their registry and generate(registry, config).
mapsmith_component(generate FOLDERS generate DEPENDS map beat)
# Config, map, project, schema and session-adjacent YAML; Lode Runner text levels.
mapsmith_component(io_yaml FOLDERS io DEPENDS generate edit LIBS yaml-cpp PACKAGES yaml-cpp)
# Tiled TMJ and TMX maps, tile mappings, base64, zlib and zstd layer data.
mapsmith_component(tiled FILES io/tiled* io/tmj* io/tmx* io/tilemapping.* io/base64.* io/compress.*
    DEPENDS io_yaml LIBS yaml-cpp pugixml::pugixml ZLIB::ZLIB zstd::libzstd_shared
    BUILD_LIBS nlohmann_json::nlohmann_json PACKAGES pugixml ZLIB "zstd CONFIG")
# Movement rules, searches and the trace player.
mapsmith_component(search FOLDERS search DEPENDS map)
# The play-test simulation and its session and input files; the Lode Runner rules of the original game.
mapsmith_component(play FOLDERS play DEPENDS search beat io_yaml LIBS yaml-cpp)
# Collection planners; the Lode Runner world planner searches with the play rules (guards, holes).
mapsmith_component(plan FOLDERS plan DEPENDS search play)
# The Lode Runner solver: a search over whole game states (runner, gold, holes, guards).
mapsmith_component(solve FOLDERS solve DEPENDS plan play generate)
# The validation dock's problems (reachability, dead ends, generator checks).
mapsmith_component(validate FOLDERS validate DEPENDS generate search)
# Seed sweeps: per-map metrics and the mergeable statistics.
mapsmith_component(sweep FOLDERS sweep DEPENDS generate solve)
