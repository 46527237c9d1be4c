// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QList>
#include <QObject>

#include <array>

class QAction;
class QDockWidget;
class QMainWindow;
class QWidget;

namespace mapsmith {

/// The editor's docks around the map view: creates one QDockWidget per panel, arranges them in their areas
/// and tab groups, gives them sizes that fit the window, and saves and restores the arrangement (QSettings,
/// `mainwindow/geometry` and `mainwindow/state`).
///
/// The default arrangement, which fits 1280x800 with the map view keeping more than half of the width:
///   left      Palette and History in one tab group, 15% of the width;
///   right     the workflows (Generator, Search, Planner) in one tall tab group over the readouts
///             (Diagnostics, Validation), 27% of the width;
///   bottom    Play, Beat and Seed Sweep, tabbed under the map and the left column and hidden until asked
///             for (View menu): each wants width, and a shown one gets the height its panel needs.
/// Every panel but the ones that scroll themselves sits in a scroll area, so a panel whose contents change
/// (a generator switch, Rhythm on) never resizes its dock: the layout does not jump.
class DockLayout : public QObject
{
    Q_OBJECT

public:
    enum class Dock {
        Generator,
        Search,
        Planner,
        Diagnostics,
        Validation,
        Palette,
        History,
        Play,
        Beat,
        Sweep,
    };
    static constexpr int kDockCount = 10;
    /// Bumped whenever the default arrangement changes: a state saved for another one is not restored.
    static constexpr int kStateVersion = 2;

    explicit DockLayout(QMainWindow *window);

    /// Makes the dock `id` around `panel` (wrapped in a scroll area unless the panel scrolls itself). Every
    /// dock is added before arrange().
    QDockWidget *add(Dock id, QWidget *panel);
    QDockWidget *dock(Dock id) const { return m_docks[static_cast<std::size_t>(id)]; }
    /// Puts the docks in their areas and tab groups, the default tab of each group raised, the bottom ones
    /// hidden.
    void arrange();
    /// The docks' View-menu toggles, in menu order.
    QList<QAction *> toggleActions() const;
    /// Dock titles in the current language.
    void retranslate();

    /// The window's size and dock state from the settings; a first run (or a state of another version)
    /// sizes the window to most of its screen, at least 1280x800. True when a saved state was restored.
    bool restore();
    void save() const;
    /// Gives the columns and tab groups sizes that fit the window; the first show of a window with no
    /// restored state runs it (after the layout's first activation, which would undo it before).
    void fitToWindow();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// A bottom dock shown gets the height its tab group's panels need (up to 55% of the window).
    void fitBottom(QDockWidget *shown);

    QMainWindow *m_window;
    std::array<QDockWidget *, kDockCount> m_docks{};
    bool m_restored = false;
    bool m_fitted = false;
};

} // namespace mapsmith
