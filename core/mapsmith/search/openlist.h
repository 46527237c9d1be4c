// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Shared machinery of the searches: an open list with lazy deletion and a node table stamped with a
// generation counter.
//
// Open list: (primary, secondary, insertion counter) keys; ties on both keys go to the entry pushed first
// (FIFO), so every run on every machine pops in the same order. A state whose g drops is pushed again rather
// than moved (lazy deletion); the search skips entries of states already closed when it pops them. While no
// key falls below the smallest open one (Dijkstra, A* and JPS with a consistent heuristic) the entries sit in
// a ring of buckets, one per primary key, each a bucket queue on the secondary key (keybucket.h): O(1) push
// and pop. Otherwise, or when the keys spread too far, everything moves to a 4-ary heap (a binary heap's
// shallower cousin: fewer levels, children in one cache line) that sifts a hole rather than swapping:
// O(log n). Both give exactly the same order. No allocation once warm.
//
// Node table: g, parent and a mark per state in one flat array indexed by state. The mark holds
// generation * 2 + closed, so starting a new search is one increment instead of clearing the arrays
// (the arrays are cleared only when the 31-bit generation wraps).

#include <mapsmith/search/keybucket.h>
#include <mapsmith/search/types.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace mapsmith {

class OpenList
{
public:
    struct Entry
    {
        std::uint64_t key;   ///< primary << 32 | secondary (both non-negative)
        std::uint32_t order; ///< insertion counter: FIFO among equal keys
        StateId state;
    };

    void clear()
    {
        for (std::size_t i = 0; m_bucketed && m_size > 0 && i < m_ring.size(); ++i)
            m_ring[i].clear();
        m_pool.clear();
        m_heap.clear();
        m_counter = 0;
        m_size = 0;
        m_bucketed = true;
    }
    bool empty() const { return m_size == 0; }
    std::size_t size() const { return m_size; }
    void reserve(std::size_t n) { m_heap.reserve(n); }

    void push(StateId s, Cost primary, Cost secondary)
    {
        const auto p = static_cast<std::uint32_t>(primary);
        const auto q = static_cast<std::uint32_t>(secondary);
        ++m_size;
        if (m_bucketed) {
            if (m_size == 1)
                m_base = p;
            if (p >= m_base && p - m_base < kMaxSpread && q < KeyBucket::kKeyLimit) {
                if (p - m_base >= m_ring.size())
                    grow(p - m_base + 1);
                KeyBucket &b = m_ring[p & (m_ring.size() - 1)];
                if (q < b.slots() || reserveKeys(b, q + 1)) {
                    b.push(m_pool, q, m_pool.add(s, m_counter++));
                    return;
                }
            }
            // Keys went below the smallest (an inconsistent heuristic), spread too far, or a secondary key
            // is too large for the buckets' bitmaps.
            toHeap();
        }
        heapPush({static_cast<std::uint64_t>(p) << 32 | q, m_counter++, s});
    }
    Entry pop()
    {
        --m_size;
        if (!m_bucketed)
            return heapPop();
        for (;; ++m_base) {
            KeyBucket &b = m_ring[m_base & (m_ring.size() - 1)];
            if (b.empty())
                continue;
            const std::uint32_t q = b.frontKey();
            const std::uint32_t n = b.pop(m_pool, q);
            const KeyBucket::Link l = m_pool[n];
            m_pool.release(n);
            return {static_cast<std::uint64_t>(m_base) << 32 | q, l.order, l.state};
        }
    }

private:
    // Bucketed mode, for keys that never drop below the smallest one open (Dijkstra, and A* with a
    // consistent heuristic): one bucket per primary value in a ring indexed by primary mod its size; each
    // bucket a FIFO queue per secondary value under a bitmap (keybucket.h), so push and pop are O(1) and
    // pops take exactly the (primary, secondary, insertion) order of the 4-ary heap below.
    static constexpr std::uint32_t kMaxSpread = 1u << 12;
    /// Key slots all buckets may hold together (16 MB of queue heads and tails) before the heap takes over.
    static constexpr std::size_t kMaxSlots = std::size_t{1} << 21;

