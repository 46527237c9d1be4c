// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QMessageBox>
#include <QObject>
#include <QString>

#include <functional>

class QWidget;

namespace mapsmith {

class Autosaver;
class MapDocument;

/// Never lose work, the editor's side: the document's Autosaver, the offer of what a crashed session left
/// behind (Autosaver::leftBehind), and the autosave interval. Nothing is read from the environment: a test
/// answers the offer with setQuestion, as a user answers the message box.
class Recovery : public QObject
{
    Q_OBJECT

public:
    /// Answers the offer: Yes recovers, Discard deletes the file, anything else keeps it for the next start.
    using Question = std::function<QMessageBox::StandardButton(const QString &text)>;

    /// `dialogParent` parents the question and the interval dialog.
    Recovery(MapDocument *document, QWidget *dialogParent);

    Autosaver *autosaver() const { return m_autosaver; }
    /// Offers each file a crashed session left, newest first, until one is recovered; true when one was.
    bool offer();
    void setQuestion(Question question) { m_question = std::move(question); }
    /// Settings > Autosave Interval: asks for the seconds and keeps them (QSettings).
    void chooseInterval();

signals:
    /// The document now holds recovered, unsaved work.
    void recovered();
    void errorOccurred(const QString &title, const QString &text);
    void statusMessage(const QString &text, int timeoutMs);

private:
    QMessageBox::StandardButton ask(const QString &text);

    MapDocument *m_document;
    QWidget *m_dialogParent;
    Autosaver *m_autosaver;
    Question m_question;
};

} // namespace mapsmith
