// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// A kept D* Lite plan on a grid map that follows tile edits: what the search dock replans with when the
// designer paints while a path is shown. It copies the map's tiles, so update() can tell which cells of an
// edited area really changed and hand only those to D* Lite (dstarlite.h); the repair then touches the
// states near the change instead of searching again from scratch.
//
// Each plan()/update() records a trace of the work it did (the states D* Lite touched, then the path), so
// the stepper can show the repair. Not thread-safe; one owner at a time.

#include <mapsmith/map/map.h>
#include <mapsmith/search/gridrules.h>
#include <mapsmith/search/types.h>
#include <mapsmith/util/result.h>

#include <memory>
#include <vector>

namespace mapsmith {

struct Replan
{
    bool found = false;
    Cost cost = kUnreachable;
    std::vector<Point> path; ///< from the start to the goal; empty when not found
    SearchStats stats;       ///< of this plan or repair only
    SearchTrace trace;       ///< the states touched, then the path (TraceKind::Path)
    int changedCells = 0;    ///< cells whose tile differed (update() only)
};

class Replanner
{
public:
    /// Plans from `from` to `to` on `map` under 4- or 8-neighbour grid rules. Errors (BadInput): an
    /// endpoint off the map or on a closed tile.
    static Result<Replanner> create(const GridMap &map, Neighbourhood n, Point from, Point to,
                                    const TileCosts &costs = TileCosts::standard());
    Replanner(Replanner &&) noexcept;
    Replanner &operator=(Replanner &&) noexcept;
    ~Replanner();

    /// The first plan, made by create().
    const Replan &initial() const;
    /// Compares the cells of `map` in the rectangle [x0, x1] x [y0, y1] (clipped) with the kept copy and
    /// repairs the plan for the cells that differ. `map` must have the size of the planned one.
    Replan update(const GridMap &map, int x0, int y0, int x1, int y1);

    Point from() const;
    Point to() const;
    Neighbourhood neighbourhood() const;

private:
    struct State;
    explicit Replanner(std::unique_ptr<State> state);
    std::unique_ptr<State> m;
};

} // namespace mapsmith
