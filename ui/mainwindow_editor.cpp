// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// The hand-editing parts of the main window: the tool manager and its toolbar row, the palette and undo
// history panels, the Map menu, the Help menu (Keyboard Shortcuts, Report a Problem, About), baking and the
// discard question.
#include "dialogs/shortcutsheet.h"
#include "dialogs/userguide.h"
#include "document/autosaver.h"
#include "document/editcommands.h"
#include "document/mapdocument.h"
#include "mainwindow.h"
#include "panels/palettepanel.h"
#include "panels/tilechooser.h"
#include "shell/actions.h"
#include "shell/docklayout.h"
#include "tools/toolmanager.h"
#include "tools/towertool.h"
#include "view/mapview.h"

#include <QAction>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QSysInfo>
#include <QUndoStack>
#include <QUndoView>
#include <QUrl>

#include <algorithm>

namespace mapsmith {

void MainWindow::createEditorDocks()
{
    m_toolManager = new ToolManager(m_document, m_view, m_tileChooser, this);
    connect(m_toolManager, &ToolManager::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 5000); });
    m_palettePanel = new PalettePanel(m_document, m_tileChooser, this);
    m_docks->add(DockLayout::Dock::Palette, m_palettePanel);
    auto *history = new QUndoView(m_document->undoStack(), this);
    history->setObjectName(QStringLiteral("undoHistory"));
    m_docks->add(DockLayout::Dock::History, history);

    m_verdictLabel = new QLabel(this);
    m_verdictLabel->setObjectName(QStringLiteral("towerVerdictLabel"));
    const auto showVerdict = [this] {
        // The validator runs after every tower edit; a tower has at most a few hundred rooms, so this costs
        // microseconds on the GUI thread.
        const QString verdict = towerVerdict(*m_document);
        m_verdictLabel->setText(verdict);
        m_verdictLabel->setVisible(!verdict.isEmpty());
    };
    connect(m_document, &MapDocument::mapChanged, this, showVerdict);
    connect(m_document, &MapDocument::mapEdited, this, showVerdict);
    m_verdictLabel->hide();

    m_document->setDiscardQuestion([this] {
        const auto answer = QMessageBox::question(
            this, tr("Discard edits?"),
            tr("This map was baked for editing. Regenerating replaces it and discards every edit made "
               "to it (Undo brings them back).\nRegenerate?"),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        return answer == QMessageBox::Yes;
    });
    connect(m_document, &MapDocument::generationStarted, this, &MainWindow::updateEditorActions);
    connect(m_document, &MapDocument::bakedChanged, this, [this] {
        updateMapActions();
        updateGenerationState();
    });
}

void MainWindow::createEditorMenus()
{
    Actions &a = *m_actions;

    m_mapMenu = new QMenu(this);
    m_mapMenu->addAction(a.bake);
    m_mapMenu->addSeparator();
    m_mapMenu->addActions(m_toolManager->toolActions());
    m_mapMenu->addSeparator();
    m_mapMenu->addAction(m_toolManager->deleteAction());
    menuBar()->insertMenu(m_settingsMenu->menuAction(), m_mapMenu);
    m_helpMenu = menuBar()->addMenu(QString());
    a.fillHelpMenu(m_helpMenu);
    addAction(m_toolManager->deleteAction());

    statusBar()->addPermanentWidget(m_verdictLabel);
}

void MainWindow::retranslateEditor()
{
    m_toolManager->retranslate();
    m_mapMenu->setTitle(tr("&Map"));
    m_helpMenu->setTitle(tr("&Help"));
    findChild<QUndoView *>(QStringLiteral("undoHistory"))->setEmptyLabel(tr("<map as opened>"));
}

void MainWindow::updateEditorActions()
{
    m_actions->bake->setEnabled(m_document->hasMap() && m_document->isGenerated() && !m_document->isBaked() &&
                                !m_document->isGenerating());
    m_palettePanel->setEnabled(m_document->canPaint());
}

void MainWindow::bakeMap()
{
    if (m_document->isGenerating())
        return; // the map on show is not yet the config's: bake the one that is coming
    m_document->undoStack()->push(new BakeCommand(m_document));
}

void MainWindow::regenerateAsking()
{
    m_document->regenerateAsking();
}

QList<QAction *> MainWindow::shortcutActions() const
{
    QList<QAction *> out;
    QList<QAction *> all = findChildren<QAction *>();
    for (QAction *action : all) {
        if (!action->shortcut().isEmpty() && !action->text().isEmpty() && !out.contains(action))
            out.append(action);
    }
    std::sort(out.begin(), out.end(), [](const QAction *x, const QAction *y) {
        return x->text().remove(QLatin1Char('&')) < y->text().remove(QLatin1Char('&'));
    });
    return out;
}

void MainWindow::showUserGuide()
{
    // One guide, not modal: it stays open beside the editor while the user follows it.
    auto *guide = findChild<UserGuide *>(QStringLiteral("userGuide"));
    if (!guide) {
        guide = new UserGuide(this);
        guide->setAttribute(Qt::WA_DeleteOnClose);
    }
    guide->show();
    guide->raise();
    guide->activateWindow();
}

void MainWindow::showShortcutSheet()
{
    ShortcutSheet sheet(shortcutActions(), this);
    sheet.exec();
}

namespace {

/// A message box that does not block (open(), not exec()): tests find it by its name and close it.
QMessageBox *openBox(QWidget *parent, const char *name, const QString &title, const QString &text)
{
    auto *box = new QMessageBox(QMessageBox::Information, title, text, QMessageBox::Close, parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextFormat(Qt::RichText);
    box->setTextInteractionFlags(Qt::TextBrowserInteraction);
    return box;
}

} // namespace

// Help > Report a Problem: what a bug report needs (as Tiled's Help menu points at its issue tracker), with
// the folder where the editor keeps a crashed session's work, which a report can attach.
void MainWindow::showReportProblem()
{
    const QString folder = Autosaver::directory();
    QMessageBox *box = openBox(
        this, "reportProblemBox", tr("Report a Problem"),
        tr("<p>Please say what you did, what you expected and what happened, and give these lines:</p>"
           "<p><tt>Mapsmith %1, Qt %2, %3</tt></p>"
           "<p>The work of a session that ended unexpectedly is kept in <tt>%4</tt> (offered at the next "
           "start); "
           "attach the file there if the problem lost work. A map, config or project that shows the problem "
           "helps most.</p>")
            .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion()),
                 QSysInfo::prettyProductName(), folder.toHtmlEscaped()));
    QPushButton *openFolder = box->addButton(tr("Open the Folder"), QMessageBox::ActionRole);
    openFolder->setObjectName(QStringLiteral("openRecoveryFolder"));
    // ActionRole buttons close the box too; opening the folder is all it does.
    connect(openFolder, &QPushButton::clicked, this, [folder] {
        QDir().mkpath(folder);
        QDesktopServices::openUrl(QUrl::fromLocalFile(folder));
    });
    box->open();
}

void MainWindow::showAbout()
{
    openBox(this, "aboutBox", tr("About Mapsmith"),
            tr("<h3>Mapsmith %1</h3>"
               "<p>A level editor and map debugger for grid-based procedural game levels: generators, "
               "searches stepped on the map, beat grids, play-testing, YAML export and a headless command "
               "line.</p>"
               "<p>Built with Qt %2, running on Qt %3.</p>"
               "<p>Licence: MIT.</p>")
                .arg(QCoreApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR),
                     QString::fromLatin1(qVersion())))
        ->open();
}

} // namespace mapsmith
