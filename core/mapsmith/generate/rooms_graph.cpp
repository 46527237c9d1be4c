// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Which rooms a corridor joins: a minimum spanning tree over the room centres plus a few extra edges.
// Based on: R. C. Prim, "Shortest connection networks and some generalizations", Bell System Technical
//   Journal 36(6), 1957 — the O(n^2) array version, which is the best one for a complete graph; the extra
//   edges follow the "add back some non-tree edges for loops" step of TinyKeep's dungeon generator
//   (A. Adonaac, "Procedural Dungeon Generation Algorithm", Gamasutra, 2015).
// Edge weight: squared Euclidean distance between room centres (exact in 64-bit integers). Extra edges are
// drawn from each room's 3 nearest other rooms, so loops join neighbours rather than cross the map:
// the candidates that are not tree edges are sorted, shuffled, and the first round(ratio * (n - 1)) taken
// (all of them when there are fewer).
//
// Complexity: O(n^2) time and O(n) memory for n rooms (n <= 1000 by the schema); the nearest-neighbour lists
// are O(n^2 log n) worst case by sorting, in practice negligible next to carving.
// Tie-breaking and determinism: Prim starts at room 0 and, among equal weights, takes the lowest room index;
// nearest neighbours tie by index; only the extra-edge shuffle uses the Rng (once, and not at all when no
// extra edge is asked for).
#include <mapsmith/generate/rooms_layout.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace mapsmith::rooms {

namespace {

std::int64_t weight(const Room &a, const Room &b)
{
    const Point p = a.centre();
    const Point q = b.centre();
    const std::int64_t dx = p.x - q.x;
    const std::int64_t dy = p.y - q.y;
    return dx * dx + dy * dy;
}

std::vector<Edge> primTree(const std::vector<Room> &rooms)
{
    const std::size_t n = rooms.size();
    std::vector<Edge> tree;
    if (n < 2)
        return tree;
    constexpr auto kInf = std::numeric_limits<std::int64_t>::max();
    std::vector<std::int64_t> best(n, kInf);
    std::vector<int> from(n, 0);
    std::vector<std::uint8_t> inTree(n, 0);
    std::size_t current = 0;
    inTree[0] = 1;
    for (std::size_t added = 1; added < n; ++added) {
        std::size_t next = n;
        for (std::size_t j = 0; j < n; ++j) {
            if (inTree[j])
                continue;
            const std::int64_t w = weight(rooms[current], rooms[j]);
            if (w < best[j]) {
                best[j] = w;
                from[j] = static_cast<int>(current);
            }
            if (next == n || best[j] < best[next])
                next = j;
        }
        inTree[next] = 1;
        tree.push_back(
            {std::min(from[next], static_cast<int>(next)), std::max(from[next], static_cast<int>(next))});
        current = next;
    }
    return tree;
}

/// Each room's 3 nearest other rooms, as sorted unique edges that are not in `tree`.
std::vector<Edge> nearEdges(const std::vector<Room> &rooms, const std::vector<Edge> &tree)
{
    constexpr std::size_t kNearest = 3;
    const auto n = static_cast<int>(rooms.size());
    std::vector<Edge> out;
    std::vector<std::pair<std::int64_t, int>> byDistance;
    for (int i = 0; i < n; ++i) {
        byDistance.clear();
        for (int j = 0; j < n; ++j) {
            if (j != i)
                byDistance.push_back(
                    {weight(rooms[static_cast<std::size_t>(i)], rooms[static_cast<std::size_t>(j)]), j});
        }
        const std::size_t k = std::min(kNearest, byDistance.size());
        std::partial_sort(byDistance.begin(), byDistance.begin() + static_cast<std::ptrdiff_t>(k),
                          byDistance.end());
        for (std::size_t t = 0; t < k; ++t)
            out.push_back({std::min(i, byDistance[t].second), std::max(i, byDistance[t].second)});
    }
    std::vector<Edge> sortedTree = tree;
    std::sort(sortedTree.begin(), sortedTree.end());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    std::erase_if(out,
                  [&](const Edge &e) { return std::binary_search(sortedTree.begin(), sortedTree.end(), e); });
    return out;
}

} // namespace

RoomGraph connectRooms(const std::vector<Room> &rooms, double extraRatio, Rng &rng)
{
    RoomGraph g;
    g.tree = primTree(rooms);
    const auto wanted =
        static_cast<std::size_t>(std::lround(std::clamp(extraRatio, 0.0, 1.0) * double(g.tree.size())));
    if (wanted == 0)
        return g;
    g.extra = nearEdges(rooms, g.tree);
    rng.shuffle(g.extra.begin(), g.extra.end());
    if (g.extra.size() > wanted)
        g.extra.resize(wanted);
    return g;
}

} // namespace mapsmith::rooms
