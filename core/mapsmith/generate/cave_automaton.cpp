// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Cellular-automaton caves, bit-parallel.
//
// Where it comes from: the birth/death ("B5678/S45678"-style) cave rule popularised by Jim Babcock's
// "Cellular Automata Method for Generating Random Cave-Like Levels" (RogueBasin) and Kevin Harris's
// "Generate Random Cave Levels Using Cellular Automata" (Envato Tuts+, 2013). The bit-sliced neighbour count
// is the standard trick of bit-parallel Life programs (e.g. Tomas Rokicki's "Life Algorithms", 2018;
// Warren, "Hacker's Delight", ch. 5 on counting bits in parallel).
//
// Fill: cells are taken 64 at a time (one word of a row, rows top to bottom, words left to right). Each cell
// has a 16-bit random fraction u and becomes wall when u < T = round(fill_ratio * 65536) (so fill_ratio is
// quantised to 1/65536). The comparison runs from the most significant bit down: bit plane k of the 64
// fractions is one Rng::next() word, drawn only while some cell of the word is undecided and T still has a
// set bit at or below k. T = 0 and T = 65536 draw nothing. About 3-8 draws per 64 cells.
//
// Step: for each word, the 8 neighbour bit vectors are the rows above, at and below shifted by one (the
// neighbouring word supplies the carried bit; outside rows and words are all ones, i.e. wall). They are
// summed with bit-sliced full adders into a 4-bit count per cell, compared with the two limits bit-sliced
// from the MSB, and combined: new = (wall & count >= death) | (floor & count >= birth).
//
// Complexity: O(width * height / 64) word operations per step and for the fill. No allocation per step
// (the caller swaps two buffers).
// Tie-breaking: none needed. Determinism: the output depends only on the parameters and the Rng stream.
#include <mapsmith/generate/cave_automaton.h>

#include <bit>
#include <cmath>

