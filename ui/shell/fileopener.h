// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "document/filereader.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QWidget;

namespace mapsmith {

class MapDocument;

/// The editor's Open: a config (YAML with `generator:`), a map (with `kind:`), a project, a Tiled map or Lode
/// Runner levels is read, parsed and rendered by a FileReader off the GUI thread; the document changes only
/// when the result arrives, so an error or a cancel leaves it exactly as it was. open() returns at once and
/// opened() reports the end, always after open() has returned: no local event loop waits for it, so nothing
/// (a close, a timer, a queued regeneration, a second open) can run inside open(). The newest open wins: a
/// second one cancels the first, which reports opened(path, false).
class FileOpener : public QObject
{
    Q_OBJECT

public:
    /// Gets "1. title" lines and returns the chosen index, or -1 to cancel.
    using LevelChooser = std::function<int(const QStringList &levels)>;

    /// `dialogParent` parents the level chooser's dialog.
    FileOpener(MapDocument *document, QWidget *dialogParent);

    /// A Tiled map says itself which tiles are walls; when it says nothing, mappingNeeded() asks, and the
    /// answer is openWith() or declineMapping().
    void open(const QString &path);
    /// Opens `path` with `mapping` deciding a Tiled map's tiles.
    void openWith(const QString &path, const TileMapping &mapping);
    /// The mapping question of mappingNeeded(path) was cancelled: the open ends, the document as it was.
    void declineMapping(const QString &path);
    /// Drops the running open (opened reports false): the document stays as it was.
    void cancel();
    bool isBusy() const;
    /// The file being opened.
    QString path() const;
    /// Which level of a Lode Runner file with several to open. The default asks with a list dialog.
    void setLevelChooser(LevelChooser chooser) { m_levelChooser = std::move(chooser); }

signals:
    void busyChanged();
    /// An open(path) ended: `ok` is false on error (after errorOccurred) and on cancel.
    void opened(const QString &path, bool ok);
    void errorOccurred(const QString &title, const QString &text);
    void statusMessage(const QString &text, int timeoutMs);
    /// A Tiled map says nothing about its walls: `file` holds the map and pictures of its tiles to ask with.
    /// The open is pending until openWith() or declineMapping().
    void mappingNeeded(const QString &path, const OpenedFile &file);

private:
    void read(const OpenedFile &file);
    void reportTiledImport(const OpenedFile &file);
    bool openLodeRunner(const QString &path, const OpenedFile &file);
    int chooseLevel(const QStringList &levels);

    MapDocument *m_document;
    QWidget *m_dialogParent;
    FileReader *m_reader;
    LevelChooser m_levelChooser;
};

} // namespace mapsmith
