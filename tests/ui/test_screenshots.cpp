// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Screenshot tests of the default layout (a first run: no saved state) at a laptop's 1280x800 and at
// 1600x1000, in English and in Chinese: the window is grabbed (QWidget::grab, written beside the test for a
// look) and the key widgets must be on screen whole, the map view keeping half of the width; options that
// change a panel's contents (Rhythm, another generator) must not move the docks.
#include "audition/beatpanel.h"
#include "i18n/language.h"
#include "mainwindow.h"
#include "panels/propertypanel.h"
#include "panels/searchpanel.h"
#include "play/playpanel.h"
#include "play/playview.h"
#include "uitest.h"
#include "view/mapview.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QListWidget>
#include <QPixmap>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QTableWidget>
#include <QtTest>

using namespace mapsmith;

namespace {

/// The part of `w` a user sees: its rectangle in `window`, cut by every ancestor's (a scroll area's
/// viewport, a dock, the window itself).
QRect shownRect(const QWidget *w, const QWidget *window)
{
    QRect r(w->mapTo(window, QPoint(0, 0)), w->size());
    for (const QWidget *p = w->parentWidget(); p && p != window; p = p->parentWidget())
        r &= QRect(p->mapTo(window, QPoint(0, 0)), p->size());
    return r & window->rect();
}

/// Empty when `w` is on screen whole, else what is wrong.
QString whole(const QWidget *w, const QWidget *window)
{
    const QString name =
        w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className()) : w->objectName();
    if (!w->isVisible())
        return name + QStringLiteral(" is hidden");
    const QRect full(w->mapTo(window, QPoint(0, 0)), w->size());
    const QRect shown = shownRect(w, window);
    if (shown != full || full.isEmpty())
        return QStringLiteral("%1 at %2,%3 %4x%5 shows only %6x%7 (window %8x%9)")
            .arg(name)
            .arg(full.x())
            .arg(full.y())
            .arg(full.width())
            .arg(full.height())
            .arg(shown.width())
            .arg(shown.height())
            .arg(window->width())
            .arg(window->height());
    return {};
}

/// Every control of `panel` a user works with (buttons, boxes, choosers, lists) that is meant to be shown.
QList<QWidget *> controlsOf(QWidget *panel)
{
    QList<QWidget *> out;
    for (QWidget *w : panel->findChildren<QWidget *>()) {
        const bool control = qobject_cast<QAbstractButton *>(w) || qobject_cast<QAbstractSpinBox *>(w) ||
                             qobject_cast<QComboBox *>(w) || qobject_cast<QListWidget *>(w);
        // Spin boxes and combos hold private children; a control hidden on purpose stays hidden.
        if (control && w->isVisibleTo(panel) && !qobject_cast<QAbstractSpinBox *>(w->parentWidget()) &&
            !qobject_cast<QComboBox *>(w->parentWidget()))
            out.append(w);
    }
    return out;
}

QString firstProblem(const QList<QWidget *> &widgets, const QWidget *window)
{
    for (const QWidget *w : widgets) {
        if (QString problem = whole(w, window); !problem.isEmpty())
            return problem;
    }
    return {};
}

/// The first control of `panel` that is not whole on screen once its scroll area (if it is in one) shows it:
/// a long parameter list scrolls, but no control may be cut across or hidden behind the scroll bar.
QString firstProblemScrolled(QWidget *panel, const QWidget *window)
{
    auto *scroll = panel->findChild<QScrollArea *>();
    for (QWidget *w : controlsOf(panel)) {
        const bool inList = scroll && scroll->widget() && scroll->widget()->isAncestorOf(w);
        QString problem = whole(w, window);
        if (problem.isEmpty() || !inList)
            if (!problem.isEmpty())
                return problem;
        if (inList) {
            // The list scrolls up and down; across, every control must fit its width.
            const QRect full(w->mapTo(window, QPoint(0, 0)), w->size());
            const QRect across(full.x(), scroll->viewport()->mapTo(window, QPoint(0, 0)).y(), full.width(),
                               1);
            if ((across & QRect(scroll->viewport()->mapTo(window, QPoint(0, 0)),
                                scroll->viewport()->size())) != across)
                return w->objectName() + QStringLiteral(" is cut across by the parameter list");
        }
    }
    return {};
}

