// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// moc (Qt 6.4) cannot parse <compare>, which core's grid headers include; it needs none of them.
#ifndef Q_MOC_RUN
#include <mapsmith/edit/handedits.h>
#endif

#include <QComboBox>
#include <QIcon>

#include <vector>

namespace mapsmith {

class Palette;

/// The colour a brush paints with, and a swatch icon of it (`size` logical pixels, crisp at any DPR).
QColor brushColor(const PaintBrush &brush, const Palette &palette);
QIcon brushSwatch(const PaintBrush &brush, int size);

/// The paint tool's brush: every tile (allTiles(), with its palette colour and translated description),
/// the eraser (floor, no entity) and the Start, Exit, Gold, Guard and Light markers.
class TileChooser : public QComboBox
{
    Q_OBJECT

public:
    explicit TileChooser(QWidget *parent = nullptr);

    PaintBrush brush() const;
    const std::vector<PaintBrush> &brushes() const { return m_brushes; }
    /// Selects `brush` if it is offered; returns whether it was.
    bool setBrush(const PaintBrush &brush);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    std::vector<PaintBrush> m_brushes;
};

} // namespace mapsmith
