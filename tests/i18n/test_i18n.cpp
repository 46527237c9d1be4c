// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Every string that core can put on screen has a Chinese translation, and the language can be switched.
#include "i18n/coremessages.h"
#include "i18n/corestrings.h"
#include "i18n/language.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/map/tile.h>
#include <mapsmith/plan/collect.h>
#include <mapsmith/search/pathfind.h>

#include <QCoreApplication>
#include <QTest>

#include <algorithm>
#include <cctype>

using namespace mapsmith;

class TestI18n : public QObject
{
    Q_OBJECT

private:
    QStringList m_missing;

    void expectTranslated(const char *context, std::string_view text)
    {
        // Symbols such as "%" read the same in every language.
        if (std::none_of(text.begin(), text.end(),
                         [](char ch) { return std::isalpha(static_cast<unsigned char>(ch)); }))
            return;
        if (trCore(context, text) == QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())))
            m_missing << QStringLiteral("%1: %2").arg(
                QLatin1String(context), QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())));
    }

private slots:
    void initTestCase() { QCOMPARE(Language::apply(QStringLiteral("zh_CN")), QStringLiteral("zh_CN")); }

    void schemaStrings_allTranslatedToChinese()
    {
        m_missing.clear();
        for (const auto &g : builtinGenerators().all()) {
            expectTranslated("Schema", g->displayName());
            for (const auto &spec : g->schema().specs()) {
                expectTranslated("Schema", spec.label);
                expectTranslated("Schema", spec.help);
                expectTranslated("Schema", spec.unit);
                for (const auto &c : spec.choices)
                    expectTranslated("Schema", c.label);
                for (const auto &k : spec.keys)
                    expectTranslated("Schema", k);
            }
        }
        QVERIFY2(m_missing.isEmpty(), qPrintable(m_missing.join(QLatin1Char('\n'))));
    }

    void coreErrors_readInChinese_withTheirOwnParts()
    {
        // A parameter out of its range, as the config reader words it: the place, then the message.
        const auto bad = readConfig("mapsmith: 1\ngenerator: cave\nseed: 1\nparams:\n  width: 100000\n",
                                    "bad.yaml", builtinGenerators());
        QVERIFY(!bad.ok());
        const QString english = QString::fromStdString(bad.error().toString());
        const QString shown = trError(bad.error());
        QVERIFY2(shown != english && shown.startsWith(QStringLiteral("bad.yaml:5:")) &&
                     shown.contains(QStringLiteral("100000")) && shown.contains(QStringLiteral("超出范围")),
                 qPrintable(shown));

        // A search and a plan from a wall, a map with no start: each message core makes, in Chinese.
        GridMap map;
        map.tiles = Grid<Tile>(4, 3, Tile::Floor);
        map.tiles.at(0, 0) = Tile::Wall;
        PathRequest fromWall;
        fromWall.from = Point{0, 0};
        fromWall.to = Point{3, 2};
        const auto path = findPath(map, fromWall);
        QVERIFY(!path.ok());
        QCOMPARE(trCoreMessage(path.error().message),
                 QStringLiteral("起点 (0, 0) 位于不可通行的图块上（墙）"));
        PathRequest outside = fromWall;
        outside.from = Point{9, 1};
        const auto off = findPath(map, outside);
        QVERIFY(!off.ok());
        QCOMPARE(trCoreMessage(off.error().message), QStringLiteral("起点 (9, 1) 在 4x3 的地图之外"));
        const auto noStart = findPath(map, PathRequest{});
        QVERIFY(!noStart.ok());
        QCOMPARE(trCoreMessage(noStart.error().message),
                 QStringLiteral("地图没有起点：请为搜索指定起点格（--from X,Y）"));
        CollectRequest plan;
        plan.from = Point{0, 0};
        plan.targets = {Point{3, 2}};
        const auto planned = planCollection(map, plan);
        QVERIFY(!planned.ok());
        QCOMPARE(trCoreMessage(planned.error().message),
                 QStringLiteral("起点 (0, 0) 位于不可通行的图块上（墙）"));

        // Every tile's name, which the messages name, has its word; a message no template knows is kept.
        for (const auto &t : allTiles())
            QVERIFY2(trCoreMessage(std::string(t.name)) !=
                         QString::fromUtf8(t.name.data(), qsizetype(t.name.size())),
                     t.name.data());
        QCOMPARE(trCoreMessage(std::string("something new")), QStringLiteral("something new"));

        // In English the message is core's own, word for word.
        Language::apply(QStringLiteral("en"));
        QCOMPARE(trCoreMessage(path.error().message), QString::fromStdString(path.error().message));
        QCOMPARE(trError(bad.error()), english);
        Language::apply(QStringLiteral("zh_CN"));
    }

    void tileDescriptions_allTranslatedToChinese()
    {
        m_missing.clear();
        for (const auto &t : allTiles())
            expectTranslated("Tile", t.description);
        QVERIFY2(m_missing.isEmpty(), qPrintable(m_missing.join(QLatin1Char('\n'))));
    }

    void diagnosticLabels_allTranslatedToChinese()
    {
        m_missing.clear();
        for (const auto &g : builtinGenerators().all()) {
            Config c;
            c.generator = std::string(g->id());
            c.seed = 1;
            auto result = generate(builtinGenerators(), c);
            QVERIFY2(result.ok(), result.ok() ? "" : result.error().toString().c_str());
            for (const auto &m : result->diagnostics.metrics) {
                expectTranslated("Diagnostics", m.label);
                expectTranslated("Diagnostics", m.unit);
            }
        }
        QVERIFY2(m_missing.isEmpty(), qPrintable(m_missing.join(QLatin1Char('\n'))));
    }

    void switchToEnglish_restoresSourceText()
    {
        Language::apply(QStringLiteral("en"));
        QCOMPARE(trTile("Wall: solid rock"), QStringLiteral("Wall: solid rock"));
        Language::apply(QStringLiteral("zh_CN"));
        QVERIFY(trTile("Wall: solid rock") != QStringLiteral("Wall: solid rock"));
    }
};

QTEST_GUILESS_MAIN(TestI18n)
#include "test_i18n.moc"
