// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Gathers a map's problems: the grid and tower finders, then the generator's own failed checks. Which
// checks a failure belongs to is the generator's business; a tower check's message names its first room
// ("room 12 (floor 3, ...)"), which is where the problem is marked.
#include <mapsmith/generate/registry.h>
#include <mapsmith/validate/problems.h>

#include <charconv>

namespace mapsmith {

namespace {

/// The first "room N" a tower check message names, or -1.
int roomNamed(const std::string &message, std::size_t rooms)
{
    const std::string word = "room ";
    const std::size_t at = message.find(word);
    if (at == std::string::npos)
        return -1;
    int index = -1;
    const char *begin = message.data() + at + word.size();
    const auto [end, ec] = std::from_chars(begin, message.data() + message.size(), index);
    if (ec != std::errc() || end == begin || index < 0 || static_cast<std::size_t>(index) >= rooms)
        return -1;
    return index;
}

DeadEnds deadEndsFor(const Map &map, const ParamSet &params)
{
    if (map.source.generator != "maze")
        return DeadEnds::EmptyCorridors;
    return params.find("braid") && params.getReal("braid") >= 1.0 ? DeadEnds::All : DeadEnds::None;
}

} // namespace

std::vector<Problem> findProblems(const Map &map, const GeneratorRegistry &registry,
                                  const std::atomic<bool> *cancel)
{
    const Generator *generator = registry.find(map.source.generator);
    ParamSet params = map.source.params;
    if (generator) {
        auto complete = generator->schema().complete(params);
        if (complete)
            params = std::move(*complete);
        else
            generator = nullptr; // checks read params by the schema: they need all of them
    }
    std::vector<Problem> problems = map.kind == MapKind::Tower
                                        ? findTowerProblems(map.tower)
                                        : findGridProblems(map.grid, deadEndsFor(map, params));
    if (!generator || (cancel && cancel->load(std::memory_order_relaxed)))
        return problems;
    for (const Check &check : generator->validate(map, params)) {
        if (check.passed)
            continue;
        Problem p;
        p.kind = Problem::Kind::CheckFailed;
        p.subject = check.id;
        p.detail = check.message;
        if (map.kind == MapKind::Tower) {
            p.room = roomNamed(check.message, map.tower.nodes.size());
            if (p.room >= 0) {
                const TowerNode &n = map.tower.nodes[static_cast<std::size_t>(p.room)];
                p.at = Point{n.column, n.floor};
            }
        }
        problems.push_back(std::move(p));
    }
    return problems;
}

} // namespace mapsmith
