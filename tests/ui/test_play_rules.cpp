// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// A level's own play rules (its `play:` section) in the editor: the Play dock's boxes start from the
// document's section, a box changes the section through one undoable command, a game preset brings its
// rules, and the maze's solution_colour is the colour the Play viewport draws the solution in.
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "play/playpanel.h"
#include "play/playview.h"
#include "playdocktest.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSpinBox>
#include <QUndoStack>

using namespace mapsmith;

namespace {
Config smallMaze(const char *colour)
{
    Config c = uitest::smallMaze(5);
    c.params.set("solution_colour", std::string(colour));
    return c;
}

int pixelsOf(const QImage &image, QRgb rgb)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += (image.pixel(x, y) & 0xffffff) == (rgb & 0xffffff);
    return n;
}
} // namespace

class TestPlayRules : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    PlayPanel *m_panel = nullptr;
    PlayView *m_view = nullptr;

private slots:
    void initTestCase() { uitest::isolateSettings(); }

    void init() { QVERIFY(uitest::newPlayWindow(m_window, m_panel, m_view)); }

    void cleanup() { m_window.reset(); }

    void playDock_startsFromTheDocumentsPlaySection()
    {
        MapDocument *doc = m_window->document();
        Config config = doc->config();
        PlaySection play;
        play.rhythm = true;
        play.hp = 10;
        play.enemyHp = 2;
        play.vision = "shadowcast";
        play.lights = "taken";
        config.play = play;
        doc->reset(config, {});
        QVERIFY(uitest::waitForMap(doc));
        QVERIFY(m_panel->rhythmBox()->isChecked());
        QCOMPARE(m_panel->hpBox()->value(), 10);
        QCOMPARE(m_panel->lightsBox()->currentIndex(), 1);
        QTRY_VERIFY(m_view->hasSession());
        QVERIFY(m_view->options().rhythm);
        QCOMPARE(m_view->options().hp, 10);
        QCOMPARE(m_view->options().enemyHp, 2);
        QCOMPARE(m_view->options().vision, VisionMode::ShadowCast);
        QCOMPARE(m_view->options().lightsOn, LightsOn::Taken);
    }

    void playDockBox_changesTheSection_inOneUndoableStep()
    {
        MapDocument *doc = m_window->document();
        QVERIFY(!doc->config().play);
        const int before = doc->undoStack()->count();
        m_panel->hpBox()->setValue(7);
        QCOMPARE(doc->undoStack()->count(), before + 1);
        QVERIFY(doc->config().play);
        QCOMPARE(doc->config().play->hp, std::optional<int>(7));
        QVERIFY(!doc->config().play->rhythm); // only the key that changed is written
        QCOMPARE(m_view->options().hp, 7);
        QVERIFY(doc->isDirty());
        doc->undoStack()->undo();
        QVERIFY(!doc->config().play);
        QCOMPARE(m_panel->hpBox()->value(), 0);
        QCOMPARE(m_view->options().hp, 0);
        doc->undoStack()->redo();
        QCOMPARE(m_panel->hpBox()->value(), 7);
    }

    void gamePreset_bringsItsPlayRules()
    {
        MapDocument *doc = m_window->document();
        PlaySection play;
        play.rhythm = true;
        play.hp = 10;
        play.enemyHp = 3;
        QVERIFY(doc->changePreset(QStringLiteral("Rhythm cave"), "cave", doc->config().params, play));
        QVERIFY(uitest::waitForMap(doc));
        QCOMPARE(doc->config().play, std::optional<PlaySection>(play));
        QVERIFY(m_panel->rhythmBox()->isChecked());
        QCOMPARE(m_panel->hpBox()->value(), 10);
        doc->undoStack()->undo();
        QVERIFY(uitest::waitForMap(doc));
        QVERIFY(!doc->config().play);
        QVERIFY(!m_panel->rhythmBox()->isChecked());
    }

    void mazeSolution_isDrawnInTheSolutionColour()
    {
        MapDocument *doc = m_window->document();
        const QRgb green = 0x00c000;
        for (const char *colour : {"green", "palette"}) {
            doc->reset(smallMaze(colour), {});
            QVERIFY(uitest::waitForMap(doc));
            QTRY_VERIFY(m_view->hasSession() && m_view->session().isMaze() && m_view->seed() == 5);
            if (m_view->solutionShown())
                QTest::keyClick(m_view, Qt::Key_Space);
            const int without = pixelsOf(m_view->grab().toImage(), green);
            QTest::keyClick(m_view, Qt::Key_Space);
            QVERIFY(m_view->solutionShown());
            if (std::string(colour) == "green") {
                QTRY_VERIFY(pixelsOf(m_view->grab().toImage(), green) > without + 20);
            } else {
                QTest::qWait(200); // the solution is searched off the GUI thread
                QCOMPARE(pixelsOf(m_view->grab().toImage(), green), without);
            }
        }
    }
};

QTEST_MAIN(TestPlayRules)
#include "test_play_rules.moc"
