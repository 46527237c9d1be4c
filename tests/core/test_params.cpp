// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// ParamSchema: defaults, completion, and rejection messages that name the parameter.
#include <QtTest>

// moc needs none of these, and its C++17 view of the C++20 library headers trips it up.
#ifndef Q_MOC_RUN
#include <mapsmith/generate/cave.h>
#include <mapsmith/params/params.h>

#include <limits>
#include <string>
#endif

using namespace mapsmith;

namespace {

ParamSchema sampleSchema()
{
    return ParamSchema({
        ParamSpec::integer("size", "Size", 10, 1, 100, "tiles", "How big."),
        ParamSpec::real("ratio", "Ratio", 0.5, 0.0, 1.0, 0.01, "", "How much."),
        ParamSpec::boolean("flag", "Flag", true, "Whether."),
        ParamSpec::choice("mode", "Mode", "a", {{"a", "A"}, {"b", "B"}}, "Which."),
        ParamSpec::weights("mix", "Mix", {{"x", 1.0}, {"y", 2.0}}, 0.0, 10.0, "Weights."),
    });
}

bool startsWith(const std::string &s, const std::string &prefix)
{
    return s.rfind(prefix, 0) == 0;
}

} // namespace

class TestParams : public QObject
{
    Q_OBJECT

private slots:
    void defaults_everyParameter_inSchemaOrder()
    {
        const ParamSet d = sampleSchema().defaults();
        QCOMPARE(d.entries().size(), std::size_t{5});
        QCOMPARE(d.entries()[0].first, std::string("size"));
        QCOMPARE(d.getInt("size"), std::int64_t{10});
        QCOMPARE(d.getReal("ratio"), 0.5);
        QCOMPARE(d.getBool("flag"), true);
        QCOMPARE(d.getChoice("mode"), std::string("a"));
        QCOMPARE(d.getWeights("mix").size(), std::size_t{2});
    }

    void complete_partialSet_fillsDefaultsInSchemaOrder()
    {
        ParamSet given;
        given.set("mode", std::string("b"));
        given.set("ratio", std::int64_t{1}); // an integer where a real is expected is a real
        given.set("mix", WeightTable{{"y", 5.0}});
        auto full = sampleSchema().complete(given);
        QVERIFY(full.ok());
        QCOMPARE(full->entries().size(), std::size_t{5});
        QCOMPARE(full->entries()[0].first, std::string("size"));
        QCOMPARE(full->getInt("size"), std::int64_t{10});
        QCOMPARE(full->getChoice("mode"), std::string("b"));
        QVERIFY(std::holds_alternative<double>(*full->find("ratio")));
        QCOMPARE(full->getReal("ratio"), 1.0);
        const WeightTable &mix = full->getWeights("mix");
        QCOMPARE(mix.size(), std::size_t{2});
        QCOMPARE(mix[0].key, std::string("x"));
        QCOMPARE(mix[0].weight, 1.0);
        QCOMPARE(mix[1].weight, 5.0);
    }

    void complete_unknownKey_errorNamesIt()
    {
        ParamSet given;
        given.set("colour", std::int64_t{3});
        auto r = sampleSchema().complete(given);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::BadInput);
        QVERIFY2(r.error().message.find("colour") != std::string::npos, r.error().message.c_str());
    }

    void complete_outOfRange_errorStartsWithParamId()
    {
        const ParamSchema schema = sampleSchema();
        for (auto [id, value] : {std::pair<std::string, ParamValue>{"size", std::int64_t{101}},
                                 {"size", std::int64_t{0}},
                                 {"ratio", 1.7},
                                 {"mode", std::string("c")},
                                 {"mix", WeightTable{{"x", 11.0}}},
                                 {"mix", WeightTable{{"z", 1.0}}}}) {
            ParamSet given;
            given.set(id, value);
            auto r = schema.complete(given);
            QVERIFY2(!r.ok(), id.c_str());
            QVERIFY2(startsWith(r.error().message, id), r.error().message.c_str());
        }
    }

    void complete_wrongType_errorStartsWithParamId()
    {
        const ParamSchema schema = sampleSchema();
        for (auto [id, value] : {std::pair<std::string, ParamValue>{"size", 2.5},
                                 {"ratio", std::string("half")},
                                 {"flag", std::int64_t{1}},
                                 {"mode", true},
                                 {"mix", std::int64_t{3}}}) {
            ParamSet given;
            given.set(id, value);
            auto r = schema.complete(given);
            QVERIFY2(!r.ok(), id.c_str());
            QVERIFY2(startsWith(r.error().message, id), r.error().message.c_str());
        }
    }

    void complete_nonFiniteReal_rejected()
    {
        ParamSet given;
        given.set("ratio", std::numeric_limits<double>::quiet_NaN());
        QVERIFY(!sampleSchema().complete(given).ok());
    }

    void caveSchema_defaults_matchTheIssue()
    {
        const CaveGenerator cave;
        const ParamSet d = cave.schema().defaults();
        QCOMPARE(d.getInt("width"), std::int64_t{80});
        QCOMPARE(d.getInt("height"), std::int64_t{50});
        QCOMPARE(d.getReal("fill_ratio"), 0.45);
        QCOMPARE(d.getInt("steps"), std::int64_t{5});
        QCOMPARE(d.getInt("death_limit"), std::int64_t{4});
        QCOMPARE(d.getInt("birth_limit"), std::int64_t{5});
        QCOMPARE(d.getBool("border_wall"), true);
        QCOMPARE(d.getChoice("connectivity"), std::string("join"));
        QVERIFY(d.contains("min_region"));
        QVERIFY(cave.schema().complete(d).ok());
    }

    void caveSchema_limits_rejectRunawayValues()
    {
        const CaveGenerator cave;
        for (auto [id, value] : {std::pair<std::string, std::int64_t>{"width", 3},
                                 {"width", 4097},
                                 {"height", 3},
                                 {"height", 4097},
                                 {"steps", 21},
                                 {"steps", -1},
                                 {"min_region", 10001}}) {
            ParamSet given;
            given.set(id, value);
            auto r = cave.schema().complete(given);
            QVERIFY2(!r.ok(), id.c_str());
            QVERIFY2(startsWith(r.error().message, id), r.error().message.c_str());
        }
    }

    void formatParamValue_values_readable()
    {
        QCOMPARE(formatParamValue(std::int64_t{-3}), std::string("-3"));
        QCOMPARE(formatParamValue(1.0), std::string("1.0"));
        QCOMPARE(formatParamValue(0.45), std::string("0.45"));
        QCOMPARE(formatParamValue(true), std::string("true"));
        QCOMPARE(formatParamValue(std::string("join")), std::string("join"));
    }
};

QTEST_APPLESS_MAIN(TestParams)
#include "test_params.moc"
