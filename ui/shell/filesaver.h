// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QMessageBox>
#include <QObject>
#include <QString>

#include <functional>

class QWidget;

namespace mapsmith {

class FileWriter;
class MapDocument;

/// The editor's Save and Export, the save question, and a close that waits for a write. Saves of a config
/// or project are small and written at once; Export Map and the Tiled export run on a FileWriter off the
/// GUI thread from a copy of the map (a 4096 x 4096 map is tens of megabytes of YAML), and written() reports
/// the end. No local event loop waits for a write: what must come after one (the close that asked for it, an
/// open after the save question's export) chains on its end instead.
class FileSaver : public QObject
{
    Q_OBJECT

public:
    /// Asks whether to save a modified document: Save, Discard or Cancel. Default: QMessageBox::question.
    using SaveQuestion = std::function<QMessageBox::StandardButton(const QString &text)>;
    /// What the save question decided: go on now, stop (Cancel, or the save failed), or go on later: the user
    /// chose to export the map, which is being written; the action runs once it is written.
    enum class SaveAnswer { Proceed, Stop, Exporting };

    /// `dialogParent` parents the file dialogs and the question.
    FileSaver(MapDocument *document, QWidget *dialogParent);
    ~FileSaver() override;

    bool saveConfig();
    bool saveConfigAs();
    bool saveConfigTo(const QString &path);
    /// Saves the config and the hand edits as a project file (docs/FORMATS.md); Save overwrites it later.
    bool saveProject();
    bool saveProjectAs();
    bool saveProjectTo(const QString &path);
    /// Starts writing the (hand-edited) map as a Mapsmith map file and returns at once; `then` runs once it
    /// is written well.
    void exportMapTo(const QString &path, std::function<void()> then = {});
    bool exportPngTo(const QString &path, int scale);
    /// Writes the map as a classic Lode Runner level; says why when the map cannot be one.
    bool exportLodeRunnerTo(const QString &path);
    /// Starts writing the map as a Tiled map, with its tileset image beside it (as exportMapTo).
    void exportTiledTo(const QString &path);
    bool isWriting() const;

    /// The save question, when the document is modified. A config cannot hold hand edits (a project can),
    /// an imported map or a baked one: then the question offers to export the map, and `afterExport` runs
    /// once that is written.
    SaveAnswer askToSave(std::function<void()> afterExport);
    /// Runs `action` once a modified document was saved or discarded, now or after the export.
    void afterSaveQuestion(std::function<void()> action);
    void setSaveQuestion(SaveQuestion question) { m_saveQuestion = std::move(question); }

    /// A close while a write runs is put off (as Tiled keeps the window when a save fails): closeReady()
    /// comes once every write has ended well, and never if one failed (its message says why).
    void closeWhenWritten() { m_closeWhenWritten = true; }
    bool isCloseWaiting() const { return m_closeWhenWritten; }
    void dropWaitingClose() { m_closeWhenWritten = false; }

    /// Where the file dialogs start: the document's folder, else home.
    QString dialogDirectory() const;
    /// The name a save dialog suggests, in dialogDirectory(): the document's file name with `tail` and
    /// `suffix` ("level.yaml" -> "level_map.yaml"), or for a document from no file the generator and seed
    /// ("cave_42.png"), so an export never offers to overwrite the config it came from.
    QString suggestedPath(const QString &suffix, const QString &tail = {}) const;

signals:
    void busyChanged();
    /// An export to `path` off the GUI thread ended: `ok` is false on error, after errorOccurred.
    void written(const QString &path, bool ok);
    /// A config or a project was saved to `path` (the window title and the recent files follow).
    void saved(const QString &path);
    void closeReady();
    void errorOccurred(const QString &title, const QString &text);
    void statusMessage(const QString &text, int timeoutMs);

private:
    void startWrite(const QString &path, const QString &title, std::function<QString()> job,
                    std::function<void()> then);
    QMessageBox::StandardButton ask(const QString &text);

    MapDocument *m_document;
    QWidget *m_dialogParent;
    FileWriter *m_writer;
    SaveQuestion m_saveQuestion;
    bool m_closeWhenWritten = false;
};

} // namespace mapsmith
