// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "shell/docklayout.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStyle>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace mapsmith {

namespace {

struct DockInfo
{
    const char *objectName;
    bool scrollsItself; ///< a tree, a list or a panel with its own scroll area: no second one around it
};

// In Dock's order.
constexpr std::array<DockInfo, DockLayout::kDockCount> kDocks{{
    {"generatorDock", true}, // the parameters scroll inside the panel, under the generator chooser
    {"searchDock", false},
    {"plannerDock", false},
    {"diagnosticsDock", true},
    {"validationDock", false},
    {"paletteDock", false},
    {"historyDock", true},
    {"playDock", false},
    {"beatDock", false},
    {"sweepDock", false},
}};

const QString kGeometryKey = QStringLiteral("mainwindow/geometry");
const QString kStateKey = QStringLiteral("mainwindow/state");

/// A dock's title bar and its tab group's tab bar, which the dock's height holds besides its panel.
constexpr int kDockChrome = 56;

/// `panel` in a scroll area: the dock may then be narrower or shorter than the panel's minimum, so a
/// panel's minimum never sets a column's width or a tab group's height, and a panel that grows (more
/// parameters, Rhythm's controls) scrolls instead of moving the docks.
QWidget *scrolling(QWidget *panel, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setFocusPolicy(Qt::NoFocus); // the keys stay with the panel (the play viewport's)
    area->setWidget(panel);
    return area;
}

/// The panel inside a dock (through its scroll area).
QWidget *panelOf(const QDockWidget *dock)
{
    if (const auto *area = qobject_cast<const QScrollArea *>(dock->widget()))
        return area->widget();
    return dock->widget();
}

} // namespace

DockLayout::DockLayout(QMainWindow *window) : QObject(window), m_window(window)
{
    m_window->installEventFilter(this);
}

QDockWidget *DockLayout::add(Dock id, QWidget *panel)
{
    const DockInfo &info = kDocks[static_cast<std::size_t>(id)];
    auto *dock = new QDockWidget(m_window);
    dock->setObjectName(QString::fromLatin1(info.objectName));
    dock->setWidget(info.scrollsItself ? panel : scrolling(panel, dock));
    m_docks[static_cast<std::size_t>(id)] = dock;
    return dock;
}

void DockLayout::arrange()
{
    QMainWindow *w = m_window;
    // The right column runs the window's full height (the parameters keep theirs); the bottom area runs
    // under the map and the left column.
    w->setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    w->setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    w->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    w->setCorner(Qt::BottomLeftCorner, Qt::BottomDockWidgetArea);

    // One tab group: the column keeps the palette whole when a bottom dock takes its lower half.
    w->addDockWidget(Qt::LeftDockWidgetArea, dock(Dock::Palette));
    w->tabifyDockWidget(dock(Dock::Palette), dock(Dock::History));

    w->addDockWidget(Qt::RightDockWidgetArea, dock(Dock::Generator));
    w->addDockWidget(Qt::RightDockWidgetArea, dock(Dock::Diagnostics));
    w->tabifyDockWidget(dock(Dock::Generator), dock(Dock::Search));
    w->tabifyDockWidget(dock(Dock::Search), dock(Dock::Planner));
    w->tabifyDockWidget(dock(Dock::Diagnostics), dock(Dock::Validation));

    w->addDockWidget(Qt::BottomDockWidgetArea, dock(Dock::Play));
    w->tabifyDockWidget(dock(Dock::Play), dock(Dock::Beat));
    w->tabifyDockWidget(dock(Dock::Beat), dock(Dock::Sweep));
    for (Dock id : {Dock::Play, Dock::Beat, Dock::Sweep}) {
        QDockWidget *d = dock(id);
        d->hide();
        connect(d, &QDockWidget::visibilityChanged, this, [this, d](bool visible) {
            if (visible && !d->isFloating()) // once the layout has placed it
                QTimer::singleShot(0, this, [this, d] { fitBottom(d); });
        });
    }
    dock(Dock::Palette)->raise();
    dock(Dock::Generator)->raise();
    dock(Dock::Diagnostics)->raise();
}

QList<QAction *> DockLayout::toggleActions() const
{
    QList<QAction *> out;
    for (QDockWidget *d : m_docks)
        out.append(d->toggleViewAction());
    return out;
}

