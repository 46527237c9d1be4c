// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// readSession: the session file reader (sessionfile.h). Every error names the file, line and column.
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/yamlutil_p.h>
#include <mapsmith/play/level.h>
#include <mapsmith/play/sessionfile.h>

#include <cmath>
#include <filesystem>

namespace mapsmith {

namespace yu = yamlutil;

namespace {

Result<double> readReal(const YAML::Node &node, const std::string &file, const std::string &name)
{
    const auto v = node.IsScalar() && yu::isPlainScalar(node) ? yu::parseReal(node.Scalar()) : std::nullopt;
    if (!v || !std::isfinite(*v))
        return yu::errorAt(file, node, name + " must be a number, not " + yu::describe(node));
    return *v;
}

Result<std::int64_t> readInteger(const YAML::Node &node, const std::string &file, const std::string &name,
                                 std::int64_t lo, std::int64_t hi)
{
    const auto v = node.IsScalar() && yu::isPlainScalar(node) ? yu::parseInt(node.Scalar()) : std::nullopt;
    if (!v)
        return yu::errorAt(file, node, name + " must be an integer, not " + yu::describe(node));
    if (*v < lo || *v > hi)
        return yu::errorAt(file, node,
                           name + ' ' + std::to_string(*v) + " is outside [" + std::to_string(lo) + ", " +
                               std::to_string(hi) + ']');
    return *v;
}

Status readBeat(const yu::Entry &entry, const std::string &file, BeatSettings &b)
{
    auto entries = yu::readEntries(entry.value, file, "beat");
    if (!entries)
        return entries.error();
    if (auto s = yu::rejectUnknownKeys(
            *entries, {"bpm", "offset", "beats_per_bar", "window", "perfect", "good"}, file, "in beat");
        !s)
        return s;
    bool goodGiven = false;
    bool perfectGiven = false;
    for (const yu::Entry &e : *entries) {
        if (e.name == "beats_per_bar") {
            auto v = readInteger(e.value, file, e.name, 1, 64);
            if (!v)
                return v.error();
            b.beatsPerBar = static_cast<int>(*v);
            continue;
        }
        auto v = readReal(e.value, file, e.name);
        if (!v)
            return v.error();
        if (e.name == "bpm")
            b.bpm = *v;
        else if (e.name == "offset")
            b.offset = *v;
        else if (e.name == "window")
            b.window = *v;
        else if (e.name == "perfect")
            b.perfect = *v, perfectGiven = true;
        else
            b.good = *v, goodGiven = true;
    }
    // A narrower window without its own judgement limits narrows them too.
    if (!goodGiven && b.good > b.window)
        b.good = b.window;
    if (!perfectGiven && b.perfect > b.good)
        b.perfect = b.good;
    if (auto clock = BeatClock::create(b); !clock || !(b.bpm <= 1000.0))
        return yu::errorAt(file, entry.value,
                           clock ? "beat: bpm must be at most 1000" : clock.error().message);
    return Ok{};
}

// The named options of `play:`: vision, light, lights.
Status readPlayChoice(const yu::Entry &e, const std::string &file, PlayOptions &o)
{
    auto text = yu::readText(e, file);
    if (!text)
        return text.error();
    bool known = false;
    const char *names = "";
    if (e.name == "vision") {
        const auto v = visionModeByName(*text);
        known = v.has_value();
        o.vision = v.value_or(o.vision);
        names = "off, diamond, shadowcast";
    } else if (e.name == "light") {
        const auto v = lightModeByName(*text);
        known = v.has_value();
        o.lightMode = v.value_or(o.lightMode);
        names = "bresenham, shadowcast";
    } else {
        const auto v = lightsOnByName(*text);
        known = v.has_value();
        o.lightsOn = v.value_or(o.lightsOn);
        names = "start, taken";
    }
    if (!known)
        return yu::errorAt(file, e.valueMark(), e.name + " '" + *text + "' is not one of: " + names);
    return Ok{};
}

Status readPlay(const yu::Entry &entry, const std::string &file, PlayOptions &o)
{
    auto entries = yu::readEntries(entry.value, file, "play");
    if (!entries)
        return entries.error();
    if (auto s =
            yu::rejectUnknownKeys(*entries,
                                  {"vision", "vision_radius", "light", "light_radius", "light_levels",
                                   "enemy_every", "chase_range", "hole_beats", "lights", "hp", "enemy_hp"},
                                  file, "in play");
        !s)
        return s;
    struct IntKey
    {
        const char *name;
        int *field;
        int lo, hi;
    };
    const IntKey ints[] = {{"vision_radius", &o.visionRadius, 1, 64},
                           {"light_radius", &o.lightRadius, 1, 32},
                           {"light_levels", &o.lightLevels, 1, 15},
                           {"enemy_every", &o.enemyEvery, 1, 16},
                           {"chase_range", &o.chaseRange, 0, 256},
                           {"hole_beats", &o.holeBeats, 1, 64},
                           {"hp", &o.hp, 0, 99},
                           {"enemy_hp", &o.enemyHp, 1, 99}};
    for (const yu::Entry &e : *entries) {
        if (e.name == "vision" || e.name == "light" || e.name == "lights") {
            if (Status s = readPlayChoice(e, file, o); !s)
                return s;
            continue;
        }
        for (const IntKey &k : ints) {
            if (e.name != k.name)
                continue;
            auto v = readInteger(e.value, file, e.name, k.lo, k.hi);
            if (!v)
                return v.error();
            *k.field = static_cast<int>(*v);
        }
    }
    return Ok{};
}

Status readInputs(const yu::Entry &entry, const std::string &file, std::vector<PlayInput> &out)
{
    if (!entry.value.IsSequence())
        return yu::errorAt(file, entry.valueMark(), "inputs must be a list of [beat, time, key]");
    double last = 0.0;
    for (const YAML::Node &item : entry.value) {
        if (!item.IsSequence() || item.size() != 3)
            return yu::errorAt(file, item, "an input is [beat, time, key], not " + yu::describe(item));
        auto beat = readInteger(item[0], file, "beat", -1000000000LL, 1000000000LL);
        if (!beat)
            return beat.error();
        auto time = readReal(item[1], file, "time");
        if (!time)
            return time.error();
        if (*time < last || *time > kMaxPlaySeconds)
            return yu::errorAt(file, item[1],
                               "time " + item[1].Scalar() + " goes back or lies outside [0, " +
                                   std::to_string(static_cast<int>(kMaxPlaySeconds)) + "] s");
        const YAML::Node &k = item[2];
        const auto key =
            k.IsScalar() && k.Scalar().size() == 1 ? playKeyFromChar(k.Scalar()[0]) : std::nullopt;
        if (!key)
            return yu::errorAt(file, k, yu::describe(k) + " is not a key (W A S D, Z X, ., 1-9)");
        last = *time;
        out.push_back(PlayInput{*time, *beat, *key});
    }
    return Ok{};
}

Status readTiming(const yu::Entry &entry, const std::string &file, std::vector<PlayRetime> &out)
{
    if (!entry.value.IsSequence())
        return yu::errorAt(file, entry.valueMark(),
                           "timing must be a list of [inputs before it, time, beat]");
    for (const YAML::Node &item : entry.value) {
        if (!item.IsSequence() || item.size() != 3)
            return yu::errorAt(file, item,
                               "a grid change is [inputs before it, time, beat], not " + yu::describe(item));
        auto after = readInteger(item[0], file, "inputs before it", 0, 1000000000LL);
        if (!after)
            return after.error();
        auto time = readReal(item[1], file, "time");
        if (!time)
            return time.error();
        PlayRetime change{static_cast<std::size_t>(*after), *time, BeatSettings{}};
        if (!out.empty() && (change.afterInputs < out.back().afterInputs || change.time < out.back().time))
            return yu::errorAt(file, item, "a grid change goes back in time");
        if (Status s = readBeat(yu::Entry{"beat", item[2], item[2]}, file, change.beat); !s)
            return s;
        out.push_back(change);
    }
    return Ok{};
}

// The map: loaded from a reference relative to the session file, or parsed from the embedded block (its
// errors moved to the block's place in the session file).
Status readSessionMap(std::string_view text, const yu::Entries &entries, const YAML::Node &root,
                      const std::string &file, const GeneratorRegistry &registry, SessionRecord &r)
{
    const yu::Entry *ref = yu::findEntry(entries, "map");
    const yu::Entry *data = yu::findEntry(entries, "map_data");
    if ((ref != nullptr) == (data != nullptr))
        return yu::errorAt(file, ref ? ref->key : root,
                           "a session needs exactly one of 'map' and 'map_data'");
    if (ref) {
        auto name = yu::readText(*ref, file);
        if (!name)
            return name.error();
        std::filesystem::path p(*name);
        if (p.is_relative())
            p = std::filesystem::path(file).parent_path() / p;
        auto level = loadPlayLevel(p.string(), registry);
        if (!level)
            return yu::errorAt(file, ref->valueMark(), "map '" + *name + "': " + level.error().toString());
        r.mapRef = *name;
        r.map = std::move(level->map);
        // A session that gives no grid plays on its level's (a config's or a project's beat section).
        if (level->beat && !yu::findEntry(entries, "beat"))
            r.options.beat = level->beat->clockSettings();
        return Ok{};
    }
    if (!data->value.IsScalar())
        return yu::errorAt(file, data->valueMark(), "map_data must be a map file as a block of text ('|')");
    auto map = readMap(data->value.Scalar(), file, registry);
    if (!map) {
        Error e = map.error();
        e.file = file;
        // A block scalar ('|') starts on the line after the key; anything else on the key's line.
        const auto at = static_cast<std::size_t>(std::max(0, data->value.Mark().pos));
        const bool block = at < text.size() && (text[at] == '|' || text[at] == '>');
        if (e.line > 0)
            e.line += data->key.Mark().line + (block ? 1 : 0);
        if (e.column > 0)
            e.column += block ? 2 : data->value.Mark().column;
        return e;
    }
    r.embedded = true;
    r.map = std::move(*map);
    return Ok{};
}

} // namespace

Result<SessionRecord> readSession(std::string_view text, const std::string &file,
                                  const GeneratorRegistry &registry)
{
    auto root = yu::parseDocument(text, file, "a Mapsmith play session");
    if (!root)
        return root.error();
    auto entries = yu::readEntries(*root, file, "the session");
    if (!entries)
        return entries.error();
    if (auto s = yu::rejectUnknownKeys(*entries,
                                       {"mapsmith", "kind", "map", "map_data", "seed", "rhythm", "beat",
                                        "play", "end_time", "timing", "inputs"},
                                       file, "in the session");
        !s)
        return s.error();
    if (auto s = yu::checkFormatVersion(*root, *entries, file, 1); !s)
        return s.error();
    const yu::Entry *kind = yu::findEntry(*entries, "kind");
    if (!kind || !kind->value.IsScalar() || kind->value.Scalar() != "session")
        return yu::errorAt(file, kind ? kind->valueMark() : root->Mark(), "expected 'kind: session'");
    SessionRecord r;
    // A file without `lights` was written before the option: its play had the lights that shine once taken.
    r.options.lightsOn = LightsOn::Taken;
    if (auto s = readSessionMap(text, *entries, *root, file, registry, r); !s)
        return s.error();
    bool endGiven = false;
    for (const yu::Entry &e : *entries) {
        Status s = Ok{};
        if (e.name == "seed") {
            auto v = yu::readUInt64(e, file);
            s = v ? Status(Ok{}) : Status(v.error());
            if (v)
                r.seed = *v;
        } else if (e.name == "rhythm") {
            const auto v = e.value.IsScalar() ? yu::parseBool(e.value.Scalar()) : std::nullopt;
            if (!v)
                return yu::errorAt(file, e.valueMark(),
                                   "rhythm must be true or false, not " + yu::describe(e.value));
            r.options.rhythm = *v;
        } else if (e.name == "beat") {
            s = readBeat(e, file, r.options.beat);
        } else if (e.name == "play") {
            s = readPlay(e, file, r.options);
        } else if (e.name == "inputs") {
            s = readInputs(e, file, r.inputs);
        } else if (e.name == "timing") {
            s = readTiming(e, file, r.retimes);
        } else if (e.name == "end_time") {
            auto v = readReal(e.value, file, "end_time");
            s = v ? Status(Ok{}) : Status(v.error());
            if (v)
                r.endTime = *v, endGiven = true;
        }
        if (!s)
            return s.error();
    }
    if (!r.retimes.empty() && r.retimes.back().afterInputs > r.inputs.size())
        return yu::errorAt(file, yu::findEntry(*entries, "timing")->valueMark(),
                           "a grid change comes after " + std::to_string(r.retimes.back().afterInputs) +
                               " inputs, but the session has " + std::to_string(r.inputs.size()));
    const double last = std::max(r.inputs.empty() ? 0.0 : r.inputs.back().time,
                                 r.retimes.empty() ? 0.0 : r.retimes.back().time);
    if (!endGiven)
        r.endTime = last;
    if (r.endTime < last || r.endTime > kMaxPlaySeconds) {
        const yu::Entry *e = yu::findEntry(*entries, "end_time");
        return yu::errorAt(file, e ? e->valueMark() : root->Mark(),
                           "end_time must lie between the last input's time and " +
                               std::to_string(static_cast<int>(kMaxPlaySeconds)) + " s");
    }
    return r;
}

} // namespace mapsmith
