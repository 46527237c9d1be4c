// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/grid/grid.h>
#include <mapsmith/random/rng.h>

#include <cstdint>
#include <vector>

namespace mapsmith::cave {

/// A cave as bits: bit (x % 64) of word (x / 64) of row y is 1 where (x, y) is wall. The bits of the last
/// word past the width are padding and always 1, so "outside counts as wall" needs no special case.
class WallBits
{
public:
    WallBits() = default;
    /// All wall.
    WallBits(int width, int height);

    int width() const { return m_width; }
    int height() const { return m_height; }
    int stride() const { return m_stride; } ///< words per row
    std::uint64_t *row(int y) { return m_words.data() + static_cast<std::size_t>(y) * stride(); }
    const std::uint64_t *row(int y) const { return m_words.data() + static_cast<std::size_t>(y) * stride(); }
    /// The padding bits of a row's last word (0 when the width is a multiple of 64).
    std::uint64_t padMask() const { return m_padMask; }

    bool wall(int x, int y) const { return (row(y)[x >> 6] >> (x & 63)) & 1U; }
    void setWall(int x, int y, bool wall);
    std::int64_t floorCount() const;

    /// 1 where floor, 0 where wall.
    Grid<std::uint8_t> toOpen() const;
    static WallBits fromOpen(const Grid<std::uint8_t> &open);

    friend bool operator==(const WallBits &, const WallBits &) = default;

private:
    int m_width = 0;
    int m_height = 0;
    int m_stride = 0;
    std::uint64_t m_padMask = 0;
    std::vector<std::uint64_t> m_words;
};

/// fill_ratio quantised to 1/65536: round(ratio * 65536), in [0, 65536].
std::uint32_t fillThreshold(double ratio);

/// Rows [rowBegin, rowEnd) become wall with probability threshold / 65536 per cell, bit-parallel (see the
/// .cpp). Rows must be filled in order, each exactly once, for the result to match the documented stream.
void fillRows(WallBits &bits, std::uint32_t threshold, Rng &rng, int rowBegin, int rowEnd);

/// One birth/death step for rows [rowBegin, rowEnd) of `out` from the whole of `in` (same size): a wall
/// stays wall with >= deathLimit wall neighbours of 8, a floor becomes wall with >= birthLimit.
void stepRows(const WallBits &in, WallBits &out, int deathLimit, int birthLimit, int rowBegin, int rowEnd);

/// Sets the outer ring to wall.
void forceBorder(WallBits &bits);

} // namespace mapsmith::cave
