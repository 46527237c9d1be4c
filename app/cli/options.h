// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The options commands share: each gives its names, value name, usual usage row and how its value is
// checked and stored. A command lists the ones it takes in its CommandSpec, changing the row where its
// meaning differs (`output("WALL.png", ...)`).
#pragma once

#include "cli/commandspec.h"

namespace mapsmith::cli::options {

OptionSpec config(); ///< -c, --config CONFIG (required)
OptionSpec map();    ///< -m, --map MAP (required)
OptionSpec seed(const char *help);
OptionSpec seeds(); ///< --seeds A..B (required)
OptionSpec output(const QString &valueName, const char *help);
OptionSpec png();
OptionSpec scale(const char *help);
OptionSpec columns();
OptionSpec jobs();
OptionSpec json(const char *help);
OptionSpec metric();
OptionSpec badges();
OptionSpec algo();    ///< required
OptionSpec planner(); ///< required
OptionSpec from();
OptionSpec to();
OptionSpec clickMix();
OptionSpec inputs(); ///< required
OptionSpec rhythm();
OptionSpec save();
OptionSpec expect();
OptionSpec mapping();
OptionSpec merge();
OptionSpec keys();
OptionSpec timeLimit();
/// play and replay: --bpm, --offset, --window, --vision, --vision-radius, --light-radius, --lights,
/// --chase-range, --hole-beats, --hp, in their usage order.
std::vector<OptionSpec> playOptions();

} // namespace mapsmith::cli::options
