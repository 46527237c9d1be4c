// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Jump point search for uniform-cost 8-neighbour grids without corner cutting.
//
// Source: D. Harabor, A. Grastien, "Online Graph Pruning for Pathfinding on Grid Maps" (AAAI 2011), with
// the pruning and forced-neighbour rules for the no-corner-cutting variant (a diagonal step needs both
// orthogonal cells open) as in Harabor's follow-up notes and the PathFinding.js library's
// "JPFMoveDiagonallyIfNoObstacles" finder. A* runs over jump points only; the cost of a jump is its octile
// length (10 per straight cell, 14 per diagonal cell, times the grid's one tile cost).
//
// Jumps are loops, not recursion, so a 1024x1024 open map cannot overflow the call stack. Open-list keys,
// tie-breaking and determinism are A*'s (bestfirst.h): (f, h, insertion order), directions in kDirections
// order. Returns a minimum-cost path (the tests check it against Dijkstra), expanded back into every cell.
// Needs GridRules with Neighbourhood::Eight and uniform() costs; pathfind.h checks that.

#include <mapsmith/search/gridrules.h>
#include <mapsmith/search/openlist.h>
#include <mapsmith/search/types.h>

#include <algorithm>
#include <cstdlib>

namespace mapsmith {

template <class Observer = NullObserver> class JpsSearch
{
public:
    explicit JpsSearch(const GridRules &rules, Observer observer = {})
        : m_rules(rules), m_obs(observer), m_h(rules.heuristicTo({0, 0})), m_w(rules.stride())
    {
    }

    void start(StateId from, Point goal)
    {
        m_nodes.reset(m_rules.stateCount());
        m_open.clear();
        m_stats = {};
        m_found = kNoState;
        m_openCount = 0;
        m_goal = m_rules.stateAt(goal);
        m_h = m_rules.heuristicTo(goal);
        m_unit = from != kNoState ? m_rules.tileCost(from) : 1;
        m_done = from == kNoState;
        if (!m_done) {
            m_nodes.open(from, 0, kNoState);
            pushNew(from, 0);
        }
    }

    bool step()
    {
        while (!m_done) {
            if (m_open.empty()) {
                m_done = true;
                break;
            }
            const StateId s = m_open.pop().state;
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

    /// The path through every cell (not only the jump points).
    SearchOutcome outcome() const
    {
        SearchOutcome o;
        o.stats = m_stats;
        if (m_found == kNoState)
            return o;
        o.found = true;
        o.cost = m_nodes.g(m_found);
        const auto jumps = m_nodes.pathTo(m_found);
        o.path.push_back(jumps.front());
        for (std::size_t i = 1; i < jumps.size(); ++i) {
            const StateId step =
                offset(sign(dxOf(jumps[i - 1], jumps[i])), sign(dyOf(jumps[i - 1], jumps[i])));
            for (StateId s = jumps[i - 1]; s != jumps[i];) {
                s += step;
                o.path.push_back(s);
            }
        }
        return o;
    }
    Observer &observer() { return m_obs; }

private:
    static int sign(int v) { return (v > 0) - (v < 0); }
    int dxOf(StateId a, StateId b) const { return b % m_w - a % m_w; }
    int dyOf(StateId a, StateId b) const { return b / m_w - a / m_w; }
    StateId offset(int dx, int dy) const { return dy * m_w + dx; }
    bool open(StateId s) const { return m_rules.tileCost(s) != 0; }

    void pushNew(StateId s, Cost g)
    {
        const Cost h = m_h(s);
        ++m_stats.pushed;
        m_open.push(s, g + h, h);
        if (++m_openCount > m_stats.peakOpen)
            m_stats.peakOpen = m_openCount;
        m_obs.onPush(s, g, h);
    }

    // Walks straight (dx or dy zero) from s; returns the first jump point or kNoState.
    StateId jumpStraight(StateId s, int dx, int dy) const
    {
        const StateId d = offset(dx, dy);
        const StateId side = dx ? m_w : 1; // the two cells beside the line
        for (StateId n = s + d;; n += d) {
            if (!open(n))
                return kNoState;
            if (n == m_goal)
                return n;
            if ((open(n - side) && !open(n - side - d)) || (open(n + side) && !open(n + side - d)))
                return n;
        }
    }
    // Walks diagonally from s; a cell is a jump point when a straight jump from it finds one.
    StateId jumpDiagonal(StateId s, int dx, int dy) const
    {
        for (StateId c = s;;) {
            if (!open(c + dx) || !open(c + offset(0, dy)))
                return kNoState; // no corner cutting
            const StateId n = c + offset(dx, dy);
            if (!open(n))
                return kNoState;
            if (n == m_goal || jumpStraight(n, dx, 0) != kNoState || jumpStraight(n, 0, dy) != kNoState)
                return n;
            c = n;
        }
    }
    StateId jump(StateId s, int dx, int dy) const
    {
        return dx && dy ? jumpDiagonal(s, dx, dy) : jumpStraight(s, dx, dy);
    }

    void tryDirection(StateId s, Cost g, int dx, int dy)
    {
        const StateId j = jump(s, dx, dy);
        if (j == kNoState || m_nodes.closed(j))
            return;
        const int len = std::max(std::abs(dxOf(s, j)), std::abs(dyOf(s, j)));
        const Cost ng = g + m_unit * len * (dx && dy ? kDiagonalCost8 : kStraightCost8);
        if (!m_nodes.seen(j)) {
            m_nodes.open(j, ng, s);
            pushNew(j, ng);
        } else if (ng < m_nodes.g(j)) {
            m_nodes.open(j, ng, s);
            const Cost h = m_h(j);
            ++m_stats.pushed;
            m_open.push(j, ng + h, h);
            m_obs.onRelax(j, ng, h);
        }
    }

    void expand(StateId s)
    {
        m_nodes.close(s);
        --m_openCount;
        ++m_stats.expanded;
        const Cost g = m_nodes.g(s);
        m_obs.onPop(s, g, m_h(s));
        if (s == m_goal) {
            m_found = s;
            m_done = true;
            return;
        }
        const StateId p = m_nodes.parent(s);
        if (p == kNoState) {
            for (const Point d : kDirections)
                tryDirection(s, g, d.x, d.y);
            return;
        }
        const int dx = sign(dxOf(p, s)), dy = sign(dyOf(p, s));
        if (dx && dy) {
            tryDirection(s, g, 0, dy);
            tryDirection(s, g, dx, 0);
            tryDirection(s, g, dx, dy);
        } else if (dx) {
            // Moving horizontally: ahead, and the cells above/below with the diagonals past them.
            const bool up = open(s - m_w), down = open(s + m_w);
            tryDirection(s, g, dx, 0);
            if (up) {
                tryDirection(s, g, 0, -1);
                tryDirection(s, g, dx, -1);
            }
            if (down) {
                tryDirection(s, g, 0, 1);
                tryDirection(s, g, dx, 1);
            }
        } else {
            const bool left = open(s - 1), right = open(s + 1);
            tryDirection(s, g, 0, dy);
            if (left) {
                tryDirection(s, g, -1, 0);
                tryDirection(s, g, -1, dy);
            }
            if (right) {
                tryDirection(s, g, 1, 0);
                tryDirection(s, g, 1, dy);
            }
        }
    }

    const GridRules &m_rules;
    Observer m_obs;
    GridRules::Heuristic m_h;
    std::int32_t m_w;
    NodeTable m_nodes;
    OpenList m_open;
    SearchStats m_stats;
    StateId m_goal = kNoState;
    StateId m_found = kNoState;
    Cost m_unit = 1;
    std::int64_t m_openCount = 0;
    bool m_done = true;
};

} // namespace mapsmith
