// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Core first: search/loderunnerrules.h names a member `slots`, which Qt's keyword macro would erase.
// clang-format off
#include <mapsmith/search/pathfind.h>
#include <mapsmith/search/replanner.h>
#include <mapsmith/search/traceplayer.h>
// clang-format on

#include "panels/searchpanel.h"

#include "document/mapdocument.h"
#include "i18n/coremessages.h"
#include "panels/searchcompare.h"
#include "view/mapview.h"
#include "view/searchoverlay.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>

namespace mapsmith {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString costText(Cost cost)
{
    return cost == kUnreachable ? QStringLiteral("—") : QString::number(cost);
}

} // namespace

SearchPanel::SearchPanel(MapDocument *document, MapView *view, QWidget *parent)
    : QWidget(parent), m_document(document), m_view(view), m_overlay(new SearchOverlay(this))
{
    createWidgets();
    m_view->addOverlay(m_overlay);
    connect(m_view, &MapView::tilePicked, this, &SearchPanel::onTilePicked);
    connect(m_view, &MapView::tileHovered, this, &SearchPanel::updateHover);
    m_view->installEventFilter(this);
    connect(m_document, &MapDocument::mapChanged, this, &SearchPanel::onMapChanged);
    connect(m_document, &MapDocument::mapEdited, this, &SearchPanel::onMapEdited);
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, &SearchPanel::onFinished);
    connect(&m_replanWatcher, &QFutureWatcher<void>::finished, this, &SearchPanel::onReplanFinished);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (!m_player || m_player->position() >= m_player->size()) {
            setPlaying(false);
            return;
        }
        // Several steps per tick at high speeds: a timer tick is at least 16 ms.
        bool moved = false;
        for (int i = 0; i < m_stepsPerTick && m_player->stepForward(); ++i)
            moved = true;
        if (moved)
            playerMoved();
    });
    retranslateUi();
    onMapChanged();
}

SearchPanel::~SearchPanel()
{
    // The view holds the overlay by QPointer: nothing to undo there. The jobs own copies of their input.
    m_watcher.waitForFinished();
    m_replanWatcher.waitForFinished();
}

void SearchPanel::createWidgets()
{
    m_rules = new QComboBox(this);
    m_rules->setObjectName(QStringLiteral("searchRules"));
    for (const char *id : {"grid4", "grid8", "beat", "loderunner", "loderunner-dig"})
        m_rules->addItem(QString(), QString::fromLatin1(id));
    m_algorithm = new QComboBox(this);
    m_algorithm->setObjectName(QStringLiteral("searchAlgorithm"));
    for (const SearchAlgorithmInfo &a : searchAlgorithms())
        m_algorithm->addItem(QString(), qs(a.id));
    m_algorithm->setCurrentIndex(m_algorithm->findData(QStringLiteral("astar")));
    m_startButton = new QPushButton(this);
    m_goalButton = new QPushButton(this);
    m_startButton->setCheckable(true);
    m_goalButton->setCheckable(true);
    m_endpoints = new QLabel(this);
    m_runButton = new QPushButton(this);
    m_runButton->setObjectName(QStringLiteral("searchRun"));
    m_compareButton = new QPushButton(this);
    m_stats = new QLabel(this);
    m_stats->setObjectName(QStringLiteral("searchStats"));
    m_stats->setWordWrap(true);
    m_stats->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hover = new QLabel(this);
    m_hover->setObjectName(QStringLiteral("searchHover"));
    m_compareView = new SearchCompare(this);

    auto *endpoints = new QHBoxLayout;
    endpoints->addWidget(m_startButton);
    endpoints->addWidget(m_goalButton);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_runButton);
    actions->addWidget(m_compareButton);
    auto *choice = new QFormLayout;
    m_rulesLabel = new QLabel(this);
    m_algorithmLabel = new QLabel(this);
    choice->addRow(m_rulesLabel, m_rules);
    choice->addRow(m_algorithmLabel, m_algorithm);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(choice);
    layout->addLayout(endpoints);
    layout->addWidget(m_endpoints);
    layout->addLayout(actions);
    layout->addWidget(createStepper());
    layout->addWidget(m_stats);
    layout->addWidget(m_hover);
    layout->addWidget(m_compareView, 1);

    connect(m_rules, &QComboBox::currentIndexChanged, this, &SearchPanel::onRulesChanged);
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, [this] { clearResult(); });
    connect(m_startButton, &QPushButton::clicked, this, &SearchPanel::pickStart);
    connect(m_goalButton, &QPushButton::clicked, this, &SearchPanel::pickGoal);
    connect(m_runButton, &QPushButton::clicked, this, &SearchPanel::runAndPlay);
    connect(m_compareButton, &QPushButton::clicked, this, &SearchPanel::compare);
    connect(m_compareView, &SearchCompare::rowChosen, this, &SearchPanel::showCompared);
}

