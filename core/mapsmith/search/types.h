// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/grid/point.h>

#include <cstdint>
#include <limits>
#include <vector>

/// Forces inlining of the few tiny functions on a search's innermost path (a successor loop and the lambda it
/// calls), which GCC otherwise keeps out of line at -O2.
#if defined(__GNUC__)
#define MAPSMITH_HOT_INLINE __attribute__((always_inline))
#else
#define MAPSMITH_HOT_INLINE
#endif

namespace mapsmith {

/// A node of a movement rule's state graph (a cell, or a cell plus a beat phase or an open hole).
using StateId = std::int32_t;
/// Path cost in the rule's unit (moves, beats, or tenths of a straight step on 8-neighbour grids).
using Cost = std::int32_t;

inline constexpr StateId kNoState = -1;
inline constexpr Cost kUnreachable = std::numeric_limits<Cost>::max();

/// What a search did, for the stats line of the CLI and the stepper's status bar.
struct SearchStats
{
    std::int64_t expanded = 0; ///< states popped from the open list and expanded (stale entries not counted)
    std::int64_t pushed = 0;   ///< states put on the open list (first discovery or a cheaper route)
    std::int64_t peakOpen = 0; ///< most distinct states open at once
    double micros = 0.0;       ///< wall time of the run, filled by the entry points in pathfind.h
};

/// One recorded step of a search. Cells are map coordinates; g and h are in the rule's cost unit.
enum class TraceKind : std::uint8_t {
    Push,  ///< first discovered and put on the open list
    Relax, ///< a cheaper route found to a state already open (its g dropped)
    Pop,   ///< taken off the open list and expanded (closed)
    Path,  ///< a cell of the final path, from start to goal (emitted after the search ends)
};

struct TraceEvent
{
    Point cell;
    Cost g = 0;
    Cost h = 0;
    TraceKind kind = TraceKind::Push;
};

/// Everything the stepper needs to replay a search forward and back (see TracePlayer).
struct SearchTrace
{
    int width = 0;
    int height = 0;
    std::vector<TraceEvent> events;
};

/// The observer a plain run uses: every hook is empty and inline, so the calls compile away.
struct NullObserver
{
    static constexpr bool kRecords = false;
    void onPush(StateId, Cost, Cost) {}
    void onRelax(StateId, Cost, Cost) {}
    void onPop(StateId, Cost, Cost) {}
};

/// Records every event into a SearchTrace, turning states into cells through the rules.
template <class Rules> class TraceRecorder
{
public:
    static constexpr bool kRecords = true;
    TraceRecorder(const Rules &rules, SearchTrace &trace) : m_rules(&rules), m_trace(&trace)
    {
        trace.width = rules.width();
        trace.height = rules.height();
    }
    void onPush(StateId s, Cost g, Cost h) { add(TraceKind::Push, s, g, h); }
    void onRelax(StateId s, Cost g, Cost h) { add(TraceKind::Relax, s, g, h); }
    void onPop(StateId s, Cost g, Cost h) { add(TraceKind::Pop, s, g, h); }
    void onPath(StateId s, Cost g) { add(TraceKind::Path, s, g, 0); }

private:
    void add(TraceKind k, StateId s, Cost g, Cost h)
    {
        m_trace->events.push_back({m_rules->cellOf(s), g, h, k});
    }
    const Rules *m_rules;
    SearchTrace *m_trace;
};

/// The outcome of one search in states (pathfind.h turns it into cells for callers).
struct SearchOutcome
{
    bool found = false;
    Cost cost = kUnreachable;
    std::vector<StateId> path; ///< start state first, goal state last; empty when not found
    SearchStats stats;
};

} // namespace mapsmith
