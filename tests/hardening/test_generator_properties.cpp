// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
//
// Every built-in generator, on 1000 random parameter sets drawn inside its schema (ranges' ends included):
// the run finishes with its retries and attempts inside their bounds (read from Diagnostics, never from the
// clock) and either keeps every promise its validate() makes, or says in a Diagnostics note why it could
// not (the parameters asked for the impossible), or refuses the set with a BadInput error. Values outside the
// schema are refused by generate() with the parameter's name and its range.

#include "../common/sanitized.h"

#include <QtTest>

#ifndef Q_MOC_RUN
#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/params/params.h>
#include <mapsmith/random/rng.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#endif

using namespace mapsmith;

namespace {

// A quarter under the sanitizers (-O0, 3-10x slower): they look for memory errors on every path the
// sets take, and the plain build checks the promises on all thousand.
constexpr int kSetsPerGenerator = testenv::plainOr(1000, 250);
/// Sides and counts are drawn up to this (inside the schema) so a thousand runs stay quick; the schema's
/// own maximum is still drawn now and then for parameters that do not scale the map.
constexpr std::int64_t kDrawCap = 48;

/// Parameters whose size scales the work: drawn from [min, min(max, kDrawCap)].
bool scalesWork(const std::string &id)
{
    static const char *const ids[] = {"width",         "height",    "cell_width", "cell_height",
                                      "room_attempts", "max_rooms", "lights",     "min_region"};
    return std::any_of(std::begin(ids), std::end(ids), [&](const char *s) { return id == s; });
}

/// A value inside the spec: its minimum or maximum one time in eight each, otherwise uniform.
ParamValue drawValue(const ParamSpec &spec, Rng &rng)
{
    const std::uint64_t pick = rng.below(8);
    switch (spec.type) {
    case ParamType::Int: {
        const auto lo = static_cast<std::int64_t>(spec.min);
        auto hi = static_cast<std::int64_t>(spec.max);
        if (scalesWork(spec.id))
            hi = std::min(hi, std::max(lo, kDrawCap));
        return pick == 0 ? lo : pick == 1 ? hi : rng.range(lo, hi);
    }
    case ParamType::Real:
        return pick == 0 ? spec.min : pick == 1 ? spec.max : rng.real(spec.min, spec.max);
    case ParamType::Bool:
        return rng.below(2) == 1;
    case ParamType::Choice:
        return spec.choices[rng.below(spec.choices.size())].id;
    case ParamType::WeightTable: {
        WeightTable table;
        for (const std::string &key : spec.keys)
            table.push_back({key, pick == 0 ? spec.min : rng.real(spec.min, spec.max)});
        return table;
    }
    }
    return {};
}

Config randomConfig(const Generator &generator, Rng &rng)
{
    Config config;
    config.generator = std::string(generator.id());
    config.seed = rng.next();
    for (const ParamSpec &spec : generator.schema().specs())
        config.params.set(spec.id, drawValue(spec, rng));
    // Lode Runner's `beatable` runs the solver on up to 8 levels per map: thousands of random configs would
    // take minutes (test_loderunner's beatable_* suites hold that option).
    if (config.params.contains("beatable"))
        config.params.set("beatable", false);
    return config;
}

/// The bounds a generator's Diagnostics must keep: metric <= param (or <= a constant when param is empty).
struct Bound
{
    const char *generator;
    const char *metric;
    const char *param;
    double constant;
};

const Bound kBounds[] = {
    {"rooms", "attempts_used", "room_attempts", 0},
    {"rooms", "rooms_placed", "max_rooms", 0},
    {"tower", "retries", "max_retries", 0},
    {"loderunner", "attempts", "", 20},
};

QString describe(const Config &config)
{
    return QString::fromStdString(writeConfig(config, builtinGenerators()));
}

} // namespace

class TestGeneratorProperties : public QObject
{
    Q_OBJECT

private slots:
    void randomParamsInSchema_finishBoundedAndKeepPromises_data()
    {
        QTest::addColumn<QString>("generator");
        for (const auto &g : builtinGenerators().all())
            QTest::newRow(std::string(g->id()).c_str()) << QString::fromUtf8(g->id());
    }

