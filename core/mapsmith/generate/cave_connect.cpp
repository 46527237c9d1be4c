// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Cave connectivity: regions over runs, and joining them along a minimum spanning tree.
//
// Regions: the floor of each row is cut into horizontal runs (found a word at a time with count-trailing-
// zeros); runs of neighbouring rows that overlap in x are 4-connected and are merged with union-find (path
// halving, the smaller run index always the root) — the run-based connected-component labelling of
// Rosenfeld & Pfaltz (1966) as refined by He, Chao & Suzuki ("A Run-Based Two-Scan Labeling Algorithm",
// IEEE TIP 2008). Because the root is the first run of its region, regions are numbered in row-major order
// of their first cell, as labelComponents numbers them. O(cells / 64 + runs * alpha).
//
// Joining: every kept region grows through wall at once, one level (one cell) at a time, like a breadth-
// first search from all floor cells — but bit-parallel: a level is the previous level's cells shifted N, E,
// S, W, masked by the wall not yet reached (the outer ring is off limits with border_wall), and only words
// near the previous level are visited, so a level costs O(its words). Each new cell takes the region of its
// first neighbour (N, E, S, W) on the previous level and remembers its level (= wall cells between it and its
// region). Where two regions touch, the pair (p, q) is a candidate edge costing level(p) + level(q) wall
// cells; it is recorded when the second of the two cells is claimed. Kruskal's algorithm (1956) picks a
// minimum spanning tree of the regions, and each chosen edge is carved by walking from p and from q down the
// levels to their regions. O(cells + T log T) time for T touching pairs (T is about the length of the
// boundaries between the regions' zones, far below the cell count), O(cells) memory; every loop is bounded
// by the cell count (a level never exceeds width + height).
//
// Tie-breaking: region ownership as above (it does not depend on the processing order); edges are sorted by
// (cost, lower cell index, higher cell index); the walk back takes the first neighbour in N, E, S, W order
// whose level is one less. Determinism: no randomness and no hash-ordered containers.
#include <mapsmith/generate/cave_connect.h>

#include <algorithm>
#include <bit>
#include <numeric>
#include <tuple>

