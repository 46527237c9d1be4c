// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The seed sweep dock: a sweep off the GUI thread, its table and histograms, clicking a bar, opening a seed;
// the wall's metric captions and failed-validation badges.
// Core first: Qt's `slots` keyword macro must not reach core headers (see app/cli/path.cpp).
// clang-format off
#include <mapsmith/generate/registry.h>
#include <mapsmith/sweep/metrics.h>
// clang-format on

#include "../common/redpixels.h"
#include "dialogs/walldialog.h"
#include "document/editcommands.h"
#include "mainwindow.h"
#include "panels/sweephistogram.h"
#include "panels/sweeppanel.h"
#include "render/walljob.h"
#include "uitest.h"

#include <QAction>
#include <QBarSet>
#include <QComboBox>
#include <QDockWidget>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QUndoStack>

using namespace mapsmith;

using testimage::redPixels;

namespace {

Config smallCave(std::uint64_t seed = 7)
{
    return uitest::smallCave(seed, 26);
}

bool waitForSweep(SweepPanel *panel)
{
    return QTest::qWaitFor([panel] { return !panel->isRunning(); }, 60000);
}

std::int64_t measured(const Config &base, std::uint64_t seed, const std::string &metric)
{
    Config c = base;
    c.seed = seed;
    const auto specs = sweep::metricSpecs(c.generator);
    const auto sample = sweep::measureSeed(builtinGenerators(), specs, c);
    return sample ? sample->values[static_cast<std::size_t>(sweep::findMetric(specs, metric))].value_or(-1)
                  : -1;
}

} // namespace

class TestSweepPanel : public QObject
{
    Q_OBJECT

public:
    static void initMain() { uitest::isolateSettings(); }

private slots:
    void runSweep_fillsTableAndHistogram_clickBarListsItsSeeds_openSeedChangesDocument()
    {
        MapDocument doc;
        doc.reset(smallCave(), QString());
        QVERIFY(uitest::waitForMap(&doc));
        SweepPanel panel(&doc);
        panel.resize(900, 700);
        panel.show();
        QSignalSpy finished(&panel, &SweepPanel::finished);
        panel.countBox()->setValue(60);
        QTest::mouseClick(panel.runButton(), Qt::LeftButton);
        QVERIFY(panel.isRunning() || finished.count() == 1); // returned at once: the work is on the pool
        QVERIFY(!panel.runButton()->isEnabled() || finished.count() == 1);
        QVERIFY(waitForSweep(&panel));
        QCOMPARE(finished.count(), 1);
        QVERIFY(panel.stats().has_value());
        QCOMPARE(panel.stats()->seeds, std::uint64_t{60});
        QCOMPARE(panel.stats()->ranges.front().first, std::uint64_t{7}); // from the document's seed on
        QVERIFY(panel.table()->rowCount() >= 4);
        QVERIFY(panel.runButton()->isEnabled());

        QVERIFY(panel.selectMetric(QStringLiteral("path_length")));
        SweepHistogram *h = panel.histogram();
        if (const QByteArray out = qgetenv("MAPSMITH_SWEEP_PANEL_SCREENSHOT"); !out.isEmpty()) {
            QTest::qWait(200);
            panel.grab().save(QString::fromLocal8Bit(out));
        }
        QVERIFY(h->barCount() > 1);
        QVERIFY(h->barSet());
        int total = 0;
        int clicked = -1;
        for (int i = 0; i < h->barCount(); ++i) {
            total += static_cast<int>(h->barSet()->at(i));
            if (clicked < 0 && h->barSet()->at(i) > 0)
                clicked = i;
        }
        QCOMPARE(total, 60);
        emit h->barSet()->clicked(clicked); // what a click on the bar sends
        QListWidget *seeds = h->seedList();
        QCOMPARE(seeds->count(), static_cast<int>(h->barSet()->at(clicked)));
        // Oracle: generate all 60 seeds again; the bar lists exactly those whose path length falls in its
        // bins.
        const auto &stats = *panel.stats();
        const auto &spec =
            stats.specs[static_cast<std::size_t>(sweep::findMetric(stats.specs, "path_length"))];
        const auto [firstBin, lastBin] = h->barBins(clicked);
        QList<qulonglong> expected;
        for (std::uint64_t seed = 7; seed < 67; ++seed) {
            const std::int64_t bin = spec.binOf(measured(smallCave(), seed, "path_length"));
            if (bin >= firstBin && bin <= lastBin)
                expected << seed;
        }
        QList<qulonglong> listed;
        for (int i = 0; i < seeds->count(); ++i)
            listed << seeds->item(i)->data(Qt::UserRole).toULongLong();
        QCOMPARE(listed, expected);
        const auto &pathStats =
            stats.metrics[static_cast<std::size_t>(sweep::findMetric(stats.specs, "path_length"))];
        QCOMPARE(firstBin, spec.binOf(pathStats.min)); // the first non-empty bar holds the shortest path

        // Opening a seed is one undoable seed change.
        const auto chosen = seeds->item(seeds->count() - 1)->data(Qt::UserRole).toULongLong();
        const int undoBefore = doc.undoStack()->count();
        emit seeds->itemActivated(seeds->item(seeds->count() - 1));
        QCOMPARE(doc.config().seed, chosen == 7 ? std::uint64_t{7} : chosen);
        QCOMPARE(doc.undoStack()->count(), undoBefore + (chosen == 7 ? 0 : 1));
        QVERIFY(uitest::waitForMap(&doc));
        QCOMPARE(doc.map().source.seed, chosen);
    }

