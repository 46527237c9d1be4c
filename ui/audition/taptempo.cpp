// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "audition/taptempo.h"

#include <algorithm>

namespace mapsmith {

std::optional<double> TapTempo::tap(double seconds)
{
    if (!m_taps.empty() && (seconds - m_taps.back() > m_reset || seconds <= m_taps.back()))
        m_taps.clear();
    m_taps.push_back(seconds);
    if (m_taps.size() > static_cast<std::size_t>(kMaxTaps))
        m_taps.erase(m_taps.begin());
    const auto n = static_cast<double>(m_taps.size());
    if (m_taps.size() < 2)
        return std::nullopt;
    // Least squares of tap time against tap index: slope = period.
    double mi = 0.0, mt = 0.0;
    for (std::size_t i = 0; i < m_taps.size(); ++i) {
        mi += static_cast<double>(i);
        mt += m_taps[i];
    }
    mi /= n;
    mt /= n;
    double sit = 0.0, sii = 0.0;
    for (std::size_t i = 0; i < m_taps.size(); ++i) {
        sit += (static_cast<double>(i) - mi) * (m_taps[i] - mt);
        sii += (static_cast<double>(i) - mi) * (static_cast<double>(i) - mi);
    }
    m_period = sit / sii;
    m_intercept = mt - m_period * mi;
    if (m_period <= 0.0)
        return std::nullopt;
    return std::clamp(60.0 / m_period, 20.0, 400.0);
}

std::optional<double> TapTempo::lastBeat() const
{
    if (m_taps.size() < 2 || m_period <= 0.0)
        return std::nullopt;
    return m_intercept + m_period * static_cast<double>(m_taps.size() - 1);
}

} // namespace mapsmith
