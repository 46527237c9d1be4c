// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Core first: Qt's `slots` keyword macro must not reach core headers (see app/cli/path.cpp).
// clang-format off
#include <mapsmith/validate/problems.h>
// clang-format on

#include "panels/validationpanel.h"

#include "document/mapdocument.h"
#include "document/validator.h"
#include "i18n/corestrings.h"
#include "render/renderer.h"
#include "render/towerrenderer.h"
#include "view/validationoverlay.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace mapsmith {

namespace {

constexpr int kPositionRole = Qt::UserRole;
constexpr int kIndexRole = Qt::UserRole + 1;
constexpr std::size_t kMaxListed = 1000;

/// Where a problem is in the view's picture: a tile's centre, or a tower room's centre in the graph.
QPointF imagePosition(const Problem &p, const Map &map)
{
    if (map.kind == MapKind::Tower && p.room >= 0 &&
        static_cast<std::size_t>(p.room) < map.tower.nodes.size())
        return towerNodeCentre(map.tower, map.tower.nodes[static_cast<std::size_t>(p.room)], kTowerViewScale);
    if (p.at && map.kind == MapKind::Grid)
        return QPointF(p.at->x + 0.5, p.at->y + 0.5);
    return QPointF(-1, -1);
}

ValidationOverlay::Mark markOf(const Problem &p, const Map &map)
{
    ValidationOverlay::Mark mark;
    mark.centre = imagePosition(p, map);
    mark.radius = map.kind == MapKind::Tower ? 8.0 * kTowerViewScale * 0.6 : 0.75;
    if (p.kind == Problem::Kind::UnreachableArea || p.kind == Problem::Kind::DeadEnd) {
        mark.cells.reserve(static_cast<qsizetype>(p.cells.size()));
        for (const Point &c : p.cells)
            mark.cells.append(QPoint(c.x, c.y));
    }
    return mark;
}

} // namespace

ValidationPanel::ValidationPanel(MapDocument *document, ValidationOverlay *overlay, QWidget *parent)
    : QWidget(parent), m_document(document), m_overlay(overlay), m_validator(new Validator(document, this)),
      m_summary(new QLabel(this)), m_tree(new QTreeWidget(this))
{
    m_summary->setObjectName(QStringLiteral("validationSummary"));
    m_summary->setWordWrap(true);
    m_tree->setObjectName(QStringLiteral("validationTree"));
    m_tree->setColumnCount(2);
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);

    connect(m_validator, &Validator::updated, this, &ValidationPanel::refresh);
    connect(m_validator, &Validator::started, this, &ValidationPanel::updateSummary);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) { activate(item); });
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        m_overlay->setSelected(item ? item->data(0, kIndexRole).toInt() : -1);
    });
    retranslateUi();
}

QString ValidationPanel::describe(const Problem &p)
{
    switch (p.kind) {
    case Problem::Kind::NoStart:
        return tr("The map has no start, so nothing can be reached");
    case Problem::Kind::ExitUnreachable:
        return tr("The exit cannot be reached from the start");
    case Problem::Kind::UnreachableArea:
        return tr("Unreachable floor: %n tile(s)", nullptr, static_cast<int>(p.count));
    case Problem::Kind::UnreachableItem:
        return tr("Unreachable %1").arg(trTile(p.subject));
    case Problem::Kind::DeadEnd:
        return p.count > 1 ? tr("Dead-end corridor of %n tile(s) with nothing in it", nullptr,
                                static_cast<int>(p.count))
                           : tr("Dead end");
    case Problem::Kind::RoomUnreachable:
        return tr("No path enters this room");
    case Problem::Kind::RoomCannotFinish:
        return tr("No way up from this room to the boss");
    case Problem::Kind::CheckFailed:
        break;
    }
    return tr("Rule %1 broken: %2").arg(QString::fromStdString(p.subject), QString::fromStdString(p.detail));
}

void ValidationPanel::refresh()
{
    const Map &map = m_validator->checkedMap();
    const auto &problems = m_validator->problems();
    QList<ValidationOverlay::Mark> marks;
    QList<QTreeWidgetItem *> items;
    // A list of thousands helps no one and costs the GUI thread: the first kMaxListed, in order.
    for (std::size_t i = 0; i < std::min(problems.size(), kMaxListed); ++i) {
        const Problem &p = problems[i];
        QString where = tr("whole map");
        if (map.kind == MapKind::Tower && p.room >= 0 && p.at)
            where = tr("floor %1, column %2").arg(p.at->y).arg(p.at->x);
        else if (p.at)
            where = tr("(%1, %2)").arg(p.at->x).arg(p.at->y);
        auto *item = new QTreeWidgetItem({describe(p), where});
        item->setToolTip(0, item->text(0));
        const QPointF pos = imagePosition(p, map);
        // The tile (or graph pixel) under the spot: centerOn() centres that tile.
        const QPoint tile(static_cast<int>(std::floor(pos.x())), static_cast<int>(std::floor(pos.y())));
        item->setData(0, kPositionRole, pos.x() >= 0 ? QVariant(tile) : QVariant());
        item->setData(0, kIndexRole, static_cast<int>(i));
        items.append(item);
        marks.append(markOf(p, map));
    }
    m_tree->clear();
    m_tree->addTopLevelItems(items);
    m_overlay->setMarks(std::move(marks), m_validator->cellMask());
    updateSummary();
}

void ValidationPanel::updateSummary()
{
    const auto count = static_cast<int>(m_validator->problems().size());
    if (m_validator->isBusy())
        m_summary->setText(tr("Checking…"));
    else if (count == 0)
        m_summary->setText(tr("No problems found"));
    else if (static_cast<std::size_t>(count) > kMaxListed)
        m_summary->setText(
            tr("%n problem(s), the first %1 listed; double-click one to show it on the map", nullptr, count)
                .arg(kMaxListed));
    else
        m_summary->setText(tr("%n problem(s); double-click one to show it on the map", nullptr, count));
}

void ValidationPanel::activate(QTreeWidgetItem *item)
{
    if (!item)
        return;
    const QVariant pos = item->data(0, kPositionRole);
    if (pos.isValid())
        emit jumpRequested(pos.toPoint());
}

void ValidationPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ValidationPanel::retranslateUi()
{
    m_tree->setHeaderLabels({tr("Problem"), tr("Where")});
    if (!m_validator->problems().empty() || m_tree->topLevelItemCount() > 0)
        refresh();
    else
        updateSummary();
}

} // namespace mapsmith
