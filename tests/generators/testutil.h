// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Helpers every generator suite needs: presets, params completed from the schema, one run, checks, metrics.

#include <mapsmith/generate/generator.h>

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <string>
#include <utility>
#include <vector>

namespace testutil {

inline std::string presetPath(const char *name)
{
    return std::string(MAPSMITH_SOURCE_DIR) + "/resources/presets/" + name + ".yaml";
}

/// `given` completed with the generator's defaults; a bad value stops the test run.
inline mapsmith::ParamSet completeParams(const mapsmith::Generator &generator,
                                         std::vector<std::pair<std::string, mapsmith::ParamValue>> given)
{
    mapsmith::ParamSet set;
    for (auto &[id, value] : given)
        set.set(id, std::move(value));
    auto complete = generator.schema().complete(set);
    if (!complete)
        qFatal("bad test params: %s", complete.error().toString().c_str());
    return *complete;
}

inline mapsmith::Generated runGenerator(const mapsmith::Generator &generator,
                                        const mapsmith::ParamSet &params, std::uint64_t seed)
{
    mapsmith::Rng rng(seed);
    auto result = generator.generate(params, rng, {});
    if (!result)
        qFatal("generate failed: %s", result.error().toString().c_str());
    return std::move(*result);
}

inline double metric(const mapsmith::Generated &g, const char *id)
{
    const mapsmith::Metric *m = g.diagnostics.find(id);
    if (!m)
        qFatal("no metric %s", id);
    return m->value;
}

/// "id: message" of every failed check, joined by "; " (empty when all passed).
inline QString failedChecks(const std::vector<mapsmith::Check> &checks)
{
    QStringList out;
    for (const mapsmith::Check &c : checks) {
        if (!c.passed)
            out << QString::fromStdString(c.id + ": " + c.message);
    }
    return out.join(QLatin1String("; "));
}

inline const mapsmith::Check *findCheck(const std::vector<mapsmith::Check> &checks, const std::string &id)
{
    for (const mapsmith::Check &c : checks) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

} // namespace testutil
