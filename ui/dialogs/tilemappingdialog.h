// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#ifndef Q_MOC_RUN
#include <mapsmith/io/tiledmodel.h>
#include <mapsmith/io/tilemapping.h>
#include <mapsmith/util/result.h>
#endif

#include <QDialog>
#include <QString>

#include <optional>

class QComboBox;
class QIcon;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace mapsmith {

class TiledPictures;

/// The tile mapping Tiled import and export use: the file QSettings remembers (tiledMapping/path), or the
/// built-in one when none is set. An error names the file when it cannot be read.
Result<TileMapping> activeTileMapping();
QString activeTileMappingPath();
void setActiveTileMappingPath(const QString &path);

/// Edits the tile mapping (Tiled gid <-> Mapsmith tile) as a table, opens and saves mapping files. Save
/// writes the file (asking where the first time) and makes it the active mapping.
class TileMappingDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TileMappingDialog(QWidget *parent = nullptr);

    void setMapping(const TileMapping &mapping);
    /// The table as a mapping; std::nullopt with `error` set when two rows name the same gid.
    std::optional<TileMapping> mapping(QString *error) const;
    /// The file the mapping was opened from or will be saved to; empty for the built-in one.
    QString path() const { return m_path; }

    bool openFile(const QString &path, QString *error);
    /// Writes the table to `path` and makes it the active mapping.
    bool saveTo(const QString &path, QString *error);
    void resetToBuiltin();
    void addRow(std::uint32_t gid, Tile tile);

    /// Import mode, for a map that says nothing about its walls: one row per gid in `gids` with its tile's
    /// picture (drawn from `doc`'s tilesets), the Mapsmith tile to choose (from `start` where it lists the
    /// gid, else floor); the rows are fixed, OK imports with the table (mapping()) and writes no file.
    void askForImport(const tiled::Document &doc, const TiledPictures &pictures,
                      const std::vector<std::uint32_t> &gids, const TileMapping &start);
    bool isImportMode() const { return m_importMode; }
    /// The table's rows (for tests): gid, tile.
    int rowCount() const;
    void setRowTile(int row, Tile tile);
    /// The picture shown for a row (null in the mapping editor).
    QIcon rowPicture(int row) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void save();
    void openDialog();
    void fillTileCombo(QComboBox *combo, Tile selected) const;
    void showPath();

    QString m_path;
    bool m_importMode = false;
    QLabel *m_intro;
    QLabel *m_pathLabel;
    QLabel *m_emptyLabel;
    QComboBox *m_empty;
    QTableWidget *m_table;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_open;
    QPushButton *m_builtin;
    QDialogButtonBox *m_buttons;
};

} // namespace mapsmith
