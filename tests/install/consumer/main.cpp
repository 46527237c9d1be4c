// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Regenerates a map from an exported config and a seed, as a game would, and prints `SEED HASH`.
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/map/hash.h>

#include <charconv>
#include <cstdint>
#include <cstring>
#include <iostream>

int main(int argc, char **argv)
{
    std::uint64_t seed = 0;
    if (argc != 3 || std::from_chars(argv[2], argv[2] + std::strlen(argv[2]), seed).ec != std::errc{}) {
        std::cerr << "usage: mapsmith_consumer CONFIG SEED\n";
        return 2;
    }
    const auto &registry = mapsmith::builtinGenerators();
    auto config = mapsmith::loadConfig(argv[1], registry);
    if (!config) {
        std::cerr << config.error().toString() << '\n';
        return 2;
    }
    config->seed = seed;
    const auto generated = mapsmith::generate(registry, *config);
    if (!generated) {
        std::cerr << generated.error().toString() << '\n';
        return 2;
    }
    std::cout << seed << ' ' << mapsmith::hashToHex(mapsmith::mapHash(generated->map)) << '\n';
    return 0;
}
