// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/search/traceplayer.h>

namespace mapsmith {

namespace {
CellStatus statusAfter(TraceKind k)
{
    switch (k) {
    case TraceKind::Push:
    case TraceKind::Relax:
        return CellStatus::Open;
    case TraceKind::Pop:
        return CellStatus::Closed;
    case TraceKind::Path:
        return CellStatus::Path;
    }
    return CellStatus::Unseen;
}
} // namespace

TracePlayer::TracePlayer(const SearchTrace &trace)
    : m_trace(&trace), m_status(trace.width, trace.height, CellStatus::Unseen),
      m_g(trace.width, trace.height, kUnreachable), m_h(trace.width, trace.height, kUnreachable)
{
    m_undo.reserve(trace.events.size());
}

void TracePlayer::count(CellStatus s, int delta)
{
    if (s == CellStatus::Open)
        m_open += delta;
    else if (s == CellStatus::Closed)
        m_closed += delta;
}

bool TracePlayer::stepForward()
{
    if (position() >= size())
        return false;
    const TraceEvent &e = m_trace->events[position()];
    if (!m_status.contains(e.cell)) {
        m_undo.push_back(
            {CellStatus::Unseen, kUnreachable, kUnreachable}); // keeps positions aligned with events
        return true;
    }
    m_undo.push_back({m_status[e.cell], m_g[e.cell], m_h[e.cell]});
    count(m_status[e.cell], -1);
    m_status[e.cell] = statusAfter(e.kind);
    m_g[e.cell] = e.g;
    if (e.kind != TraceKind::Path)
        m_h[e.cell] = e.h;
    count(m_status[e.cell], 1);
    return true;
}

bool TracePlayer::stepBack()
{
    if (m_undo.empty())
        return false;
    const TraceEvent &e = m_trace->events[position() - 1];
    const Undo u = m_undo.back();
    m_undo.pop_back();
    if (!m_status.contains(e.cell))
        return true;
    count(m_status[e.cell], -1);
    m_status[e.cell] = u.status;
    m_g[e.cell] = u.g;
    m_h[e.cell] = u.h;
    count(u.status, 1);
    return true;
}

void TracePlayer::seek(std::size_t target)
{
    if (target > size())
        target = size();
    while (position() < target)
        stepForward();
    while (position() > target)
        stepBack();
}

const TraceEvent *TracePlayer::current() const
{
    return position() == 0 ? nullptr : &m_trace->events[position() - 1];
}

} // namespace mapsmith
