// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Parameters as a designer types them: a number typed into a box regenerates after a short pause without
// Enter (one undo step for the run of typing), each generator keeps its last parameters while the document
// switches between them, and weight tables show each weight's share in percent.
#include "document/commands.h"
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "panels/parameditors.h"
#include "panels/propertypanel.h"
#include "uitest.h"

#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QUndoStack>

using namespace mapsmith;

class TestParamsTyping : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void typedNumber_regeneratesAfterAPause_withoutEnter()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const auto hashBefore = window.document()->mapHash();
        auto *spin = window.propertyPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("fill_ratio_spin"));
        QVERIFY(spin);
        spin->setFocus();
        QTRY_VERIFY(spin->hasFocus());
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("0.52"));
        // Not yet: the typing is still going on (well under the quiet time since the last key).
        QVERIFY(std::get<double>(*window.document()->param("fill_ratio")) != 0.52);
        QTRY_COMPARE_WITH_TIMEOUT(std::get<double>(*window.document()->param("fill_ratio")), 0.52, 3000);
        QVERIFY(spin->hasFocus()); // no Enter, no leaving the box
        QVERIFY(uitest::waitForMap(window.document()));
        QVERIFY(window.document()->mapHash() != hashBefore);
        QCOMPARE(window.document()->undoStack()->count(), 1);
        // More typing in the same box after the pause still belongs to the same run until Enter.
        QTest::keyClick(spin, Qt::Key_Backspace);
        QTest::keyClicks(spin, QStringLiteral("5"));
        QTest::keyClick(spin, Qt::Key_Enter);
        QCOMPARE(std::get<double>(*window.document()->param("fill_ratio")), 0.55);
        QCOMPARE(window.document()->undoStack()->count(), 1);
    }

    void switchingGeneratorAndBack_bringsTheTweaksBack()
    {
        MapDocument doc;
        doc.reset(uitest::smallCave(), QString());
        QVERIFY(doc.changeParam("steps", std::int64_t{9}));
        QVERIFY(doc.changeGenerator("maze"));
        QCOMPARE(doc.config().generator, std::string("maze"));
        QVERIFY(doc.changeGenerator("cave"));
        QCOMPARE(std::get<std::int64_t>(*doc.param("steps")), std::int64_t{9});
        // Undo goes back through the same states.
        doc.undoStack()->undo();
        QCOMPARE(doc.config().generator, std::string("maze"));
        doc.undoStack()->undo();
        QCOMPARE(std::get<std::int64_t>(*doc.param("steps")), std::int64_t{9});
        // Another file forgets them: its generator starts from its own parameters.
        doc.reset(uitest::smallCave(), QString());
        QVERIFY(doc.lastParams("cave") == nullptr);
    }

    void weightTable_showsEachShareInPercent()
    {
        MapDocument doc;
        Config config;
        config.generator = "tower";
        doc.reset(config, QString());
        PropertyPanel panel(&doc);
        auto *monster = panel.findChild<QLabel *>(QStringLiteral("weights_monster_share"));
        auto *treasure = panel.findChild<QLabel *>(QStringLiteral("weights_treasure_share"));
        QVERIFY(monster && treasure);
        // Defaults 45 + 8 + 5 + 12 + 0 + 22 = 92: monster 48.9 %, treasure 0 %.
        QCOMPARE(monster->text(), QStringLiteral("48.9%"));
        QCOMPARE(treasure->text(), QStringLiteral("0.0%"));
        auto *spin = panel.findChild<QDoubleSpinBox *>(QStringLiteral("weights_treasure"));
        QVERIFY(spin);
        spin->setValue(8); // total 100
        QCOMPARE(treasure->text(), QStringLiteral("8.0%"));
        QCOMPARE(monster->text(), QStringLiteral("45.0%"));
    }
};

QTEST_MAIN(TestParamsTyping)
#include "test_params_typing.moc"
