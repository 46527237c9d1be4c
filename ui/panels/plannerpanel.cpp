// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Core first: search/loderunnerrules.h names a member `slots`, which Qt's keyword macro would erase.
// clang-format off
#include <mapsmith/plan/bitmaskbfs.h>
#include <mapsmith/plan/collect.h>
#include <mapsmith/plan/heldkarp.h>
#include <mapsmith/search/rules.h>
// clang-format on

#include "panels/plannerpanel.h"

#include "document/mapdocument.h"
#include "i18n/coremessages.h"
#include "view/mapview.h"
#include "view/planoverlay.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>

namespace mapsmith {

namespace {

struct PendingPlans
{
    std::optional<Result<CollectPlan>> plans[2]; ///< greedy, optimal
    bool exact = false;                          ///< the optimal one came from the bitmask BFS
};

int countTargets(const GridMap &map)
{
    int gold = 0, lights = 0;
    for (const Entity &e : map.entities) {
        gold += e.type == "gold";
        lights += e.type == "light";
    }
    return gold > 0 ? gold : lights;
}

// Runs on a pool thread, on its own copy of the map.
void planBoth(PendingPlans &out, const GridMap &map, const GreedyOptions &greedy, int targets)
{
    CollectRequest request;
    request.planner = PlannerKind::Greedy;
    request.greedy = greedy;
    out.plans[0].emplace(planCollection(map, request));
    // On a Lode Runner level the bitmask search's states multiply with the holes: on real levels it gives
    // up at its million states after 1.6 s, so the exact plan there is Held-Karp's.
    const bool lodeRunner = defaultRules(map).kind == RulesKind::LodeRunner;
    if (!lodeRunner && targets <= kBitmaskMaxTargets) {
        request.planner = PlannerKind::Bitmask;
        Result<CollectPlan> exact = planCollection(map, request);
        if (exact) {
            out.exact = true;
            out.plans[1].emplace(std::move(exact));
            return;
        }
    }
    request.planner = PlannerKind::Optimal; // refuses above kHeldKarpMaxTargets with a clear message
    out.plans[1].emplace(planCollection(map, request));
}

QVector<QPoint> cells(const std::vector<Point> &points)
{
    QVector<QPoint> out;
    out.reserve(static_cast<qsizetype>(points.size()));
    for (const Point &p : points)
        out.append(QPoint(p.x, p.y));
    return out;
}

} // namespace

PlannerPanel::PlannerPanel(MapDocument *document, MapView *view, QWidget *parent)
    : QWidget(parent), m_document(document), m_view(view), m_overlay(new PlanOverlay(this))
{
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_planButton = new QPushButton(this);
    m_planButton->setObjectName(QStringLiteral("plannerPlan"));
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0); // busy: the planners report no progress of their own
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_showLabel = new QLabel(this);
    m_show = new QComboBox(this);
    m_show->addItems({QString(), QString(), QString()});
    m_table = new QTableWidget(2, 4, this);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setMaximumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              2 * m_table->verticalHeader()->defaultSectionSize() + 4);
    m_difference = new QLabel(this);
    m_difference->setObjectName(QStringLiteral("plannerDifference"));
    m_difference->setWordWrap(true);
    m_unreachable = new QLabel(this);
    m_unreachable->setWordWrap(true);

    auto *top = new QHBoxLayout;
    top->addWidget(m_planButton);
    top->addWidget(m_progress, 1);
    auto *show = new QHBoxLayout;
    show->addWidget(m_showLabel);
    show->addWidget(m_show, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(top);
    layout->addLayout(show);
    layout->addWidget(m_table);
    layout->addWidget(m_difference);
    layout->addWidget(m_unreachable);
    layout->addStretch(1);

    m_view->addOverlay(m_overlay);
    connect(m_planButton, &QPushButton::clicked, this, &PlannerPanel::plan);
    connect(m_show, &QComboBox::currentIndexChanged, this, &PlannerPanel::updateVisibility);
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, &PlannerPanel::onFinished);
    connect(m_document, &MapDocument::mapChanged, this, &PlannerPanel::onMapChanged);
    connect(m_document, &MapDocument::mapEdited, this, &PlannerPanel::onMapChanged);
    retranslateUi();
    onMapChanged();
}

PlannerPanel::~PlannerPanel()
{
    m_watcher.waitForFinished(); // the job works on its own copy of the map
}

void PlannerPanel::retranslateUi()
{
    m_planButton->setText(tr("Plan"));
    m_planButton->setToolTip(tr("Plan the collection order with the greedy and an optimal planner"));
    m_showLabel->setText(tr("Show"));
    m_show->setItemText(0, tr("Both plans"));
    m_show->setItemText(1, tr("Greedy only"));
    m_show->setItemText(2, tr("Optimal only"));
    m_table->setHorizontalHeaderLabels({tr("Planner"), tr("Moves"), tr("Collected"), tr("Time (ms)")});
    updateSummary();
}

void PlannerPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PlannerPanel::onMapChanged()
{
    const bool grid = m_document->hasMap() && m_document->map().kind == MapKind::Grid;
    m_targets = grid ? countTargets(m_document->map().grid) : 0;
    clearPlans();
    setEnabled(grid);
    m_planButton->setEnabled(grid && m_targets > 0);
    if (m_follow && m_targets > 0)
        plan();
    updateSummary();
}

void PlannerPanel::clearPlans()
{
    ++m_runId;
    m_planning = false;
    m_progress->hide();
    m_hasPlans = false;
    m_moves[0] = m_moves[1] = -1;
    m_errors[0].clear();
    m_errors[1].clear();
    m_overlay->clear();
    updateSummary();
}

