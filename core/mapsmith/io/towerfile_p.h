// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// The rooms and edges of a tower map in a map file (docs/FORMATS.md, "Map file", kind: tower). Internal to
// core, like io/yamlutil.h: it exposes yaml-cpp types; mapfile.cpp writes and reads the rest of the file.
//
//   nodes:                                    # in map order; an edge names rooms by index in this list
//     - {floor: 0, column: 3, type: monster}
//     - ...
//   edges:
//     - {from: 0, to: 7}
//     - ...

#include <mapsmith/map/tower.h>
#include <mapsmith/util/result.h>

#include <yaml-cpp/yaml.h>

namespace mapsmith::towerfile {

/// Emits the keys `nodes` and `edges` with their lists into the block map `out` is writing (between the
/// caller's YAML::BeginMap and YAML::EndMap). Each room and edge is one flow map on its own line.
void writeTowerGraph(YAML::Emitter &out, const TowerMap &tower);

/// Reads the `nodes` and `edges` keys of `map` (a parsed map file's top level; its other keys are left to
/// the caller) into tower.nodes and tower.edges, in file order. tower.columns and tower.floors must be set
/// first: a room must lie on floors 0..floors (the boss floor) and columns 0..columns-1, and an edge must
/// name rooms of the list. Nothing is checked beyond that (validation is the generator's).
/// An error is BadInput with a message such as "nodes[3].type 'boss2' is not a room type (...)", its
/// 1-based line and column set and its file empty (the caller fills it in); `tower` is then unspecified.
Status readTowerGraph(const YAML::Node &map, TowerMap &tower);

} // namespace mapsmith::towerfile
