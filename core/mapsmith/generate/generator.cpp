// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/generate/generator.h>

namespace mapsmith {

const Metric *Diagnostics::find(std::string_view id) const
{
    for (const auto &m : metrics) {
        if (m.id == id)
            return &m;
    }
    return nullptr;
}

void Diagnostics::add(std::string id, std::string label, double value, std::string unit)
{
    metrics.push_back({std::move(id), std::move(label), value, std::move(unit)});
}

} // namespace mapsmith
