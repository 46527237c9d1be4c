// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "cli/commandline.h"

#include <mapsmith/io/config.h>
#include <mapsmith/map/map.h>
#include <mapsmith/util/result.h>

namespace mapsmith::cli {

/// Each returns the process exit code (ExitCode). They print only to stdout/stderr and write only the
/// files named on the command line.
int runGenerate(const CommandLine &cl);
int runWall(const CommandLine &cl);
int runHash(const CommandLine &cl);
int runValidate(const CommandLine &cl);
int runSchema(const CommandLine &cl);
int runPath(const CommandLine &cl);
int runCollect(const CommandLine &cl);
int runBeat(const CommandLine &cl);
int runPlay(const CommandLine &cl);
int runReplay(const CommandLine &cl);
int runConvert(const CommandLine &cl);
int runSweep(const CommandLine &cl);
int runHelp(const CommandLine &cl);
int runVersion();

/// Runs the headless command `cl` names (not Gui).
int runCommand(const CommandLine &cl);

/// Reads -c CONFIG with the built-in generators; -s, when given, replaces its seed.
Result<Config> loadCommandConfig(const CommandLine &cl);

/// Reads -m MAP with the built-in generators.
Result<Map> loadCommandMap(const CommandLine &cl);
/// fail(error), naming -m MAP when the error names no file (a search or plan refused on that map).
int failOnMap(const CommandLine &cl, Error error);

} // namespace mapsmith::cli
