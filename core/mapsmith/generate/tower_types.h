// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/generate/tower_rules.h>
#include <mapsmith/map/tower.h>
#include <mapsmith/random/rng.h>

#include <string>

namespace mapsmith::tower {

/// Gives every room below the boss a type (see tower_types.cpp). `map` is as growPaths makes it: nodes in
/// (floor, column) order, edges sorted by `from`. Returns an empty string, or why some room had no allowed
/// type (that room then takes the type with the largest weight on its floor, and validation fails).
std::string assignRoomTypes(const TowerRules &rules, Rng &rng, TowerMap &map);

} // namespace mapsmith::tower
