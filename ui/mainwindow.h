// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "shell/fileopener.h"
#include "shell/filesaver.h"
#include "shell/recovery.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QStringList>

#include <functional>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QToolBar;

namespace mapsmith {

class Autosaver;
class Actions;
class BeatPanel;
class DockLayout;
class DiagnosticsPanel;
class MapDocument;
class MapView;
class RecentFiles;
class PalettePanel;
class ToolManager;
class PlayPanel;
class PropertyPanel;
class SearchPanel;
class PlannerPanel;
class SeedBar;
class SweepPanel;
class TileChooser;
struct TileMapping;
class TiledArtOverlay;
class ValidationOverlay;
class ValidationPanel;

/// Assembles the editor: the map view in the middle, the generator and diagnostics docks, the seed
/// toolbar, menus and status bar. The parts live in document/, view/, panels/, dialogs/ and shell/: Open is
/// a FileOpener, Save and Export (and a close that waits for a write) a FileSaver, autosave and recovery a
/// Recovery, File > Open Recent a RecentFiles; the file functions below hand on to them.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Starts opening a config (YAML with `generator:`), a map (with `kind:`), a project, a Tiled map or
    /// Lode Runner levels, and returns at once: the file is read, parsed and rendered off the GUI thread,
    /// with a busy bar and Cancel in the status bar and the editor locked for edits. fileOpened(path, ...)
    /// reports the end, always after this returns. An open already running is cancelled first (it reports
    /// opened = false): the newest wins.
    void openFile(const QString &path);
    bool isOpeningFile() const;
    /// Drops the running open (fileOpened reports opened = false): the document stays as it was.
    void cancelOpenFile();
    /// New document from the default preset (asks to save a dirty document first). True when it is there
    /// on return; after an export the user chose in the save question, it comes once that is written.
    bool newDocument();
    bool saveConfig();
    bool saveConfigAs();
    bool saveConfigTo(const QString &path);
    /// Starts writing the (hand-edited) map as a Mapsmith map file and returns at once (off the GUI thread,
    /// from a copy, the window locked meanwhile); fileWritten(path, ...) reports the end.
    void exportMapTo(const QString &path);
    bool exportPngTo(const QString &path, int scale);
    /// Writes the (hand-edited) map as a classic Lode Runner level; shows why when the map cannot be one.
    bool exportLodeRunnerTo(const QString &path);
    /// Opens a Tiled map (.tmj, .tmx) as openFile does: the map says which tiles are walls; when it says
    /// nothing, the tile mapping dialog asks (with the map's tile images) and the map is read again with
    /// the answer. fileOpened reports the end either way.
    void importTiledMap(const QString &path);
    /// Opens a Tiled map with `mapping` deciding its tiles.
    void importTiledMapWith(const QString &path, const TileMapping &mapping);
    /// The view's tile art: an imported Tiled map's layers, a generated map's dressing.
    TiledArtOverlay *tiledArtOverlay() const { return m_tiledArt; }
    /// Starts writing the (hand-edited) map as a Tiled map, with its tileset image beside it (as
    /// exportMapTo: fileWritten reports the end).
    void exportTiledTo(const QString &path);
    bool isWritingFile() const;

    /// Saves the config and the hand edits as a project file (docs/FORMATS.md); Save overwrites it later.
    bool saveProject();
    bool saveProjectAs();
    bool saveProjectTo(const QString &path);
    /// Offers the work a crashed session left in the recovery folder ("Recover unsaved work from ...?").
    /// Returns true when a recovery was opened.
    bool offerRecovery();
    /// Answers the recovery offer: Yes recovers, Discard deletes the file, anything else keeps it for the
    /// next start. Default: a message box.
    using RecoveryQuestion = Recovery::Question;
    void setRecoveryQuestion(RecoveryQuestion question) { m_recovery->setQuestion(std::move(question)); }
    Autosaver *autosaver() const { return m_recovery->autosaver(); }
    ValidationPanel *validationPanel() const { return m_validationPanel; }
    ValidationOverlay *validationOverlay() const { return m_validationOverlay; }

    MapDocument *document() const { return m_document; }
    MapView *mapView() const { return m_view; }
    PropertyPanel *propertyPanel() const { return m_propertyPanel; }
    DiagnosticsPanel *diagnosticsPanel() const { return m_diagnosticsPanel; }
    SeedBar *seedBar() const { return m_seedBar; }
    SearchPanel *searchPanel() const { return m_searchPanel; }
    PlannerPanel *plannerPanel() const { return m_plannerPanel; }
    BeatPanel *beatPanel() const { return m_beatPanel; }
    SweepPanel *sweepPanel() const { return m_sweepPanel; }
    TileChooser *tileChooser() const { return m_tileChooser; }
    ToolManager *toolManager() const { return m_toolManager; }
    PalettePanel *palettePanel() const { return m_palettePanel; }
    /// Map → Edit This Map: bakes the shown map into an editable one (one undo step).
    void bakeMap();
    /// Regenerate (F5); on a baked map asks first (MapDocument's discard question).
    void regenerateAsking();
    /// Every action with a shortcut, as the shortcut sheet lists them.
    QList<QAction *> shortcutActions() const;
    PlayPanel *playPanel() const { return m_playPanel; }
    QDockWidget *playDock() const { return m_playDock; }
    /// Switches between the Pan and Paint tools (the toolbar's Paint toggle, shortcut B).
    void setPaintMode(bool on);
    QString hoverText() const;
    QString generationStateText() const;

