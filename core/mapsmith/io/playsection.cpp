// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/io/playsection_p.h>

#include <vector>

namespace mapsmith::playsection {

namespace {

Status readChoice(const ChoiceKey &key, const yamlutil::Entry &e, const std::string &file, PlaySection &play)
{
    auto text = yamlutil::readText(e, file);
    if (!text)
        return text.error();
    std::string known;
    for (std::string_view c : key.choices) {
        if (c.empty())
            continue;
        if (*text == c) {
            play.*key.field = *text;
            return Ok{};
        }
        known += (known.empty() ? "" : ", ") + std::string(c);
    }
    return yamlutil::errorAt(file, e.valueMark(),
                             std::string(key.name) + " must be one of " + known + ", not " +
                                 yamlutil::describe(e.value));
}

} // namespace

Result<PlaySection> read(const yamlutil::Entry &entry, const std::string &file)
{
    using namespace yamlutil;
    if (!entry.value.IsMap()) {
        return errorAt(file, entry.valueMark(),
                       "play must be a map such as {rhythm: true, hp: 10}, not " + describe(entry.value));
    }
    auto entries = readEntries(entry.value, file, "play");
    if (!entries)
        return entries.error();
    const std::vector<std::string_view> allowed(kKeys.begin(), kKeys.end());
    if (auto k = rejectUnknownKeys(*entries, allowed, file, "in the play section"); !k)
        return k.error();

    PlaySection play;
    if (const Entry *e = findEntry(*entries, kRhythm)) {
        const auto v = isPlainScalar(e->value) ? parseBool(e->value.Scalar()) : std::nullopt;
        if (!v)
            return errorAt(file, e->valueMark(), "rhythm must be true or false, not " + describe(e->value));
        play.rhythm = *v;
    }
    for (const auto &key : kChoiceKeys) {
        if (const Entry *e = findEntry(*entries, key.name)) {
            if (auto s = readChoice(key, *e, file, play); !s)
                return s.error();
        }
    }
    for (const auto &key : kIntKeys) {
        if (const Entry *e = findEntry(*entries, key.name)) {
            auto v = readInt(*e, file, key.min, key.max);
            if (!v)
                return v.error();
            play.*key.field = static_cast<int>(*v);
        }
    }
    return play;
}

std::string write(const PlaySection &play)
{
    std::string out = "play:\n";
    if (play.rhythm)
        out += std::string("  ") + std::string(kRhythm) + ": " + (*play.rhythm ? "true" : "false") + "\n";
    // In the table's order: vision, vision_radius, light_radius, lights, ... as kKeys lists them.
    for (std::string_view name : kKeys) {
        for (const auto &key : kChoiceKeys)
            if (key.name == name && play.*key.field)
                out += "  " + std::string(name) + ": " + *(play.*key.field) + "\n";
        for (const auto &key : kIntKeys)
            if (key.name == name && play.*key.field)
                out += "  " + std::string(name) + ": " + std::to_string(*(play.*key.field)) + "\n";
    }
    return out;
}

} // namespace mapsmith::playsection
