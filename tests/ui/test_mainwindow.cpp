// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The assembled editor: property panel -> document -> background generation -> view, files, language.
#include "document/mapdocument.h"
#include "i18n/language.h"
#include "mainwindow.h"
#include "panels/propertypanel.h"
#include "render/renderer.h"
#include "render/towerrenderer.h"
#include "uitest.h"
#include "view/mapview.h"

#include <mapsmith/io/loderunner.h>
#include <mapsmith/map/hash.h>

#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace mapsmith;

using uitest::Messages;

class TestMainWindow : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void startup_showsDefaultCave()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        QCOMPARE(window.document()->config().generator, std::string("cave"));
        QVERIFY(!window.mapView()->image().isNull());
        QVERIFY(window.generationStateText().contains(QStringLiteral("ms")));
        QVERIFY(window.windowTitle().endsWith(QStringLiteral("— Mapsmith")));
    }

    void propertyPanel_changeValue_regeneratesDifferentMap()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        const QImage before = window.mapView()->image();
        const auto hashBefore = window.document()->mapHash();

        auto *spin = window.propertyPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("fill_ratio_spin"));
        QVERIFY(spin);
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("0.52"));
        QTest::keyClick(spin, Qt::Key_Enter); // keyboard tracking is off: Enter applies
        QCOMPARE(std::get<double>(*window.document()->param("fill_ratio")), 0.52);
        QVERIFY(uitest::waitForMap(window.document()));
        QVERIFY(window.document()->mapHash() != hashBefore);
        QVERIFY(window.mapView()->image() != before);
        QVERIFY(window.isWindowModified());
        QCOMPARE(window.document()->undoStack()->count(), 1);
    }

    void openFile_brokenConfig_showsErrorAndKeepsDocument()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.yaml"));
        QVERIFY(
            uitest::writeText(path, "mapsmith: 1\ngenerator: cave\nseed: 3\nparams:\n  fill_ratio: 1.7\n"));
        MainWindow window;
        Messages messages;
        window.setMessageSink(messages.sink());
        QVERIFY(uitest::waitForMap(window.document()));
        const Config before = window.document()->config();
        const auto hash = window.document()->mapHash();

        QVERIFY(!uitest::openAndWait(window, path));
        QCOMPARE(messages.texts.size(), 1);
        QVERIFY2(messages.texts.first().startsWith(QStringLiteral("broken.yaml:5:")),
                 qPrintable(messages.texts.first()));
        QVERIFY(messages.texts.first().contains(QStringLiteral("fill_ratio")));
        QVERIFY(window.document()->config() == before);
        QCOMPARE(window.document()->mapHash(), hash);
        QVERIFY(!window.document()->isGenerating());

        QVERIFY(!uitest::openAndWait(window, dir.filePath(QStringLiteral("missing.yaml"))));
        QCOMPARE(messages.texts.size(), 2);
    }

    void saveConfig_thenOpen_givesSameConfigAndMap()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("saved.yaml"));
        MainWindow window;
        Messages messages;
        window.setMessageSink(messages.sink());
        QVERIFY(uitest::waitForMap(window.document()));
        window.seedBar(); // the seed bar edits the same document
        auto *seed = window.findChild<QLineEdit *>(QStringLiteral("seedField"));
        QVERIFY(seed);
        seed->setText(QStringLiteral("1234"));
        Q_EMIT seed->editingFinished();
        QVERIFY(uitest::waitForMap(window.document()));
        QVERIFY(window.document()->isDirty());
        QVERIFY(window.saveConfigTo(path));
        QVERIFY(!window.document()->isDirty());
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("saved.yaml")));
        const Config saved = window.document()->config();
        const auto hash = window.document()->mapHash();

        MainWindow other;
        other.setMessageSink(messages.sink());
        QVERIFY(uitest::openAndWait(other, path));
        QVERIFY(uitest::waitForMap(other.document()));
        QVERIFY(other.document()->config() == saved);
        QCOMPARE(other.document()->mapHash(), hash);
        QVERIFY2(messages.texts.isEmpty(), qPrintable(messages.texts.join(QLatin1Char('\n'))));
    }

    void exportMap_thenOpen_showsSameMap()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.yaml"));
        MainWindow window;
        QVERIFY(uitest::waitForMap(window.document()));
        QVERIFY(uitest::exportAndWait(window, path, &MainWindow::exportMapTo));
        QVERIFY(window.exportPngTo(dir.filePath(QStringLiteral("map.png")), 4));
        QCOMPARE(QImage(dir.filePath(QStringLiteral("map.png"))).size(),
                 window.document()->image().size() * 4);
        MainWindow other;
        Messages messages;
        other.setMessageSink(messages.sink());
        QVERIFY2(uitest::openAndWait(other, path), qPrintable(messages.texts.join(QLatin1Char('\n'))));
        QVERIFY(other.document()->hasMap());
        QCOMPARE(other.document()->mapHash(), window.document()->mapHash());
        QVERIFY(!other.document()->isConfigFile());
    }

    void dirtyNew_asksAndCancelKeepsDocument()
    {
        MainWindow window;
        QVERIFY(uitest::waitForMap(window.document()));
        auto *seed = window.findChild<QLineEdit *>(QStringLiteral("seedField"));
        seed->setText(QStringLiteral("99"));
        Q_EMIT seed->editingFinished();
        int asked = 0;
        window.setSaveQuestion([&](const QString &) {
            ++asked;
            return QMessageBox::Cancel;
        });
        QVERIFY(!window.newDocument());
        QCOMPARE(asked, 1);
        QCOMPARE(window.document()->config().seed, std::uint64_t{99});
        window.setSaveQuestion([&](const QString &) { return QMessageBox::Discard; });
        QVERIFY(window.newDocument());
        QVERIFY(window.document()->config().seed != 99 || !window.document()->isDirty());
        QVERIFY(!window.document()->isDirty());
    }

    void hover_showsTileDescriptionInStatusBar()
    {
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        MapView *view = window.mapView();
        const QPointF corner = view->mapToWidget({0.5, 0.5}); // the border is wall
        QMouseEvent move(QEvent::MouseMove, corner, view->mapToGlobal(corner), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QApplication::sendEvent(view, &move);
        QCOMPARE(window.hoverText(), QStringLiteral("(0, 0) Wall: solid rock"));
        const Point start = *window.document()->map().grid.start;
        const QPointF s = view->mapToWidget({start.x + 0.5, start.y + 0.5});
        QMouseEvent moveStart(QEvent::MouseMove, s, view->mapToGlobal(s), Qt::NoButton, Qt::NoButton,
                              Qt::NoModifier);
        QApplication::sendEvent(view, &moveStart);
        QVERIFY2(window.hoverText().endsWith(QStringLiteral("— Start")), qPrintable(window.hoverText()));
    }

    void towerMap_drawnAsGraph_hoverNamesTheRoom()
    {
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        QString error;
        window.setMessageSink([&error](const QString &, const QString &message) { error = message; });
        QVERIFY2(
            uitest::openAndWait(window, QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/presets/tower.yaml")),
            qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(window.document()->map().kind == MapKind::Tower, 10000);
        const TowerMap &tower = window.document()->map().tower;
        QVERIFY(!tower.nodes.empty());
        // The view shows the graph picture (with its legend), not a one-pixel-per-tile image.
        QVERIFY(window.mapView()->image().width() > tower.columns * 8 * kTowerViewScale);
        const TowerNode &node = tower.nodes.front();
        const QPointF centre = towerNodeCentre(tower, node, kTowerViewScale);
        const QPointF at = window.mapView()->mapToWidget(centre);
        QMouseEvent move(QEvent::MouseMove, at, window.mapView()->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QApplication::sendEvent(window.mapView(), &move);
        QCOMPARE(window.hoverText(), QStringLiteral("Floor %1, column %2: %3")
                                         .arg(node.floor)
                                         .arg(node.column)
                                         .arg(QString::fromLatin1(roomTypeInfo(node.type).description)));
    }

    void openLodeRunnerFile_picksTheChosenLevel()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        QStringList offered;
        window.setLevelChooser([&offered](const QStringList &levels) {
            offered = levels;
            return 1;
        });
        const QString path = QStringLiteral(MAPSMITH_SOURCE_DIR "/resources/levels/samples.txt");
        QVERIFY(uitest::openAndWait(window, path));
        auto levels = loadLodeRunnerFile(path.toStdString());
        QVERIFY(levels.ok());
        QCOMPARE(offered.size(), static_cast<qsizetype>(levels->size()));
        QVERIFY(offered[1].startsWith(QStringLiteral("Level 2")));
        QVERIFY(window.document()->map() == (*levels)[1].map);
        QVERIFY(window.mapView()->image().width() == 28);
        // No generator made it: tuning is locked, and regenerating keeps the level.
        QVERIFY(!window.document()->isGenerated());
        QVERIFY(!window.findChild<PropertyPanel *>()->isEnabled());
        window.document()->regenerate();
        QCoreApplication::processEvents();
        QVERIFY(window.document()->map() == (*levels)[1].map);
        QCOMPARE(window.findChild<QLabel *>(QStringLiteral("stateLabel"))->text(),
                 QStringLiteral("Opened from a file"));
    }

    void openBrokenLodeRunnerFile_showsLineAndColumnAndKeepsDocument()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        const Map before = window.document()->map();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("&  Q\n");
        f.close();
        QString shown;
        window.setMessageSink([&shown](const QString &, const QString &text) { shown = text; });
        QVERIFY(!uitest::openAndWait(window, path));
        QVERIFY2(shown.startsWith(QStringLiteral("bad.txt:1:4: ")), qPrintable(shown));
        QVERIFY(window.document()->map() == before);
    }

    void languageSwitch_retranslatesLive()
    {
        MainWindow window;
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        const QString english = window.menuBar()->actions().first()->text();
        QCOMPARE(english, QStringLiteral("&File"));
        Language::apply(QStringLiteral("zh_CN"));
        QCoreApplication::processEvents();
        const QString chinese = window.menuBar()->actions().first()->text();
        Language::apply(QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(window.menuBar()->actions().first()->text(), english);
        QCOMPARE(chinese, QStringLiteral("文件(&F)"));
    }

    void screenshot_savedForReview()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        QCoreApplication::processEvents();
        const QImage shot = window.grab().toImage();
        QVERIFY(!shot.isNull());
        const QString path = QStringLiteral(MAPSMITH_BINARY_DIR "/mainwindow.png");
        QVERIFY(shot.save(path));
        const QByteArray extra = qgetenv("MAPSMITH_SCREENSHOT");
        if (!extra.isEmpty())
            QVERIFY(shot.save(QString::fromLocal8Bit(extra)));
        qInfo("screenshot: %s", qPrintable(path));
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
