// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Replays a recorded SearchTrace forward and back, for the search stepper.
//
// The player keeps the status of every cell after the first position() events. Each applied event
// remembers what it overwrote, so stepping back restores exactly the earlier picture: O(1) per step
// either way, O(|events|) memory, and seek(n) costs |n - position()| steps.

#include <mapsmith/grid/grid.h>
#include <mapsmith/search/types.h>

#include <cstdint>
#include <vector>

namespace mapsmith {

enum class CellStatus : std::uint8_t { Unseen, Open, Closed, Path };

class TracePlayer
{
public:
    explicit TracePlayer(const SearchTrace &trace);

    std::size_t size() const { return m_trace->events.size(); }
    /// Number of events applied (0 = nothing shown yet, size() = the finished search).
    std::size_t position() const { return m_undo.size(); }
    bool stepForward();
    bool stepBack();
    void seek(std::size_t position);
    /// The event applied last, or nullptr at position 0.
    const TraceEvent *current() const;

    CellStatus status(Point p) const { return m_status[p]; }
    /// g of the cell's latest event (kUnreachable when unseen).
    Cost g(Point p) const { return m_g[p]; }
    /// h of the cell's latest search event (kUnreachable when unseen; a Path event keeps the h before it).
    Cost h(Point p) const { return m_h[p]; }
    const Grid<CellStatus> &statuses() const { return m_status; }
    /// Cells open / closed right now (for the status bar).
    std::int64_t openCount() const { return m_open; }
    std::int64_t closedCount() const { return m_closed; }

private:
    struct Undo
    {
        CellStatus status;
        Cost g;
        Cost h;
    };
    void count(CellStatus s, int delta);

    const SearchTrace *m_trace;
    Grid<CellStatus> m_status;
    Grid<Cost> m_g;
    Grid<Cost> m_h;
    std::vector<Undo> m_undo;
    std::int64_t m_open = 0;
    std::int64_t m_closed = 0;
};

} // namespace mapsmith
