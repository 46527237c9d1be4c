// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "document/mapdocument.h"

#ifndef Q_MOC_RUN
#include <mapsmith/io/tiledart.h>
#endif

#include <QFutureWatcher>
#include <QWidget>

#include <functional>
#include <memory>

class QLabel;
class QToolButton;

namespace mapsmith {

/// A chosen tileset as read off the GUI thread: its first tileset, or why it could not be read.
struct ReadTileset
{
    std::shared_ptr<const TiledArt> art;
    QString error;
};

/// The tileset the current generator's map wears (the config's `tileset:` section): its file, a button to
/// choose one (.tsx / .tsj) and one to take it off. A chosen tileset is read off the GUI thread; one with
/// a Wang set gets rules from it (walls in its second colour on its first, floors in its first), one
/// without draws walls with its first tile. Rules written in the config are kept when the file changes.
/// Each change is one undo step (MapDocument::changeTileset).
class TilesetChooser : public QWidget
{
    Q_OBJECT

public:
    explicit TilesetChooser(MapDocument *document, QWidget *parent = nullptr);
    ~TilesetChooser() override;

    /// What the Choose button asks for: a file name, or an empty one for Cancel (a file dialog unless a
    /// test sets another).
    using FileQuestion = std::function<QString(QWidget *parent)>;
    void setFileQuestion(FileQuestion question) { m_question = std::move(question); }

    /// Dresses the document's map in `path` (as the Choose button does once a file is picked).
    void chooseFile(const QString &path);

signals:
    /// A chosen tileset could not be read: the message names the file (the document is unchanged).
    void failed(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateLabel();
    void onRead();
    void retranslateUi();

    MapDocument *m_document;
    QLabel *m_caption;
    QLabel *m_file;
    QToolButton *m_choose;
    QToolButton *m_clear;
    FileQuestion m_question;
    QString m_pendingSource;
    QFutureWatcher<ReadTileset> m_watcher;
};

} // namespace mapsmith
