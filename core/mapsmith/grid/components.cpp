// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/grid/components.h>

namespace mapsmith {

int Components::largest() const
{
    int best = -1;
    for (int i = 0; i < count(); ++i) {
        if (best < 0 || sizes[static_cast<std::size_t>(i)] > sizes[static_cast<std::size_t>(best)])
            best = i;
    }
    return best;
}

Components labelComponents(const Grid<std::uint8_t> &open, Neighbourhood n)
{
    Components c;
    c.label = Grid<std::int32_t>(open.width(), open.height(), -1);
    const int dirs = neighbourCount(n);
    std::vector<Point> stack;
    for (int y = 0; y < open.height(); ++y) {
        for (int x = 0; x < open.width(); ++x) {
            if (!open.at(x, y) || c.label.at(x, y) >= 0)
                continue;
            const auto region = static_cast<std::int32_t>(c.sizes.size());
            std::int64_t size = 0;
            c.label.at(x, y) = region;
            stack.push_back({x, y});
            while (!stack.empty()) {
                const Point p = stack.back();
                stack.pop_back();
                ++size;
                for (int d = 0; d < dirs; ++d) {
                    const Point q = p + kDirections[static_cast<std::size_t>(d)];
                    if (open.contains(q) && open[q] && c.label[q] < 0) {
                        c.label[q] = region;
                        stack.push_back(q);
                    }
                }
            }
            c.sizes.push_back(size);
        }
    }
    return c;
}

std::vector<Point> floodFill(const Grid<std::uint8_t> &open, Point seed, Neighbourhood n)
{
    std::vector<Point> out;
    if (!open.contains(seed) || !open[seed])
        return out;
    Grid<std::uint8_t> seen(open.width(), open.height(), 0);
    const int dirs = neighbourCount(n);
    seen[seed] = 1;
    out.push_back(seed);
    for (std::size_t head = 0; head < out.size(); ++head) {
        const Point p = out[head];
        for (int d = 0; d < dirs; ++d) {
            const Point q = p + kDirections[static_cast<std::size_t>(d)];
            if (open.contains(q) && open[q] && !seen[q]) {
                seen[q] = 1;
                out.push_back(q);
            }
        }
    }
    return out;
}

} // namespace mapsmith
