// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// What every function of the C interface shares: the handles' layout, the per-thread error text, and the
// guard that keeps C++ exceptions (std::bad_alloc, a bug's std::logic_error) from crossing into C.
#pragma once

#include "mapsmith.h"

#include <mapsmith/edit/handedits.h>
#include <mapsmith/generate/levelconfig.h>
#include <mapsmith/map/map.h>
#include <mapsmith/search/pathfind.h>
#include <mapsmith/util/result.h>

#include <exception>
#include <new>
#include <string>
#include <vector>

struct mapsmith_config
{
    mapsmith::Config config;
};

struct mapsmith_map
{
    mapsmith::Map map;
};

struct mapsmith_edits
{
    mapsmith::HandEdits edits;
};

struct mapsmith_path
{
    mapsmith::PathResult result;
    std::vector<mapsmith_point> cells; ///< result.path in the C layout
};

namespace mapsmith::capi {

/// Records `message` as this thread's last error and returns `status`.
mapsmith_status fail(mapsmith_status status, std::string message);
/// An Error from core: its kind as a status, its full text ("file:line:column: message") as the message.
mapsmith_status fail(const Error &error);
/// MAPSMITH_INVALID_ARGUMENT naming the function and the argument.
mapsmith_status nullArgument(const char *function, const char *argument);

/// Runs `f` (which returns a mapsmith_status) and turns any exception into MAPSMITH_INTERNAL.
template <class F> mapsmith_status guarded(F &&f) noexcept
{
    try {
        return f();
    } catch (const std::bad_alloc &) {
        return fail(MAPSMITH_INTERNAL, "out of memory");
    } catch (const std::exception &e) {
        return fail(MAPSMITH_INTERNAL, std::string("internal error: ") + e.what());
    } catch (...) {
        return fail(MAPSMITH_INTERNAL, "internal error");
    }
}

/// Hands a new handle holding `value` to `*out`, or fails with out of memory.
template <class Handle, class T> mapsmith_status give(Handle **out, T &&value)
{
    *out = new Handle{std::forward<T>(value)};
    return MAPSMITH_OK;
}

} // namespace mapsmith::capi
