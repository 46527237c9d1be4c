// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "shell/recovery.h"

#include "document/autosaver.h"
#include "document/mapdocument.h"
#include "document/projectfile.h"

#include <QFile>
#include <QFileInfo>
#include <QInputDialog>
#include <QLocale>
#include <QPushButton>

namespace mapsmith {

Recovery::Recovery(MapDocument *document, QWidget *dialogParent)
    : QObject(dialogParent), m_document(document), m_dialogParent(dialogParent),
      m_autosaver(new Autosaver(document, this))
{
    connect(m_autosaver, &Autosaver::failed, this, [this](const QString &message) {
        emit statusMessage(tr("Autosave failed: %1").arg(message), 0);
    });
}

QMessageBox::StandardButton Recovery::ask(const QString &text)
{
    if (m_question)
        return m_question(text);
    QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Work"), text, QMessageBox::NoButton,
                    m_dialogParent);
    QPushButton *recover = box.addButton(tr("&Recover"), QMessageBox::YesRole);
    QPushButton *discard = box.addButton(QMessageBox::Discard);
    box.addButton(tr("&Not Now"), QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    box.exec();
    if (box.clickedButton() == discard)
        return QMessageBox::Discard;
    if (box.clickedButton() == recover)
        return QMessageBox::Yes;
    return QMessageBox::Cancel;
}

bool Recovery::offer()
{
    for (const Autosaver::Recovery &left : Autosaver::leftBehind()) {
        const QString when = QLocale().toString(left.saved, QLocale::LongFormat);
        const QString name = left.origin.isEmpty() ? tr("Untitled") : QFileInfo(left.origin).fileName();
        const auto answer =
            ask(tr("Mapsmith closed without saving %1.\nRecover unsaved work from %2?").arg(name, when));
        if (answer == QMessageBox::Discard) {
            Autosaver::remove(left);
            continue;
        }
        if (answer != QMessageBox::Yes)
            continue;
        QFile file(left.file);
        const QByteArray text = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        const QString error =
            openProjectText(*m_document, text, left.origin, QFileInfo(left.file).fileName().toStdString());
        if (!error.isEmpty()) {
            emit errorOccurred(tr("Recover Unsaved Work"), error);
            continue; // kept: a newer Mapsmith may read it
        }
        m_document->markModified();
        Autosaver::remove(left);
        emit recovered();
        emit statusMessage(tr("Recovered unsaved work from %1").arg(when), 10000);
        return true;
    }
    return false;
}

void Recovery::chooseInterval()
{
    bool ok = false;
    const int seconds = QInputDialog::getInt(m_dialogParent, tr("Autosave Interval"),
                                             tr("Save unsaved work for recovery every (seconds, 0 = off):"),
                                             m_autosaver->interval(), 0, 3600, 10, &ok);
    if (!ok)
        return;
    Autosaver::setIntervalSetting(seconds);
    m_autosaver->setInterval(seconds);
}

} // namespace mapsmith
