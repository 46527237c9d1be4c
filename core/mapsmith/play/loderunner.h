// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Lode Runner play: the physics of search/loderunnerrules.h applied over time.
//
// Moves (left, right, up a ladder, down) are the successors the search rules offer from the runner's cell
// on the current tiles, so play and search agree (a test checks it). What play adds over the search rules:
// - time: an unsupported runner (or guard) falls one cell per beat tick, and ignores move keys meanwhile;
// - several holes at once: digging (Z below-left, X below-right) needs the runner supported, a Brick below
//   on that side and open air above it; the brick becomes floor until the tick `holeBeats` beats later,
//   when it refills: a runner inside is lost, a guard inside goes back to where it started;
// - hidden ladders turn into ladders when the last gold is taken.
// Winning: all gold taken, then reach the exit, or the top row when the level has no exit (a level with
// neither gold nor exit cannot be won).

#include <mapsmith/play/world.h>

namespace mapsmith {

/// Whether a runner at p stands on something: in a ladder or rope cell, or above brick, solid or a ladder
/// (the map's bottom edge is solid). The same rule as LodeRunnerRules.
bool lodeRunnerSupported(const Grid<Tile> &tiles, bool laddersShown, Point p);

/// Whether the runner may dig on `side` (-1 left, +1 right) now.
bool lodeRunnerCanDig(const PlayWorld &world, Point runner, int side);

/// Digs on `side`: the brick becomes floor until the tick of beat world.nextBeat + holeBeats.
void lodeRunnerDig(PlayWorld &world, Point runner, int side, int holeBeats);

/// Refills the holes due at beat `beat` (a runner inside: lost; a guard inside: back home).
void lodeRunnerRefill(PlayWorld &world, std::int64_t beat);

/// Shows the hidden ladders (the last gold was taken).
void lodeRunnerShowLadders(PlayWorld &world);

} // namespace mapsmith
