// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Breadth-first search (E. F. Moore, "The shortest path through a maze", 1959): a FIFO queue, each state
// enqueued once. Returns a path with the fewest moves (the cheapest path only when every move costs the
// same); the outcome's cost is that path's cost under the rules. O(V + E), the queue is a flat array that
// is reused between runs. Deterministic: successors are taken in the rules' fixed order. The goal is
// tested when a state is dequeued, as in the other searches, so the stepper shows the same kind of events.

#include <mapsmith/search/openlist.h>
#include <mapsmith/search/pathcost.h>
#include <mapsmith/search/types.h>

#include <vector>

namespace mapsmith {

template <class Rules, class Observer = NullObserver> class BfsSearch
{
public:
    explicit BfsSearch(const Rules &rules, Observer observer = {}) : m_rules(rules), m_obs(observer) {}

    /// Begins a search from `from` to the cell `goal`; with `goal` off the map it visits every reachable
    /// state.
    void start(StateId from, Point goal)
    {
        m_nodes.reset(m_rules.stateCount());
        m_queue.clear();
        m_head = 0;
        m_stats = {};
        m_found = kNoState;
        m_goalKey = m_rules.cellKeyOf(goal);
        m_done = from == kNoState;
        if (!m_done) {
            m_nodes.open(from, 0, kNoState);
            enqueue(from, 0);
        }
    }

    bool step()
    {
        if (m_done)
            return true;
        if (m_head == m_queue.size()) {
            m_done = true;
            return true;
        }
        const StateId s = m_queue[m_head++];
        m_nodes.close(s);
        ++m_stats.expanded;
        const Cost d = m_nodes.g(s);
        m_obs.onPop(s, d, 0);
        if (m_rules.cellKey(s) == m_goalKey) {
            m_found = s;
            m_done = true;
            return true;
        }
        m_rules.forEachSuccessor(s, [&](StateId t, Cost) {
            if (!m_nodes.seen(t)) {
                m_nodes.open(t, d + 1, s);
                enqueue(t, d + 1);
            }
        });
        return false;
    }
    void run()
    {
        while (!step()) {
        }
    }

    bool found() const { return m_found != kNoState; }
    SearchOutcome outcome() const
    {
        SearchOutcome o;
        o.stats = m_stats;
        if (m_found != kNoState) {
            o.found = true;
            o.path = m_nodes.pathTo(m_found);
            o.cost = pathCost(m_rules, o.path);
        }
        return o;
    }
    /// Moves from the start to each state reached so far (g), and the BFS tree (parent).
    const NodeTable &nodes() const { return m_nodes; }
    Observer &observer() { return m_obs; }

private:
    void enqueue(StateId s, Cost d)
    {
        m_queue.push_back(s);
        ++m_stats.pushed;
        const auto open = static_cast<std::int64_t>(m_queue.size() - m_head);
        if (open > m_stats.peakOpen)
            m_stats.peakOpen = open;
        m_obs.onPush(s, d, 0);
    }

    const Rules &m_rules;
    Observer m_obs;
    NodeTable m_nodes;
    std::vector<StateId> m_queue;
    std::size_t m_head = 0;
    SearchStats m_stats;
    StateId m_found = kNoState;
    std::int32_t m_goalKey = -1;
    bool m_done = true;
};

} // namespace mapsmith