    /// Shows an error. Default: a warning QMessageBox. Tests install a sink that records instead.
    using MessageSink = std::function<void(const QString &title, const QString &text)>;
    void setMessageSink(MessageSink sink) { m_messageSink = std::move(sink); }
    /// Asks whether to save a modified document: Save, Discard or Cancel. Default: QMessageBox::question.
    using SaveQuestion = FileSaver::SaveQuestion;
    void setSaveQuestion(SaveQuestion question) { m_saver->setSaveQuestion(std::move(question)); }
    /// Asked which level of a Lode Runner file with several to open: gets "1. title" lines, returns the
    /// chosen index or -1 to cancel. The default asks with a list dialog; tests inject their choice.
    using LevelChooser = FileOpener::LevelChooser;
    void setLevelChooser(LevelChooser chooser) { m_opener->setLevelChooser(std::move(chooser)); }
    /// The Open dialog's filter: every format Open reads first, then each format alone.
    static QString openFilter();

signals:
    /// An openFile(path) ended: `opened` is false on error (after its message was shown) and on cancel,
    /// and the document is then exactly as it was.
    void fileOpened(const QString &path, bool opened);
    /// An export to `path` ended: `ok` is false on error, after its message was shown.
    void fileWritten(const QString &path, bool ok);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // mainwindow.cpp
    void createDocks();
    void createStatusBar();
    void connectDocument();
    void loadDefaultDocument();
    void updateWindowTitle();
    void updateHover(QPoint tile);
    void createFileParts();
    void createOpenProgress();
    void updateFileBusy();
    void updateTowerHover(QPoint pixel);
    void updateGenerationState();
    void showError(const QString &title, const QString &text);
    void showStatus(const QString &text, int timeoutMs);
    /// Runs `action` once a modified document was saved or discarded (the save question), now or after the
    /// export.
    void afterSaveQuestion(std::function<void()> action);
    void readSettings();
    void writeSettings();

    // mainwindow_menus.cpp
    void createActions();
    void createMenus();
    void createToolBar();
    void retranslateUi();
    void updateUndoActions();
    void updateMapActions();
    void clearHandEdits();
    void chooseLanguage(QAction *action);

    // mainwindow_project.cpp
    void createProjectParts();
    // mainwindow_editor.cpp: tools, palette, undo history, Map and Help menus
    void createEditorDocks();
    void createEditorMenus();
    void retranslateEditor();
    void updateEditorActions();
    void showUserGuide();
    void showShortcutSheet();
    void showReportProblem();
    void showAbout();

    // mainwindow_files.cpp
    void openDialog();
    void exportMapDialog();
    void exportPngDialog();
    void exportLodeRunnerDialog();
    void exportWallDialog();
    // mainwindow_tiled.cpp
    void importTiledDialog();
    void exportTiledDialog();
    void tileMappingDialog();
    void createTiledArt();
    void createTiledArtMenu();
    void askTileMapping(const QString &path, const OpenedFile &file);
    QString dialogDirectory() const;

    MapDocument *m_document;
    MapView *m_view;
    PropertyPanel *m_propertyPanel;
    DiagnosticsPanel *m_diagnosticsPanel;
    SeedBar *m_seedBar;
    TileChooser *m_tileChooser;
    ToolManager *m_toolManager = nullptr;
    PalettePanel *m_palettePanel = nullptr;
    QMenu *m_mapMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QLabel *m_verdictLabel = nullptr;
    SearchPanel *m_searchPanel = nullptr;
    PlannerPanel *m_plannerPanel = nullptr;
    BeatPanel *m_beatPanel = nullptr;
    QDockWidget *m_beatDock = nullptr;
    SweepPanel *m_sweepPanel = nullptr;
    PlayPanel *m_playPanel = nullptr;
    QDockWidget *m_playDock = nullptr;
    QToolBar *m_toolBar = nullptr;
    QToolBar *m_paintToolBar = nullptr;
    QLabel *m_hoverLabel = nullptr;
    QLabel *m_stateLabel = nullptr;
    Actions *m_actions = nullptr;
    DockLayout *m_docks = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    MessageSink m_messageSink;
    FileOpener *m_opener = nullptr;
    FileSaver *m_saver = nullptr;
    Recovery *m_recovery = nullptr;
    RecentFiles *m_recent = nullptr;
    TiledArtOverlay *m_tiledArt = nullptr;
    bool m_closeAnswered = false;      ///< the save question of this close was answered (an export ran)
    QWidget *m_openProgress = nullptr; ///< the status bar's busy bar, file name and Cancel while opening
    QLabel *m_openLabel = nullptr;
    ValidationOverlay *m_validationOverlay = nullptr;
    ValidationPanel *m_validationPanel = nullptr;
};

} // namespace mapsmith

// app/main.cpp may name it either way.
using mapsmith::MainWindow;