QWidget *SearchPanel::createStepper()
{
    auto *box = new QWidget(this);
    // The style's media icons, not text glyphs: U+23EE and its neighbours are missing from many fonts.
    const auto button = [box](QStyle::StandardPixmap icon, const char *name) {
        auto *b = new QToolButton(box);
        b->setObjectName(QLatin1String(name));
        b->setIcon(box->style()->standardIcon(icon));
        b->setAutoRaise(true);
        return b;
    };
    m_first = button(QStyle::SP_MediaSkipBackward, "stepFirst");
    m_back = button(QStyle::SP_MediaSeekBackward, "stepBack");
    m_play = button(QStyle::SP_MediaPlay, "stepPlay");
    m_play->setCheckable(true);
    m_forward = button(QStyle::SP_MediaSeekForward, "stepForward");
    m_last = button(QStyle::SP_MediaSkipForward, "stepLast");
    m_position = new QSlider(Qt::Horizontal, box);
    m_position->setObjectName(QStringLiteral("searchPosition"));
    m_speed = new QSlider(Qt::Horizontal, box);
    m_speed->setRange(1, kMaxStepsPerSecond);
    m_speed->setValue(30);
    m_speedLabel = new QLabel(box);

    auto *buttons = new QHBoxLayout;
    for (QToolButton *b : {m_first, m_back, m_play, m_forward, m_last})
        buttons->addWidget(b);
    buttons->addStretch();
    auto *speed = new QHBoxLayout;
    speed->addWidget(m_speedLabel);
    speed->addWidget(m_speed, 1);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_position);
    layout->addLayout(speed);

    connect(m_first, &QToolButton::clicked, this, &SearchPanel::jumpToStart);
    connect(m_back, &QToolButton::clicked, this, &SearchPanel::stepBack);
    connect(m_play, &QToolButton::toggled, this, &SearchPanel::setPlaying);
    connect(m_forward, &QToolButton::clicked, this, &SearchPanel::stepForward);
    connect(m_last, &QToolButton::clicked, this, &SearchPanel::jumpToEnd);
    connect(m_position, &QSlider::valueChanged, this, [this](int v) { seek(static_cast<std::size_t>(v)); });
    connect(m_speed, &QSlider::valueChanged, this, [this] {
        applySpeed();
        retranslateUi();
    });
    applySpeed();
    return box;
}

void SearchPanel::retranslateUi()
{
    const QString names[] = {tr("Breadth-first"),     tr("Depth-first"),       tr("Dijkstra"), tr("A*"),
                             tr("Greedy best-first"), tr("Jump point search"), tr("Beat A*"),  tr("D* Lite")};
    const auto algorithms = searchAlgorithms();
    for (int i = 0; i < m_algorithm->count() && i < static_cast<int>(algorithms.size()); ++i) {
        const auto k = static_cast<std::size_t>(algorithms[static_cast<std::size_t>(i)].algorithm);
        m_algorithm->setItemText(i, k < std::size(names) ? names[k]
                                                         : qs(algorithms[static_cast<std::size_t>(i)].name));
    }
    QStringList shown;
    for (int i = 0; i < m_algorithm->count(); ++i)
        shown << m_algorithm->itemText(i);
    if (m_compareView)
        m_compareView->renameRows(shown); // a comparison made before a language switch follows it
    m_algorithm->setToolTip(tr("The search to run and replay"));
    const QString rules[] = {tr("4-neighbour"), tr("8-neighbour"), tr("Beat cost"), tr("Lode Runner"),
                             tr("Lode Runner with digging")};
    for (int i = 0; i < m_rules->count(); ++i)
        m_rules->setItemText(i, rules[i]);
    m_rules->setToolTip(tr("How the runner moves: searches that do not apply to these rules are disabled"));
    m_rulesLabel->setText(tr("Rules"));
    m_algorithmLabel->setText(tr("Search"));
    m_startButton->setText(tr("Set start"));
    m_startButton->setToolTip(tr("Click a cell on the map to start the search there"));
    m_goalButton->setText(tr("Set goal"));
    m_goalButton->setToolTip(tr("Click a cell on the map to search for a path to it"));
    m_runButton->setText(tr("Run"));
    m_runButton->setToolTip(tr("Search from the start to the goal and play the search step by step"));
    m_compareButton->setText(tr("Compare"));
    m_compareButton->setToolTip(tr("Run every search on the same start and goal"));
    m_first->setToolTip(tr("Jump to the start"));
    m_back->setToolTip(tr("Step back"));
    m_play->setToolTip(tr("Play or pause"));
    m_forward->setToolTip(tr("Step"));
    m_last->setToolTip(tr("Jump to the end"));
    m_speedLabel->setText(tr("%n step(s)/s", nullptr, m_speed->value()));
    updateEndpoints();
    updateStats();
}

void SearchPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool SearchPanel::found() const
{
    return m_result && m_result->found;
}

QPoint SearchPanel::startCell() const
{
    if (m_from.x() >= 0)
        return m_from;
    const auto &s = m_document->map().grid.start;
    return m_document->hasMap() && s ? QPoint(s->x, s->y) : QPoint(-1, -1);
}

QPoint SearchPanel::goalCell() const
{
    if (m_to.x() >= 0)
        return m_to;
    const auto &e = m_document->map().grid.exit;
    return m_document->hasMap() && e ? QPoint(e->x, e->y) : QPoint(-1, -1);
}

void SearchPanel::onMapChanged()
{
    const bool grid = m_document->hasMap() && m_document->map().kind == MapKind::Grid;
    const QSize size =
        grid ? QSize(m_document->map().grid.width(), m_document->map().grid.height()) : QSize();
    if (!QRect(QPoint(0, 0), size).contains(m_from))
        m_from = {-1, -1};
    if (!QRect(QPoint(0, 0), size).contains(m_to))
        m_to = {-1, -1};
    clearResult();
    setEnabled(grid || !m_document->hasMap());
    if (grid)
        scanMap();
    updateEndpoints();
}

void SearchPanel::clearResult()
{
    ++m_runId; // an off-thread run still going is now stale
    setPlaying(false);
    m_overlay->clear();
    m_player.reset();
    m_result.reset();
    m_error.clear();
    if (!m_keepComparison)
        m_compareView->clear();
    m_replanner.reset();
    m_replanDirty = QRect();
    m_replanExpanded = -1;
    m_note.clear();
    updateStats();
}

void SearchPanel::pickStart()
{
    m_picking = m_startButton->isChecked() || sender() != m_startButton ? Picking::Start : Picking::None;
    m_startButton->setChecked(m_picking == Picking::Start);
    m_goalButton->setChecked(false);
    m_view->setPickMode(m_picking != Picking::None);
}

void SearchPanel::pickGoal()
{
    m_picking = m_goalButton->isChecked() || sender() != m_goalButton ? Picking::Goal : Picking::None;
    m_goalButton->setChecked(m_picking == Picking::Goal);
    m_startButton->setChecked(false);
    m_view->setPickMode(m_picking != Picking::None);
}

void SearchPanel::onTilePicked(QPoint tile)
{
    if (m_picking == Picking::Start)
        m_from = tile;
    else if (m_picking == Picking::Goal)
        m_to = tile;
    else
        return;
    m_picking = Picking::None;
    m_startButton->setChecked(false);
    m_goalButton->setChecked(false);
    clearResult();
    updateEndpoints();
}

void SearchPanel::updateEndpoints()
{
    const auto text = [this](QPoint p) {
        return p.x() < 0 ? tr("none") : tr("(%1, %2)").arg(p.x()).arg(p.y());
    };
    m_endpoints->setText(tr("Start %1 → goal %2").arg(text(startCell()), text(goalCell())));
    m_overlay->setEndpoints(startCell(), goalCell());
}

void SearchPanel::install(std::unique_ptr<PathResult> result)
{
    m_result = std::move(result);
    m_player = std::make_unique<TracePlayer>(m_result->trace);
    m_overlay->setPlayer(m_player.get(), &m_result->trace);
    // The path-tracing events close the trace: the closed count shown adds them back, so it never drops.
    const auto &events = m_result->trace.events;
    m_firstPathEvent = events.size();
    while (m_firstPathEvent > 0 && events[m_firstPathEvent - 1].kind == TraceKind::Path)
        --m_firstPathEvent;
    // The default speed replays any search in about kDefaultReplaySeconds (the slider still changes it).
    {
        const QSignalBlocker blockSpeed(m_speed);
        const double perSecond = std::ceil(static_cast<double>(events.size()) / kDefaultReplaySeconds);
        m_speed->setValue(static_cast<int>(std::clamp(perSecond, 1.0, double(kMaxStepsPerSecond))));
    }
    applySpeed();
    retranslateUi();
    const QSignalBlocker block(m_position);
    m_position->setRange(0, static_cast<int>(m_player->size()));
    m_position->setValue(0);
}