namespace mapsmith::cave {

namespace {

/// Union-find whose root is always the smallest index of its set.
class MinRootSets
{
public:
    explicit MinRootSets(std::size_t n) : m_parent(n) { std::iota(m_parent.begin(), m_parent.end(), 0); }
    std::int32_t find(std::int32_t i)
    {
        auto &p = m_parent;
        while (p[static_cast<std::size_t>(i)] != i) {
            p[static_cast<std::size_t>(i)] = p[static_cast<std::size_t>(p[static_cast<std::size_t>(i)])];
            i = p[static_cast<std::size_t>(i)];
        }
        return i;
    }
    bool unite(std::int32_t a, std::int32_t b)
    {
        a = find(a);
        b = find(b);
        if (a == b)
            return false;
        m_parent[static_cast<std::size_t>(std::max(a, b))] = std::min(a, b);
        return true;
    }

private:
    std::vector<std::int32_t> m_parent;
};

/// Appends the floor runs of one row.
void appendRuns(const std::uint64_t *row, const WallBits &bits, std::vector<std::int32_t> &x0,
                std::vector<std::int32_t> &x1)
{
    bool inRun = false;
    std::int32_t start = 0;
    for (int j = 0; j < bits.stride(); ++j) {
        const std::uint64_t floor = ~row[j]; // padding is wall, so a run ends at the width
        // While in a run, look for the next wall bit; otherwise for the next floor bit.
        std::uint64_t look = inRun ? ~floor : floor;
        while (look) {
            const int at = std::countr_zero(look);
            const auto x = static_cast<std::int32_t>(j * 64 + at);
            if (inRun) {
                x0.push_back(start);
                x1.push_back(x);
            } else {
                start = x;
            }
            inRun = !inRun;
            const std::uint64_t above = at == 63 ? 0 : ~std::uint64_t{0} << (at + 1);
            look = (inRun ? ~floor : floor) & above;
        }
    }
    if (inRun) {
        x0.push_back(start);
        x1.push_back(bits.width());
    }
}

/// Merges the runs of two neighbouring rows that overlap in x.
void uniteRows(const FloorRegions &r, std::int64_t a, std::int64_t aEnd, std::int64_t b, std::int64_t bEnd,
               MinRootSets &sets)
{
    while (a < aEnd && b < bEnd) {
        const auto ia = static_cast<std::size_t>(a);
        const auto ib = static_cast<std::size_t>(b);
        if (r.x0[ia] < r.x1[ib] && r.x0[ib] < r.x1[ia])
            sets.unite(static_cast<std::int32_t>(a), static_cast<std::int32_t>(b));
        if (r.x1[ia] < r.x1[ib])
            ++a;
        else
            ++b;
    }
}

} // namespace

int FloorRegions::largest() const
{
    int best = -1;
    for (int i = 0; i < count(); ++i) {
        if (best < 0 || sizes[static_cast<std::size_t>(i)] > sizes[static_cast<std::size_t>(best)])
            best = i;
    }
    return best;
}

FloorRegions findRegions(const WallBits &bits)
{
    FloorRegions r;
    r.rowStart.reserve(static_cast<std::size_t>(bits.height()) + 1);
    for (int y = 0; y < bits.height(); ++y) {
        r.rowStart.push_back(static_cast<std::int64_t>(r.x0.size()));
        appendRuns(bits.row(y), bits, r.x0, r.x1);
    }
    r.rowStart.push_back(static_cast<std::int64_t>(r.x0.size()));
    MinRootSets sets(r.x0.size());
    for (int y = 1; y < bits.height(); ++y) {
        const auto yi = static_cast<std::size_t>(y);
        uniteRows(r, r.rowStart[yi - 1], r.rowStart[yi], r.rowStart[yi], r.rowStart[yi + 1], sets);
    }
    r.region.resize(r.x0.size());
    for (int y = 0; y < bits.height(); ++y) {
        const auto yi = static_cast<std::size_t>(y);
        for (auto i = static_cast<std::size_t>(r.rowStart[yi]);
             i < static_cast<std::size_t>(r.rowStart[yi + 1]); ++i) {
            const auto root = static_cast<std::size_t>(sets.find(static_cast<std::int32_t>(i)));
            if (root == i) {
                r.region[i] = static_cast<std::int32_t>(r.sizes.size());
                r.sizes.push_back(0);
                r.first.push_back({r.x0[i], y});
            } else {
                r.region[i] = r.region[root];
            }
            r.sizes[static_cast<std::size_t>(r.region[i])] += r.x1[i] - r.x0[i];
        }
    }
    return r;
}

void removeRegions(WallBits &bits, const FloorRegions &regions, const std::vector<std::uint8_t> &keep)
{
    for (int y = 0; y < bits.height(); ++y) {
        const auto yi = static_cast<std::size_t>(y);
        for (auto i = static_cast<std::size_t>(regions.rowStart[yi]);
             i < static_cast<std::size_t>(regions.rowStart[yi + 1]); ++i) {
            if (keep[static_cast<std::size_t>(regions.region[i])])
                continue;
            for (std::int32_t x = regions.x0[i]; x < regions.x1[i]; ++x)
                bits.setWall(x, y, true);
        }
    }
}

namespace {

/// The join's search state. Bit sets share the WallBits layout (stride words per row, no padding bits set).
struct Fronts
{
    int width = 0, height = 0, stride = 0;
    std::vector<std::uint64_t> avail;    ///< wall a tunnel may take that no front has reached yet
    std::vector<std::uint64_t> previous; ///< the cells of the last level
    std::vector<std::uint64_t> current;  ///< the cells of the level being built
    std::vector<std::int32_t> active;    ///< words of `previous` with a bit set
    std::vector<std::int32_t> candidates;
    std::vector<std::uint16_t> stamp; ///< per word: the last level it was a candidate for
    std::vector<std::int32_t> owner;  ///< per cell: region, or -1 (not reached, or not open to tunnels)
    std::vector<std::uint16_t>
        dist; ///< per cell: level (wall cells between it and its region, itself included)

