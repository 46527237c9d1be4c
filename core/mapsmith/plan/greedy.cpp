// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The greedy planner's options from a map's generator parameters (generate/enemies.h names them).
#include <mapsmith/plan/greedy.h>

namespace mapsmith {

GreedyOptions GreedyOptions::fromParams(const ParamSet &params)
{
    GreedyOptions o;
    if (const auto *v = params.find("danger_weight"); v && std::holds_alternative<double>(*v))
        o.dangerWeight = std::get<double>(*v);
    if (const auto *v = params.find("danger_radius"); v && std::holds_alternative<std::int64_t>(*v))
        o.dangerRadius = static_cast<Cost>(std::clamp<std::int64_t>(std::get<std::int64_t>(*v), 0, 1000));
    if (const auto *v = params.find("danger_falloff"); v && std::holds_alternative<std::string>(*v))
        o.falloff = std::get<std::string>(*v) == "share" ? DangerFalloff::Share : DangerFalloff::Steps;
    if (const auto *v = params.find("detour_bonus"); v && std::holds_alternative<double>(*v))
        o.detourBonus = std::get<double>(*v);
    if (const auto *v = params.find("safety_cap"); v && std::holds_alternative<std::int64_t>(*v))
        o.safetyCap = static_cast<Cost>(std::clamp<std::int64_t>(std::get<std::int64_t>(*v), 1, 1000));
    return o;
}

} // namespace mapsmith
