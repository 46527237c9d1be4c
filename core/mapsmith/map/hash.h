// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/map/map.h>

#include <cstdint>
#include <span>
#include <string>

namespace mapsmith {

/// The map hash: 64-bit FNV-1a (offset 0xcbf29ce484222325, prime 0x100000001b3) over a canonical byte
/// string, so it is the same on every machine and does not depend on how the map was stored:
///
///   "mapsmith-map-1"                 the 14 ASCII bytes, then
///   kind                             1 byte (0 grid, 1 tower)
/// for a tower, then (and nothing else):
///   columns, floors, node count      uint32 LE each; per node: floor, column int32 LE, type 1 byte
///   edge count                       uint32 LE; per edge: from, to int32 LE
/// for a grid:
///   width, height                    uint32 little-endian each
///   tiles                            one byte per cell, row by row, the Tile enum value
///   start, exit                      1 byte present (0/1), then x, y as int32 little-endian if present
///   entity count                     uint32 LE, then per entity in map order:
///                                    type length uint32 LE, type bytes, x, y int32 LE
///
/// The source (generator, seed, params) is not hashed: the hash says what the map is, not where it came
/// from. docs/FORMATS.md repeats this definition.
std::uint64_t mapHash(const Map &map);

/// FNV-1a over the 8 little-endian bytes of each hash in order: the `combined` line of `mapsmith hash`.
std::uint64_t combineHashes(std::span<const std::uint64_t> hashes);

/// 16 lower-case hex digits.
std::string hashToHex(std::uint64_t h);

} // namespace mapsmith
