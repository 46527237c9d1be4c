// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Session files (YAML, docs/FORMATS.md "Play session file"): a map (a reference to a map file, relative to
// the session file, or the whole map embedded), the seed, the beat settings, the play options, the input
// log with beat and time stamps, the grid changes made during the play (`timing`, only when there were
// any), and the time the play ended. Reading one and replaying it
// (replaySession) gives the state the player saw when saving. Errors name file:line:column.

#include <mapsmith/map/map.h>
#include <mapsmith/play/session.h>
#include <mapsmith/util/result.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mapsmith {

class GeneratorRegistry;

struct SessionRecord
{
    std::string mapRef;    ///< the `map:` path as written (empty when the map is embedded)
    Map map;               ///< the map (read from mapRef, or embedded)
    bool embedded = false; ///< write the map into the file instead of a reference
    std::uint64_t seed = 0;
    PlayOptions options;
    std::vector<PlayInput> inputs;
    std::vector<PlayRetime> retimes; ///< grid changes during the play (options.beat is the first grid)
    double endTime = 0.0;
};

/// The record of a session as it is now (embedding its map unless `mapRef` is given).
SessionRecord recordOf(const PlaySession &session, const std::string &mapRef = {});

/// A session file that readSession reads back as the same record (times keep all their digits).
std::string writeSession(const SessionRecord &record);

/// Parses a session file. A `map:` reference is loaded relative to the folder of `fileName`.
Result<SessionRecord> readSession(std::string_view text, const std::string &fileName,
                                  const GeneratorRegistry &registry);

/// readTextFile + readSession.
Result<SessionRecord> loadSession(const std::string &path, const GeneratorRegistry &registry);

/// replaySession on a record.
Result<PlaySession> replayRecord(const SessionRecord &record);

} // namespace mapsmith