void SearchPanel::applySpeed()
{
    const int perSecond = std::max(1, m_speed->value());
    const int interval = std::max(16, 1000 / perSecond);
    m_timer.setInterval(interval);
    m_stepsPerTick = std::max(1, static_cast<int>(std::lround(perSecond * interval / 1000.0)));
}

// Costs in the rules' unit: 4-neighbour steps are whole moves, 8-neighbour costs tenths of a straight step.
QString SearchPanel::costWithUnit(std::int32_t cost) const
{
    if (cost == kUnreachable)
        return costText(cost);
    switch (rules()) {
    case Rules::Grid4:
        return tr("%1 steps").arg(cost);
    case Rules::Grid8:
        return tr("%1 tenths (%2 steps; straight 10, diagonal 14)")
            .arg(cost)
            .arg(QLocale().toString(static_cast<double>(cost) / 10.0, 'f', 1));
    case Rules::Beat:
        return tr("%1 beats").arg(cost);
    case Rules::LodeRunner:
    case Rules::LodeRunnerDigging:
        break;
    }
    return tr("%1 moves").arg(cost);
}

void SearchPanel::seek(std::size_t position)
{
    if (!m_player)
        return;
    m_player->seek(std::min(position, m_player->size()));
    playerMoved();
}

void SearchPanel::stepForward()
{
    if (m_player && m_player->stepForward())
        playerMoved();
}

void SearchPanel::stepBack()
{
    if (m_player && m_player->stepBack())
        playerMoved();
}

void SearchPanel::jumpToStart()
{
    seek(0);
}

void SearchPanel::jumpToEnd()
{
    if (m_player)
        seek(m_player->size());
}

void SearchPanel::setPlaying(bool playing)
{
    playing = playing && m_player;
    if (playing && m_player->position() >= m_player->size())
        seek(0);
    if (playing)
        m_timer.start();
    else
        m_timer.stop();
    const QSignalBlocker block(m_play);
    m_play->setChecked(playing);
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void SearchPanel::playerMoved()
{
    {
        const QSignalBlocker block(m_position);
        m_position->setValue(static_cast<int>(m_player->position()));
    }
    m_overlay->refresh();
    updateStats();
    updateHover(m_view->hoveredTile());
}

void SearchPanel::updateStats()
{
    if (!m_error.isEmpty()) {
        m_stats->setText(trCoreMessage(m_error));
        return;
    }
    if (!m_result) {
        m_stats->setText(isSearching() ? tr("Searching…")
                                       : tr("Press Run to search from the start to the goal."));
        return;
    }
    const PathResult &r = *m_result;
    QString text = r.found ? tr("Found: cost %1, length %2").arg(costWithUnit(r.cost)).arg(r.path.size())
                           : tr("No path");
    text += QLatin1Char('\n') + tr("Expanded %1, pushed %2, peak open %3, %4 ms")
                                    .arg(r.stats.expanded)
                                    .arg(r.stats.pushed)
                                    .arg(r.stats.peakOpen)
                                    .arg(r.stats.micros / 1000.0, 0, 'f', 2);
    if (!m_note.isEmpty())
        text += QLatin1Char('\n') + m_note;
    if (m_player)
        text += QLatin1Char('\n') +
                tr("Step %1 of %2: %3 open, %4 closed")
                    .arg(m_player->position())
                    .arg(m_player->size())
                    .arg(m_player->openCount())
                    .arg(m_player->closedCount() +
                         static_cast<std::int64_t>(m_player->position() > m_firstPathEvent
                                                       ? m_player->position() - m_firstPathEvent
                                                       : 0));
    m_stats->setText(text);
}

void SearchPanel::updateHover(QPoint tile)
{
    if (!m_player || tile.x() < 0 || !m_player->statuses().contains(tile.x(), tile.y())) {
        m_hover->clear();
        return;
    }
    const Point p{tile.x(), tile.y()};
    const Cost g = m_player->g(p);
    const Cost h = m_player->h(p);
    if (g == kUnreachable)
        m_hover->setText(tr("(%1, %2): unseen").arg(tile.x()).arg(tile.y()));
    else if (h == kUnreachable)
        m_hover->setText(tr("(%1, %2): g = %3").arg(tile.x()).arg(tile.y()).arg(g));
    else
        m_hover->setText(
            tr("(%1, %2): g = %3, h = %4, f = %5").arg(tile.x()).arg(tile.y()).arg(g).arg(h).arg(g + h));
}

} // namespace mapsmith
