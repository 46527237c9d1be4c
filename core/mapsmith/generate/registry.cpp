// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/cave.h>
#include <mapsmith/generate/levelconfig.h>
#include <mapsmith/generate/loderunner.h>
#include <mapsmith/generate/maze.h>
#include <mapsmith/generate/registry.h>
#include <mapsmith/generate/rooms.h>
#include <mapsmith/generate/tower.h>

namespace mapsmith {

void GeneratorRegistry::add(std::unique_ptr<Generator> generator)
{
    m_generators.push_back(std::move(generator));
}

const Generator *GeneratorRegistry::find(std::string_view id) const
{
    for (const auto &g : m_generators) {
        if (g->id() == id)
            return g.get();
    }
    return nullptr;
}

const GeneratorRegistry &builtinGenerators()
{
    static const GeneratorRegistry registry = [] {
        GeneratorRegistry r;
        r.add(std::make_unique<CaveGenerator>());
        r.add(std::make_unique<RoomsGenerator>());
        r.add(std::make_unique<MazeGenerator>());
        r.add(std::make_unique<TowerGenerator>());
        r.add(std::make_unique<LodeRunnerGenerator>());
        return r;
    }();
    return registry;
}

Result<Generated> generate(const GeneratorRegistry &registry, const Config &config, const RunControl &control)
{
    const Generator *g = registry.find(config.generator);
    if (!g)
        return Error::badInput("unknown generator '" + config.generator + "'");
    auto params = g->schema().complete(config.params);
    if (!params)
        return params.error();
    Rng rng(config.seed);
    auto result = g->generateFor(config.seed, *params, rng, control);
    if (!result)
        return result;
    MapSource &src = result->map.source;
    src.generator = std::string(g->id());
    src.generatorVersion = g->version();
    src.seed = config.seed;
    src.params = std::move(*params);
    src.play = config.play;
    return result;
}

} // namespace mapsmith
