// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "tools/towertool.h"

#include "document/editcommands.h"
#include "document/mapdocument.h"
#include "document/tiletext.h"
#include "render/renderer.h"
#include "render/towerrenderer.h"
#include "tools/cellpreview.h"

#include <QCursor>
#include <QMenu>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace mapsmith {

namespace {

constexpr double kNodeReach = 8.0 * kTowerViewScale * 0.45; // the disc renderTower draws
constexpr double kEdgeReach = 4.0;

Point at(const TowerNode &node)
{
    return {node.column, node.floor};
}

double distanceToSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double length2 = QPointF::dotProduct(ab, ab);
    const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / length2, 0.0, 1.0) : 0.0;
    const QPointF d = p - (a + ab * t);
    return std::hypot(d.x(), d.y());
}

} // namespace

QString towerVerdict(const MapDocument &document)
{
    const Generator *generator = document.generator();
    if (!document.hasMap() || document.map().kind != MapKind::Tower || !generator)
        return {};
    const std::vector<Check> checks = generator->validate(document.map(), document.config().params);
    const auto failed = std::count_if(checks.begin(), checks.end(), [](const Check &c) { return !c.passed; });
    if (failed == 0)
        return TowerTool::tr("Tower rules: all %1 checks pass").arg(checks.size());
    const auto first = std::find_if(checks.begin(), checks.end(), [](const Check &c) { return !c.passed; });
    return TowerTool::tr("Tower rules: %1 of %2 broken — %3: %4")
        .arg(failed)
        .arg(checks.size())
        .arg(QString::fromStdString(first->id), QString::fromStdString(first->message));
}

TowerTool::TowerTool(MapDocument *document, CellPreview *preview, QObject *parent)
    : EditTool(document, parent), m_preview(preview)
{
    // Edge indices change with every edit and regeneration: drop the selection then.
    connect(document, &MapDocument::mapChanged, this, [this] { selectEdge(-1); });
    connect(document, &MapDocument::mapEdited, this, [this] { selectEdge(-1); });
}

bool TowerTool::appliesTo(const MapDocument &document) const
{
    return document.hasMap() && document.map().kind == MapKind::Tower;
}

int TowerTool::nodeAt(QPointF pos) const
{
    const TowerMap &tower = m_document->map().tower;
    for (std::size_t i = 0; i < tower.nodes.size(); ++i) {
        const QPointF d = towerNodeCentre(tower, tower.nodes[i], kTowerViewScale) - pos;
        if (std::hypot(d.x(), d.y()) <= kNodeReach)
            return static_cast<int>(i);
    }
    return -1;
}

int TowerTool::edgeAt(QPointF pos) const
{
    const TowerMap &tower = m_document->map().tower;
    int best = -1;
    double bestDistance = kEdgeReach + 1e-9;
    for (std::size_t i = 0; i < tower.edges.size(); ++i) {
        const TowerEdge &e = tower.edges[i];
        const QPointF a =
            towerNodeCentre(tower, tower.nodes[static_cast<std::size_t>(e.from)], kTowerViewScale);
        const QPointF b =
            towerNodeCentre(tower, tower.nodes[static_cast<std::size_t>(e.to)], kTowerViewScale);
        const double d = distanceToSegment(pos, a, b);
        if (d < bestDistance) { // the first of equally near edges
            bestDistance = d;
            best = static_cast<int>(i);
        }
    }
    return best;
}

void TowerTool::selectEdge(int edge)
{
    m_selectedEdge = edge;
    const TowerMap &tower = m_document->map().tower;
    if (edge < 0 || edge >= static_cast<int>(tower.edges.size())) {
        m_selectedEdge = -1;
        m_preview->setSegment({}, {});
        return;
    }
    const TowerEdge &e = tower.edges[static_cast<std::size_t>(edge)];
    m_preview->setSegment(
        towerNodeCentre(tower, tower.nodes[static_cast<std::size_t>(e.from)], kTowerViewScale),
        towerNodeCentre(tower, tower.nodes[static_cast<std::size_t>(e.to)], kTowerViewScale));
}

void TowerTool::press(QPoint cell, QPointF pos)
{
    Q_UNUSED(cell)
    if (!appliesTo(*m_document))
        return;
    m_pressNode = nodeAt(pos);
    selectEdge(m_pressNode < 0 ? edgeAt(pos) : -1);
}

void TowerTool::drag(QPoint cell, QPointF pos)
{
    Q_UNUSED(cell)
    if (m_pressNode < 0 || !appliesTo(*m_document))
        return;
    const TowerMap &tower = m_document->map().tower;
    m_preview->setSegment(
        towerNodeCentre(tower, tower.nodes[static_cast<std::size_t>(m_pressNode)], kTowerViewScale), pos);
}

