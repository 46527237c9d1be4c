// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// `mapsmith generate`: one map, written as a map file and/or a picture, or summarised as JSON.
#include "cli/commands.h"
#include "cli/options.h"
#include "cli/output.h"
#include "cli/text.h"
#include "document/mapformats.h"
#include "render/renderer.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/mapfile.h>
#include <mapsmith/io/tiled.h>
#include <mapsmith/map/hash.h>

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QStringList>

namespace mapsmith::cli {

namespace {

constexpr int kDefaultScale = 4;

QJsonObject summary(const Generated &generated, double elapsedMs, const QStringList &outputs)
{
    const Map &map = generated.map;
    QJsonObject diagnostics;
    for (const Metric &m : generated.diagnostics.metrics)
        diagnostics.insert(QString::fromStdString(m.id), m.value);
    QJsonArray notes;
    for (const std::string &note : generated.diagnostics.notes)
        notes.append(QString::fromStdString(note));
    QJsonObject out{
        {QStringLiteral("kind"),
         map.kind == MapKind::Tower ? QStringLiteral("tower") : QStringLiteral("grid")},
        {QStringLiteral("generator"), QString::fromStdString(map.source.generator)},
        {QStringLiteral("version"), map.source.generatorVersion},
        {QStringLiteral("seed"), seedToJson(map.source.seed)},
        {QStringLiteral("width"), map.grid.width()},
        {QStringLiteral("height"), map.grid.height()},
        {QStringLiteral("hash"), QString::fromStdString(hashToHex(mapHash(map)))},
        {QStringLiteral("start"), pointToJson(map.grid.start)},
        {QStringLiteral("exit"), pointToJson(map.grid.exit)},
        {QStringLiteral("diagnostics"), diagnostics},
        {QStringLiteral("notes"), notes},
        {QStringLiteral("elapsed_ms"), elapsedMs},
        {QStringLiteral("outputs"), QJsonArray::fromStringList(outputs)},
    };
    if (map.kind == MapKind::Tower) {
        // A tower has no tiles: its size is the layout's.
        out.insert(QStringLiteral("columns"), map.tower.columns);
        out.insert(QStringLiteral("floors"), map.tower.floors);
        out.insert(QStringLiteral("rooms"), static_cast<qint64>(map.tower.nodes.size()));
    }
    return out;
}

Status writeOutputs(const CommandLine &cl, const Map &map, QStringList &outputs)
{
    if (!cl.output.isEmpty()) {
        const auto format = mapFormatForPath(cl.output);
        if (format == MapFormat::Tmx || format == MapFormat::Tmj) {
            // A dressed map is written with its tileset by reference (core/io/tiled.h).
            if (auto ok = writeMapFile(map, cl.output, defaultTileMapping()); !ok)
                return ok;
        } else if (auto ok = writeFile(cl.output, QByteArray::fromStdString(writeMap(map))); !ok) {
            return ok;
        }
        outputs << cl.output;
    }
    if (!cl.png.isEmpty()) {
        const QImage image = renderMap(map, Palette::builtin(), cl.scale.value_or(kDefaultScale));
        if (image.isNull())
            return Error::badInput(
                Cli::tr("the picture would be too large; try a smaller --scale").toStdString());
        if (auto ok = writePng(cl.png, image); !ok)
            return ok;
        outputs << cl.png;
    }
    return Ok{};
}

} // namespace

int runGenerate(const CommandLine &cl)
{
    const auto config = loadCommandConfig(cl);
    if (!config)
        return fail(config.error());
    QElapsedTimer timer;
    timer.start();
    auto generated = generate(builtinGenerators(), *config);
    const double elapsedMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    if (!generated)
        return fail(generated.error());
    if (config->tileset) {
        auto dress =
            loadDress(*config->tileset, QFile::encodeName(cl.config).toStdString(), tiledDiskLoader());
        if (!dress)
            return fail(dress.error());
        wearDress(generated->map, *dress);
    }

    QStringList outputs;
    if (auto ok = writeOutputs(cl, generated->map, outputs); !ok)
        return fail(ok.error());
    if (cl.json)
        printJson(summary(*generated, elapsedMs, outputs));
    else if (outputs.isEmpty())
        printOut(QByteArray::fromStdString(writeMap(generated->map)));
    return ExitDone;
}

const CommandSpec &generateCommand()
{
    static const CommandSpec spec{
        .name = QStringLiteral("generate"),
        .summary = QT_TRANSLATE_NOOP("Cli", "generate one map"),
        .synopsis = QT_TRANSLATE_NOOP(
            "Cli",
            "Usage: mapsmith generate -c CONFIG [-s SEED] [-o MAP.yaml] [--png FILE] [--scale N] [--json]"),
        .description =
            QT_TRANSLATE_NOOP("Cli", "Generates one map. Without -o or --png the map file is printed."),
        .options =
            {options::config(),
             options::seed(QT_TRANSLATE_NOOP("Cli", "use this seed instead of the config's")),
             options::output(QStringLiteral("MAP.yaml"),
                             QT_TRANSLATE_NOOP("Cli", "write the map file (.tmx / .tmj: a Tiled map)")),
             options::png(),
             options::scale(QT_TRANSLATE_NOOP("Cli", "pixels per tile in the picture (1..64, default 4)")),
             options::json(QT_TRANSLATE_NOOP("Cli", "print a summary as one JSON object"))},
        .run = runGenerate,
    };
    return spec;
}

} // namespace mapsmith::cli
