// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Breadth-first search on the cave's wall bits, for the double sweep that places start and exit (cave.cpp).
//
// Source: the textbook BFS (Cormen et al., "Introduction to Algorithms", 22.2) with a FIFO queue, run layer
// by layer: the queue between two layer marks holds exactly the cells at one distance, so no distance is
// stored per cell. The seen set is the wall bits themselves, padded so that no neighbour needs a bounds
// check: a row of wall above and below the map and a word of wall after each row (x = -1 lands in the
// previous row's extra word, x = width in padding bits or the extra word). The neighbour test is branch-free:
// each neighbour is written at the queue's tail and kept only when it was unseen, since the test is a coin
// toss to the predictor. Complexity: O(cells) time; cells / 8 bytes for the seen set and 4 bytes per floor
// cell for the queue. At 4096 x 4096 the seen set (2 MB) stays in cache where the 32-bit distance per cell it
// replaces (64 MB) did not (docs/PERFORMANCE.md, "Large caves end to end"). A bit-parallel layered search
// (frontiers as bit sets, the queue order rebuilt backwards from the last layer) gave the same cells but
// was 2.3x slower: a cave's BFS front is thin, about 1.5 cells per 64-bit word. Tie-breaking and determinism:
// neighbours in N, E, S, W order and a FIFO queue visit the cells in the order of the plain BFS with
// distances that this replaces, so the farthest cell (the first queued of the last layer) is the same;
// test_cave_sweep compares the two on random caves. No randomness.
#include <mapsmith/generate/cave_sweep.h>

#include <algorithm>

namespace mapsmith::cave {

FloorSweep::FloorSweep(const WallBits &bits)
{
    const auto stride = static_cast<std::size_t>(bits.stride());
    const std::size_t rowWords = stride + 1;
    m_rowBits = static_cast<std::uint32_t>(rowWords * 64);
    m_walls.assign(rowWords * static_cast<std::size_t>(bits.height() + 2), ~std::uint64_t{0});
    for (int y = 0; y < bits.height(); ++y)
        std::copy_n(bits.row(y), stride, m_walls.begin() + static_cast<std::ptrdiff_t>((y + 1) * rowWords));
    // Every floor cell once, plus the slot a rejected neighbour is written to after the last one.
    m_queue.resize(static_cast<std::size_t>(bits.floorCount()) + 1);
}

std::pair<Point, std::int32_t> FloorSweep::farthest(Point source)
{
    m_seen = m_walls;
    const std::uint32_t rowBits = m_rowBits;
    std::uint64_t *seen = m_seen.data();
    std::uint32_t *queue = m_queue.data();
    const auto start =
        static_cast<std::uint32_t>(source.y + 1) * rowBits + static_cast<std::uint32_t>(source.x);
    seen[start >> 6] |= std::uint64_t{1} << (start & 63);
    queue[0] = start;
    std::size_t tail = 1;
    std::size_t layerBegin = 0;
    std::int32_t distance = 0;
    for (;;) {
        const std::size_t layerEnd = tail;
        for (std::size_t head = layerBegin; head < layerEnd; ++head) {
            const std::uint32_t c = queue[head];
            for (const std::uint32_t n : {c - rowBits, c + 1, c + rowBits, c - 1}) { // N, E, S, W
                const std::uint64_t word = seen[n >> 6];
                const std::uint64_t mask = std::uint64_t{1} << (n & 63);
                seen[n >> 6] = word | mask;
                queue[tail] = n;
                tail += (word & mask) == 0;
            }
        }
        if (tail == layerEnd)
            break;
        layerBegin = layerEnd;
        ++distance;
    }
    const std::uint32_t far = queue[layerBegin];
    const std::uint32_t row = far / rowBits;
    return {Point{static_cast<int>(far - row * rowBits), static_cast<int>(row) - 1}, distance};
}

} // namespace mapsmith::cave
