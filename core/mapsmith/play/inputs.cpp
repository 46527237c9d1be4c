// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/io/yamlutil_p.h>
#include <mapsmith/play/inputs.h>

#include <algorithm>
#include <cmath>

namespace mapsmith {

namespace {
double tickOf(std::int64_t beat, const BeatClock &clock)
{
    return clock.timeOfBeat(beat) + clock.settings().window * clock.secondsPerBeat();
}

Error errorAtPos(const std::string &file, int line, int column, std::string message)
{
    Error e = Error::badInput(std::move(message));
    e.file = file;
    e.line = line;
    e.column = column;
    return e;
}
} // namespace

double endTimeAfter(const std::vector<PlayInput> &inputs, const BeatClock &clock)
{
    if (inputs.empty())
        return 0.0;
    const double last = inputs.back().time;
    return std::max(last, tickOf(clock.nearestBeat(last), clock));
}

Result<InputScript> inputsFromKeys(std::string_view keys, const BeatClock &clock)
{
    InputScript script;
    // The first beat at or after time 0.
    std::int64_t beat = static_cast<std::int64_t>(std::ceil(clock.beatAt(0.0))) - 1;
    while (clock.timeOfBeat(beat) < 0.0)
        ++beat;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const char c = keys[i];
        if (c == ' ')
            continue;
        const auto key = playKeyFromChar(c);
        if (!key)
            return Error::badInput("--inputs: '" + std::string(1, c) + "' at position " +
                                   std::to_string(i + 1) +
                                   " is not a key (W A S D, Z X to dig, . to wait, 1-9 on towers)");
        const double t = clock.timeOfBeat(beat);
        if (t > kMaxPlaySeconds)
            return Error::badInput("--inputs: more keys than fit in " + std::to_string(kMaxPlaySeconds) +
                                   " s");
        script.inputs.push_back(PlayInput{t, beat, *key});
        ++beat;
    }
    script.endTime = endTimeAfter(script.inputs, clock);
    return script;
}

Result<InputScript> readTimedInputs(std::string_view text, const std::string &file, const BeatClock &clock)
{
    InputScript script;
    int lineNo = 0;
    double last = 0.0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t nl = text.find('\n', pos);
        std::string_view line =
            text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
        pos = nl == std::string_view::npos ? text.size() : nl + 1;
        ++lineNo;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        const std::size_t a = line.find_first_not_of(" \t");
        if (a == std::string_view::npos || line[a] == '#')
            continue;
        const std::size_t b = line.find_first_of(" \t", a);
        const std::size_t c = b == std::string_view::npos ? b : line.find_first_not_of(" \t", b);
        const int timeCol = static_cast<int>(a) + 1;
        const auto t = yamlutil::parseReal(line.substr(a, b == std::string_view::npos ? b : b - a));
        if (!t || !std::isfinite(*t) || *t < 0.0 || *t > kMaxPlaySeconds)
            return errorAtPos(file, lineNo, timeCol,
                              "expected a time in seconds in [0, " + std::to_string(int(kMaxPlaySeconds)) +
                                  "]");
        if (*t < last)
            return errorAtPos(file, lineNo, timeCol, "time goes back (the previous input was later)");
        if (c == std::string_view::npos)
            return errorAtPos(file, lineNo, static_cast<int>(line.size()) + 1, "missing key after the time");
        const std::string_view rest = line.substr(c);
        const std::size_t end = rest.find_first_of(" \t");
        const std::string_view word = rest.substr(0, end);
        const auto key = word.size() == 1 ? playKeyFromChar(word[0]) : std::nullopt;
        if (!key)
            return errorAtPos(file, lineNo, static_cast<int>(c) + 1,
                              "'" + std::string(word) + "' is not a key (W A S D, Z X, ., 1-9)");
        const std::size_t extra = end == std::string_view::npos ? end : rest.find_first_not_of(" \t", end);
        if (extra != std::string_view::npos)
            return errorAtPos(file, lineNo, static_cast<int>(c + extra) + 1, "unexpected text after the key");
        last = *t;
        script.inputs.push_back(PlayInput{*t, clock.nearestBeat(*t), *key});
    }
    script.endTime = endTimeAfter(script.inputs, clock);
    return script;
}

} // namespace mapsmith
