// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "goldens.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/map/hash.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

namespace goldens {

namespace {

QString makeExpected(const mapsmith::GeneratorRegistry &registry, const mapsmith::Config &config,
                     std::uint64_t first, std::uint64_t last, QString *error)
{
    const auto *generator = registry.find(config.generator);
    QString out = QStringLiteral("version %1\n").arg(generator ? generator->version() : -1);
    for (std::uint64_t seed = first; seed <= last; ++seed) {
        mapsmith::Config c = config;
        c.seed = seed;
        auto result = mapsmith::generate(registry, c);
        if (!result) {
            *error = QString::fromStdString(result.error().toString());
            return {};
        }
        out += QStringLiteral("%1 %2\n").arg(seed).arg(
            QString::fromStdString(mapsmith::hashToHex(mapsmith::mapHash(result->map))));
    }
    return out;
}

} // namespace

QString check(const mapsmith::GeneratorRegistry &registry, const std::string &presetPath,
              const std::string &expectedPath, std::uint64_t first, std::uint64_t last)
{
    auto config = mapsmith::loadConfig(presetPath, registry);
    if (!config)
        return QString::fromStdString(config.error().toString());
    QString error;
    const QString actual = makeExpected(registry, *config, first, last, &error);
    if (!error.isEmpty())
        return error;
    const QString path = QString::fromStdString(expectedPath);
    if (qEnvironmentVariableIntValue("MAPSMITH_UPDATE_GOLDENS") == 1) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return QStringLiteral("cannot write %1").arg(path);
        f.write(actual.toUtf8());
        return {};
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("missing golden file %1 (run with MAPSMITH_UPDATE_GOLDENS=1 to create it)")
            .arg(path);
    const QString expected = QString::fromUtf8(f.readAll());
    if (expected == actual)
        return {};
    const QStringList e = expected.split(QLatin1Char('\n'));
    const QStringList a = actual.split(QLatin1Char('\n'));
    QString diff = QStringLiteral("%1 differs from the generator's output:\n").arg(path);
    int shown = 0;
    for (qsizetype i = 0; i < std::max(e.size(), a.size()) && shown < 8; ++i) {
        const QString el = i < e.size() ? e[i] : QStringLiteral("<none>");
        const QString al = i < a.size() ? a[i] : QStringLiteral("<none>");
        if (el != al) {
            diff += QStringLiteral("  line %1: expected '%2', got '%3'\n").arg(i + 1).arg(el, al);
            ++shown;
        }
    }
    if (e.value(0) == a.value(0))
        diff += QStringLiteral("The output changed but the generator version did not: raise version() and "
                               "regenerate with MAPSMITH_UPDATE_GOLDENS=1.");
    else
        diff += QStringLiteral("The version changed: regenerate with MAPSMITH_UPDATE_GOLDENS=1 and review.");
    return diff;
}

} // namespace goldens
