// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/grid/distance.h>

namespace mapsmith {

DistanceField bfsDistance(const Grid<std::uint8_t> &open, const std::vector<Point> &sources, Neighbourhood n)
{
    DistanceField f;
    f.distance = Grid<std::int32_t>(open.width(), open.height(), -1);
    const int w = open.width();
    const int dirs = neighbourCount(n);
    std::vector<std::int32_t> queue;
    queue.reserve(open.size() / 4 + 16);
    for (Point s : sources) {
        if (open.contains(s) && open[s] && f.distance[s] < 0) {
            f.distance[s] = 0;
            queue.push_back(static_cast<std::int32_t>(open.index(s)));
        }
    }
    if (!sources.empty())
        f.farthest = sources.front();
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const auto i = static_cast<std::size_t>(queue[head]);
        const int x = static_cast<int>(i % static_cast<std::size_t>(w));
        const int y = static_cast<int>(i / static_cast<std::size_t>(w));
        const std::int32_t d = f.distance[i];
        if (d > f.maxDistance) {
            f.maxDistance = d;
            f.farthest = {x, y};
        }
        for (int k = 0; k < dirs; ++k) {
            const Point q{x + kDirections[static_cast<std::size_t>(k)].x,
                          y + kDirections[static_cast<std::size_t>(k)].y};
            if (!open.contains(q))
                continue;
            const std::size_t j = open.index(q);
            if (open[j] && f.distance[j] < 0) {
                f.distance[j] = d + 1;
                queue.push_back(static_cast<std::int32_t>(j));
            }
        }
    }
    f.reached = static_cast<std::int64_t>(queue.size());
    return f;
}

} // namespace mapsmith