    bool reserveKeys(KeyBucket &b, std::uint32_t limit)
    {
        if (m_slots + (b.slotsFor(limit) - b.slots()) > kMaxSlots)
            return false;
        m_slots += b.reserveKeys(limit);
        return true;
    }
    void grow(std::uint32_t spread)
    {
        std::size_t size = m_ring.empty() ? 16 : m_ring.size();
        while (size < spread)
            size *= 2;
        std::vector<KeyBucket> ring(size);
        for (std::size_t i = 0; i < m_ring.size(); ++i) {
            const std::uint32_t p = m_base + static_cast<std::uint32_t>((i - m_base) & (m_ring.size() - 1));
            ring[p & (size - 1)] = std::move(m_ring[i]);
        }
        m_ring = std::move(ring);
    }
    void toHeap()
    {
        m_bucketed = false;
        for (std::size_t i = 0; i < m_ring.size(); ++i) {
            const std::uint32_t p = m_base + static_cast<std::uint32_t>((i - m_base) & (m_ring.size() - 1));
            m_ring[i].drain(m_pool, [&](std::uint32_t q, std::uint32_t n) {
                heapPush({static_cast<std::uint64_t>(p) << 32 | q, m_pool[n].order, m_pool[n].state});
            });
        }
        m_pool.clear();
    }

    void heapPush(const Entry e)
    {
        // Sift the hole up from the new leaf (4-ary: parent of i is (i - 1) / 4).
        std::size_t i = m_heap.size();
        m_heap.push_back(e);
        while (i > 0) {
            const std::size_t parent = (i - 1) / 4;
            if (!before(e, m_heap[parent]))
                break;
            m_heap[i] = m_heap[parent];
            i = parent;
        }
        m_heap[i] = e;
    }
    Entry heapPop()
    {
        const Entry top = m_heap.front();
        const Entry last = m_heap.back();
        m_heap.pop_back();
        const std::size_t n = m_heap.size();
        if (n == 0)
            return top;
        // Sift the hole down from the root, moving the smallest child up.
        std::size_t i = 0;
        for (;;) {
            const std::size_t first = 4 * i + 1;
            if (first >= n)
                break;
            std::size_t best = first;
            const std::size_t end = first + 4 < n ? first + 4 : n;
            for (std::size_t c = first + 1; c < end; ++c)
                best = before(m_heap[c], m_heap[best]) ? c : best;
            if (!before(m_heap[best], last))
                break;
            m_heap[i] = m_heap[best];
            i = best;
        }
        m_heap[i] = last;
        return top;
    }
    static bool before(const Entry &a, const Entry &b)
    {
        return a.key < b.key || (a.key == b.key && a.order < b.order);
    }

    std::vector<Entry> m_heap;
    std::vector<KeyBucket> m_ring;
    KeyBucket::Pool m_pool;
    std::size_t m_slots = 0; ///< key slots of all buckets in m_ring
    std::uint32_t m_base = 0;
    std::uint32_t m_counter = 0;
    std::size_t m_size = 0;
    bool m_bucketed = true;
};

class NodeTable
{
public:
    /// One state's entry: the three fields sit together so a visit touches one cache line.
    struct Node
    {
        std::uint32_t mark; ///< generation * 2 + closed
        Cost g;
        StateId parent;
    };

    /// Starts a new search over `count` states: every state becomes unseen in O(1) (amortised).
    void reset(std::size_t count)
    {
        if (m_nodes.size() < count)
            m_nodes.resize(count, Node{0, 0, kNoState});
        if (++m_gen >= (1u << 30)) {
            for (Node &n : m_nodes)
                n.mark = 0;
            m_gen = 1;
        }
    }
    Node &node(StateId s) { return m_nodes[idx(s)]; }
    bool seen(const Node &n) const { return (n.mark >> 1) == m_gen; }
    bool closed(const Node &n) const { return n.mark == (m_gen << 1 | 1u); }
    void open(Node &n, Cost g, StateId parent) { n = Node{m_gen << 1, g, parent}; }
    void close(Node &n) { n.mark = m_gen << 1 | 1u; }

    bool seen(StateId s) const { return seen(m_nodes[idx(s)]); }
    bool closed(StateId s) const { return closed(m_nodes[idx(s)]); }
    Cost g(StateId s) const { return seen(s) ? m_nodes[idx(s)].g : kUnreachable; }
    StateId parent(StateId s) const { return m_nodes[idx(s)].parent; }
    void open(StateId s, Cost g, StateId parent) { open(m_nodes[idx(s)], g, parent); }
    void close(StateId s) { close(m_nodes[idx(s)]); }

    /// Parent links from `goal` back to the start, returned start first.
    std::vector<StateId> pathTo(StateId goal) const
    {
        std::vector<StateId> path;
        for (StateId s = goal; s != kNoState; s = m_nodes[idx(s)].parent)
            path.push_back(s);
        std::reverse(path.begin(), path.end());
        return path;
    }

private:
    static std::size_t idx(StateId s) { return static_cast<std::size_t>(s); }
    std::vector<Node> m_nodes;
    std::uint32_t m_gen = 0;
};

} // namespace mapsmith
