// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Shared machinery of the searches: a heap with lazy deletion and a node table stamped with a
// generation counter.
//
// Open list: a 4-ary heap (a binary heap's shallower cousin: fewer levels, children in one cache line)
// of (primary, secondary, insertion counter) keys, sifting a hole rather than swapping. A state whose g drops
// is pushed again rather than moved (lazy deletion); the search skips entries of states already closed when
// it pops them. Ties on both keys go to the entry pushed first (FIFO), so every run on every machine pops in
// the same order. O(log n) push and pop, no allocation once warm.
//
// Node table: g, parent and a mark per state in one flat array indexed by state. The mark holds
// generation * 2 + closed, so starting a new search is one increment instead of clearing the arrays
// (the arrays are cleared only when the 31-bit generation wraps).

#include "search/types.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
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
            if (p >= m_base && p - m_base < kMaxSpread) {
                if (p - m_base >= m_ring.size())
                    grow(p - m_base + 1);
                pushBucket(m_ring[p & (m_ring.size() - 1)],
                           {static_cast<std::uint64_t>(q) << 32 | m_counter++, s});
                return;
            }
            toHeap(); // keys went below the smallest (an inconsistent heuristic) or spread too far
        }
        heapPush({static_cast<std::uint64_t>(p) << 32 | q, m_counter++, s});
    }
    Entry pop()
    {
        --m_size;
        if (!m_bucketed)
            return heapPop();
        for (;; ++m_base) {
            Bucket &b = m_ring[m_base & (m_ring.size() - 1)];
            if (b.empty())
                continue;
            const Sub top = popBucket(b);
            return {static_cast<std::uint64_t>(m_base) << 32 | (top.key >> 32),
                    static_cast<std::uint32_t>(top.key), top.state};
        }
    }

private:
    // Bucketed mode, for keys that never drop below the smallest one open (Dijkstra, and A* with a
    // consistent heuristic): one bucket per primary value in a ring indexed by primary mod its size. A bucket
    // orders its entries by secondary << 32 | insertion counter (unique keys) in two parts: a run, sorted
    // with its smallest key last, takes every entry smaller than the run's last one in O(1) (A* keeps pushing
    // a successor nearer the goal than everything in the current bucket), and a binary heap takes the rest.
    // A pop takes the smaller of the run's last entry and the heap's top, so pops take exactly the order of
    // one heap, which is also the order of the 4-ary heap below.
    struct Sub
    {
        std::uint64_t key; ///< secondary << 32 | order
        StateId state;
    };
    struct Bucket
    {
        std::vector<Sub> run;  ///< keys decreasing: back() is the run's smallest
        std::vector<Sub> heap; ///< binary heap on key
        bool empty() const { return run.empty() && heap.empty(); }
        void clear()
        {
            run.clear();
            heap.clear();
        }
    };
    static constexpr std::uint32_t kMaxSpread = 1u << 12;

    static void pushBucket(Bucket &bucket, Sub e)
    {
        if (bucket.run.empty() || e.key < bucket.run.back().key) {
            bucket.run.push_back(e);
            return;
        }
        std::vector<Sub> &b = bucket.heap;
        std::size_t i = b.size();
        b.push_back(e);
        while (i > 0) {
            const std::size_t parent = (i - 1) / 2;
            if (b[parent].key <= e.key)
                break;
            b[i] = b[parent];
            i = parent;
        }
        b[i] = e;
    }
    static Sub popBucket(Bucket &bucket)
    {
        if (!bucket.run.empty() && (bucket.heap.empty() || bucket.run.back().key < bucket.heap.front().key)) {
            const Sub top = bucket.run.back();
            bucket.run.pop_back();
            return top;
        }
        std::vector<Sub> &b = bucket.heap;
        const Sub top = b.front();
        const Sub last = b.back();
        b.pop_back();
        const std::size_t n = b.size();
        std::size_t i = 0;
        for (std::size_t c = 1; c < n; c = 2 * i + 1) {
            if (c + 1 < n && b[c + 1].key < b[c].key)
                ++c;
            if (last.key <= b[c].key)
                break;
            b[i] = b[c];
            i = c;
        }
        if (n > 0)
            b[i] = last;
        return top;
    }
    void grow(std::uint32_t spread)
    {
        std::size_t size = m_ring.empty() ? 16 : m_ring.size();
        while (size < spread)
            size *= 2;
        std::vector<Bucket> ring(size);
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
            for (const std::vector<Sub> *part : {&m_ring[i].run, &m_ring[i].heap})
                for (const Sub &e : *part)
                    heapPush({static_cast<std::uint64_t>(p) << 32 | (e.key >> 32),
                              static_cast<std::uint32_t>(e.key), e.state});
            m_ring[i].clear();
        }
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
    std::vector<Bucket> m_ring;
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
