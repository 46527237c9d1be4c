// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// D* Lite: incremental replanning when tiles change or the start moves.
//
// Source: S. Koenig, M. Likhachev, "D* Lite" (AAAI 2002), the optimised version (their Figure 4, stopping as
// Figure 3 does once the start is consistent, rhs = g, so g(start) is the path cost): the
// search runs backwards from the goal, keeping g and rhs per state and a priority queue keyed
// [min(g, rhs) + h(start, s) + km; min(g, rhs)]. When tiles change, only the states whose outgoing moves
// changed (the cell and its eight neighbours) get their rhs recomputed; ComputeShortestPath then repairs
// as few states as it can. km grows by h(old start, new start) when the start moves.
//
// Works on GridRules (4 or 8 neighbours, any tile costs). The queue is an indexed binary heap with
// decrease-key and removal; equal keys pop the lower state id first, so runs are deterministic.
// Each step() processes one queue entry; run() is `while (!step()) {}`. Memory: O(states), kept between
// replans. The path follows, from the start, the successor minimising cost + g (first in rule order on ties);
// its cost equals a fresh Dijkstra's (the tests check it after random edits).

#include <mapsmith/search/gridrules.h>
#include <mapsmith/search/types.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

namespace mapsmith {

template <class Observer = NullObserver> class DStarLite
{
public:
    using Key = std::int64_t;
    static constexpr Cost kInf = kUnreachable;

    /// The rules are edited through setTile(), so they are held by reference and must outlive this.
    explicit DStarLite(GridRules &rules, Observer observer = {}) : m_rules(rules), m_obs(observer) {}

    void start(Point from, Point goal)
    {
        const auto n = m_rules.stateCount();
        m_g.assign(n, kInf);
        m_rhs.assign(n, kInf);
        m_k1.assign(n, 0);
        m_k2.assign(n, 0);
        m_pos.assign(n, -1);
        m_heap.clear();
        m_stats = {};
        m_km = 0;
        m_start = m_rules.cellKeyOf(from);
        m_goal = m_rules.cellKeyOf(goal);
        m_valid = m_rules.stateAt(from) != kNoState && m_rules.stateAt(goal) != kNoState;
        m_last = m_start;
        m_h = m_rules.heuristicTo(from);
        m_done = !m_valid;
        if (!m_valid)
            return;
        m_rhs[idx(m_goal)] = 0;
        enqueue(m_goal);
    }

    /// Processes one queue entry of ComputeShortestPath. True once the start is consistent.
    bool step()
    {
        if (m_done)
            return true;
        if (m_heap.empty() ||
            (!less(m_heap.front(), keyOf(m_start)) && m_rhs[idx(m_start)] == m_g[idx(m_start)])) {
            m_done = true;
            return true;
        }
        const StateId u = m_heap.front();
        const auto [n1, n2] = keyOf(u);
        if (m_k1[idx(u)] < n1 || (m_k1[idx(u)] == n1 && m_k2[idx(u)] < n2)) {
            m_k1[idx(u)] = n1;
            m_k2[idx(u)] = n2;
            siftDown(0);
            return false;
        }
        ++m_stats.expanded;
        m_obs.onPop(u, m_rhs[idx(u)], m_h(u));
        if (m_g[idx(u)] > m_rhs[idx(u)]) {
            m_g[idx(u)] = m_rhs[idx(u)];
            remove(u);
            forEachPredecessor(u, [&](StateId s, Cost c) {
                if (s != m_goal && add(c, m_g[idx(u)]) < m_rhs[idx(s)]) {
                    m_rhs[idx(s)] = add(c, m_g[idx(u)]);
                    updateVertex(s);
                }
            });
        } else {
            const Cost old = m_g[idx(u)];
            m_g[idx(u)] = kInf;
            forEachPredecessor(u, [&](StateId s, Cost c) {
                if (s != m_goal && m_rhs[idx(s)] == add(c, old))
                    recompute(s);
            });
            if (u != m_goal)
                recompute(u);
            else
                updateVertex(u);
        }
        return false;
    }
    void run()
    {
        while (!step()) {
        }
    }

    /// Changes one tile; the next run() repairs the plan. The rules see the change at once.
    void setTile(Point p, Tile t)
    {
        const StateId c = m_rules.setTile(p, t);
        if (!m_valid)
            return;
        for (StateId dy = -1; dy <= 1; ++dy)
            for (StateId dx = -1; dx <= 1; ++dx)
                recomputeIfInside(c + dy * m_rules.stride() + dx);
        m_done = false;
    }
    /// The runner moved: later keys account for it through km.
    void moveStart(Point p)
    {
        const StateId s = m_rules.cellKeyOf(p);
        m_km += m_rules.heuristicTo(p)(m_last);
        m_last = s;
        m_start = s;
        m_h = m_rules.heuristicTo(p);
        m_done = false;
    }

    SearchOutcome outcome() const
    {
        SearchOutcome o;
        o.stats = m_stats;
        if (!m_valid || m_g[idx(m_start)] >= kInf)
            return o;
        o.found = true;
        o.cost = m_g[idx(m_start)];
        o.path.push_back(m_start);
        for (StateId s = m_start; s != m_goal && o.path.size() <= m_g.size();) {
            StateId best = kNoState;
            Cost bestCost = kInf;
            m_rules.forEachSuccessor(s, [&](StateId t, Cost c) {
                if (add(c, m_g[idx(t)]) < bestCost) {
                    bestCost = add(c, m_g[idx(t)]);
                    best = t;
                }
            });
            if (best == kNoState)
                return SearchOutcome{false, kUnreachable, {}, m_stats};
            o.path.push_back(best);
            s = best;
        }
        return o;
    }
    const SearchStats &stats() const { return m_stats; }
    Observer &observer() { return m_obs; }

private:
    static std::size_t idx(StateId s) { return static_cast<std::size_t>(s); }
    static Cost add(Cost a, Cost b) { return a >= kInf || b >= kInf ? kInf : a + b; }
    std::pair<Key, Key> keyOf(StateId s) const
    {
        const Key m = std::min(m_g[idx(s)], m_rhs[idx(s)]);
        if (m >= kInf)
            return {std::numeric_limits<Key>::max(), m};
        return {m + m_h(s) + m_km, m};
    }
    bool less(StateId a, std::pair<Key, Key> k) const
    {
        return m_k1[idx(a)] < k.first || (m_k1[idx(a)] == k.first && m_k2[idx(a)] < k.second);
    }
    bool before(StateId a, StateId b) const
    {
        if (m_k1[idx(a)] != m_k1[idx(b)])
            return m_k1[idx(a)] < m_k1[idx(b)];
        if (m_k2[idx(a)] != m_k2[idx(b)])
            return m_k2[idx(a)] < m_k2[idx(b)];
        return a < b;
    }

    // Predecessors of u: open neighbours v with a legal move v -> u, and that move's cost.
    template <class F> void forEachPredecessor(StateId u, F &&f) const
    {
        if (m_rules.tileCost(u) == 0)
            return;
        m_rules.forEachSuccessor(u, [&](StateId v, Cost) {
            // Moves are symmetric in shape; the cost of v -> u is u's tile cost times the step length.
            const StateId d = u - v;
            const bool diagonal = d != 1 && d != -1 && d != m_rules.stride() && d != -m_rules.stride();
            const Cost base = m_rules.tileCost(u);
            f(v, m_rules.neighbourhood() == Neighbourhood::Four
                     ? base
                     : base * (diagonal ? kDiagonalCost8 : kStraightCost8));
        });
    }
    void recompute(StateId s)
    {
        Cost best = kInf;
        if (m_rules.tileCost(s) != 0)
            m_rules.forEachSuccessor(s,
                                     [&](StateId t, Cost c) { best = std::min(best, add(c, m_g[idx(t)])); });
        m_rhs[idx(s)] = best;
        updateVertex(s);
    }
    void recomputeIfInside(StateId s)
    {
        if (s < 0 || idx(s) >= m_g.size() || s == m_goal)
            return;
        recompute(s);
    }
    void updateVertex(StateId s)
    {
        const bool inconsistent = m_g[idx(s)] != m_rhs[idx(s)];
        if (inconsistent && m_pos[idx(s)] >= 0) {
            setKey(s);
            siftUp(m_pos[idx(s)]);
            siftDown(m_pos[idx(s)]);
        } else if (inconsistent) {
            enqueue(s);
        } else if (m_pos[idx(s)] >= 0) {
            remove(s);
        }
    }
    void setKey(StateId s)
    {
        const auto [k1, k2] = keyOf(s);
        m_k1[idx(s)] = k1;
        m_k2[idx(s)] = k2;
    }

    // Indexed binary heap.
    void enqueue(StateId s)
    {
        setKey(s);
        m_pos[idx(s)] = static_cast<std::int32_t>(m_heap.size());
        m_heap.push_back(s);
        siftUp(m_pos[idx(s)]);
        ++m_stats.pushed;
        m_stats.peakOpen = std::max<std::int64_t>(m_stats.peakOpen, static_cast<std::int64_t>(m_heap.size()));
        m_obs.onPush(s, std::min(m_g[idx(s)], m_rhs[idx(s)]), m_h(s));
    }
    void remove(StateId s)
    {
        const std::int32_t i = m_pos[idx(s)];
        const StateId last = m_heap.back();
        m_heap.pop_back();
        m_pos[idx(s)] = -1;
        if (last == s)
            return;
        m_heap[static_cast<std::size_t>(i)] = last;
        m_pos[idx(last)] = i;
        siftUp(i);
        siftDown(m_pos[idx(last)]);
    }
    void place(std::int32_t i, StateId s)
    {
        m_heap[static_cast<std::size_t>(i)] = s;
        m_pos[idx(s)] = i;
    }
    void siftUp(std::int32_t i)
    {
        const StateId s = m_heap[static_cast<std::size_t>(i)];
        while (i > 0) {
            const std::int32_t parent = (i - 1) / 2;
            if (!before(s, m_heap[static_cast<std::size_t>(parent)]))
                break;
            place(i, m_heap[static_cast<std::size_t>(parent)]);
            i = parent;
        }
        place(i, s);
    }
    void siftDown(std::int32_t i)
    {
        const auto n = static_cast<std::int32_t>(m_heap.size());
        if (i >= n)
            return;
        const StateId s = m_heap[static_cast<std::size_t>(i)];
        for (;;) {
            std::int32_t child = 2 * i + 1;
            if (child >= n)
                break;
            if (child + 1 < n &&
                before(m_heap[static_cast<std::size_t>(child + 1)], m_heap[static_cast<std::size_t>(child)]))
                ++child;
            if (!before(m_heap[static_cast<std::size_t>(child)], s))
                break;
            place(i, m_heap[static_cast<std::size_t>(child)]);
            i = child;
        }
        place(i, s);
    }

    GridRules &m_rules;
    Observer m_obs;
    GridRules::Heuristic m_h{1, 0, 0, 1, false};
    std::vector<Cost> m_g, m_rhs;
    std::vector<Key> m_k1, m_k2;
    std::vector<std::int32_t> m_pos;
    std::vector<StateId> m_heap;
    SearchStats m_stats;
    Key m_km = 0;
    StateId m_start = kNoState, m_goal = kNoState, m_last = kNoState;
    bool m_valid = false;
    bool m_done = true;
};

} // namespace mapsmith
