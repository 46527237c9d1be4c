// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <array>
#include <compare>
#include <cstdlib>

namespace mapsmith {

struct Point
{
    int x = 0;
    int y = 0;

    friend constexpr bool operator==(Point a, Point b) = default;
    friend constexpr auto operator<=>(Point a, Point b) = default; // x first, then y
    constexpr Point operator+(Point o) const { return {x + o.x, y + o.y}; }
    constexpr Point operator-(Point o) const { return {x - o.x, y - o.y}; }
};

enum class Neighbourhood {
    Four, ///< von Neumann: N, E, S, W
    Eight ///< Moore: the four plus the diagonals
};

/// Offsets in a fixed order (N, E, S, W, then NE, SE, SW, NW), so searches that walk them are deterministic.
inline constexpr std::array<Point, 8> kDirections = {Point{0, -1}, Point{1, 0}, Point{0, 1},  Point{-1, 0},
                                                     Point{1, -1}, Point{1, 1}, Point{-1, 1}, Point{-1, -1}};

constexpr int neighbourCount(Neighbourhood n)
{
    return n == Neighbourhood::Four ? 4 : 8;
}

constexpr int manhattan(Point a, Point b)
{
    return std::abs(a.x - b.x) + std::abs(a.y - b.y);
}

constexpr int chebyshev(Point a, Point b)
{
    const int dx = std::abs(a.x - b.x);
    const int dy = std::abs(a.y - b.y);
    return dx > dy ? dx : dy;
}

} // namespace mapsmith
