// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QDateTime>
#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

class QLockFile;

namespace mapsmith {

class MapDocument;

/// Never lose work: every interval() seconds a modified document is written as a project file to this
/// session's recovery file (off the GUI thread, with QSaveFile), and the file goes away once the document
/// is clean again (saved, or closed without saving). A session holds a QLockFile beside its file, so a file
/// whose lock can be taken was left by a session that is gone: leftBehind() lists those for the next start.
///
/// The folder is QStandardPaths::AppDataLocation/recovery (tests move it with XDG_DATA_HOME); the interval
/// is the QSettings value autosave/intervalSeconds (default 60; 0 turns autosave off).
class Autosaver : public QObject
{
    Q_OBJECT

public:
    explicit Autosaver(MapDocument *document, QObject *parent = nullptr);
    ~Autosaver() override;

    static QString directory();
    static constexpr int kDefaultInterval = 60;
    static int intervalSetting();
    static void setIntervalSetting(int seconds);

    int interval() const { return m_interval; }
    void setInterval(int seconds);
    /// This session's recovery file (it exists only while there is unsaved work).
    QString recoveryFile() const;
    bool isWriting() const { return m_writing; }

    /// Writes the recovery file now if the document changed since the last write; removes it if clean.
    void autosave();
    /// Removes this session's recovery file (a clean close).
    void discard();

    /// Work a crashed session left behind.
    struct Recovery
    {
        QString file;   ///< the recovery project file
        QString origin; ///< the project file it was opened from, or empty
        QDateTime saved;
    };
    /// Newest first.
    static QList<Recovery> leftBehind();
    static void remove(const Recovery &recovery);

signals:
    void saved(const QString &file);
    void failed(const QString &message);

private:
    void writeFinished();
    QString basePath() const;

    MapDocument *m_document;
    QTimer m_timer;
    int m_interval = 0;
    std::unique_ptr<QLockFile> m_lock;
    QByteArray m_lastText;  ///< what the recovery file holds (empty: no file)
    bool m_writing = false; ///< until writeFinished() (the future may be done before that)
    bool m_again = false;   ///< a change arrived while writing
    QFutureWatcher<QString> m_watcher;
};

} // namespace mapsmith
