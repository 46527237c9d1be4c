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
// toss to the predictor; the four tests load before any store, so that no load waits on a store just made.
// The queue is a ring of a power-of-two size that holds two layers (grown between layers when a layer could
// overflow it): a few kilobytes in cache instead of 4 bytes per floor cell written and read once (47 MB at
// 4096 x 4096, with its page faults). Complexity: O(cells) time; cells / 8 bytes for the seen set. At 4096 x
// 4096 the seen set (2 MB) stays in cache where the 32-bit distance per cell it replaces (64 MB) did not
// (docs/PERFORMANCE.md, "Large caves end to end"). A bit-parallel layered search (frontiers as bit sets, the
// queue order rebuilt backwards from the last layer) gave the same cells but was 2.3x slower: a cave's BFS
// front is thin, about 1.5 cells per 64-bit word. So was this loop on a seen set of 8 x 8 blocks (1.5x
// slower: north and south share the cell's word but four updates of one word wait on each other).
// Tie-breaking and determinism: neighbours in N, E, S, W order and a FIFO queue visit the cells in the order
// of the plain BFS with distances that this replaces, so the farthest cell (the first queued of the last
// layer) is the same; test_cave_sweep compares the two on random caves. No randomness.
#include <mapsmith/generate/cave_sweep.h>

#include <algorithm>
#include <bit>

namespace mapsmith::cave {

FloorSweep::FloorSweep(const WallBits &bits, std::size_t ringSize)
{
    const auto stride = static_cast<std::size_t>(bits.stride());
    m_rowWords = static_cast<std::uint32_t>(stride + 1);
    m_rowBits = m_rowWords * 64;
    m_walls.assign(std::size_t{m_rowWords} * static_cast<std::size_t>(bits.height() + 2), ~std::uint64_t{0});
    for (int y = 0; y < bits.height(); ++y)
        std::copy_n(bits.row(y), stride, m_walls.begin() + static_cast<std::ptrdiff_t>((y + 1) * m_rowWords));
    m_ring.resize(std::bit_ceil(std::max<std::size_t>(ringSize, 2)));
}

std::pair<Point, std::int32_t> FloorSweep::farthest(Point source)
{
    m_seen = m_walls;
    const std::uint32_t rowBits = m_rowBits;
    const std::uint32_t rowWords = m_rowWords;
    std::uint64_t *seen = m_seen.data();
    std::size_t mask = m_ring.size() - 1;
    std::uint32_t *queue = m_ring.data();
    const auto start =
        static_cast<std::uint32_t>(source.y + 1) * rowBits + static_cast<std::uint32_t>(source.x);
    seen[start >> 6] |= std::uint64_t{1} << (start & 63);
    queue[0] = start;
    std::size_t tail = 1;
    std::size_t layerBegin = 0;
    std::int32_t distance = 0;
    for (;;) {
        const std::size_t layerEnd = tail;
        // While this layer is read, the ring holds its unread cells and the next layer, at most four cells
        // per cell of this one (three but from the source), plus the slot a rejected neighbour is written to.
        const std::size_t needed = (layerEnd - layerBegin) * 5 + 2;
        if (needed > m_ring.size()) {
            std::size_t size = m_ring.size();
            while (size < needed)
                size *= 4;
            std::vector<std::uint32_t> bigger(size);
            for (std::size_t i = layerBegin; i < layerEnd; ++i)
                bigger[i & (size - 1)] = queue[i & mask];
            m_ring.swap(bigger);
            mask = size - 1;
            queue = m_ring.data();
        }
        for (std::size_t head = layerBegin; head < layerEnd; ++head) {
            const std::uint32_t c = queue[head & mask];
            const std::uint32_t word = c >> 6;
            const std::uint64_t bit = std::uint64_t{1} << (c & 63);
            const std::uint32_t east = c + 1;
            const std::uint32_t west = c - 1;
            // Every load before any store: the four cells differ, so the tests are those of the plain
            // one-at-a-time order, and no load waits on a store just made.
            const std::uint64_t north = seen[word - rowWords];
            const std::uint64_t south = seen[word + rowWords];
            const std::uint64_t eastWord = seen[east >> 6];
            const std::uint64_t westWord = seen[west >> 6];
            const bool freeN = (north & bit) == 0;
            const bool freeS = (south & bit) == 0;
            const bool freeE = ((eastWord >> (east & 63)) & 1) == 0;
            const bool freeW = ((westWord >> (west & 63)) & 1) == 0;
            seen[word - rowWords] = north | bit;
            seen[word + rowWords] = south | bit;
            seen[east >> 6] |= std::uint64_t{1} << (east & 63);
            seen[west >> 6] |= std::uint64_t{1} << (west & 63);
            queue[tail & mask] = c - rowBits; // N, E, S, W
            tail += freeN;
            queue[tail & mask] = east;
            tail += freeE;
            queue[tail & mask] = c + rowBits;
            tail += freeS;
            queue[tail & mask] = west;
            tail += freeW;
        }
        if (tail == layerEnd)
            break;
        layerBegin = layerEnd;
        ++distance;
    }
    const std::uint32_t far = queue[layerBegin & mask];
    const std::uint32_t row = far / rowBits;
    return {Point{static_cast<int>(far - row * rowBits), static_cast<int>(row) - 1}, distance};
}

} // namespace mapsmith::cave
