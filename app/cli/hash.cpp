// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith hash`: `SEED HASH` per seed in seed order, then `combined HASH` (combineHashes over them).
#include "cli/commands.h"
#include "cli/options.h"
#include "cli/output.h"
#include "cli/seedrunner.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/map/hash.h>

#include <optional>
#include <vector>

namespace mapsmith::cli {

int runHash(const CommandLine &cl)
{
    const auto config = loadCommandConfig(cl);
    if (!config)
        return fail(config.error());
    const auto count = static_cast<std::size_t>(cl.seeds->count());
    std::vector<std::uint64_t> hashes(count);
    std::vector<std::optional<Error>> errors(count);
    {
        Progress progress(QStringLiteral("hash"), count);
        forEachSeed(*cl.seeds, cl.jobs, progress, [&](std::size_t i, std::uint64_t seed) {
            Config c = *config;
            c.seed = seed;
            auto generated = generate(builtinGenerators(), c);
            if (generated)
                hashes[i] = mapHash(generated->map);
            else
                errors[i] = generated.error();
        });
    }
    for (const auto &error : errors) {
        if (error)
            return fail(*error);
    }
    std::string out;
    out.reserve(count * 40 + 40);
    for (std::size_t i = 0; i < count; ++i)
        out += std::to_string(cl.seeds->first + i) + ' ' + hashToHex(hashes[i]) + '\n';
    out += "combined " + hashToHex(combineHashes(hashes)) + '\n';
    printOut(QByteArray::fromStdString(out));
    return ExitDone;
}

const CommandSpec &hashCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("hash"),
        .summary = QT_TRANSLATE_NOOP("Cli", "one line per seed: SEED HASH, then combined HASH"),
        .synopsis = QT_TRANSLATE_NOOP("Cli", "Usage: mapsmith hash -c CONFIG --seeds A..B [--jobs N]"),
        .description = QT_TRANSLATE_NOOP("Cli", "Prints 'SEED HASH' for every seed, then 'combined HASH'."),
        .options = {options::config(), options::seeds(), options::jobs()},
        .run = runHash,
    };
    return spec;
}

} // namespace mapsmith::cli
