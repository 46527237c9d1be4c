// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "render/palette.h"

#include <mapsmith/map/tower.h>

#include <QImage>
#include <QPointF>

namespace mapsmith {

/// Draws a tower map as a graph: floor 0 at the bottom, the boss at the top, a disc per room coloured by type
/// (with its letter from scale 3 on), a line per edge; from scale 3 on, floor numbers on the left; with
/// `legend`, a key of the room types on the right. Each floor and column takes 8 * scale pixels.
QImage renderTower(const TowerMap &tower, const Palette &palette, int scale, bool legend);

/// Where renderTower puts a node's centre (for hit-testing in the view).
QPointF towerNodeCentre(const TowerMap &tower, const TowerNode &node, int scale);

} // namespace mapsmith