void TowerTool::release(QPoint cell, QPointF pos)
{
    Q_UNUSED(cell)
    const int from = m_pressNode;
    m_pressNode = -1;
    if (from < 0 || !appliesTo(*m_document))
        return;
    m_preview->setSegment({}, {});
    const int to = nodeAt(pos);
    if (to == from) {
        const RoomType current = m_document->map().tower.nodes[static_cast<std::size_t>(from)].type;
        if (const auto type = chooseType(current))
            setNodeType(from, *type);
    } else if (to >= 0 && !addEdge(from, to)) {
        emit message(tr("An edge joins a room to one on the next floor up, once"));
    }
}

void TowerTool::deactivate()
{
    m_pressNode = -1;
    selectEdge(-1);
}

bool TowerTool::deleteSelection()
{
    if (m_selectedEdge < 0)
        return false;
    removeEdge(m_selectedEdge);
    return true;
}

std::optional<RoomType> TowerTool::chooseType(RoomType current)
{
    if (m_typeChooser)
        return m_typeChooser(current);
    QMenu menu;
    for (const RoomTypeInfo &info : allRoomTypes()) {
        QAction *action = menu.addAction(trTile(info.description));
        action->setCheckable(true);
        action->setChecked(info.type == current);
        action->setData(static_cast<int>(info.type));
    }
    const QAction *chosen = menu.exec(QCursor::pos());
    if (!chosen)
        return std::nullopt;
    return static_cast<RoomType>(chosen->data().toInt());
}

bool TowerTool::setNodeType(int node, RoomType type)
{
    const TowerMap &tower = m_document->map().tower;
    if (!appliesTo(*m_document) || node < 0 || node >= static_cast<int>(tower.nodes.size()))
        return false;
    const TowerNode &n = tower.nodes[static_cast<std::size_t>(node)];
    if (n.type == type)
        return false;
    HandEditsPatch patch;
    patch.tower = m_document->handEdits().tower;
    // An edit back to the generated type is no edit: the room follows the generator again.
    const auto base =
        std::find_if(m_document->baseMap().tower.nodes.begin(), m_document->baseMap().tower.nodes.end(),
                     [&](const TowerNode &b) { return at(b) == at(n); });
    if (base != m_document->baseMap().tower.nodes.end() && base->type == type)
        patch.tower->types.erase(at(n));
    else
        patch.tower->types[at(n)] = type;
    m_document->undoStack()->push(new EditMapCommand(m_document, patch, [type] {
        return tr("Make room %1").arg(trTile(roomTypeInfo(type).description));
    }));
    return true;
}

bool TowerTool::addEdge(int a, int b)
{
    const TowerMap &tower = m_document->map().tower;
    const int count = static_cast<int>(tower.nodes.size());
    if (!appliesTo(*m_document) || a < 0 || b < 0 || a >= count || b >= count)
        return false;
    const TowerNode *lower = &tower.nodes[static_cast<std::size_t>(a)];
    const TowerNode *upper = &tower.nodes[static_cast<std::size_t>(b)];
    if (lower->floor > upper->floor)
        std::swap(lower, upper);
    if (upper->floor != lower->floor + 1)
        return false;
    const int from = static_cast<int>(lower - tower.nodes.data());
    const int to = static_cast<int>(upper - tower.nodes.data());
    if (std::find(tower.edges.begin(), tower.edges.end(), TowerEdge{from, to}) != tower.edges.end())
        return false;
    HandEditsPatch patch;
    patch.tower = m_document->handEdits().tower;
    const std::pair edge{at(*lower), at(*upper)};
    if (!patch.tower->removedEdges.erase(edge))
        patch.tower->addedEdges.insert(edge);
    m_document->undoStack()->push(new EditMapCommand(m_document, patch, [] { return tr("Add edge"); }));
    return true;
}

bool TowerTool::removeEdge(int edge)
{
    const TowerMap &tower = m_document->map().tower;
    if (!appliesTo(*m_document) || edge < 0 || edge >= static_cast<int>(tower.edges.size()))
        return false;
    const TowerEdge &e = tower.edges[static_cast<std::size_t>(edge)];
    const std::pair key{at(tower.nodes[static_cast<std::size_t>(e.from)]),
                        at(tower.nodes[static_cast<std::size_t>(e.to)])};
    HandEditsPatch patch;
    patch.tower = m_document->handEdits().tower;
    if (!patch.tower->addedEdges.erase(key))
        patch.tower->removedEdges.insert(key);
    selectEdge(-1);
    m_document->undoStack()->push(new EditMapCommand(m_document, patch, [] { return tr("Remove edge"); }));
    return true;
}

} // namespace mapsmith