void DockLayout::retranslate()
{
    const QString titles[kDockCount] = {tr("Generator"),  tr("Search"),    tr("Planner"), tr("Diagnostics"),
                                        tr("Validation"), tr("Palette"),   tr("History"), tr("Play"),
                                        tr("Beat"),       tr("Seed Sweep")};
    for (std::size_t i = 0; i < m_docks.size(); ++i)
        m_docks[i]->setWindowTitle(titles[i]);
}

bool DockLayout::restore()
{
    QSettings settings;
    if (!m_window->restoreGeometry(settings.value(kGeometryKey).toByteArray())) {
        // First run: most of the screen (the map, the parameters and a bottom dock all want room); 1280x800
        // at least, which a window manager fits to a smaller screen.
        const QSize available = m_window->screen()->availableGeometry().size();
        m_window->resize(std::max(1280, available.width() * 9 / 10),
                         std::max(800, available.height() * 9 / 10));
    }
    m_restored = m_window->restoreState(settings.value(kStateKey).toByteArray(), kStateVersion);
    return m_restored;
}

void DockLayout::save() const
{
    QSettings settings;
    settings.setValue(kGeometryKey, m_window->saveGeometry());
    settings.setValue(kStateKey, m_window->saveState(kStateVersion));
}

bool DockLayout::eventFilter(QObject *watched, QEvent *event)
{
    // After the first show the docks have their real sizes: a pass before it is undone by the layout's
    // first activation. A restored state stays as the user left it.
    if (watched == m_window && event->type() == QEvent::Show && !m_fitted && !m_restored) {
        m_fitted = true;
        QTimer::singleShot(0, this, &DockLayout::fitToWindow);
    }
    return QObject::eventFilter(watched, event);
}

void DockLayout::fitToWindow()
{
    QDockWidget *palette = dock(Dock::Palette);
    QDockWidget *generator = dock(Dock::Generator);
    QDockWidget *diagnostics = dock(Dock::Diagnostics);
    const int width = m_window->width();
    // The map keeps more than half of the width: the left column 15% (at least the palette's two
    // columns), the right 27% (at 1280 px the bottom docks, under the map and the left column, then have
    // the 920 px the beat panel's controls take).
    int left = std::clamp(width * 15 / 100, std::min(200, width / 6), 260);
    // ... and room for the palette's own minimum beside its vertical scroll bar, which a short column
    // shows (the Beat dock under the map): without it the palette scrolled across as well.
    const int paletteNeeds = panelOf(palette)->minimumSizeHint().width() +
                             palette->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, palette) + 8;
    left = std::min(std::max(left, paletteNeeds), std::max(left, width / 5));
    const int right = std::clamp(width * 27 / 100, std::min(340, width / 3), 520);
    QList<QDockWidget *> columns;
    QList<int> widths;
    for (auto [d, size] : {std::pair(palette, left), std::pair(generator, right)}) {
        if (!d->isFloating() && d->isVisible()) {
            columns << d;
            widths << size;
        }
    }
    m_window->resizeDocks(columns, widths, Qt::Horizontal);

    // The workflows' group gets three quarters of the right column's height (the search dock's stepper and
    // comparison want it); the readouts at least a readable strip.
    const int column = generator->height() + diagnostics->height();
    if (column <= 0 || generator->isFloating() || diagnostics->isFloating())
        return;
    const int readouts = std::clamp(column / 4, std::min(160, column / 3), 300);
    m_window->resizeDocks({generator, diagnostics}, {column - readouts, readouts}, Qt::Vertical);
}

void DockLayout::fitBottom(QDockWidget *shown)
{
    if (!shown->isVisible() || shown->isFloating())
        return;
    // What its panel needs to show every control, and 40% of the window for the play viewport, the
    // waveform or the histograms; never more than 60%, so the map keeps a strip.
    const int needed = panelOf(shown)->minimumSizeHint().height() + kDockChrome;
    const int wanted =
        std::min(std::max(needed, m_window->height() * 40 / 100), m_window->height() * 60 / 100);
    if (shown->height() < wanted)
        m_window->resizeDocks({shown}, {wanted}, Qt::Vertical);
}

} // namespace mapsmith
