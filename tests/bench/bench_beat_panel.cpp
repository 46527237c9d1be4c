// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Opening music in the beat panel as a designer does (issue 16: a 4-minute song opens in <= 2 s with
// progress): for each file, BeatPanel::loadMusic until musicLoaded (decoding off the GUI thread, then the
// views take the samples), then Detect until the analysis is shown. Wall-clock medians over the runs, the
// number of progress-bar updates seen, and the longest the GUI thread went without turning its event loop
// while opening and while detecting (a 5 ms timer measures the gaps; the worst over the runs).
// Run: QT_QPA_PLATFORM=offscreen build/tests/bench/bench_beat_panel [--runs N] FILE...
// Or, for a look at the panel: xvfb-run -s '-screen 0 1600x1000x24' build/tests/bench/bench_beat_panel
//   --screenshot OUT.png [--lang zh_CN] FILE  (the main window at 1600x1000, the music loaded and detected).
#include "audition/beatpanel.h"
#include "document/mapdocument.h"
#include "i18n/language.h"
#include "mainwindow.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProgressBar>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace mapsmith;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

// Runs the event loop until `signal` of `sender` fires (or 60 s pass); the longest gap between turns of the
// loop goes to `stallMs`.
template <typename Signal> bool waitFor(const BeatPanel *sender, Signal signal, double &stallMs)
{
    QEventLoop loop;
    bool fired = false;
    const auto c = QObject::connect(sender, signal, &loop, [&] {
        fired = true;
        loop.quit();
    });
    QElapsedTimer gap;
    gap.start();
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
        stallMs = std::max(stallMs, static_cast<double>(gap.nsecsElapsed()) / 1e6);
        gap.restart();
    });
    tick.start(5);
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    loop.exec();
    QObject::disconnect(c);
    stallMs = std::max(stallMs, static_cast<double>(gap.nsecsElapsed()) / 1e6);
    return fired;
}

int screenshot(const QString &out, const QString &lang, const QString &music)
{
    Language::apply(lang);
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("beatDock"));
    if (dock) {
        dock->show();
        dock->raise();
    }
    double stall = 0.0;
    window.beatPanel()->loadMusic(music);
    if (!waitFor(window.beatPanel(), &BeatPanel::musicLoaded, stall))
        return 1;
    window.beatPanel()->detect();
    if (!waitFor(window.beatPanel(), &BeatPanel::detected, stall))
        return 1;
    window.beatPanel()->seek(8.0);
    QEventLoop settle;
    QTimer::singleShot(300, &settle, &QEventLoop::quit);
    settle.exec();
    return window.grab().save(out) ? 0 : 1;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    if (args.size() >= 3 && args.front() == QStringLiteral("--screenshot")) {
        const QString out = args.at(1);
        const bool hasLang = args.size() >= 5 && args.at(2) == QStringLiteral("--lang");
        return screenshot(out, hasLang ? args.at(3) : QStringLiteral("en"), args.back());
    }
    int runs = 5;
    if (args.size() >= 2 && args.front() == QStringLiteral("--runs")) {
        runs = std::max(1, args.at(1).toInt());
        args = args.mid(2);
    }
    if (args.isEmpty()) {
        std::fprintf(stderr, "usage: bench_beat_panel [--runs N] FILE...\n");
        return 2;
    }
    std::printf("%-28s %7s %9s %9s %9s %11s %11s\n", "file", "audio s", "open ms", "progress", "detect ms",
                "open stall", "det. stall");
    for (const QString &path : args) {
        std::vector<double> open, detect;
        double openStall = 0.0, detectStall = 0.0, seconds = 0.0;
        int updates = 0;
        for (int r = 0; r < runs; ++r) {
            MapDocument document;
            BeatPanel panel(&document);
            panel.resize(1200, 700);
            panel.show();
            auto *bar = panel.findChild<QProgressBar *>();
            int seen = 0;
            if (bar)
                QObject::connect(bar, &QProgressBar::valueChanged, &panel, [&seen] { ++seen; });
            QElapsedTimer t;
            t.start();
            panel.loadMusic(path);
            if (!waitFor(&panel, &BeatPanel::musicLoaded, openStall)) {
                std::fprintf(stderr, "%s: did not open: %s\n", qPrintable(path),
                             qPrintable(panel.statusText()));
                return 1;
            }
            open.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
            updates = seen;
            seconds = panel.audio()->durationSeconds;
            t.restart();
            panel.detect();
            if (!waitFor(&panel, &BeatPanel::detected, detectStall)) {
                std::fprintf(stderr, "%s: no detection\n", qPrintable(path));
                return 1;
            }
            detect.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        }
        std::printf("%-28s %7.1f %9.0f %9d %9.0f %11.1f %11.1f\n", qPrintable(path.section(u'/', -1)),
                    seconds, median(open), updates, median(detect), openStall, detectStall);
    }
    return 0;
}
