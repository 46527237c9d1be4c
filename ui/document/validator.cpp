// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/validator.h"

#include "document/mapdocument.h"
#include "view/validationoverlay.h"

#include <mapsmith/generate/registry.h>

#include <QtConcurrent>

namespace mapsmith {

Validator::Validator(MapDocument *document, QObject *parent) : QObject(parent), m_document(document)
{
    m_delay.setSingleShot(true);
    m_delay.setInterval(kDefaultDelayMs);
    connect(&m_delay, &QTimer::timeout, this, &Validator::run);
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Result>>::finished, this, &Validator::finished);
    connect(m_document, &MapDocument::mapChanged, this, &Validator::schedule);
    connect(m_document, &MapDocument::mapEdited, this, &Validator::schedule);
}

Validator::~Validator()
{
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

void Validator::schedule()
{
    if (m_running) {
        m_stale = true;
        m_cancel->store(true);
    }
    m_delay.start();
    emit started();
}

void Validator::run()
{
    if (m_running)
        return; // finished() starts the next run
    if (!m_document->hasMap())
        return;
    m_stale = false;
    m_running = true;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto cancel = m_cancel;
    m_watcher.setFuture(QtConcurrent::run([map = m_document->map(), cancel] {
        auto result = std::make_shared<Result>();
        result->problems = findProblems(map, builtinGenerators(), cancel.get());
        // The tint picture too: for a 4096 x 4096 map that is 64 MB the GUI thread need not fill.
        QVector<QPoint> cells;
        for (const Problem &p : result->problems) {
            if (p.kind != Problem::Kind::UnreachableArea && p.kind != Problem::Kind::DeadEnd)
                continue; // one-cell problems get a ring, not a tint
            for (const Point &c : p.cells)
                cells.append(QPoint(c.x, c.y));
        }
        if (!cells.isEmpty() && map.kind == MapKind::Grid)
            result->mask = ValidationOverlay::cellMask(cells, QSize(map.grid.width(), map.grid.height()));
        result->map = std::move(map);
        return result;
    }));
}

void Validator::finished()
{
    m_running = false;
    if (m_stale) {
        m_stale = false;
        if (!m_delay.isActive())
            run();
        return;
    }
    const std::shared_ptr<Result> result = m_watcher.result();
    m_problems = std::move(result->problems);
    m_checked = std::move(result->map);
    m_mask = std::move(result->mask);
    emit updated();
}

} // namespace mapsmith
