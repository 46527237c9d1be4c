// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Input logs from the command line: a string of keys, one per beat, or a text file of timed inputs.
//
// Keys (`--inputs DDSA`): key i is pressed exactly on beat b0 + i, where b0 is the first beat at or after
// time 0, so every key is on time (Perfect) in rhythm mode; the play ends at the tick of the last key's
// beat, so the world answers the last move. Timed file: one input per line, `SECONDS KEY` (`0.52 D`);
// blank lines and lines starting with '#' are skipped; times must not go back. Errors name file:line:column.

#include <mapsmith/beat/beatclock.h>
#include <mapsmith/play/session.h>
#include <mapsmith/util/result.h>

#include <string>
#include <string_view>
#include <vector>

namespace mapsmith {

/// A log and the time the play ends.
struct InputScript
{
    std::vector<PlayInput> inputs;
    double endTime = 0.0;
};

/// `keys` (W A S D Z X . 1-9, any case; spaces ignored) one per beat. Error: the first unknown character
/// and its 1-based position.
Result<InputScript> inputsFromKeys(std::string_view keys, const BeatClock &clock);

/// A timed-input text; `file` names it in errors.
Result<InputScript> readTimedInputs(std::string_view text, const std::string &file, const BeatClock &clock);

/// The time a play should end after `inputs`: the tick of the last input's nearest beat (0 when empty).
double endTimeAfter(const std::vector<PlayInput> &inputs, const BeatClock &clock);

} // namespace mapsmith
