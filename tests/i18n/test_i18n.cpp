// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Every string that core can put on screen has a Chinese translation, and the language can be switched.
#include "i18n/corestrings.h"
#include "i18n/language.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>
#include <mapsmith/map/tile.h>

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
