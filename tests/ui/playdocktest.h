// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Shared by the Play dock suites: a play clock the test sets by hand (play time with no sound card and no
// waiting), and the main window with the Play dock on screen.
#pragma once

#include "mainwindow.h"
#include "play/playclock.h"
#include "play/playpanel.h"
#include "play/playview.h"
#include "uitest.h"

#include <QDockWidget>

namespace uitest {

/// Time set by the test; counts what the view asks of it.
class FakeClock : public mapsmith::PlayClock
{
public:
    double time = 0.0;
    bool running = false;
    int starts = 0;
    double now() const override { return time; }
    void start(double at) override
    {
        time = at;
        running = true;
        ++starts;
    }
    void setPaused(bool paused) override { running = !paused; }
    void stop() override { running = false; }
};

/// Starts a ready play as a player does: a click into the view, which also gives it the keys. False if
/// there was no ready play or the click did not start it.
inline bool startPlay(mapsmith::PlayView *view)
{
    if (!view->isReady())
        return false;
    QTest::mouseClick(view, Qt::LeftButton, {}, view->rect().center());
    return view->hasFocus() && !view->isReady() && !view->isFocusPaused();
}

/// The main window at 1600 x 1000 playing the corridor, with the Play dock raised and, if asked, the beat
/// dock shown; false if the window's first map never came.
inline bool openPlayDock(mapsmith::MainWindow &window, bool beatDock)
{
    window.resize(1600, 1000);
    if (!waitForMap(window.document()))
        return false;
    window.document()->resetWithMap(corridor(), {});
    window.show();
    if (beatDock)
        window.findChild<QDockWidget *>(QStringLiteral("beatDock"))->show();
    window.playDock()->show();
    window.playDock()->raise();
    return true;
}

/// A new main window with the Play dock open on the corridor and its play session ready (the suites'
/// init); false if the dock did not open.
inline bool newPlayWindow(std::unique_ptr<mapsmith::MainWindow> &window, mapsmith::PlayPanel *&panel,
                          mapsmith::PlayView *&view)
{
    window = std::make_unique<mapsmith::MainWindow>();
    if (!openPlayDock(*window, false))
        return false;
    panel = window->playPanel();
    view = panel->view();
    return QTest::qWaitFor([&] { return view->hasSession(); });
}

/// A 6 x 5-cell maze, small enough to play through in a test.
inline mapsmith::Config smallMaze(std::uint64_t seed)
{
    mapsmith::Config c;
    c.generator = "maze";
    c.seed = seed;
    c.params.set("cell_width", std::int64_t{6});
    c.params.set("cell_height", std::int64_t{5});
    return c;
}

} // namespace uitest