QDockWidget *dock(MainWindow &window, const char *name)
{
    return window.findChild<QDockWidget *>(QString::fromLatin1(name));
}

/// How many colours the grab shows inside `rect`: a drawn map has many, an empty or black area one.
int colours(const QImage &image, const QRect &rect)
{
    QSet<QRgb> seen;
    for (int y = rect.top(); y <= rect.bottom(); y += 3)
        for (int x = rect.left(); x <= rect.right(); x += 3)
            seen.insert(image.pixel(x, y));
    return static_cast<int>(seen.size());
}

} // namespace

class TestScreenshots : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void cleanup() { Language::apply(QStringLiteral("en")); }

    void defaultLayout_showsEveryKeyWidgetWhole_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        for (const QSize size : {QSize(1280, 800), QSize(1600, 1000)})
            for (const char *language : {"en", "zh_CN"})
                QTest::addRow("%dx%d %s", size.width(), size.height(), language)
                    << size << QString::fromLatin1(language);
    }

    void defaultLayout_showsEveryKeyWidgetWhole()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        Language::apply(language);
        MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(uitest::waitForMap(window.document()));
        QTest::qWait(50); // the first-show sizing pass
        QCOMPARE(window.size(), size);

        const QImage shot = window.grab().toImage();
        shot.save(QStringLiteral(MAPSMITH_BINARY_DIR "/layout-%1x%2-%3.png")
                      .arg(size.width())
                      .arg(size.height())
                      .arg(language));
        QCOMPARE(shot.size(), size * window.devicePixelRatio());

        MapView *view = window.mapView();
        QVERIFY2(whole(view, &window).isEmpty(), qPrintable(whole(view, &window)));
        QVERIFY2(
            view->width() * 2 >= window.width(),
            qPrintable(QStringLiteral("the map view is %1 of %2 px").arg(view->width()).arg(window.width())));
        QVERIFY2(view->height() * 2 >= window.height(), qPrintable(QString::number(view->height())));
        QVERIFY(colours(shot, QRect(view->mapTo(&window, QPoint(0, 0)), view->size())) > 3); // the map drawn

        // The generator chooser and every parameter of the default cave, the list scrolled where it is long.
        auto *chooser = window.propertyPanel()->findChild<QComboBox *>(QStringLiteral("generatorChooser"));
        QVERIFY(chooser);
        QVERIFY2(whole(chooser, &window).isEmpty(), qPrintable(whole(chooser, &window)));
        const QString params = firstProblemScrolled(window.propertyPanel(), &window);
        QVERIFY2(params.isEmpty(), qPrintable(params));
        for (const char *name : {"diagnosticsDock", "generatorDock"})
            QVERIFY2(dock(window, name)->isVisible(), name);

        // The Play dock (the toolbar's Play, under the map): its controls and viewport.
        dock(window, "playDock")->toggleViewAction()->trigger();
        QTest::qWait(50);
        QCOMPARE(window.size(), size);
        QTRY_VERIFY2_WITH_TIMEOUT(firstProblem(controlsOf(window.playPanel()), &window).isEmpty(),
                                  qPrintable(firstProblem(controlsOf(window.playPanel()), &window)), 5000);
        QVERIFY2(whole(window.playPanel()->view(), &window).isEmpty(),
                 qPrintable(whole(window.playPanel()->view(), &window)));
        QVERIFY(window.playPanel()->view()->height() >= 200); // room to play

        // The Search dock's controls, and room in the comparison for several rows.
        dock(window, "searchDock")->raise();
        QTest::qWait(20);
        const QString search = firstProblem(controlsOf(window.searchPanel()), &window);
        QVERIFY2(search.isEmpty(), qPrintable(search));
        window.grab().save(QStringLiteral(MAPSMITH_BINARY_DIR "/layout-%1x%2-%3-search.png")
                               .arg(size.width())
                               .arg(size.height())
                               .arg(language));
        QTableWidget *table = window.searchPanel()->compareTable();
        QVERIFY2(whole(table, &window).isEmpty(), qPrintable(whole(table, &window)));
        const int rowHeight = table->verticalHeader()->defaultSectionSize();
        QVERIFY2(table->viewport()->height() >= 4 * rowHeight,
                 qPrintable(QStringLiteral("the comparison shows %1 px, a row is %2")
                                .arg(table->viewport()->height())
                                .arg(rowHeight)));

        // The Beat dock (View > Beat, a tab beside Play): every control without dragging its splitter.
        dock(window, "beatDock")->toggleViewAction()->trigger();
        dock(window, "beatDock")->raise();
        QTest::qWait(50);
        QCOMPARE(window.size(), size);
        // The bottom group takes its height once the layout has placed the dock (a queued pass).
        QTRY_VERIFY2_WITH_TIMEOUT(firstProblem(controlsOf(window.beatPanel()), &window).isEmpty(),
                                  qPrintable(firstProblem(controlsOf(window.beatPanel()), &window)), 5000);
        window.grab().save(QStringLiteral(MAPSMITH_BINARY_DIR "/layout-%1x%2-%3-beat.png")
                               .arg(size.width())
                               .arg(size.height())
                               .arg(language));
        QVERIFY2(whole(view, &window).isEmpty(), qPrintable(whole(view, &window)));
        QVERIFY(view->height() >= 150); // the map keeps a strip

        // No dock on show scrolls across: a panel may scroll down, never sideways (the Beat panel's
        // candidates once made it wider than 1280 px left it, the palette beside its vertical bar).
        for (QDockWidget *d : window.findChildren<QDockWidget *>()) {
            auto *area = qobject_cast<QScrollArea *>(d->widget());
            if (!d->isVisible() || d->visibleRegion().isEmpty() || !area)
                continue;
            QVERIFY2(!area->horizontalScrollBar()->isVisible(),
                     qPrintable(QStringLiteral("%1 scrolls across: its panel wants %2 px of %3")
                                    .arg(d->objectName())
                                    .arg(area->widget()->minimumSizeHint().width())
                                    .arg(area->viewport()->width())));
        }
    }

    void changingOptions_doesNotMoveTheDocks_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x800") << QSize(1280, 800);
        QTest::newRow("1600x1000") << QSize(1600, 1000);
    }

    void changingOptions_doesNotMoveTheDocks()
    {
        QFETCH(QSize, size);
        MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(uitest::waitForMap(window.document()));
        dock(window, "playDock")->toggleViewAction()->trigger();
        // The bottom group takes its height in a queued pass: record the layout once it has.
        QTRY_VERIFY(dock(window, "playDock")->height() >= size.height() * 40 / 100);
        QTest::qWait(50);
        const auto geometries = [&window] {
            QList<QRect> out{window.mapView()->geometry()};
            for (const char *name :
                 {"generatorDock", "diagnosticsDock", "paletteDock", "historyDock", "playDock"})
                out << dock(window, name)->geometry();
            return out;
        };
        const QList<QRect> before = geometries();

        window.playPanel()->rhythmBox()->setChecked(!window.playPanel()->rhythmBox()->isChecked());
        QTest::qWait(20);
        QCOMPARE(geometries(), before);
        window.playPanel()->rhythmBox()->setChecked(!window.playPanel()->rhythmBox()->isChecked());
        QTest::qWait(20);
        QCOMPARE(geometries(), before);

        auto *chooser = window.propertyPanel()->findChild<QComboBox *>(QStringLiteral("generatorChooser"));
        for (const char *generator : {"tower", "loderunner", "rooms", "maze", "cave"}) {
            chooser->setCurrentIndex(chooser->findData(QString::fromLatin1(generator)));
            QVERIFY(uitest::waitForMap(window.document()));
            QTest::qWait(20);
            QVERIFY2(geometries() == before, generator);
        }
    }
};

QTEST_MAIN(TestScreenshots)
#include "test_screenshots.moc"
