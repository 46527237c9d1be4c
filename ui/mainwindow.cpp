// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "mainwindow.h"

#include "audio/musictransport.h"
#include "audition/beatpanel.h"
#include "document/autosaver.h"
#include "document/mapdocument.h"
#include "document/tiletext.h"
#include "panels/diagnosticspanel.h"
#include "panels/plannerpanel.h"
#include "panels/propertypanel.h"
#include "panels/searchpanel.h"
#include "panels/seedbar.h"
#include "panels/sweeppanel.h"
#include "panels/tilechooser.h"
#include "panels/tilesetchooser.h"
#include "play/playpanel.h"
#include "play/playview.h"
#include "render/palette.h"
#include "render/renderer.h"
#include "render/towerrenderer.h"
#include "shell/actions.h"
#include "shell/docklayout.h"
#include "shell/recentfiles.h"
#include "tools/painttool.h"
#include "view/mapview.h"

#include <mapsmith/generate/registry.h>

#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QStatusBar>
#include <QUndoStack>

#include <algorithm>
#include <utility>

namespace mapsmith {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_document(new MapDocument(this)), m_view(new MapView(this)),
      m_propertyPanel(new PropertyPanel(m_document, this)),
      m_diagnosticsPanel(new DiagnosticsPanel(m_document, this)), m_seedBar(new SeedBar(m_document, this)),
      m_tileChooser(new TileChooser(this)), m_actions(new Actions(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_view->setObjectName(QStringLiteral("mapView"));
    m_view->setBackground(Palette::builtin().named(QStringLiteral("background"), QColor(0x20, 0x22, 0x26)));
    setCentralWidget(m_view);
    m_view->setMap(&m_document->map()); // the document's map object lives as long as the document
    createTiledArt();                   // the art's overlay goes under every other one
    createDocks();
    createFileParts();
    createProjectParts();
    createEditorDocks();
    m_docks->arrange();
    createActions();
    createMenus();
    createEditorMenus();
    createTiledArtMenu();
    createToolBar();
    createStatusBar();
    createOpenProgress();
    connectDocument();
    retranslateUi();
    readSettings();
    loadDefaultDocument();
}

MainWindow::~MainWindow()
{
    // The document (a child, deleted after this body) clears its undo stack on the way out: nothing it
    // announces then may reach the actions deleted here.
    disconnect(m_document, nullptr, this, nullptr);
    disconnect(m_document->undoStack(), nullptr, this, nullptr);
    // The docks that share the music go before it: children are deleted in the order they were made, and
    // the transport was made before the Play and Beat docks.
    delete m_playDock;
    delete m_beatDock;
}

void MainWindow::createDocks()
{
    using Dock = DockLayout::Dock;
    m_docks = new DockLayout(this);
    m_docks->add(Dock::Generator, m_propertyPanel);
    m_docks->add(Dock::Diagnostics, m_diagnosticsPanel);
    m_searchPanel = new SearchPanel(m_document, m_view, this);
    m_docks->add(Dock::Search, m_searchPanel);
    m_plannerPanel = new PlannerPanel(m_document, m_view, this);
    m_docks->add(Dock::Planner, m_plannerPanel);
    m_sweepPanel = new SweepPanel(m_document, this);
    m_docks->add(Dock::Sweep, m_sweepPanel);
    // The level's music plays on one transport: the beat panel auditions it, the play-test runs on it.
    auto *music = new MusicTransport(this);
    m_playPanel = new PlayPanel(m_document, music, this);
    m_playDock = m_docks->add(Dock::Play, m_playPanel);
    connect(m_playPanel->view(), &PlayView::quitRequested, m_playDock, &QDockWidget::close);
    connect(m_playPanel, &PlayPanel::editorRequested, this, [this] { // M: back to the editor, keys to the map
        m_playDock->close();
        m_view->setFocus();
    });
    connect(m_playDock, &QDockWidget::visibilityChanged, m_playPanel, &PlayPanel::setActive);
    m_beatPanel = new BeatPanel(m_document, music, this);
    m_beatPanel->addGridAction(m_playPanel->applyTimingAction());
    m_beatDock = m_docks->add(Dock::Beat, m_beatPanel);
}

void MainWindow::createStatusBar()
{
    m_hoverLabel = new QLabel(this);
    m_hoverLabel->setObjectName(QStringLiteral("hoverLabel"));
    m_stateLabel = new QLabel(this);
    m_stateLabel->setObjectName(QStringLiteral("stateLabel"));
    // Room for the longest state text, so the status bar never clips it.
    m_stateLabel->setMinimumWidth(
        m_stateLabel->fontMetrics().horizontalAdvance(QStringLiteral("Generated in 00000 ms")) + 16);
    statusBar()->addWidget(m_hoverLabel, 1);
    statusBar()->addPermanentWidget(m_stateLabel);
}

void MainWindow::connectDocument()
{
    connect(m_document, &MapDocument::mapChanged, this, [this] {
        m_view->setImage(m_document->image());
        updateHover(m_view->hoveredTile());
        updateGenerationState();
        updateMapActions();
    });
    connect(m_document, &MapDocument::mapEdited, this, [this](const QRect &tiles) {
        m_view->updateTiles(m_document->image(), tiles);
        updateHover(m_view->hoveredTile());
        updateMapActions();
    });
    connect(m_document, &MapDocument::generationStarted, this, &MainWindow::updateGenerationState);
    connect(m_document, &MapDocument::generationFailed, this, &MainWindow::updateGenerationState);
    connect(m_document, &MapDocument::fileNameChanged, this, &MainWindow::updateWindowTitle);
    connect(m_propertyPanel->tilesetChooser(), &TilesetChooser::failed, this,
            [this](const QString &message) { showError(tr("Cannot use this tileset"), message); });
    connect(m_document, &MapDocument::dirtyChanged, this, &MainWindow::setWindowModified);
    connect(m_view, &MapView::tileHovered, this, &MainWindow::updateHover);
}

void MainWindow::loadDefaultDocument()
{
    Config config;
    QFile preset(QStringLiteral(":/presets/cave.yaml"));
    if (preset.open(QIODevice::ReadOnly)) {
        const QByteArray text = preset.readAll();
        auto parsed = readConfig(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                                 "cave.yaml", builtinGenerators());
        if (parsed)
            config = *parsed;
    }
    m_document->reset(config, QString());
    updateWindowTitle();
}

bool MainWindow::newDocument()
{
    if (m_saver->askToSave([this] { loadDefaultDocument(); }) != FileSaver::SaveAnswer::Proceed)
        return false;
    loadDefaultDocument();
    return true;
}

void MainWindow::updateWindowTitle()
{
    const QString file = m_document->fileName();
    const QString name = file.isEmpty() ? tr("Untitled") : QFileInfo(file).fileName();
    setWindowTitle(tr("%1[*] — Mapsmith").arg(name));
    setWindowModified(m_document->isDirty());
}

QString MainWindow::hoverText() const
{
    return m_hoverLabel->text();
}

QString MainWindow::generationStateText() const
{
    return m_stateLabel->text();
}

// A tower is drawn as a graph: the hovered point is a pixel of renderForView's picture; name the room under
// it.
void MainWindow::updateTowerHover(QPoint pixel)
{
    const TowerMap &tower = m_document->map().tower;
    const QPointF at(pixel.x() + 0.5, pixel.y() + 0.5);
    const double reach = 8.0 * kTowerViewScale * 0.45;
    for (const TowerNode &node : tower.nodes) {
        const QPointF d = towerNodeCentre(tower, node, kTowerViewScale) - at;
        if (d.x() * d.x() + d.y() * d.y() <= reach * reach) {
            m_hoverLabel->setText(tr("Floor %1, column %2: %3")
                                      .arg(node.floor)
                                      .arg(node.column)
                                      .arg(trTile(roomTypeInfo(node.type).description)));
            return;
        }
    }
    m_hoverLabel->clear();
}

void MainWindow::updateHover(QPoint tile)
{
    if (m_document->hasMap() && m_document->map().kind == MapKind::Tower) {
        updateTowerHover(tile);
        return;
    }
    const GridMap &grid = m_document->map().grid;
    if (!m_document->hasMap() || tile.x() < 0 || tile.x() >= grid.width() || tile.y() < 0 ||
        tile.y() >= grid.height()) {
        m_hoverLabel->clear();
        return;
    }
    QString text =
        tr("(%1, %2) %3").arg(tile.x()).arg(tile.y()).arg(tileDescription(grid.tiles.at(tile.x(), tile.y())));
    const Point p{tile.x(), tile.y()};
    if (grid.start && *grid.start == p)
        text += QStringLiteral(" — ") + trTile("Start");
    if (grid.exit && *grid.exit == p)
        text += QStringLiteral(" — ") + trTile("Exit");
    for (const Entity &e : grid.entities) {
        if (e.x == p.x && e.y == p.y)
            text += QStringLiteral(" — ") + trTile(e.type);
    }
    m_hoverLabel->setText(text);
}

void MainWindow::updateGenerationState()
{
    if (m_document->isGenerating())
        m_stateLabel->setText(tr("Generating…"));
    else if (!m_document->lastError().message.empty())
        m_stateLabel->setText(tr("Generation failed"));
    else if (m_document->hasMap() && !m_document->isGenerated())
        m_stateLabel->setText(tr("Opened from a file"));
    else if (m_document->isBaked())
        m_stateLabel->setText(tr("Baked for editing"));
    else if (m_document->hasMap())
        m_stateLabel->setText(tr("Generated in %1 ms").arg(m_document->generationMs()));
    else
        m_stateLabel->clear();
}

void MainWindow::showError(const QString &title, const QString &text)
{
    if (m_messageSink)
        m_messageSink(title, text);
    else
        QMessageBox::warning(this, title, text);
}

void MainWindow::showStatus(const QString &text, int timeoutMs)
{
    statusBar()->showMessage(text, timeoutMs);
}

void MainWindow::afterSaveQuestion(std::function<void()> action)
{
    m_saver->afterSaveQuestion(std::move(action));
}

// As Tiled does when a save fails, a close waits for the file: while a write runs the close is put off
// until it has ended (and dropped if it failed: its message says why). A running open is cancelled first,
// so its result cannot replace the document under the save question; the document is still the one before
// it, so nothing is lost.
void MainWindow::closeEvent(QCloseEvent *event)
{
    if (isWritingFile()) {
        m_saver->closeWhenWritten();
        statusBar()->showMessage(tr("Closing once the file is written…"));
        event->ignore();
        return;
    }
    cancelOpenFile();
    if (!std::exchange(m_closeAnswered, false) && m_saver->askToSave([this] {
            m_closeAnswered = true;
            close();
        }) != FileSaver::SaveAnswer::Proceed) {
        event->ignore();
        return;
    }
    m_saver->dropWaitingClose();
    writeSettings();
    m_recovery->autosaver()->discard(); // saved or discarded: nothing is left to recover
    event->accept();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::readSettings()
{
    m_docks->restore();
}

void MainWindow::writeSettings()
{
    m_docks->save();
}

} // namespace mapsmith
