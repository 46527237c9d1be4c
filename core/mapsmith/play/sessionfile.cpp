// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/io/config.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/yamlutil_p.h>
#include <mapsmith/play/sessionfile.h>

#include <charconv>
#include <cmath>
#include <filesystem>

namespace mapsmith {

namespace yu = yamlutil;

namespace {

// The shortest text that reads back as the same double, so a replay takes the same path.
std::string formatReal(double v)
{
    char buf[40];
    const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    std::string s(buf, end);
    if (s.find_first_of(".eEn") == std::string::npos)
        s += ".0";
    return s;
}

std::string indentBlock(const std::string &text)
{
    std::string out;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t nl = text.find('\n', pos);
        const std::string line = text.substr(pos, nl == std::string::npos ? std::string::npos : nl - pos);
        out += line.empty() ? "\n" : "  " + line + "\n";
        pos = nl == std::string::npos ? text.size() : nl + 1;
    }
    return out;
}

std::string beatText(const BeatSettings &b)
{
    return "{bpm: " + formatReal(b.bpm) + ", offset: " + formatReal(b.offset) +
           ", beats_per_bar: " + std::to_string(b.beatsPerBar) + ", window: " + formatReal(b.window) +
           ", perfect: " + formatReal(b.perfect) + ", good: " + formatReal(b.good) + "}";
}

} // namespace

SessionRecord recordOf(const PlaySession &session, const std::string &mapRef)
{
    SessionRecord r;
    r.mapRef = mapRef;
    r.embedded = mapRef.empty();
    r.map = session.map();
    r.seed = session.seed();
    r.options = session.options();
    r.options.beat = session.startBeat();
    r.inputs = session.log();
    r.retimes = session.retimes();
    r.endTime = session.time();
    return r;
}

std::string writeSession(const SessionRecord &r)
{
    const PlayOptions &o = r.options;
    std::string out = "mapsmith: 1\nkind: session\n";
    if (r.embedded)
        out += "map_data: |\n" + indentBlock(writeMap(r.map));
    else
        out += "map: " + yu::quote(r.mapRef) + '\n';
    out += "seed: " + std::to_string(r.seed) + '\n';
    out += std::string("rhythm: ") + (o.rhythm ? "true" : "false") + '\n';
    out += "beat: " + beatText(o.beat) + '\n';
    out += "play: {vision: " + std::string(visionModeName(o.vision)) +
           ", vision_radius: " + std::to_string(o.visionRadius) +
           ", light: " + std::string(lightModeName(o.lightMode)) +
           ", light_radius: " + std::to_string(o.lightRadius) +
           ", light_levels: " + std::to_string(o.lightLevels) +
           ", enemy_every: " + std::to_string(o.enemyEvery) +
           ", chase_range: " + std::to_string(o.chaseRange) + ", hole_beats: " + std::to_string(o.holeBeats) +
           ",\n       lights: " + std::string(lightsOnName(o.lightsOn)) + ", hp: " + std::to_string(o.hp) +
           ", enemy_hp: " + std::to_string(o.enemyHp) + "}\n";
    out += "end_time: " + formatReal(r.endTime) + '\n';
    if (!r.retimes.empty())
        out += "timing:            # grid changes: [inputs before it, time in seconds, beat]\n";
    for (const PlayRetime &c : r.retimes)
        out += "  - [" + std::to_string(c.afterInputs) + ", " + formatReal(c.time) + ", " + beatText(c.beat) +
               "]\n";
    out += "inputs:            # [beat, time in seconds, key]\n";
    if (r.inputs.empty())
        out.replace(out.size() - 1, 1, "\n  []\n");
    for (const PlayInput &in : r.inputs)
        out += "  - [" + std::to_string(in.beat) + ", " + formatReal(in.time) + ", " +
               yu::quote(std::string(1, playKeyChar(in.key))) + "]\n";
    return out;
}

Result<SessionRecord> loadSession(const std::string &path, const GeneratorRegistry &registry)
{
    auto text = readTextFile(path);
    if (!text)
        return text.error();
    return readSession(*text, path, registry);
}

Result<PlaySession> replayRecord(const SessionRecord &record)
{
    return replaySession(record.map, record.options, record.seed, record.inputs, record.endTime,
                         record.retimes);
}

} // namespace mapsmith
