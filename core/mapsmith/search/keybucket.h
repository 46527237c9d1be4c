// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// One bucket of the open list (openlist.h): every open entry with one primary key, ordered by
// (secondary, insertion order) in O(1) a push and a pop.
//
// Entries of equal secondary key pop in insertion order, so a FIFO queue per secondary key holds them in
// order; the smallest non-empty queue is found through a three-level bitmap (one bit per secondary key, one
// per non-zero word of those, one per non-zero word of that), i.e. three count-trailing-zeros. This is a
// two-level bucket queue; nothing is compared, so the pop order is exactly (secondary, insertion order).
//
// The queues are singly linked lists threaded through one pool of links that all buckets share (popped links
// go to a free list, so a search reuses a few hot cache lines). A bucket's per-key arrays grow to the largest
// secondary key pushed into it and are kept across searches; a key's head and tail are only read while its
// bit is set, so emptying a bucket clears the bitmap only.

#include <mapsmith/search/types.h>

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace mapsmith {

class KeyBucket
{
public:
    /// A queued entry; `next` links it to the entry behind it in its queue.
    struct Link
    {
        StateId state;
        std::uint32_t order; ///< the open list's insertion counter
        std::uint32_t next;
    };
    class Pool
    {
    public:
        std::uint32_t add(StateId s, std::uint32_t order)
        {
            if (m_free != kNil) {
                const std::uint32_t n = m_free;
                m_free = m_links[n].next;
                m_links[n] = {s, order, kNil};
                return n;
            }
            m_links.push_back({s, order, kNil});
            return static_cast<std::uint32_t>(m_links.size() - 1);
        }
        void release(std::uint32_t n)
        {
            m_links[n].next = m_free;
            m_free = n;
        }
        Link &operator[](std::uint32_t n) { return m_links[n]; }
        const Link &operator[](std::uint32_t n) const { return m_links[n]; }
        void clear()
        {
            m_links.clear();
            m_free = kNil;
        }

    private:
        std::vector<Link> m_links;
        std::uint32_t m_free = kNil;
    };

    static constexpr std::uint32_t kNil = 0xffffffffu;
    /// Secondary keys must stay below this (64^3: the three bitmap levels).
    static constexpr std::uint32_t kKeyLimit = 1u << 18;

    bool empty() const { return m_top == 0; }
    /// Key slots allocated (the largest secondary key pushed, rounded up to a multiple of 64).
    std::size_t slots() const { return m_head.size(); }
    /// The slots reserveKeys(limit) would leave (a power of two, at least 64).
    std::size_t slotsFor(std::uint32_t limit) const
    {
        std::size_t size = m_head.empty() ? 64 : m_head.size();
        while (size < limit)
            size *= 2;
        return size;
    }
    /// Makes room for secondary keys below `limit` (< kKeyLimit); returns the slots added.
    std::size_t reserveKeys(std::uint32_t limit)
    {
        const std::size_t old = m_head.size();
        const std::size_t size = slotsFor(limit);
        m_head.resize(size);
        m_tail.resize(size);
        m_bits.resize(size / 64, 0);
        m_words.resize((size / 64 + 63) / 64, 0);
        return size - old;
    }

    /// Queues link `n` under secondary key `q` (q < slots()).
    void push(Pool &pool, std::uint32_t q, std::uint32_t n)
    {
        const std::uint32_t w = q >> 6;
        const std::uint64_t bit = std::uint64_t{1} << (q & 63);
        if (m_bits[w] & bit) {
            pool[m_tail[q]].next = n;
        } else {
            m_head[q] = n;
            if (m_bits[w] == 0) {
                m_words[w >> 6] |= std::uint64_t{1} << (w & 63);
                m_top |= std::uint64_t{1} << (w >> 6);
            }
            m_bits[w] |= bit;
        }
        m_tail[q] = n;
    }

    /// The secondary key of the entry pop() would take (the bucket must not be empty).
    std::uint32_t frontKey() const
    {
        const auto w1 = static_cast<std::uint32_t>(std::countr_zero(m_top));
        const std::uint32_t w = w1 << 6 | static_cast<std::uint32_t>(std::countr_zero(m_words[w1]));
        return w << 6 | static_cast<std::uint32_t>(std::countr_zero(m_bits[w]));
    }
    /// Unlinks the first entry of the smallest key's queue and returns its link (still to be released).
    std::uint32_t pop(const Pool &pool, std::uint32_t q)
    {
        const std::uint32_t n = m_head[q];
        if (n != m_tail[q]) {
            m_head[q] = pool[n].next;
            return n;
        }
        const std::uint32_t w = q >> 6;
        m_bits[w] &= ~(std::uint64_t{1} << (q & 63));
        if (m_bits[w] == 0) {
            m_words[w >> 6] &= ~(std::uint64_t{1} << (w & 63));
            if (m_words[w >> 6] == 0)
                m_top &= ~(std::uint64_t{1} << (w >> 6));
        }
        return n;
    }

    /// Calls f(secondary, link) for every entry, each queue in order, then empties the bucket (links are
    /// not released).
    template <class F> void drain(const Pool &pool, F &&f)
    {
        for (std::uint32_t w = 0; w < m_bits.size(); ++w) {
            for (std::uint64_t bits = m_bits[w]; bits != 0; bits &= bits - 1) {
                const std::uint32_t q = w << 6 | static_cast<std::uint32_t>(std::countr_zero(bits));
                for (std::uint32_t n = m_head[q];; n = pool[n].next) {
                    f(q, n);
                    if (n == m_tail[q])
                        break;
                }
            }
        }
        clear();
    }
    void clear()
    {
        if (m_top == 0)
            return;
        std::fill(m_bits.begin(), m_bits.end(), 0);
        std::fill(m_words.begin(), m_words.end(), 0);
        m_top = 0;
    }

private:
    std::vector<std::uint32_t> m_head;  ///< per secondary key: first link (valid while its bit is set)
    std::vector<std::uint32_t> m_tail;  ///< per secondary key: last link (valid while its bit is set)
    std::vector<std::uint64_t> m_bits;  ///< one bit per secondary key: its queue is not empty
    std::vector<std::uint64_t> m_words; ///< one bit per non-zero word of m_bits
    std::uint64_t m_top = 0;            ///< one bit per non-zero word of m_words
};

} // namespace mapsmith
