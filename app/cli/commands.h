// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "cli/commandline.h"

#include <mapsmith/io/config.h>
#include <mapsmith/map/map.h>
#include <mapsmith/util/result.h>

namespace mapsmith::cli {

/// Runs the command `cl` names, or prints its usage error (exit 2). The commands themselves are in the
/// table (commandspec.h): each file defines its command's entry and the function that runs it.
int runCommand(const CommandLine &cl);

/// Reads -c CONFIG with the built-in generators; -s, when given, replaces its seed.
Result<Config> loadCommandConfig(const CommandLine &cl);

/// Reads -m MAP with the built-in generators.
Result<Map> loadCommandMap(const CommandLine &cl);
/// fail(error), naming -m MAP when the error names no file (a search or plan refused on that map).
int failOnMap(const CommandLine &cl, Error error);

} // namespace mapsmith::cli