void PlannerPanel::plan()
{
    if (!m_document->hasMap() || m_document->map().kind != MapKind::Grid || m_targets == 0)
        return;
    clearPlans();
    m_follow = true;
    auto pending = std::make_shared<PendingPlans>();
    m_pending = pending;
    m_watcher.setProperty("runId", m_runId);
    m_progress->show();
    m_planning = true;
    // The map's generator parameters carry its game's planner rules (danger, detour).
    const GreedyOptions greedy = GreedyOptions::fromParams(m_document->map().source.params);
    m_watcher.setFuture(
        QtConcurrent::run([pending, grid = m_document->map().grid, greedy, targets = m_targets] {
            planBoth(*pending, grid, greedy, targets);
        }));
    updateSummary();
}

void PlannerPanel::onFinished()
{
    auto pending = std::static_pointer_cast<PendingPlans>(m_pending);
    if (m_watcher.property("runId").toInt() != m_runId || !pending)
        return; // a newer plan() is on its way
    m_pending.reset();
    m_planning = false;
    m_progress->hide();
    m_hasPlans = true;
    m_optimalName = pending->exact ? QT_TR_NOOP("Optimal (bitmask BFS)") : QT_TR_NOOP("Optimal (Held-Karp)");
    const QColor colors[2] = {PlanOverlay::greedyColor(), PlanOverlay::optimalColor()};
    QVector<QPoint> unreachable;
    for (int i = 0; i < 2; ++i) {
        const auto &r = *pending->plans[i];
        if (!r) {
            m_errors[i] = QString::fromStdString(r.error().message);
            continue;
        }
        PlanOverlay::Plan p;
        p.path = cells(r->path);
        for (int j : r->order)
            p.stops.append(
                QPoint(r->targets[static_cast<std::size_t>(j)].x, r->targets[static_cast<std::size_t>(j)].y));
        p.color = colors[i];
        m_overlay->setPlan(i, p);
        m_moves[i] = r->moves;
        m_table->setItem(i, 2,
                         new QTableWidgetItem(tr("%1 of %2").arg(r->order.size()).arg(r->targets.size())));
        m_table->setItem(i, 3, new QTableWidgetItem(QString::number(r->micros / 1000.0, 'f', 1)));
        if (i == 0 || unreachable.isEmpty())
            for (int j : r->unreachable)
                unreachable.append(QPoint(r->targets[static_cast<std::size_t>(j)].x,
                                          r->targets[static_cast<std::size_t>(j)].y));
    }
    // A target counts as unreachable when the best plan leaves it (greedy may leave more).
    if (m_moves[1] >= 0 && (*pending->plans[1])->unreachable.empty())
        unreachable.clear();
    m_overlay->setUnreachable(unreachable);
    QStringList where;
    for (const QPoint &p : unreachable)
        where << tr("(%1, %2)").arg(p.x()).arg(p.y());
    m_unreachable->setText(where.isEmpty() ? QString()
                                           : tr("Unreachable: %1").arg(where.join(QStringLiteral(", "))));
    updateVisibility();
    updateSummary();
}

void PlannerPanel::updateVisibility()
{
    m_overlay->setVisible(0, m_show->currentIndex() != 2);
    m_overlay->setVisible(1, m_show->currentIndex() != 1);
}

void PlannerPanel::updateSummary()
{
    if (!m_document->hasMap() || m_document->map().kind != MapKind::Grid)
        m_summary->setText(tr("The planner works on grid maps."));
    else if (m_targets == 0)
        m_summary->setText(tr("This map has no gold or lights to collect."));
    else
        m_summary->setText(tr("%n target(s) to collect from the start.", nullptr, m_targets));
    const QString names[2] = {tr("Greedy"), tr(m_optimalName ? m_optimalName : QT_TR_NOOP("Optimal"))};
    for (int i = 0; i < 2; ++i) {
        auto *name = new QTableWidgetItem(names[i]);
        name->setForeground(i == 0 ? PlanOverlay::greedyColor().darker(130)
                                   : PlanOverlay::optimalColor().darker(140));
        m_table->setItem(i, 0, name);
        QString moves = isPlanning() ? tr("…") : QString();
        if (m_moves[i] >= 0)
            moves = QString::number(m_moves[i]);
        else if (!m_errors[i].isEmpty())
            moves = tr("refused");
        auto *item = new QTableWidgetItem(moves);
        item->setToolTip(trCoreMessage(m_errors[i]));
        m_table->setItem(i, 1, item);
        if (!m_hasPlans || m_moves[i] < 0) {
            m_table->setItem(i, 2, new QTableWidgetItem(QString()));
            m_table->setItem(i, 3, new QTableWidgetItem(QString()));
        }
    }
    if (!m_hasPlans) {
        m_difference->clear();
        m_unreachable->clear();
    } else if (m_moves[1] < 0) {
        m_difference->setText(trCoreMessage(m_errors[1]));
    } else if (m_moves[0] < 0) {
        m_difference->setText(trCoreMessage(m_errors[0]));
    } else {
        const int d = m_moves[0] - m_moves[1];
        m_difference->setText(d == 0
                                  ? tr("Greedy finds an optimal walk here: %n move(s).", nullptr, m_moves[1])
                                  : tr("Greedy takes %n more move(s) than optimal (%1%).", nullptr, d)
                                        .arg(100.0 * d / std::max(1, m_moves[1]), 0, 'f', 1));
    }
}

} // namespace mapsmith
