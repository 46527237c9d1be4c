// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "document/autosaver.h"

#include "document/mapdocument.h"
#include "document/projectfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QtConcurrent>

#include <algorithm>

namespace mapsmith {

namespace {

const QString kIntervalKey = QStringLiteral("autosave/intervalSeconds");
const QString kSuffix = QStringLiteral(".mapsmith.yaml");

/// "session-1234": the recovery file, its origin note and its lock share it.
QString baseOf(const QString &recoveryFile)
{
    return recoveryFile.left(recoveryFile.size() - kSuffix.size());
}

QString writeAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

} // namespace

Autosaver::Autosaver(MapDocument *document, QObject *parent) : QObject(parent), m_document(document)
{
    connect(&m_timer, &QTimer::timeout, this, &Autosaver::autosave);
    connect(&m_watcher, &QFutureWatcher<QString>::finished, this, &Autosaver::writeFinished);
    // Saved or undone back to clean: the recovery file has nothing left to recover.
    connect(m_document, &MapDocument::dirtyChanged, this, [this](bool dirty) {
        if (!dirty)
            discard();
    });
    setInterval(intervalSetting());
}

Autosaver::~Autosaver()
{
    m_timer.stop();
    m_watcher.waitForFinished(); // a small file; the thread must not outlive its lock
}

QString Autosaver::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

int Autosaver::intervalSetting()
{
    return std::max(0, QSettings().value(kIntervalKey, kDefaultInterval).toInt());
}

void Autosaver::setIntervalSetting(int seconds)
{
    QSettings().setValue(kIntervalKey, std::max(0, seconds));
}

void Autosaver::setInterval(int seconds)
{
    m_interval = std::max(0, seconds);
    if (m_interval > 0)
        m_timer.start(m_interval * 1000);
    else
        m_timer.stop();
}

QString Autosaver::basePath() const
{
    return QDir(directory()).filePath(QStringLiteral("session-%1").arg(QCoreApplication::applicationPid()));
}

QString Autosaver::recoveryFile() const
{
    return basePath() + kSuffix;
}

void Autosaver::autosave()
{
    // A map no generator made is not a project: export it to keep it.
    if (!m_document->isDirty() || !m_document->isGenerated()) {
        discard();
        return;
    }
    if (m_writing) {
        m_again = true;
        return;
    }
    const QByteArray text = projectText(*m_document); // cheap: the config and the edits, not the map
    if (text == m_lastText)
        return;
    if (!m_lock) {
        QDir().mkpath(directory());
        m_lock = std::make_unique<QLockFile>(basePath() + QStringLiteral(".lock"));
        m_lock->setStaleLockTime(0);
        if (!m_lock->tryLock(0)) {
            m_lock.reset();
            emit failed(tr("Cannot autosave: %1 is locked").arg(QDir::toNativeSeparators(directory())));
            return;
        }
    }
    m_lastText = text;
    m_writing = true;
    const QString origin = m_document->isProjectFile() ? m_document->fileName() : QString();
    const QString file = recoveryFile();
    const QString originFile = basePath() + QStringLiteral(".origin");
    m_watcher.setFuture(QtConcurrent::run([file, text, originFile, origin] {
        const QString error = writeAtomically(originFile, origin.toUtf8());
        return error.isEmpty() ? writeAtomically(file, text) : error;
    }));
}

void Autosaver::writeFinished()
{
    m_writing = false;
    const QString error = m_watcher.result();
    if (!error.isEmpty()) {
        m_lastText.clear();
        emit failed(error);
    } else if (!m_lastText.isEmpty()) {
        emit saved(recoveryFile());
    }
    if (m_again) {
        m_again = false;
        autosave();
    }
}

void Autosaver::discard()
{
    m_watcher.waitForFinished(); // a file being written must not reappear after its removal
    if (m_lastText.isEmpty() && !m_lock)
        return;
    m_lastText.clear();
    QFile::remove(recoveryFile());
    QFile::remove(basePath() + QStringLiteral(".origin"));
    if (m_lock)
        m_lock->unlock();
    m_lock.reset();
}

QList<Autosaver::Recovery> Autosaver::leftBehind()
{
    const QDir dir(directory());
    const QString own = QStringLiteral("session-%1").arg(QCoreApplication::applicationPid()) + kSuffix;
    QList<Recovery> out;
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("session-*") + kSuffix}, QDir::Files)) {
        if (info.fileName() == own)
            continue;
        QLockFile lock(baseOf(info.absoluteFilePath()) + QStringLiteral(".lock"));
        lock.setStaleLockTime(
            0); // a live session's lock never goes stale by age, only when its process is gone
        if (!lock.tryLock(0))
            continue;
        lock.unlock();
        QFile originFile(baseOf(info.absoluteFilePath()) + QStringLiteral(".origin"));
        QString origin;
        if (originFile.open(QIODevice::ReadOnly))
            origin = QString::fromUtf8(originFile.readAll());
        out.append(Recovery{info.absoluteFilePath(), origin, info.lastModified()});
    }
    std::sort(out.begin(), out.end(), [](const Recovery &a, const Recovery &b) { return a.saved > b.saved; });
    return out;
}

void Autosaver::remove(const Recovery &recovery)
{
    const QString base = baseOf(recovery.file);
    QFile::remove(recovery.file);
    QFile::remove(base + QStringLiteral(".origin"));
    QFile::remove(base + QStringLiteral(".lock"));
}

} // namespace mapsmith