    void randomParamsInSchema_finishBoundedAndKeepPromises()
    {
        QFETCH(QString, generator);
        const GeneratorRegistry &registry = builtinGenerators();
        const Generator *gen = registry.find(generator.toStdString());
        QVERIFY(gen);
        Rng draw(0x5eed0000 + static_cast<std::uint64_t>(qHash(generator)));
        int made = 0;
        int brokenWithNote = 0;
        for (int i = 0; i < kSetsPerGenerator; ++i) {
            const Config config = randomConfig(*gen, draw);
            auto result = generate(registry, config);
            if (!result) {
                // A refusal is allowed only as a clear BadInput, never as an internal error.
                QVERIFY2(
                    result.error().kind == ErrorKind::BadInput && !result.error().message.empty(),
                    qPrintable(QString::fromStdString(result.error().toString()) + "\n" + describe(config)));
                continue;
            }
            ++made;
            // A promise the parameters make impossible (92 gold on a 13-row level, no floor left) may be
            // broken, but never silently: a note in the Diagnostics says why, and validate reports it.
            std::string broken;
            for (const Check &check : gen->validate(result->map, config.params))
                if (!check.passed)
                    broken += check.id + ": " + check.message + "; ";
            if (!broken.empty()) {
                ++brokenWithNote;
                QVERIFY2(!result->diagnostics.notes.empty(),
                         qPrintable(QString::fromStdString("no note explains " + broken) + "\n" +
                                    describe(config)));
            }
            for (const Bound &b : kBounds) {
                if (generator != QLatin1String(b.generator))
                    continue;
                const Metric *m = result->diagnostics.find(b.metric);
                QVERIFY2(m, b.metric);
                double limit = *b.param ? double(config.params.getInt(b.param)) : b.constant;
                // The tower's next_seed policy goes on for at most max_seed_moves more sub-seeds.
                if (generator == QLatin1String("tower") &&
                    config.params.getChoice("retry_policy") == "next_seed")
                    limit += double(config.params.getInt("max_seed_moves"));
                QVERIFY2(m->value <= limit, qPrintable(QStringLiteral("%1 = %2 > %3\n%4")
                                                           .arg(QLatin1String(b.metric))
                                                           .arg(m->value)
                                                           .arg(limit)
                                                           .arg(describe(config))));
            }
        }
        // Most sets inside the schema make a map that keeps every promise: the rest are the exception.
        QVERIFY2(made >= kSetsPerGenerator * 9 / 10, qPrintable(QString::number(made)));
        // How often the parameters ask for the impossible is reported, not limited (docs/RELIABILITY.md).
        qInfo("%s: %d of %d sets made a map; %d of those broke a promise and said why in a note",
              qPrintable(generator), made, kSetsPerGenerator, brokenWithNote);
    }

    void valuesOutsideSchema_refusedWithNameAndRange_data()
    {
        QTest::addColumn<QString>("generator");
        for (const auto &g : builtinGenerators().all())
            QTest::newRow(std::string(g->id()).c_str()) << QString::fromUtf8(g->id());
    }

    void valuesOutsideSchema_refusedWithNameAndRange()
    {
        QFETCH(QString, generator);
        const GeneratorRegistry &registry = builtinGenerators();
        const Generator *gen = registry.find(generator.toStdString());
        int tried = 0;
        for (const ParamSpec &spec : gen->schema().specs()) {
            std::vector<ParamValue> bad;
            if (spec.type == ParamType::Int)
                bad = {std::int64_t(spec.min) - 1, std::int64_t(spec.max) + 1,
                       std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::min()};
            else if (spec.type == ParamType::Real)
                bad = {spec.min - 1.0, spec.max + 1.0, std::numeric_limits<double>::quiet_NaN(),
                       std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};
            else if (spec.type == ParamType::Choice)
                bad = {std::string("no_such_choice")};
            for (const ParamValue &value : bad) {
                Config config;
                config.generator = std::string(gen->id());
                config.params = gen->schema().defaults();
                config.params.set(spec.id, value);
                auto result = generate(registry, config);
                const std::string what = spec.id + " = " + formatParamValue(value);
                QVERIFY2(!result, what.c_str());
                QCOMPARE(result.error().kind, ErrorKind::BadInput);
                const std::string &message = result.error().message;
                QVERIFY2(message.rfind(spec.id, 0) == 0, (what + ": " + message).c_str());
                if (spec.type == ParamType::Int) {
                    const std::string range = "is outside [" + std::to_string(std::int64_t(spec.min)) + ", " +
                                              std::to_string(std::int64_t(spec.max)) + "]";
                    QVERIFY2(message.find(range) != std::string::npos, (what + ": " + message).c_str());
                } else if (spec.type == ParamType::Real) {
                    QVERIFY2(message.find(" is outside [") != std::string::npos,
                             (what + ": " + message).c_str());
                }
                ++tried;
            }
        }
        QVERIFY(tried > 0);
    }
};

QTEST_APPLESS_MAIN(TestGeneratorProperties)
#include "test_generator_properties.moc"
