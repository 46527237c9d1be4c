// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "panels/gamepresets.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>

#include <QCoreApplication>
#include <QFile>

#include <array>
#include <map>
#include <string>

namespace mapsmith {

namespace {

constexpr std::array<GamePreset, 5> kPresets = {{
    {"rhythm_cave", QT_TRANSLATE_NOOP("GamePreset", "Rhythm dungeon cave"),
     QT_TRANSLATE_NOOP("GamePreset",
                       "A cave with 5 skeletons away from the start; gold is planned around them")},
    {"explore_rooms", QT_TRANSLATE_NOOP("GamePreset", "Exploration rooms"),
     QT_TRANSLATE_NOOP("GamePreset", "Rooms and corridors lit by light sources the player eats")},
    {"classic_maze", QT_TRANSLATE_NOOP("GamePreset", "Classic maze"),
     QT_TRANSLATE_NOOP("GamePreset", "Prim's maze on 20 x 19 cells, in on the left, out on the right")},
    {"spire_tower", QT_TRANSLATE_NOOP("GamePreset", "Spire tower"),
     QT_TRANSLATE_NOOP("GamePreset", "15 floors, 6 paths from columns 0 to 5, the game's room weights")},
    {"classic_loderunner", QT_TRANSLATE_NOOP("GamePreset", "Classic Lode Runner"),
     QT_TRANSLATE_NOOP("GamePreset", "One 28 x 16 screen: 8 gold, 3 guards, the hidden escape ladder")},
}};

std::optional<Config> readPreset(const GamePreset &preset)
{
    const QString path = QStringLiteral(":/presets/%1.yaml").arg(QLatin1String(preset.id));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray text = file.readAll();
    auto config = readConfig(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                             std::string(preset.id) + ".yaml", builtinGenerators());
    return config ? std::optional<Config>(*config) : std::nullopt;
}

} // namespace

std::span<const GamePreset> gamePresets()
{
    return kPresets;
}

QString presetName(const GamePreset &preset)
{
    return QCoreApplication::translate("GamePreset", preset.name);
}

QString presetDescription(const GamePreset &preset)
{
    return QCoreApplication::translate("GamePreset", preset.description);
}

const std::optional<Config> &presetConfig(const GamePreset &preset)
{
    // Read on the GUI thread only (the chooser), so a plain cache needs no lock.
    static std::map<std::string, std::optional<Config>> cache;
    auto it = cache.find(preset.id);
    if (it == cache.end())
        it = cache.emplace(preset.id, readPreset(preset)).first;
    return it->second;
}

const GamePreset *presetMatching(const Config &config)
{
    for (const GamePreset &p : kPresets) {
        const std::optional<Config> &c = presetConfig(p);
        if (c && c->generator == config.generator && c->params == config.params)
            return &p;
    }
    return nullptr;
}

} // namespace mapsmith
