// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/projectfile.h"

#include "document/mapdocument.h"

#include <mapsmith/generate/registry.h>

namespace mapsmith {

HandEdits toHandEdits(const ProjectEdits &edits)
{
    HandEdits out;
    for (const auto &[p, tile] : edits.tiles) {
        CellEdit cell = out.cells.value(p);
        cell.tile = tile;
        out.cells.insert(p, cell);
    }
    for (const auto &[p, type] : edits.entities) {
        CellEdit cell = out.cells.value(p);
        cell.entity = type;
        out.cells.insert(p, cell);
    }
    out.start = edits.start;
    out.exit = edits.exit;
    out.tower = TowerEdits{edits.roomTypes, edits.addedEdges, edits.removedEdges};
    return out;
}

ProjectEdits toProjectEdits(const HandEdits &edits)
{
    ProjectEdits out;
    // In Point order: each goes in at the end of the maps.
    edits.cells.forEach([&out](Point p, const CellEdit &cell) {
        if (cell.tile)
            out.tiles.emplace_hint(out.tiles.end(), p, *cell.tile);
        if (cell.entity)
            out.entities.emplace_hint(out.entities.end(), p, *cell.entity);
    });
    out.start = edits.start;
    out.exit = edits.exit;
    out.roomTypes = edits.tower.types;
    out.addedEdges = edits.tower.addedEdges;
    out.removedEdges = edits.tower.removedEdges;
    return out;
}

QByteArray projectText(const MapDocument &document)
{
    const Project project{document.config(), toProjectEdits(document.handEdits())};
    return QByteArray::fromStdString(writeProject(project, builtinGenerators()));
}

QString openProjectText(MapDocument &document, const QByteArray &text, const QString &fileName,
                        const std::string &nameInMessages)
{
    auto project = readProject(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                               nameInMessages, builtinGenerators());
    if (!project)
        return QString::fromStdString(project.error().toString());
    document.resetProject(project->config, toHandEdits(project->edits), fileName);
    return {};
}

} // namespace mapsmith
