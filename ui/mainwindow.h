// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QMainWindow>
#include <QMessageBox>
#include <QStringList>
#include <functional>

class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QToolBar;

namespace mapsmith {

class DiagnosticsPanel;
class MapDocument;
class MapView;
class PaintTool;
class PlayPanel;
class PropertyPanel;
class SearchPanel;
class SeedBar;
class TileChooser;

/// Assembles the editor: the map view in the middle, the generator and diagnostics docks, the seed
/// toolbar, menus and status bar. The parts live in document/, view/, panels/ and dialogs/.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a config (YAML with `generator:`) or a map file (with `kind:`). On error shows the message
    /// (file:line:column) and keeps the document as it was; returns false.
    bool openFile(const QString &path);
    /// New document from the default preset (asks to save a dirty document first).
    bool newDocument();
    bool saveConfig();
    bool saveConfigAs();
    bool saveConfigTo(const QString &path);
    bool exportMapTo(const QString &path);
    bool exportPngTo(const QString &path, int scale);
    /// Writes the (hand-edited) map as a classic Lode Runner level; shows why when the map cannot be one.
    bool exportLodeRunnerTo(const QString &path);

    MapDocument *document() const { return m_document; }
    MapView *mapView() const { return m_view; }
    PropertyPanel *propertyPanel() const { return m_propertyPanel; }
    DiagnosticsPanel *diagnosticsPanel() const { return m_diagnosticsPanel; }
    SeedBar *seedBar() const { return m_seedBar; }
    SearchPanel *searchPanel() const { return m_searchPanel; }
    TileChooser *tileChooser() const { return m_tileChooser; }
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
    using SaveQuestion = std::function<QMessageBox::StandardButton(const QString &text)>;
    void setSaveQuestion(SaveQuestion question) { m_saveQuestion = std::move(question); }
    /// Asked which level of a Lode Runner file with several to open: gets "1. title" lines, returns the
    /// chosen index or -1 to cancel. The default asks with a list dialog; tests inject their choice.
    using LevelChooser = std::function<int(const QStringList &levels)>;
    void setLevelChooser(LevelChooser chooser) { m_levelChooser = std::move(chooser); }

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Actions;

    // mainwindow.cpp
    void createDocks();
    void createStatusBar();
    void connectDocument();
    void loadDefaultDocument();
    void updateWindowTitle();
    void updateHover(QPoint tile);
    bool openLodeRunnerFile(const QString &path, const QByteArray &text);
    int chooseLevel(const QStringList &levels);
    void updateTowerHover(QPoint pixel);
    void updateGenerationState();
    void showError(const QString &title, const QString &text);
    bool maybeSave();
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

    // mainwindow_files.cpp
    void openDialog();
    void exportMapDialog();
    void exportPngDialog();
    void exportLodeRunnerDialog();
    void exportWallDialog();
    void addRecentFile(const QString &path);
    void fillRecentMenu();
    void clearRecentFiles();
    QString dialogDirectory() const;

    MapDocument *m_document;
    MapView *m_view;
    PropertyPanel *m_propertyPanel;
    DiagnosticsPanel *m_diagnosticsPanel;
    SeedBar *m_seedBar;
    TileChooser *m_tileChooser;
    PaintTool *m_paintTool;
    QDockWidget *m_generatorDock = nullptr;
    QDockWidget *m_diagnosticsDock = nullptr;
    SearchPanel *m_searchPanel = nullptr;
    QDockWidget *m_searchDock = nullptr;
    PlayPanel *m_playPanel = nullptr;
    QDockWidget *m_playDock = nullptr;
    QToolBar *m_toolBar = nullptr;
    QToolBar *m_paintToolBar = nullptr;
    QLabel *m_hoverLabel = nullptr;
    QLabel *m_stateLabel = nullptr;
    Actions *m_actions = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    MessageSink m_messageSink;
    SaveQuestion m_saveQuestion;
    LevelChooser m_levelChooser;
};

} // namespace mapsmith

// app/main.cpp may name it either way.
using mapsmith::MainWindow;
