// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#ifndef Q_MOC_RUN
#include <mapsmith/edit/handedits.h>
#endif

#include <QWidget>

#include <string_view>
#include <vector>

class QButtonGroup;
class QGridLayout;
class QLabel;

namespace mapsmith {

class MapDocument;
class TileChooser;

/// The brushes that make sense for a map made by `generator` ("cave", "rooms", "maze", "loderunner"):
/// its tiles, its markers and its entities, then the eraser; none for "tower" (a graph). Any other id (a
/// hand-made map) gets them all.
std::vector<PaintBrush> paletteBrushes(std::string_view generator);

/// The palette dock: a button per brush of the map's kind, with its colour. It shows and sets the tile
/// chooser's brush, so the toolbar's chooser and the palette always agree.
class PalettePanel : public QWidget
{
    Q_OBJECT

public:
    PalettePanel(MapDocument *document, TileChooser *chooser, QWidget *parent = nullptr);

    /// The brushes on show, in button order.
    const std::vector<PaintBrush> &brushes() const { return m_brushes; }
    /// Clicks the button of `brush`; false if the palette does not offer it.
    bool choose(const PaintBrush &brush);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void showChooserBrush();
    void retranslate();

    MapDocument *m_document;
    TileChooser *m_chooser;
    QLabel *m_title;
    QGridLayout *m_grid;
    QButtonGroup *m_group;
    std::vector<PaintBrush> m_brushes;
    std::string m_kind = "?";
};

} // namespace mapsmith
