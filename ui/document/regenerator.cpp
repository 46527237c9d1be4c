// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/regenerator.h"

#include "render/palette.h"
#include "render/renderer.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/tiled.h>
#include <mapsmith/map/hash.h>

#include <QElapsedTimer>
#include <QFile>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace mapsmith {

namespace {

// Runs on a pool thread: touches nothing but its arguments and immutable globals (the registry, the
// builtin palette), so it is safe whatever happens to the Regenerator meanwhile.
Generation runGeneration(quint64 serial, const Config &config, const HandEdits &edits,
                         const std::string &configFile, const std::shared_ptr<std::atomic<bool>> &cancel)
{
    Generation out;
    out.serial = serial;
    out.edits = edits;
    RunControl control;
    control.cancel = cancel.get();
    QElapsedTimer timer;
    timer.start();
    auto result = generate(builtinGenerators(), config, control);
    out.elapsedMs = timer.elapsed();
    if (!result) {
        out.error = result.error();
        return out;
    }
    if (control.cancelled()) {
        out.error = Error::cancelled();
        return out;
    }
    if (config.tileset) {
        auto dress = loadDress(*config.tileset, configFile, tiledDiskLoader());
        if (!dress) {
            out.error = dress.error();
            return out;
        }
        wearDress(result->map, *dress);
    }
    out.shown = edits.empty() ? result->map : applyHandEdits(result->map, edits);
    out.image = renderForView(out.shown, Palette::builtin());
    out.hash = mapHash(out.shown);
    out.generated = std::move(result).value();
    return out;
}

} // namespace

Regenerator::Regenerator(QObject *parent) : QObject(parent)
{
    // Two threads: a cancelled run may still be finishing its current step while the newest one starts.
    m_pool.setMaxThreadCount(2);
}

Regenerator::~Regenerator()
{
    cancel();
    m_pool.waitForDone();
}

quint64 Regenerator::request(const Config &config, const HandEdits &edits, const QString &configFile)
{
    if (m_cancel)
        m_cancel->store(true);
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const quint64 serial = ++m_serial;
    auto *watcher = new QFutureWatcher<Generation>(this);
    connect(watcher, &QFutureWatcher<Generation>::finished, this,
            [this, watcher] { onRunFinished(watcher); });
    m_pending = true;
    watcher->setFuture(QtConcurrent::run(&m_pool, runGeneration, serial, config, edits,
                                         QFile::encodeName(configFile).toStdString(), m_cancel));
    emit started(serial);
    return serial;
}

void Regenerator::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
    m_cancel.reset();
    m_pending = false;
    ++m_serial; // whatever is still running is now stale
}

void Regenerator::onRunFinished(QFutureWatcher<Generation> *watcher)
{
    Generation generation = watcher->future().takeResult();
    watcher->deleteLater();
    if (generation.serial != m_serial)
        return; // a newer request replaced this one
    m_pending = false;
    if (generation.generated)
        emit finished(generation);
    else if (generation.error.kind != ErrorKind::Cancelled)
        emit failed(generation.error);
}

} // namespace mapsmith
