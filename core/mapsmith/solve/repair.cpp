// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/solve/repair_p.h>
#include <mapsmith/solve/searchsets_p.h>
#include <mapsmith/solve/statecodec_p.h>

#include <queue>

#include <algorithm>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace mapsmith {

namespace {

struct Step
{
    LodeState state;
    std::int32_t parent;
    std::uint32_t done; ///< plan keys taken
    std::int32_t g;
    char key;
};

/// The keys from the start to `node`.
std::string keysTo(const std::vector<Step> &nodes, std::uint32_t node)
{
    std::string keys;
    for (auto n = static_cast<std::int32_t>(node); nodes[static_cast<std::size_t>(n)].parent >= 0;
         n = nodes[static_cast<std::size_t>(n)].parent)
        keys += nodes[static_cast<std::size_t>(n)].key;
    std::reverse(keys.begin(), keys.end());
    return keys;
}

} // namespace

std::string repairLodePlan(const LodeRunnerGame &game, const std::string &planKeys, const SolveRequest &req,
                           const LodeState &start, std::chrono::steady_clock::time_point deadline,
                           std::size_t &states, std::string *furthest)
{
    if (planKeys.empty())
        return {};
    std::vector<std::int32_t> cells; // the runner's cell after i keys of the plan, without guards
    {
        LodeState s = game.start(req.seed, false);
        for (int i = 0; i < req.leadSteps; ++i)
            game.step(s, LodeMove::Wait);
        cells.push_back(s.runner);
        for (char k : planKeys) {
            game.step(s, lodeMoveOfKey(k));
            cells.push_back(s.runner);
        }
    }
    struct Queued
    {
        std::uint32_t done;
        std::int32_t g;
        std::uint32_t seq;
        std::uint32_t node;
        bool operator<(const Queued &o) const // the priority queue's top is the greatest
        {
            if (done != o.done)
                return done < o.done;
            if (g != o.g)
                return g > o.g;
            return seq > o.seq;
        }
    };
    std::vector<Step> nodes;
    std::priority_queue<Queued> open;
    SeenSet seen;
    PlaceCounts places;
    const int placeStates = placeStatesFor(req.maxStates);
    LodeStateCodec codec;
    std::vector<std::uint8_t> bytes;
    std::uint32_t seq = 0;
    auto push = [&](LodeState s, std::int32_t parent, std::uint32_t done, std::int32_t g, char key) {
        bytes.clear();
        codec.encode(s, bytes);
        bytes.push_back(static_cast<std::uint8_t>(done));
        bytes.push_back(static_cast<std::uint8_t>(done >> 8));
        bytes.push_back(static_cast<std::uint8_t>(done >> 16));
        if (!seen.insert(std::hash<std::string_view>{}(
                std::string_view(reinterpret_cast<const char *>(bytes.data()), bytes.size()))) ||
            (placeStates > 0 && places.bump((placeOf(s) ^ done) * 0x100000001b3ull) > placeStates))
            return;
        nodes.push_back(Step{std::move(s), parent, done, g, key});
        open.push(Queued{done, g, seq++, static_cast<std::uint32_t>(nodes.size() - 1)});
    };
    push(start, -1, 0, 0, '.');
    // Half the request's states at most: the leg-by-leg search and the last search get the rest, and a
    // caller with a small budget (the generator's beatable check) pays for what it asked.
    const std::size_t cap = std::min(kRepairStates, std::max<std::size_t>(req.maxStates / 2, 1));
    std::uint32_t pops = 0;
    while (!open.empty() && nodes.size() < cap) {
        // Early enough to free the states by the deadline: they are whole LodeStates (their holes and
        // guards on the heap), and on Classic 80 freeing some 600,000 of them took 0.4 s after the
        // deadline (`solve --time-limit 6` ran 6.3 s), so 0.8 s a million is kept for that.
        if ((++pops & 15u) == 1 &&
            ((req.control && req.control->cancelled()) ||
             std::chrono::steady_clock::now() + teardownReserve(0.8e-6, nodes.size()) >= deadline))
            break;
        const Queued top = open.top();
        open.pop();
        const bool control = game.hasControl(nodes[top.node].state);
        const char planKey = planKeys[top.done];
        const std::int32_t at = nodes[top.node].state.runner;
        for (int i = 0; i < 8; ++i) {
            const char key = i == 0 ? planKey : ".ZXADWS"[i - 1];
            if ((i > 0 && key == planKey) || (i > 1 && !control))
                continue; // the plan's own key once; no dig while falling or digging (a wait there
                          // delays the plan's keys by one)
            LodeState next = nodes[top.node].state;
            game.step(next, lodeMoveOfKey(key));
            if (next.status == LodeStatus::Lost)
                continue;
            const bool advance = i == 0 && at == cells[top.done] && next.runner == cells[top.done + 1];
            const std::uint32_t done = top.done + (advance ? 1u : 0u);
            if (!advance) {
                const Point p = game.terrain().pointOf(next.runner);
                const Point q = game.terrain().pointOf(cells[done]);
                if (std::abs(p.x - q.x) + std::abs(p.y - q.y) > kRepairTube)
                    continue; // too far off the plan's way
            }
            if (next.status == LodeStatus::Won) {
                states += nodes.size();
                return keysTo(nodes, top.node) + key;
            }
            if (done == planKeys.size())
                continue; // the plan's keys are all taken but a guard carries gold: see `furthest`
            push(std::move(next), static_cast<std::int32_t>(top.node), done, nodes[top.node].g + 1, key);
        }
    }
    states += nodes.size();
    if (furthest) {
        std::size_t best = 0; // the most plan keys taken, then the fewest steps, then the first kept
        for (std::size_t n = 1; n < nodes.size(); ++n)
            if (nodes[n].done > nodes[best].done ||
                (nodes[n].done == nodes[best].done && nodes[n].g < nodes[best].g))
                best = n;
        *furthest = keysTo(nodes, static_cast<std::uint32_t>(best));
    }
    return {};
}

} // namespace mapsmith
