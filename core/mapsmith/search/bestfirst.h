// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Best-first search: Dijkstra, A* and greedy best-first are one loop that differs only in the key of the
// open list.
//
// Sources: E. W. Dijkstra, "A note on two problems in connexion with graphs" (1959); P. E. Hart,
// N. J. Nilsson, B. Raphael, "A Formal Basis for the Heuristic Determination of Minimum Cost Paths" (1968);
// J. E. Doran, D. Michie, "Experiments with the Graph Traverser program" (1966) for greedy best-first;
// keys and tie-breaking as in Amit Patel's "Amit's A* Pages" (theory.stanford.edu/~amitp/GameProgramming).
//
// Keys (smaller pops first; equal keys pop in insertion order):
//   Dijkstra (g, 0)   A* (g + h, h): among equal f prefer the state nearer the goal   Greedy (h, g)
// Complexity O(E log V) with a 4-ary heap and lazy deletion (openlist.h). With a consistent heuristic (every
// rule's is) Dijkstra and A* return a minimum-cost path and never reopen a closed state; A* expands no state
// Dijkstra would not. Greedy best-first returns some path, usually not the cheapest. Deterministic: the order
// of successors is fixed by the rules and ties are FIFO.
//
// run() is `while (!step()) {}`: the stepper and the plain run execute the same code, and with
// NullObserver the hooks compile away.

#include <mapsmith/search/openlist.h>
#include <mapsmith/search/types.h>

#include <utility>

namespace mapsmith {

enum class BestFirstKind { Dijkstra, AStar, Greedy };

template <class Rules, class Observer = NullObserver> class BestFirstSearch
{
public:
    explicit BestFirstSearch(const Rules &rules, BestFirstKind kind, Observer observer = {})
        : m_rules(rules), m_kind(kind), m_obs(observer), m_h(rules.heuristicTo({0, 0}))
    {
    }

    /// Begins a search from state `from` to any state in the cell `goal`.
    void start(StateId from, Point goal)
    {
        m_nodes.reset(m_rules.stateCount());
        m_open.clear();
        m_stats = {};
        m_found = kNoState;
        m_done = false;
        m_openCount = 0;
        m_goalKey = m_rules.cellKeyOf(goal);
        m_h = m_rules.heuristicTo(goal);
        if (from == kNoState) {
            m_done = true;
            return;
        }
        m_nodes.open(from, 0, kNoState);
        pushNew(from, 0);
    }

    /// Expands one state. Returns true once the search is over (goal popped or open list empty).
    bool step()
    {
        while (!m_done) {
            if (m_open.empty()) {
                m_done = true;
                break;
            }
            const StateId s = m_open.pop().state;
            if (m_nodes.closed(s))
                continue; // superseded by a cheaper entry (lazy deletion)
            expand(s);
            return m_done;
        }
        return true;
    }
    void run()
    {
        while (!step()) {
        }
    }

    bool done() const { return m_done; }
    bool found() const { return m_found != kNoState; }
    SearchOutcome outcome() const
    {
        SearchOutcome o;
        o.stats = m_stats;
        if (m_found != kNoState) {
            o.found = true;
            o.cost = m_nodes.g(m_found);
            o.path = m_nodes.pathTo(m_found);
        }
        return o;
    }
    const SearchStats &stats() const { return m_stats; }
    const NodeTable &nodes() const { return m_nodes; }
    Observer &observer() { return m_obs; }

private:
    Cost heuristic(StateId s) const { return m_kind == BestFirstKind::Dijkstra ? 0 : m_h(s); }

    void pushNew(StateId s, Cost g)
    {
        const Cost h = heuristic(s);
        push(s, g, h);
        ++m_openCount;
        if (m_openCount > m_stats.peakOpen)
            m_stats.peakOpen = m_openCount;
        m_obs.onPush(s, g, h);
    }
    void push(StateId s, Cost g, Cost h)
    {
        ++m_stats.pushed;
        switch (m_kind) {
        case BestFirstKind::Dijkstra:
            m_open.push(s, g, 0);
            break;
        case BestFirstKind::AStar:
            m_open.push(s, g + h, h);
            break;
        case BestFirstKind::Greedy:
            m_open.push(s, h, g);
            break;
        }
    }

    void expand(StateId s)
    {
        m_nodes.close(s);
        --m_openCount;
        ++m_stats.expanded;
        const Cost g = m_nodes.g(s);
        if constexpr (Observer::kRecords)
            m_obs.onPop(s, g, heuristic(s));
        if (m_rules.cellKey(s) == m_goalKey) {
            m_found = s;
            m_done = true;
            return;
        }
        m_rules.forEachSuccessor(s, [&](StateId t, Cost c) MAPSMITH_HOT_INLINE {
            const Cost ng = g + c;
            NodeTable::Node &n = m_nodes.node(t);
            if (!m_nodes.seen(n)) {
                m_nodes.open(n, ng, s);
                pushNew(t, ng);
            } else if (!m_nodes.closed(n) && ng < n.g) {
                m_nodes.open(n, ng, s);
                const Cost h = heuristic(t);
                push(t, ng, h);
                m_obs.onRelax(t, ng, h);
            }
        });
    }

    const Rules &m_rules;
    BestFirstKind m_kind;
    Observer m_obs;
    decltype(std::declval<const Rules &>().heuristicTo(Point{})) m_h;
    NodeTable m_nodes;
    OpenList m_open;
    SearchStats m_stats;
    StateId m_found = kNoState;
    std::int32_t m_goalKey = -1;
    std::int64_t m_openCount = 0;
    bool m_done = true;
};

} // namespace mapsmith