namespace mapsmith::cave {

namespace {

constexpr std::uint64_t kAll = ~std::uint64_t{0};

/// A limit as four all-ones-or-zero masks, one per bit, for the bit-sliced comparison.
struct Limit
{
    std::uint64_t bit[4];
    explicit Limit(int limit)
    {
        for (int b = 0; b < 4; ++b)
            bit[b] = ((limit >> b) & 1) ? kAll : 0;
    }
};

/// Per-cell "count >= limit" for the 4-bit counts (c3 c2 c1 c0), compared from the most significant bit.
inline std::uint64_t atLeast(const std::uint64_t (&c)[4], const Limit &limit)
{
    std::uint64_t greater = 0;
    std::uint64_t equal = kAll;
    for (int b = 3; b >= 0; --b) {
        greater |= equal & c[b] & ~limit.bit[b];
        equal &= ~(c[b] ^ limit.bit[b]);
    }
    return greater | equal;
}

/// The row's cells shifted so bit x holds cell x-1 (`west`) and x+1 (`east`); word j of `r`, outside = wall.
struct Shifted
{
    std::uint64_t west, centre, east;
};

inline Shifted shifted(const std::uint64_t *r, int j, int stride)
{
    const std::uint64_t c = r[j];
    const std::uint64_t before = j > 0 ? r[j - 1] : kAll;
    const std::uint64_t after = j + 1 < stride ? r[j + 1] : kAll;
    return {(c << 1) | (before >> 63), c, (c >> 1) | (after << 63)};
}

inline std::uint64_t stepWord(const std::uint64_t *above, const std::uint64_t *at, const std::uint64_t *below,
                              int j, int stride, const Limit &death, const Limit &birth)
{
    const Shifted t = shifted(above, j, stride);
    const Shifted m = shifted(at, j, stride);
    const Shifted b = shifted(below, j, stride);
    // Each row's neighbours as a 2-bit number (sum, carry).
    const std::uint64_t ts = t.west ^ t.centre ^ t.east;
    const std::uint64_t tc = (t.west & t.centre) | (t.east & (t.west ^ t.centre));
    const std::uint64_t bs = b.west ^ b.centre ^ b.east;
    const std::uint64_t bc = (b.west & b.centre) | (b.east & (b.west ^ b.centre));
    const std::uint64_t ms = m.west ^ m.east;
    const std::uint64_t mc = m.west & m.east;
    // Ones: ts + bs + ms.
    std::uint64_t count[4];
    count[0] = ts ^ bs ^ ms;
    const std::uint64_t k1 = (ts & bs) | (ms & (ts ^ bs));
    // Twos: tc + bc + mc + k1 (at most 4).
    const std::uint64_t u = tc ^ bc ^ mc;
    const std::uint64_t v = (tc & bc) | (mc & (tc ^ bc));
    count[1] = u ^ k1;
    const std::uint64_t k2 = u & k1;
    count[2] = v ^ k2;
    count[3] = v & k2;
    const std::uint64_t cell = m.centre;
    return (cell & atLeast(count, death)) | (~cell & atLeast(count, birth));
}

/// One word of the fill: bit i is 1 (wall) when cell i's 16-bit fraction is below `threshold`.
inline std::uint64_t fillWord(std::uint32_t threshold, std::uint64_t valid, Rng &rng)
{
    std::uint64_t less = 0;
    std::uint64_t undecided = valid;
    for (int bit = 15; bit >= 0 && undecided; --bit) {
        if ((threshold & ((2U << bit) - 1)) == 0)
            break; // no set bit of T left: every undecided fraction is >= T
        const std::uint64_t r = rng.next();
        if ((threshold >> bit) & 1U) {
            less |= undecided & ~r;
            undecided &= r;
        } else {
            undecided &= ~r;
        }
    }
    return less;
}

} // namespace

WallBits::WallBits(int width, int height)
    : m_width(width), m_height(height), m_stride((width + 63) / 64),
      m_padMask(width % 64 ? kAll << (width % 64) : 0),
      m_words(static_cast<std::size_t>(m_stride) * static_cast<std::size_t>(height), kAll)
{
}

void WallBits::setWall(int x, int y, bool wall)
{
    const std::uint64_t bit = std::uint64_t{1} << (x & 63);
    std::uint64_t &word = row(y)[x >> 6];
    word = wall ? word | bit : word & ~bit;
}

std::int64_t WallBits::floorCount() const
{
    std::int64_t walls = 0;
    for (std::uint64_t w : m_words)
        walls += std::popcount(w);
    // Padding bits are wall bits that are not cells.
    const std::int64_t padding = static_cast<std::int64_t>(std::popcount(m_padMask)) * m_height;
    return static_cast<std::int64_t>(m_width) * m_height - (walls - padding);
}

Grid<std::uint8_t> WallBits::toOpen() const
{
    Grid<std::uint8_t> open(m_width, m_height, 0);
    for (int y = 0; y < m_height; ++y) {
        const std::uint64_t *r = row(y);
        std::uint8_t *out = open.data() + open.index(0, y);
        for (int x = 0; x < m_width; ++x)
            out[x] = static_cast<std::uint8_t>(((r[x >> 6] >> (x & 63)) & 1U) ^ 1U);
    }
    return open;
}

WallBits WallBits::fromOpen(const Grid<std::uint8_t> &open)
{
    WallBits bits(open.width(), open.height());
    for (int y = 0; y < open.height(); ++y) {
        for (int x = 0; x < open.width(); ++x)
            bits.setWall(x, y, open.at(x, y) == 0);
    }
    return bits;
}

std::uint32_t fillThreshold(double ratio)
{
    if (!(ratio > 0))
        return 0;
    if (ratio >= 1)
        return 65536;
    return static_cast<std::uint32_t>(std::lround(ratio * 65536.0));
}

void fillRows(WallBits &bits, std::uint32_t threshold, Rng &rng, int rowBegin, int rowEnd)
{
    const int stride = bits.stride();
    for (int y = rowBegin; y < rowEnd; ++y) {
        std::uint64_t *r = bits.row(y);
        for (int j = 0; j < stride; ++j) {
            const std::uint64_t pad = j + 1 == stride ? bits.padMask() : 0;
            if (threshold >= 65536)
                r[j] = kAll;
            else if (threshold == 0)
                r[j] = pad;
            else
                r[j] = fillWord(threshold, ~pad, rng) | pad;
        }
    }
}

void stepRows(const WallBits &in, WallBits &out, int deathLimit, int birthLimit, int rowBegin, int rowEnd)
{
    const int stride = in.stride();
    const std::vector<std::uint64_t> outside(static_cast<std::size_t>(stride), kAll);
    const int last = in.height() - 1;
    const Limit death(deathLimit);
    const Limit birth(birthLimit);
    for (int y = rowBegin; y < rowEnd; ++y) {
        const std::uint64_t *above = y > 0 ? in.row(y - 1) : outside.data();
        const std::uint64_t *below = y < last ? in.row(y + 1) : outside.data();
        const std::uint64_t *at = in.row(y);
        std::uint64_t *dst = out.row(y);
        for (int j = 0; j < stride; ++j)
            dst[j] = stepWord(above, at, below, j, stride, death, birth);
        dst[stride - 1] |= in.padMask();
    }
}

void forceBorder(WallBits &bits)
{
    if (bits.height() == 0 || bits.width() == 0)
        return;
    const int last = bits.height() - 1;
    for (int j = 0; j < bits.stride(); ++j) {
        bits.row(0)[j] = kAll;
        bits.row(last)[j] = kAll;
    }
    const int lastX = bits.width() - 1;
    const std::uint64_t lastBit = std::uint64_t{1} << (lastX & 63);
    for (int y = 0; y < bits.height(); ++y) {
        bits.row(y)[0] |= 1U;
        bits.row(y)[lastX >> 6] |= lastBit;
    }
}

} // namespace mapsmith::cave