    // A Lode Runner sweep's summary says which share of the seeds the solver beats: the beatable metric's
    // share, as `mapsmith sweep` reports it.
    void loderunnerSweep_summaryShowsTheBeatableShare()
    {
        Config crowded{"loderunner", 1, {}, {}};
        crowded.params.set("width", std::int64_t{20});
        crowded.params.set("height", std::int64_t{10});
        crowded.params.set("guards", std::int64_t{6});
        MapDocument doc;
        doc.reset(crowded, QString());
        QVERIFY(uitest::waitForMap(&doc));
        SweepPanel panel(&doc);
        panel.show();
        panel.countBox()->setValue(12);
        QTest::mouseClick(panel.runButton(), Qt::LeftButton);
        QVERIFY(waitForSweep(&panel));
        QVERIFY(panel.stats().has_value());
        const double share = panel.stats()->beatableShare();
        QVERIFY(share >= 0);
        const QString expected = QStringLiteral("%1% beatable").arg(QLocale().toString(share * 100, 'f', 1));
        bool shown = false;
        for (const QLabel *label : panel.findChildren<QLabel *>())
            shown = shown || label->text().contains(expected);
        QVERIFY2(shown, qPrintable(expected));
    }

    // The sweep's seed list changes the seed through the document, which asks before a baked map (and its
    // edits) is regenerated away, as the seed bar does.
    void openSeed_onABakedMap_asksBeforeDiscardingIt()
    {
        MapDocument doc;
        doc.reset(smallCave(7), QString());
        QVERIFY(uitest::waitForMap(&doc));
        doc.undoStack()->push(new BakeCommand(&doc));
        QVERIFY(doc.isBaked());
        int asked = 0;
        bool discard = false;
        doc.setDiscardQuestion([&] {
            ++asked;
            return discard;
        });
        SweepPanel panel(&doc);
        const int undoBefore = doc.undoStack()->count();

        emit panel.histogram()->seedActivated(12); // declined: nothing changes
        QCOMPARE(asked, 1);
        QCOMPARE(doc.config().seed, std::uint64_t{7});
        QVERIFY(doc.isBaked());
        QCOMPARE(doc.undoStack()->count(), undoBefore);

        discard = true; // accepted: unbaked and re-seeded in one undo step
        emit panel.histogram()->seedActivated(12);
        QCOMPARE(asked, 2);
        QCOMPARE(doc.config().seed, std::uint64_t{12});
        QVERIFY(!doc.isBaked());
        QCOMPARE(doc.undoStack()->count(), undoBefore + 1);
        QVERIFY(uitest::waitForMap(&doc));
        QCOMPARE(doc.map().source.seed, std::uint64_t{12});
        doc.undoStack()->undo();
        QVERIFY(doc.isBaked());
        QCOMPARE(doc.config().seed, std::uint64_t{7});
    }

    void cancel_stopsTheRunAndKeepsTheLastResult()
    {
        MapDocument doc;
        doc.reset(smallCave(3), QString());
        QVERIFY(uitest::waitForMap(&doc));
        SweepPanel panel(&doc);
        panel.run(5);
        QVERIFY(waitForSweep(&panel));
        QCOMPARE(panel.stats()->seeds, std::uint64_t{5});
        panel.run(100000);
        QVERIFY(panel.isRunning());
        QVERIFY(panel.cancelButton()->isEnabled());
        QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
        QVERIFY(waitForSweep(&panel));
        QCOMPARE(panel.stats()->seeds, std::uint64_t{5}); // the cancelled run replaced nothing
        QVERIFY(!panel.cancelButton()->isEnabled());
    }

