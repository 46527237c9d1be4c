// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Depth-first search (Trémaux's maze method; R. Tarjan, "Depth-first search and linear graph algorithms",
// 1972) with an explicit stack, so deep maps cannot overflow the call stack. A state may be pushed more
// than once; the newest push wins and older copies are skipped when popped. Returns some path, usually far
// from the shortest: it is here to show on the stepper how blind search wanders. O(V + E).
// Deterministic: successors are pushed in reverse of the rules' order, so the first successor is explored
// first.

#include <mapsmith/search/openlist.h>
#include <mapsmith/search/pathcost.h>
#include <mapsmith/search/types.h>

#include <array>
#include <vector>

namespace mapsmith {

template <class Rules, class Observer = NullObserver> class DfsSearch
{
public:
    explicit DfsSearch(const Rules &rules, Observer observer = {}) : m_rules(rules), m_obs(observer) {}

    void start(StateId from, Point goal)
    {
        m_nodes.reset(m_rules.stateCount());
        m_stack.clear();
        m_stats = {};
        m_found = kNoState;
        m_goalKey = m_rules.cellKeyOf(goal);
        m_done = from == kNoState;
        if (!m_done) {
            m_nodes.open(from, 0, kNoState);
            push(from, 0);
        }
    }

    bool step()
    {
        while (!m_done) {
            if (m_stack.empty()) {
                m_done = true;
                break;
            }
            const StateId s = m_stack.back();
            m_stack.pop_back();
            if (m_nodes.closed(s))
                continue;
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
    Observer &observer() { return m_obs; }

private:
    void push(StateId s, Cost d)
    {
        m_stack.push_back(s);
        ++m_stats.pushed;
        if (static_cast<std::int64_t>(m_stack.size()) > m_stats.peakOpen)
            m_stats.peakOpen = static_cast<std::int64_t>(m_stack.size());
        m_obs.onPush(s, d, 0);
    }
    void expand(StateId s)
    {
        m_nodes.close(s);
        ++m_stats.expanded;
        const Cost d = m_nodes.g(s);
        m_obs.onPop(s, d, 0);
        if (m_rules.cellKey(s) == m_goalKey) {
            m_found = s;
            m_done = true;
            return;
        }
        std::array<StateId, 16> next{};
        std::size_t n = 0;
        m_rules.forEachSuccessor(s, [&](StateId t, Cost) {
            if (!m_nodes.closed(t) && n < next.size())
                next[n++] = t;
        });
        while (n > 0) {
            const StateId t = next[--n];
            m_nodes.open(t, d + 1, s);
            push(t, d + 1);
        }
    }

    const Rules &m_rules;
    Observer m_obs;
    NodeTable m_nodes;
    std::vector<StateId> m_stack;
    SearchStats m_stats;
    StateId m_found = kNoState;
    std::int32_t m_goalKey = -1;
    bool m_done = true;
};

} // namespace mapsmith
