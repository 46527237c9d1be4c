// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "panels/reprohash.h"

#include "document/mapdocument.h"
#include "i18n/coremessages.h"
#include "sweep/hashjob.h"

#include <mapsmith/generate/registry.h>
#include <mapsmith/map/hash.h>

#include <QEvent>
#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace mapsmith {

using HashResult = Result<std::uint64_t>;

/// One run: the pool thread reads the flag and owns its copy of the config; the watcher lives on the GUI.
struct ReproHashLabel::Running
{
    std::atomic<bool> cancel{false};
    QFutureWatcher<HashResult> *watcher = nullptr;
};

ReproHashLabel::ReproHashLabel(MapDocument *document, QWidget *parent)
    : QLabel(parent), m_document(document), m_delay(new QTimer(this))
{
    setObjectName(QStringLiteral("reproHash"));
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setWordWrap(true); // no minimum width of its own: the docks share a tab group under the map
    m_delay->setSingleShot(true);
    m_delay->setInterval(300);
    connect(m_delay, &QTimer::timeout, this, &ReproHashLabel::start);
    connect(m_document, &MapDocument::configChanged, this, [this](ChangeKind kind) {
        // The seeds are fixed (1..100) and the beat grid makes no map: neither changes the hash.
        if (kind == ChangeKind::Seed || kind == ChangeKind::Beat)
            return;
        m_hash.reset();
        m_error.clear();
        if (m_running)
            m_running->cancel.store(true);
        m_delay->start();
        retranslateUi();
    });
    connect(m_document, &MapDocument::mapChanged, this, [this] {
        if (!m_hash && !m_running && !m_delay->isActive())
            m_delay->start(); // the first map, or a file opened (reset emits no config change)
    });
    m_delay->start();
    retranslateUi();
}

ReproHashLabel::~ReproHashLabel()
{
    if (m_running)
        m_running->cancel.store(true); // the job holds its own reference and ends soon after
}

void ReproHashLabel::start()
{
    if (m_running) { // still cancelling the older run: try again once it has ended
        m_delay->start();
        return;
    }
    if (!m_document->isGenerated()) {
        retranslateUi();
        return;
    }
    if (!isVisible()) { // 100 big maps cost minutes of CPU: only for a label someone can see
        m_waiting = true;
        return;
    }
    m_waiting = false;
    auto running = std::make_shared<Running>();
    running->watcher = new QFutureWatcher<HashResult>(this);
    m_running = running;
    connect(running->watcher, &QFutureWatcher<HashResult>::finished, this, [this, running] {
        running->watcher->deleteLater();
        if (m_running == running)
            m_running.reset();
        const HashResult result = running->watcher->future().result();
        if (running->cancel.load())
            return; // a newer config is on its way
        if (result)
            m_hash = *result;
        else
            m_error = trError(result.error());
        retranslateUi();
        emit computed();
    });
    running->watcher->setFuture(QtConcurrent::run([config = m_document->config(), running] {
        RunControl control;
        control.cancel = &running->cancel;
        return reproducibilityHash(builtinGenerators(), config, kFirstSeed, kLastSeed, 0, control);
    }));
    retranslateUi();
}

void ReproHashLabel::showEvent(QShowEvent *event)
{
    QLabel::showEvent(event);
    if (m_waiting && !m_hash && !m_running)
        m_delay->start();
}

void ReproHashLabel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QLabel::changeEvent(event);
}

void ReproHashLabel::retranslateUi()
{
    setToolTip(tr("The combined hash of seeds %1 to %2 of this config, as `mapsmith hash -c CONFIG --seeds "
                  "%1..%2` prints it: the same config gives the same hash on every machine and in a game")
                   .arg(kFirstSeed)
                   .arg(kLastSeed));
    if (!m_document->isGenerated())
        setText(tr("Reproducibility hash: none (no generator made this map)"));
    else if (m_hash)
        setText(tr("Reproducibility hash (seeds %1 to %2): %3")
                    .arg(kFirstSeed)
                    .arg(kLastSeed)
                    .arg(QString::fromStdString(hashToHex(*m_hash))));
    else if (!m_error.isEmpty())
        setText(tr("Reproducibility hash: %1").arg(m_error));
    else
        setText(tr("Reproducibility hash (seeds %1 to %2): computing...").arg(kFirstSeed).arg(kLastSeed));
}

} // namespace mapsmith
