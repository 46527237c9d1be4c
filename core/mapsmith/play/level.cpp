// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/edit/handedits.h>
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/project.h>
#include <mapsmith/io/yamlutil_p.h>
#include <mapsmith/play/level.h>

namespace mapsmith {

namespace {

Result<PlayLevel> generated(const Config &config, const GeneratorRegistry &registry, const std::string &file)
{
    auto made = generate(registry, config);
    if (!made) {
        Error e = made.error();
        if (e.file.empty())
            e.file = file;
        return e;
    }
    return PlayLevel{std::move(made->map), config.beat, config.play};
}

// A map file always has tiles (grid) or nodes (tower) and the writer gives it a kind; a config has none of
// these keys (its reader refuses them). A file that is no YAML map is left to the map reader's message.
bool looksLikeMap(std::string_view text, const std::string &file)
{
    auto root = yamlutil::parseDocument(text, file, "a Mapsmith level");
    if (!root || !root->IsMap())
        return true;
    const YAML::Node &top = *root;
    for (const char *key : {"kind", "tiles", "nodes"})
        if (top[key])
            return true;
    return false;
}

} // namespace

Result<PlayLevel> readPlayLevel(std::string_view text, const std::string &file,
                                const GeneratorRegistry &registry)
{
    if (looksLikeProject(text)) {
        auto project = readProject(text, file, registry);
        if (!project)
            return project.error();
        auto level = generated(project->config, registry, file);
        if (level)
            level->map = applyHandEdits(std::move(level->map), project->edits);
        return level;
    }
    if (looksLikeMap(text, file)) {
        auto map = readMap(text, file, registry);
        if (!map)
            return map.error();
        std::optional<PlaySection> play = map->source.play;
        return PlayLevel{std::move(*map), std::nullopt, std::move(play)};
    }
    auto config = readConfig(text, file, registry);
    if (!config)
        return config.error();
    return generated(*config, registry, file);
}

PlayOptions withPlaySection(PlayOptions o, const PlaySection &play)
{
    o.rhythm = play.rhythm.value_or(o.rhythm);
    // The reader accepts only the names these know.
    if (play.vision)
        o.vision = visionModeByName(*play.vision).value_or(o.vision);
    if (play.lights)
        o.lightsOn = lightsOnByName(*play.lights).value_or(o.lightsOn);
    o.visionRadius = play.visionRadius.value_or(o.visionRadius);
    o.lightRadius = play.lightRadius.value_or(o.lightRadius);
    o.chaseRange = play.chaseRange.value_or(o.chaseRange);
    o.holeBeats = play.holeBeats.value_or(o.holeBeats);
    o.hp = play.hp.value_or(o.hp);
    o.enemyHp = play.enemyHp.value_or(o.enemyHp);
    return o;
}

PlayOptions levelPlayOptions(const PlayLevel &level)
{
    PlayOptions o;
    o.beat = level.beat.value_or(BeatConfig{}).clockSettings();
    return level.play ? withPlaySection(std::move(o), *level.play) : o;
}

Result<PlayLevel> loadPlayLevel(const std::string &path, const GeneratorRegistry &registry)
{
    auto text = readTextFile(path);
    if (!text)
        return text.error();
    return readPlayLevel(*text, path, registry);
}

} // namespace mapsmith
