// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The search dock's runs: rules and the searches they allow, one run (on or off the GUI thread), the
// comparison, and repairing the shown path when the map is edited.
// Core first: search/loderunnerrules.h names a member `slots`, which Qt's keyword macro would erase.
// clang-format off
#include <mapsmith/search/pathfind.h>
#include <mapsmith/search/replanner.h>
#include <mapsmith/search/traceplayer.h>
// clang-format on

#include "document/mapdocument.h"
#include "panels/searchcompare.h"
#include "panels/searchpanel.h"
#include "view/searchoverlay.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>

namespace mapsmith {

namespace {

/// What an off-thread run hands back: the search, and D* Lite kept for repairs (grid rules only).
struct PendingRun
{
    std::optional<Result<PathResult>> result;
    std::shared_ptr<Replanner> replanner;
};

struct PendingReplan
{
    std::shared_ptr<Replanner> replanner;
    std::optional<Replan> replan;
};

std::optional<Point> toPoint(QPoint p)
{
    if (p.x() < 0)
        return std::nullopt;
    return Point{p.x(), p.y()};
}

bool gridRules(const RulesSpec &spec)
{
    return spec.kind == RulesKind::Grid4 || spec.kind == RulesKind::Grid8;
}

// The search and, for grid rules, a D* Lite plan kept for repairs. Runs on any thread.
void runSearch(PendingRun &out, const GridMap &grid, const PathRequest &request)
{
    out.result.emplace(findPath(grid, request));
    if (!*out.result || !gridRules(*request.rules))
        return;
    const Neighbourhood n =
        request.rules->kind == RulesKind::Grid8 ? Neighbourhood::Eight : Neighbourhood::Four;
    auto planner = Replanner::create(grid, n, (*out.result)->from, (*out.result)->to, request.rules->costs);
    if (planner)
        out.replanner = std::make_shared<Replanner>(std::move(planner).value());
}

} // namespace

// The rules a map suggests and whether its open tiles all cost the same (for JPS) take a pass over every
// tile: a 4096 x 4096 map is scanned a slice per event-loop turn, so the window never stalls on it.
void SearchPanel::scanMap()
{
    m_scanPos = 0;
    m_scanLodeRunner = false;
    m_scanCost = 0;
    m_uniform = true;
    scanSome(++m_scanId);
}

void SearchPanel::scanSome(int id)
{
    static constexpr long long kSlice = 1 << 20;
    if (id != m_scanId || !m_document->hasMap() || m_document->map().kind != MapKind::Grid)
        return;
    const Grid<Tile> &tiles = m_document->map().grid.tiles;
    const long long total = static_cast<long long>(tiles.width()) * tiles.height();
    const long long end = std::min(total, m_scanPos + kSlice);
    const TileCosts costs = TileCosts::standard();
    auto it = tiles.begin() + m_scanPos;
    for (; m_scanPos < end; ++m_scanPos, ++it) {
        m_scanLodeRunner = m_scanLodeRunner || isLodeRunnerTile(*it);
        const Cost c = costs[*it];
        if (c > 0 && m_scanCost == 0)
            m_scanCost = c;
        else if (c > 0 && c != m_scanCost)
            m_uniform = false;
    }
    if (m_scanPos < total) {
        QTimer::singleShot(0, this, [this, id] { scanSome(id); });
        return;
    }
    // The suggested rules follow the kind of map; a choice the user made stays while maps suggest the same.
    const int suggested = m_scanLodeRunner ? int(Rules::LodeRunner) : int(Rules::Grid4);
    if (suggested != m_defaultRules) {
        m_defaultRules = suggested;
        const QSignalBlocker block(m_rules);
        m_rules->setCurrentIndex(suggested);
    }
    updateApplicable();
}

bool SearchPanel::applicable(int algorithm, Rules rules, bool uniform)
{
    const auto algorithms = searchAlgorithms();
    if (algorithm < 0 || algorithm >= static_cast<int>(algorithms.size()))
        return false;
    const bool grid = rules == Rules::Grid4 || rules == Rules::Grid8;
    switch (algorithms[static_cast<std::size_t>(algorithm)].algorithm) {
    case SearchAlgorithm::Jps:
        return rules == Rules::Grid8 && uniform;
    case SearchAlgorithm::BeatAStar:
        return rules == Rules::Beat;
    case SearchAlgorithm::DStarLite:
        return grid;
    default:
        return true;
    }
}

SearchPanel::Rules SearchPanel::rules() const
{
    return static_cast<Rules>(std::max(0, m_rules->currentIndex()));
}

RulesSpec SearchPanel::rulesSpec() const
{
    RulesSpec spec;
    switch (rules()) {
    case Rules::Grid4:
        spec.kind = RulesKind::Grid4;
        break;
    case Rules::Grid8:
        spec.kind = RulesKind::Grid8;
        break;
    case Rules::Beat:
        spec.kind = RulesKind::Beat;
        break;
    case Rules::LodeRunner:
    case Rules::LodeRunnerDigging:
        spec.kind = RulesKind::LodeRunner;
        spec.lodeRunner.digging = rules() == Rules::LodeRunnerDigging;
        break;
    }
    return spec;
}

void SearchPanel::onRulesChanged()
{
    clearResult();
    updateApplicable();
}

void SearchPanel::updateApplicable()
{
    auto *model = qobject_cast<QStandardItemModel *>(m_algorithm->model());
    for (int i = 0; i < m_algorithm->count(); ++i) {
        QStandardItem *item = model ? model->item(i) : nullptr;
        if (item)
            item->setEnabled(applicable(i, rules(), m_uniform));
    }
    if (!applicable(m_algorithm->currentIndex(), rules(), m_uniform))
        m_algorithm->setCurrentIndex(m_algorithm->findData(QStringLiteral("astar")));
}

void SearchPanel::run()
{
    runThen(AfterRun::First);
}

void SearchPanel::runAndPlay()
{
    runThen(AfterRun::Play);
}

void SearchPanel::runThen(AfterRun after)
{
    if (!m_document->hasMap() || m_document->map().kind != MapKind::Grid || isSearching())
        return;
    clearResult();
    m_afterRun = after;
    PathRequest request;
    request.algorithm =
        searchAlgorithms()[static_cast<std::size_t>(std::max(0, m_algorithm->currentIndex()))].algorithm;
    request.rules = rulesSpec();
    request.from = toPoint(startCell());
    request.to = toPoint(goalCell());
    request.recordTrace = true;
    const GridMap &grid = m_document->map().grid;
    auto pending = std::make_shared<PendingRun>();
    if (static_cast<long long>(grid.width()) * grid.height() <= kSyncCells) {
        runSearch(*pending, grid, request);
        m_pending = pending;
        m_watcher.setProperty("runId", m_runId);
        onFinished();
        return;
    }
    m_pending = pending;
    m_runButton->setEnabled(false);
    m_compareButton->setEnabled(false);
    m_stats->setText(tr("Searching…"));
    m_watcher.setProperty("runId", m_runId);
    m_watcher.setFuture(QtConcurrent::run([pending, grid, request] { runSearch(*pending, grid, request); }));
}

void SearchPanel::onFinished()
{
    m_runButton->setEnabled(true);
    m_compareButton->setEnabled(true);
    auto pending = std::static_pointer_cast<PendingRun>(m_pending);
    m_pending.reset();
    if (!pending || !pending->result || m_watcher.property("runId").toInt() != m_runId) {
        updateStats();
        return;
    }
    if (!*pending->result)
        m_error = QString::fromStdString(pending->result->error().message);
    else
        install(std::make_unique<PathResult>(std::move(*pending->result).value()));
    m_replanner = pending->replanner;
    if (m_player && m_afterRun == AfterRun::Play)
        setPlaying(true);
    else if (m_player && m_afterRun == AfterRun::End)
        jumpToEnd();
    m_afterRun = AfterRun::First;
    updateStats();
}

bool SearchPanel::isComparing() const
{
    return m_compareView->isRunning();
}

QTableWidget *SearchPanel::compareTable() const
{
    return m_compareView->table();
}

void SearchPanel::compare()
{
    if (!m_document->hasMap() || m_document->map().kind != MapKind::Grid)
        return;
    QStringList names;
    std::vector<bool> runs;
    for (int i = 0; i < m_algorithm->count(); ++i) {
        names << m_algorithm->itemText(i);
        runs.push_back(applicable(i, rules(), m_uniform));
    }
    m_compareView->start(m_document->map().grid, startCell(), goalCell(), rulesSpec(), names, runs);
}

void SearchPanel::showCompared(int algorithm)
{
    if (algorithm < 0 || algorithm >= m_algorithm->count() || isSearching() || isComparing())
        return;
    m_keepComparison = true;
    {
        const QSignalBlocker block(m_algorithm); // its change would clear the comparison
        m_algorithm->setCurrentIndex(algorithm);
    }
    runThen(AfterRun::End); // the whole search and its path at once, as the row reports it
    m_keepComparison = false;
}

void SearchPanel::onMapEdited(const QRect &tiles)
{
    if (!m_result || isSearching()) {
        if (!isSearching())
            clearResult();
        updateEndpoints();
        return;
    }
    const bool sameEnds = m_result->from == Point{startCell().x(), startCell().y()} &&
                          m_result->to == Point{goalCell().x(), goalCell().y()};
    if (!m_replanner || !sameEnds) {
        runThen(AfterRun::End); // other rules, or the start or exit moved: search again
        updateEndpoints();
        return;
    }
    replan(tiles);
}

void SearchPanel::replan(const QRect &tiles)
{
    m_replanDirty |= tiles;
    if (isReplanning() || m_replanDirty.isEmpty())
        return;
    const QRect r = m_replanDirty;
    m_replanDirty = QRect();
    const GridMap &grid = m_document->map().grid;
    auto pending = std::make_shared<PendingReplan>();
    pending->replanner = m_replanner;
    m_pendingReplan = pending;
    m_replanWatcher.setProperty("runId", m_runId);
    if (static_cast<long long>(grid.width()) * grid.height() <= kSyncCells) {
        pending->replan = m_replanner->update(grid, r.left(), r.top(), r.right(), r.bottom());
        onReplanFinished();
        return;
    }
    m_stats->setText(tr("Replanning…"));
    m_replanWatcher.setFuture(QtConcurrent::run([pending, grid, r] {
        pending->replan = pending->replanner->update(grid, r.left(), r.top(), r.right(), r.bottom());
    }));
}

void SearchPanel::onReplanFinished()
{
    auto pending = std::static_pointer_cast<PendingReplan>(m_pendingReplan);
    m_pendingReplan.reset();
    if (!pending || !pending->replan || m_replanWatcher.property("runId").toInt() != m_runId ||
        pending->replanner != m_replanner) {
        updateStats();
        return;
    }
    installReplan(std::move(*pending->replan));
    if (!m_replanDirty.isEmpty())
        replan(QRect()); // edits that came in meanwhile
}

void SearchPanel::installReplan(Replan replan)
{
    auto result = std::make_unique<PathResult>();
    result->algorithm = SearchAlgorithm::DStarLite;
    result->rules =
        m_replanner->neighbourhood() == Neighbourhood::Eight ? RulesKind::Grid8 : RulesKind::Grid4;
    result->from = m_replanner->from();
    result->to = m_replanner->to();
    result->found = replan.found;
    result->cost = replan.cost;
    result->path = std::move(replan.path);
    result->stats = replan.stats;
    result->trace = std::move(replan.trace);
    m_replanExpanded = replan.stats.expanded;
    setPlaying(false);
    install(std::move(result));
    m_note = tr("Replanned with D* Lite after %n changed cell(s): %1 expanded", nullptr, replan.changedCells)
                 .arg(replan.stats.expanded);
    jumpToEnd();
    updateStats();
}

} // namespace mapsmith
