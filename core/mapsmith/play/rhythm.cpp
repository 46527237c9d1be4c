// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/play/rhythm.h>

#include <algorithm>

namespace mapsmith {

Judgement RhythmTracker::judge(const BeatClock &clock, double t, bool &accepted)
{
    Judgement j = clock.judge(t);
    if (j.inWindow)
        m_errors.push_back(j.errorSeconds);
    // A second move aimed at a beat that already took one is a Miss: one move per beat.
    if (j.inWindow && j.beat == m_lastBeat)
        j.kind = JudgementKind::Miss;
    accepted = j.kind != JudgementKind::Miss;
    if (accepted)
        m_lastBeat = j.beat;
    m_combo.apply(j);
    ++m_counts[static_cast<std::size_t>(j.kind)];
    m_last = j;
    m_hasLast = true;
    return j;
}

double RhythmTracker::medianError() const
{
    if (m_errors.empty())
        return 0.0;
    std::vector<double> v = m_errors;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

void RhythmTracker::retimed(std::int64_t shift)
{
    if (m_lastBeat != INT64_MIN)
        m_lastBeat += shift;
    m_errors.clear();
}

std::vector<int> RhythmTracker::histogram(int bins, double range) const
{
    std::vector<int> out(static_cast<std::size_t>(std::max(1, bins)), 0);
    if (range <= 0.0)
        return out;
    const int n = static_cast<int>(out.size());
    for (double e : m_errors) {
        int b = static_cast<int>((e + range) / (2.0 * range) * n);
        b = std::clamp(b, 0, n - 1);
        ++out[static_cast<std::size_t>(b)];
    }
    return out;
}

} // namespace mapsmith
