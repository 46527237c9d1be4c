// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "document/mapdocument.h"

#include <QWidget>

#include <string>
#include <vector>

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QScrollArea;
class QToolButton;

namespace mapsmith {

class ParamEditor;
class TilesetChooser;

/// The generator chooser (the games' presets first, then the generators) and one row per parameter of the
/// current generator's schema (label, editor, reset-to-default button), plus "Reset all". Built from the
/// schema, never by hand; every edit is an undo command on the document's stack.
class PropertyPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PropertyPanel(MapDocument *document, QWidget *parent = nullptr);

    QComboBox *generatorChooser() const { return m_chooser; }
    /// The chooser's item data of a preset is this prefix and the preset's id.
    static inline const QString kPresetPrefix = QStringLiteral("preset:");
    ParamEditor *editor(const std::string &id) const;
    QToolButton *resetButton(const std::string &id) const;
    TilesetChooser *tilesetChooser() const { return m_tileset; }

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        std::string id;
        QLabel *label = nullptr;
        ParamEditor *editor = nullptr;
        QToolButton *reset = nullptr;
    };

    void fillChooser();
    void retranslateChooser();
    /// Selects the preset the config equals, else its generator.
    void showCurrent();
    void rebuild();
    void addRow(const ParamSpec &spec, QGridLayout *grid, int row);
    void updateValues();
    void onConfigChanged(ChangeKind kind);
    void retranslateUi();

    MapDocument *m_document;
    QLabel *m_chooserLabel;
    QComboBox *m_chooser;
    TilesetChooser *m_tileset;
    QScrollArea *m_scroll;
    QPushButton *m_resetAll;
    std::vector<Row> m_rows;
};

} // namespace mapsmith