    void mainWindow_hasASeedSweepDock()
    {
        MainWindow window;
        QVERIFY(window.sweepPanel());
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("sweepDock"));
        QVERIFY(dock);
        QVERIFY(dock->isAncestorOf(window.sweepPanel()));
        QVERIFY(!dock->windowTitle().isEmpty());
        window.resize(1600, 1000);
        window.show();
        QVERIFY(uitest::waitForMap(window.document()));
        QVERIFY(!dock->isVisible()); // opened from the View menu
        dock->toggleViewAction()->trigger();
        QVERIFY(dock->isVisible());
        window.sweepPanel()->run(200);
        QVERIFY(waitForSweep(window.sweepPanel()));
        QCOMPARE(window.sweepPanel()->stats()->seeds, std::uint64_t{200});
        QVERIFY(window.sweepPanel()->selectMetric(QStringLiteral("floor_share")));
        SweepHistogram *h = window.sweepPanel()->histogram();
        int fullest = 0;
        for (int i = 0; i < h->barCount(); ++i)
            fullest = h->barSet()->at(i) > h->barSet()->at(fullest) ? i : fullest;
        emit h->barSet()->clicked(fullest);
        QVERIFY(h->seedList()->count() > 0);
        if (const QByteArray out = qgetenv("MAPSMITH_SWEEP_SCREENSHOT"); !out.isEmpty()) {
            QTest::qWait(300); // the chart lays out its axes from the event loop
            window.grab().save(QString::fromLocal8Bit(out));
        }
    }

    void wallDialog_offersTheGeneratorsMetrics()
    {
        WallDialog dialog(1);
        dialog.setMetrics(sweep::metricSpecs("cave"));
        auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("wallMetric"));
        QVERIFY(combo);
        QCOMPARE(combo->count(), static_cast<int>(sweep::metricSpecs("cave").size()) + 1);
        QCOMPARE(dialog.metric(), std::string());
        combo->setCurrentIndex(1);
        QCOMPARE(dialog.metric(), std::string("floor_share"));
        QVERIFY(!dialog.badges());
    }

    void wallWithMetric_printsACaptionUnderEverySeed()
    {
        WallRequest request;
        request.config = smallCave();
        request.firstSeed = 1;
        request.lastSeed = 6;
        request.options.columns = 3;
        const auto plain = buildWall(builtinGenerators(), request);
        request.metric = "floor_share";
        const auto captioned = buildWall(builtinGenerators(), request);
        QVERIFY(plain.ok() && captioned.ok());
        // A caption band under each of the two rows, and the legend line above them.
        QCOMPARE(captioned->image.height(), plain->image.height() + 3 * request.options.labelHeight);
        for (const WallCell &cell : captioned->cells) {
            QVERIFY(!cell.caption.isEmpty());
            QCOMPARE(cell.caption.top(), cell.label.bottom() + 1);
            // Some pixels of the caption band are text (label colour), not background.
            const QImage band = captioned->image.copy(cell.caption);
            int ink = 0;
            for (int y = 0; y < band.height(); ++y)
                for (int x = 0; x < band.width(); ++x)
                    ink += band.pixelColor(x, y).lightness() > 128 ? 1 : 0;
            QVERIFY(ink > 5);
        }
        request.metric = "nope";
        const auto bad = buildWall(builtinGenerators(), request);
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message.find("floor_share") != std::string::npos);
    }

    void wallBadges_markExactlyTheSeedsThatFailValidation()
    {
        // Hand-built items: the badge is drawn where asked and nowhere else.
        WallRequest request;
        request.config = smallCave();
        request.firstSeed = 1;
        request.lastSeed = 4;
        request.options.columns = 4;
        request.badges = true;
        const auto wall = buildWall(builtinGenerators(), request);
        QVERIFY(wall.ok());
        for (const WallCell &cell : wall->cells) // caves pass their checks: no badge
            QVERIFY(cell.badge.isEmpty());

        std::vector<WallItem> items;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            Config c = smallCave(seed);
            auto g = generate(builtinGenerators(), c);
            QVERIFY(g.ok());
            items.push_back({seed, g->map, {}, seed == 2 || seed == 3});
        }
        std::vector<WallCell> cells;
        const QImage image = renderWall(items, Palette::builtin(), WallOptions{}, &cells);
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const bool badged = items[i].badge;
            QCOMPARE(!cells[i].badge.isEmpty(), badged);
            // The same corner of every thumbnail: red only where a badge is.
            const QRect corner(cells[i].thumbnail.right() - 11, cells[i].thumbnail.top(), 12, 12);
            QVERIFY2((redPixels(image, corner) > 10) == badged, qPrintable(QString::number(i)));
        }
    }
};

QTEST_MAIN(TestSweepPanel)
#include "test_sweep_panel.moc"