    std::size_t cell(int x, int y) const { return static_cast<std::size_t>(y) * width + x; }
};

void initFronts(Fronts &f, const WallBits &bits, const FloorRegions &regions, bool borderWall)
{
    f.width = bits.width();
    f.height = bits.height();
    f.stride = bits.stride();
    const auto words = static_cast<std::size_t>(f.stride) * f.height;
    f.avail.assign(words, 0);
    f.previous.assign(words, 0);
    f.current.assign(words, 0);
    f.stamp.assign(words, 0);
    f.owner.assign(static_cast<std::size_t>(f.width) * f.height, -1);
    f.dist.assign(static_cast<std::size_t>(f.width) * f.height, 0);
    const int lo = borderWall ? 1 : 0;
    const std::uint64_t lastBit = std::uint64_t{1} << ((f.width - 1) & 63);
    for (int y = lo; y < f.height - lo; ++y) {
        const std::uint64_t *r = bits.row(y);
        std::uint64_t *a = f.avail.data() + static_cast<std::size_t>(y) * f.stride;
        for (int j = 0; j < f.stride; ++j)
            a[j] = r[j];
        a[f.stride - 1] &= ~bits.padMask();
        if (borderWall) {
            a[0] &= ~std::uint64_t{1};
            a[f.stride - 1] &= ~lastBit;
        }
    }
    for (int y = 0; y < f.height; ++y) {
        const auto yi = static_cast<std::size_t>(y);
        for (auto i = static_cast<std::size_t>(regions.rowStart[yi]);
             i < static_cast<std::size_t>(regions.rowStart[yi + 1]); ++i) {
            if (bits.wall(regions.x0[i], y))
                continue; // a removed region
            std::fill_n(f.owner.begin() + static_cast<std::ptrdiff_t>(f.cell(regions.x0[i], y)),
                        regions.x1[i] - regions.x0[i], regions.region[i]);
        }
        const std::uint64_t *r = bits.row(y);
        for (int j = 0; j < f.stride; ++j) {
            const std::uint64_t open = ~r[j];
            if (open) {
                f.previous[yi * f.stride + j] = open;
                f.active.push_back(static_cast<std::int32_t>(yi * f.stride + j));
            }
        }
    }
}

/// Word w of the cells next to `previous` (N, E, S, W), restricted to `avail`.
std::uint64_t grownWord(const Fronts &f, std::int32_t w)
{
    const auto i = static_cast<std::size_t>(w);
    const int j = w % f.stride;
    const int y = w / f.stride;
    const std::uint64_t c = f.previous[i];
    std::uint64_t g = (c << 1) | (c >> 1);
    if (j > 0)
        g |= f.previous[i - 1] >> 63;
    if (j + 1 < f.stride)
        g |= f.previous[i + 1] << 63;
    if (y > 0)
        g |= f.previous[i - static_cast<std::size_t>(f.stride)];
    if (y + 1 < f.height)
        g |= f.previous[i + static_cast<std::size_t>(f.stride)];
    return g & f.avail[i];
}

/// Touching cells of two regions (p < q, cell indices) and the wall cells between their regions.
struct Touch
{
    std::uint32_t cost;
    std::int32_t p, q;
    bool operator<(const Touch &o) const { return std::tie(cost, p, q) < std::tie(o.cost, o.p, o.q); }
};

/// Records the pairs a newly claimed cell forms with already claimed cells of other regions. Each touching
/// pair is recorded once: by whichever of its two cells is claimed second.
void recordTouches(const Fronts &f, std::vector<Touch> &touches, int x, int y, std::size_t c)
{
    const std::int32_t own = f.owner[c];
    const auto check = [&](std::size_t n) {
        const std::int32_t other = f.owner[n];
        if (other >= 0 && other != own)
            touches.push_back({std::uint32_t{f.dist[c]} + f.dist[n],
                               static_cast<std::int32_t>(std::min(c, n)),
                               static_cast<std::int32_t>(std::max(c, n))});
    };
    if (y > 0)
        check(c - static_cast<std::size_t>(f.width));
    if (x + 1 < f.width)
        check(c + 1);
    if (y + 1 < f.height)
        check(c + static_cast<std::size_t>(f.width));
    if (x > 0)
        check(c - 1);
}

/// Each new cell takes the region of its first neighbour (N, E, S, W) on the previous level.
void claimWord(Fronts &f, std::vector<Touch> &touches, std::int32_t w, std::uint64_t added,
               std::uint16_t level)
{
    const auto i = static_cast<std::size_t>(w);
    const int y = w / f.stride;
    const int j = w % f.stride;
    const std::uint64_t here = f.previous[i];
    const std::uint64_t north = y > 0 ? f.previous[i - static_cast<std::size_t>(f.stride)] : 0;
    const std::uint64_t south = y + 1 < f.height ? f.previous[i + static_cast<std::size_t>(f.stride)] : 0;
    const std::uint64_t east = (here >> 1) | (j + 1 < f.stride ? f.previous[i + 1] << 63 : 0);
    const std::uint64_t fromNorth = added & north;
    const std::uint64_t fromEast = added & ~north & east;
    const std::uint64_t fromSouth = added & ~north & ~east & south;
    const std::uint64_t fromWest = added & ~north & ~east & ~south;
    const std::size_t rowCell = f.cell(j * 64, y);
    const auto take = [&f, rowCell, level](std::uint64_t cells, std::ptrdiff_t offset) {
        for (; cells; cells &= cells - 1) {
            const auto c = static_cast<std::ptrdiff_t>(rowCell) + std::countr_zero(cells);
            f.owner[static_cast<std::size_t>(c)] = f.owner[static_cast<std::size_t>(c + offset)];
            f.dist[static_cast<std::size_t>(c)] = level;
        }
    };
    const auto width = static_cast<std::ptrdiff_t>(f.width);
    take(fromNorth, -width);
    take(fromEast, 1);
    take(fromSouth, width);
    take(fromWest, -1);
    for (; added; added &= added - 1) {
        const int b = std::countr_zero(added);
        recordTouches(f, touches, j * 64 + b, y, rowCell + static_cast<std::size_t>(b));
    }
}

/// Grows every region one level; returns false when no cell was added.
bool growLevel(Fronts &f, std::vector<Touch> &touches, std::uint16_t level)
{
    f.candidates.clear();
    const auto mark = [&f, level](std::int32_t w) {
        if (f.stamp[static_cast<std::size_t>(w)] != level) {
            f.stamp[static_cast<std::size_t>(w)] = level;
            f.candidates.push_back(w);
        }
    };
    for (std::int32_t w : f.active) {
        const int j = w % f.stride;
        mark(w);
        if (j > 0)
            mark(w - 1);
        if (j + 1 < f.stride)
            mark(w + 1);
        if (w >= f.stride)
            mark(w - f.stride);
        if (w / f.stride + 1 < f.height)
            mark(w + f.stride);
    }
    std::vector<std::int32_t> added;
    for (std::int32_t w : f.candidates) {
        const std::uint64_t g = grownWord(f, w);
        if (!g)
            continue;
        f.current[static_cast<std::size_t>(w)] = g;
        f.avail[static_cast<std::size_t>(w)] &= ~g;
        claimWord(f, touches, w, g, level);
        added.push_back(w);
    }
    for (std::int32_t w : f.active)
        f.previous[static_cast<std::size_t>(w)] = 0;
    for (std::int32_t w : added) {
        f.previous[static_cast<std::size_t>(w)] = f.current[static_cast<std::size_t>(w)];
        f.current[static_cast<std::size_t>(w)] = 0;
    }
    f.active = std::move(added);
    return !f.active.empty();
}

/// Turns the wall cells from `c` down the distance field to its region into floor.
std::int64_t carve(const Fronts &f, WallBits &bits, std::int32_t c)
{
    std::int64_t carved = 0;
    int x = c % f.width;
    int y = c / f.width;
    const std::int32_t own = f.owner[static_cast<std::size_t>(c)];
    for (std::uint16_t d = f.dist[static_cast<std::size_t>(c)]; d > 0; --d) {
        if (bits.wall(x, y)) {
            bits.setWall(x, y, false);
            ++carved;
        }
        for (const Point step : {kDirections[0], kDirections[1], kDirections[2], kDirections[3]}) {
            const int nx = x + step.x;
            const int ny = y + step.y;
            if (nx < 0 || ny < 0 || nx >= f.width || ny >= f.height)
                continue;
            const std::size_t n = f.cell(nx, ny);
            if (f.owner[n] == own && f.dist[n] + 1 == d) {
                x = nx;
                y = ny;
                break;
            }
        }
    }
    return carved;
}

} // namespace

JoinOutcome joinRegions(WallBits &bits, const FloorRegions &regions, const std::vector<std::uint8_t> &keep,
                        bool borderWall, const RunControl &control)
{
    JoinOutcome out;
    const auto kept = static_cast<int>(std::count(keep.begin(), keep.end(), std::uint8_t{1}));
    if (kept < 2)
        return out;
    Fronts f;
    initFronts(f, bits, regions, borderWall);
    // Levels are bounded by the cell count; a distance never exceeds width + height, well within 16 bits.
    std::vector<Touch> touches;
    // Floor cells touching floor of another region cannot happen (they would be one region), so every
    // touch involves a claimed wall cell and is recorded while growing.
    for (int level = 1; level < 65535 && growLevel(f, touches, static_cast<std::uint16_t>(level)); ++level) {
        if ((level & 31) == 0 && control.cancelled()) {
            out.cancelled = true;
            return out;
        }
    }
    if (control.cancelled()) {
        out.cancelled = true;
        return out;
    }
    std::sort(touches.begin(), touches.end());
    MinRootSets sets(static_cast<std::size_t>(regions.count()));
    for (const Touch &t : touches) {
        if (!sets.unite(f.owner[static_cast<std::size_t>(t.p)], f.owner[static_cast<std::size_t>(t.q)]))
            continue;
        out.carved += carve(f, bits, t.p) + carve(f, bits, t.q);
        if (++out.tunnels == kept - 1)
            break;
    }
    out.connected = out.tunnels == kept - 1;
    return out;
}

} // namespace mapsmith::cave
