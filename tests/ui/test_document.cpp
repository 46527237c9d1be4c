// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// MapDocument, its undo commands and the property panel's edits.
#include "document/commands.h"
#include "document/mapdocument.h"
#include "panels/gamepresets.h"
#include "panels/parameditors.h"
#include "panels/propertypanel.h"
#include "panels/seedbar.h"
#include "uitest.h"

#include <mapsmith/generate/registry.h>

#include <QComboBox>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>

using namespace mapsmith;

using uitest::smallCave;

class TestDocument : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void reset_generatesMapWithoutUndoSteps()
    {
        MapDocument doc;
        doc.reset(smallCave(), QString());
        QVERIFY(uitest::waitForMap(&doc));
        QCOMPARE(doc.map().grid.width(), 40);
        QCOMPARE(doc.image().size(), QSize(40, 30));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isDirty());
        QVERIFY(doc.param("fill_ratio")); // completed with defaults
    }

    void undoRedoParamChange_restoresSameMap()
    {
        MapDocument doc;
        doc.reset(smallCave(), QString());
        QVERIFY(uitest::waitForMap(&doc));
        const auto before = doc.mapHash();
        doc.changeParam("fill_ratio", 0.55);
        QVERIFY(doc.isDirty());
        QVERIFY(uitest::waitForMap(&doc));
        const auto changed = doc.mapHash();
        QVERIFY(changed != before);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change Initial wall share"));

        doc.undoStack()->undo();
        QVERIFY(uitest::waitForMap(&doc));
        QCOMPARE(doc.mapHash(), before);
        QVERIFY(!doc.isDirty());
        doc.undoStack()->redo();
        QVERIFY(uitest::waitForMap(&doc));
        QCOMPARE(doc.mapHash(), changed);
    }

    void noOpEdit_createsNoUndoStep()
    {
        MapDocument doc;
        doc.reset(smallCave(), QString());
        doc.changeParam("width", std::int64_t{40});
        doc.changeSeed(7);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isDirty());
    }

    void sliderDrag_mergesIntoOneUndoStep()
    {
        MapDocument doc;
        doc.reset(smallCave(), QString());
        PropertyPanel panel(&doc);
        auto *slider = panel.findChild<QSlider *>(QStringLiteral("width_slider"));
        QVERIFY(slider);
        slider->setSliderDown(true); // what a mouse press on the handle does (emits sliderPressed)
        for (int w = 41; w <= 60; ++w)
            slider->setValue(w);
        slider->setSliderDown(false);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(std::get<std::int64_t>(*doc.param("width")), std::int64_t{60});
        doc.undoStack()->undo();
        QCOMPARE(std::get<std::int64_t>(*doc.param("width")), std::int64_t{40});
        // The panel shows the undone value without making a new edit.
        QCOMPARE(panel.findChild<QSpinBox *>(QStringLiteral("width_spin"))->value(), 40);
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void dragBackToStart_leavesNoUndoStep()
    {
        MapDocument doc;
        doc.reset(smallCave(), QString());
        const int gesture = ChangeParamCommand::newGesture();
        doc.changeParam("steps", std::int64_t{7}, gesture);
        doc.changeParam("steps", std::int64_t{5}, gesture);
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(std::get<std::int64_t>(*doc.param("steps")), std::int64_t{5});
    }

    void separateSpinEdits_areSeparateUndoSteps()
    {
        MapDocument doc;
        doc.reset(smallCave(), QString());
        PropertyPanel panel(&doc);
        auto *spin = panel.findChild<QSpinBox *>(QStringLiteral("steps_spin"));
        QVERIFY(spin);
        spin->setValue(6);
        spin->setValue(7);
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void resetButton_enabledOnlyWhenChanged()
    {
        MapDocument doc;
        doc.reset(smallCave(), QString());
        PropertyPanel panel(&doc);
        QToolButton *reset = panel.resetButton("steps");
        QVERIFY(reset && !reset->isEnabled());
        doc.changeParam("steps", std::int64_t{9});
        QVERIFY(reset->isEnabled());
        reset->click();
        QCOMPARE(std::get<std::int64_t>(*doc.param("steps")), std::int64_t{5});
        QVERIFY(!reset->isEnabled());
    }

    void resetAll_restoresDefaultsInOneStep()
    {
        MapDocument doc;
        doc.reset(smallCave(), QString());
        const int before = doc.undoStack()->count();
        doc.resetParams();
        QCOMPARE(doc.undoStack()->count(), before + 1);
        QCOMPARE(std::get<std::int64_t>(*doc.param("width")), std::int64_t{80});
        doc.undoStack()->undo();
        QCOMPARE(std::get<std::int64_t>(*doc.param("width")), std::int64_t{40});
    }

    void seedBar_nextAndField_changeSeedThroughUndo()
    {
        MapDocument doc;
        doc.reset(smallCave(41), QString());
        SeedBar bar(&doc);
        bar.nextSeed();
        QCOMPARE(doc.config().seed, std::uint64_t{42});
        bar.field()->setText(QStringLiteral("18446744073709551615"));
        Q_EMIT bar.field()->editingFinished();
        QCOMPARE(doc.config().seed, std::uint64_t{18446744073709551615ull});
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        QCOMPARE(bar.field()->text(), QStringLiteral("42"));
    }

    void newerChange_cancelsOlder_onlyLastResultShown()
    {
        MapDocument doc;
        doc.reset(smallCave(), QString());
        QVERIFY(uitest::waitForMap(&doc));
        QSignalSpy maps(&doc, &MapDocument::mapChanged);
        doc.changeParam("width", std::int64_t{2000});
        doc.changeParam("height", std::int64_t{1500});
        doc.changeParam("width", std::int64_t{33});
        QVERIFY(uitest::waitForMap(&doc));
        QTest::qWait(200); // would let a stale result through, if one were not dropped
        QCOMPARE(maps.count(), 1);
        QCOMPARE(doc.map().grid.width(), 33);
        QCOMPARE(doc.map().grid.height(), 1500);
    }

    void generatorChooser_switchRebuildsPanel_undoRestores()
    {
        MapDocument doc;
        doc.reset(smallCave(), QString());
        PropertyPanel panel(&doc);
        QComboBox *chooser = panel.generatorChooser();
        // The games' presets, a separator, then every generator.
        const int generators = static_cast<int>(builtinGenerators().all().size());
        QCOMPARE(chooser->count(), static_cast<int>(gamePresets().size()) + 1 + generators);
        const int first = chooser->count() - generators;
        const int other = chooser->currentIndex() == first ? first + 1 : first;
        const std::string otherId = chooser->itemData(other).toString().toStdString();
        chooser->setCurrentIndex(other);
        Q_EMIT chooser->activated(other);
        QCOMPARE(doc.config().generator, otherId);
        QVERIFY(doc.config().params == doc.schema().defaults());
        for (const ParamSpec &spec : doc.schema().specs())
            QVERIFY2(panel.editor(spec.id), spec.id.c_str());
        QVERIFY(uitest::waitForMap(&doc));
        doc.undoStack()->undo();
        QCOMPARE(doc.config().generator, std::string("cave"));
        QCOMPARE(std::get<std::int64_t>(*doc.param("width")), std::int64_t{40});
        QVERIFY(panel.editor("fill_ratio"));
        QCOMPARE(chooser->currentData().toString(), QStringLiteral("cave"));
    }

    void sameGenerator_isNoUndoStep()
    {
        MapDocument doc;
        doc.reset(smallCave(), QString());
        QSignalSpy changes(&doc, &MapDocument::configChanged);
        doc.changeGenerator("cave"); // same generator: nothing to do
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(changes.count(), 0);
    }
};

QTEST_MAIN(TestDocument)
#include "test_document.moc"
