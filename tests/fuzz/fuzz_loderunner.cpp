// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Fuzz target: the Lode Runner text reader at the classic 28x16 size. Any bytes give levels or an Error,
// never a crash; levels that were read are written and read back as the same maps and titles.

#include "fuzzing.h"

#include <mapsmith/io/loderunner.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace mapsmith;
    auto levels = readLodeRunnerText(fuzzing::text(data, size), "fuzz.txt");
    if (!levels) {
        fuzzing::requireCleanError(levels.error(), "fuzz.txt");
        return 0;
    }
    fuzzing::require(!levels->empty(), "a file that reads has a level");
    auto written = writeLodeRunnerText(*levels);
    fuzzing::require(written.ok(), "levels that were read can be written");
    auto again = readLodeRunnerText(*written, "again.txt");
    fuzzing::require(again.ok() && again->size() == levels->size(), "written levels read back");
    for (std::size_t i = 0; i < levels->size(); ++i) {
        fuzzing::require((*again)[i].map == (*levels)[i].map, "a written level reads back as the same map");
        fuzzing::require((*again)[i].title == (*levels)[i].title, "a written title reads back");
    }
    return 0;
}
