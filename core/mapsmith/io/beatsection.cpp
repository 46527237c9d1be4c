// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/io/beatsection_p.h>

namespace mapsmith::beatsection {

namespace {

/// A number in [min, max], checked the way a real parameter is ("bpm 500.0 is outside [20, 400]").
Result<double> readNumber(const yamlutil::Entry &entry, const std::string &file, double min, double max)
{
    const ParamSpec spec = ParamSpec::real(entry.name, entry.name, min, min, max, 0.01, {}, {});
    auto value = yamlutil::readParam(spec, entry, file);
    if (!value)
        return value.error();
    return std::get<double>(*value);
}

} // namespace

Result<BeatConfig> read(const yamlutil::Entry &entry, const std::string &file)
{
    using namespace yamlutil;
    if (!entry.value.IsMap()) {
        return errorAt(file, entry.valueMark(),
                       "beat must be a map such as {bpm: 120, offset: 0.0}, not " + describe(entry.value));
    }
    auto entries = readEntries(entry.value, file, "beat");
    if (!entries)
        return entries.error();
    if (auto k = rejectUnknownKeys(*entries, {"bpm", "offset", "beats_per_bar", "window", "music"}, file,
                                   "in the beat section");
        !k)
        return k.error();

    BeatConfig beat;
    struct RealKey
    {
        const char *name;
        double *target;
        double min, max;
    };
    const RealKey reals[] = {{"bpm", &beat.bpm, 20.0, 400.0},
                             {"offset", &beat.offset, -3600.0, 3600.0},
                             {"window", &beat.window, 0.01, 0.5}};
    for (const auto &key : reals) {
        if (const Entry *e = findEntry(*entries, key.name)) {
            auto v = readNumber(*e, file, key.min, key.max);
            if (!v)
                return v.error();
            *key.target = *v;
        }
    }
    if (const Entry *e = findEntry(*entries, "beats_per_bar")) {
        auto v = readInt(*e, file, 1, 64);
        if (!v)
            return v.error();
        beat.beatsPerBar = static_cast<int>(*v);
    }
    if (const Entry *e = findEntry(*entries, "music")) {
        auto v = readText(*e, file);
        if (!v)
            return v.error();
        beat.music = *v;
    }
    return beat;
}

std::string write(const BeatConfig &beat)
{
    using yamlutil::formatValue;
    std::string out = "beat:\n";
    out += "  bpm: " + formatValue(ParamValue{beat.bpm}) + "  # beats per minute (20..400)\n";
    out += "  offset: " + formatValue(ParamValue{beat.offset}) + "  # seconds: time of beat 0 in the music\n";
    out += "  beats_per_bar: " + std::to_string(beat.beatsPerBar) + "\n";
    out += "  window: " + formatValue(ParamValue{beat.window}) +
           "  # input window, fraction of a beat (0.01..0.5)\n";
    if (!beat.music.empty())
        out += "  music: " + yamlutil::quote(beat.music) + "\n";
    return out;
}

} // namespace mapsmith::beatsection
