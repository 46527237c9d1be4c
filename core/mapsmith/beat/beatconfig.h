// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/beat/beatclock.h>

#include <string>

namespace mapsmith {

/// The `beat:` section of a level config (docs/FORMATS.md, "Beat section"): the grid a rhythm level is
/// played on, as the beat panel edits it and the play-test reads it.
struct BeatConfig
{
    double bpm = 120.0;   ///< 20..400
    double offset = 0.0;  ///< seconds: the time of beat 0 in the music; -3600..3600
    int beatsPerBar = 4;  ///< 1..64
    double window = 0.25; ///< input window, a fraction of a beat on either side: 0.01..0.5
    std::string
        music; ///< the music file as written (relative to the config's folder, or absolute); may be empty
    friend bool operator==(const BeatConfig &, const BeatConfig &) = default;

    /// The clock settings of this grid: Perfect within 40% of the window, Good within the window.
    BeatSettings clockSettings() const
    {
        BeatSettings s;
        s.bpm = bpm;
        s.offset = offset;
        s.beatsPerBar = beatsPerBar;
        s.window = window;
        s.good = window;
        s.perfect = window * 0.4;
        return s;
    }
};

} // namespace mapsmith
