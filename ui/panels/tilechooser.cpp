// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "panels/tilechooser.h"

#include "document/tiletext.h"
#include "render/palette.h"

#include <QEvent>
#include <QPainter>
#include <QPixmap>

namespace mapsmith {

namespace {

} // namespace

QColor brushColor(const PaintBrush &brush, const Palette &palette)
{
    switch (brush.kind) {
    case PaintBrush::Kind::Tile:
        return palette.tile(brush.tile);
    case PaintBrush::Kind::Erase:
        return palette.tile(Tile::Floor);
    case PaintBrush::Kind::Start:
        return palette.named(QStringLiteral("start"));
    case PaintBrush::Kind::Exit:
        return palette.named(QStringLiteral("exit"));
    case PaintBrush::Kind::Gold:
        return palette.entity(QStringLiteral("gold"));
    case PaintBrush::Kind::Guard:
        return palette.entity(QStringLiteral("guard"));
    case PaintBrush::Kind::Light:
        return palette.entity(QStringLiteral("light"));
    case PaintBrush::Kind::Enemy:
        return palette.entity(QStringLiteral("enemy"));
    }
    return Qt::magenta;
}

QIcon brushSwatch(const PaintBrush &brush, int size)
{
    QIcon icon;
    // One pixmap per device pixel ratio, so the swatch is crisp on a high-DPI screen too.
    for (const int dpr : {1, 2}) {
        QPixmap pixmap(size * dpr, size * dpr);
        pixmap.setDevicePixelRatio(dpr);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setPen(QColor(0x80, 0x80, 0x80)); // dark tiles stay visible on a dark menu
        painter.setBrush(brushColor(brush, Palette::builtin()));
        painter.drawRect(QRectF(0.5, 0.5, size - 1, size - 1));
        icon.addPixmap(pixmap);
    }
    return icon;
}

TileChooser::TileChooser(QWidget *parent) : QComboBox(parent)
{
    setObjectName(QStringLiteral("tileChooser"));
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (const TileInfo &info : allTiles())
        m_brushes.push_back({PaintBrush::Kind::Tile, info.tile});
    for (auto kind :
         {PaintBrush::Kind::Erase, PaintBrush::Kind::Start, PaintBrush::Kind::Exit, PaintBrush::Kind::Gold,
          PaintBrush::Kind::Guard, PaintBrush::Kind::Light, PaintBrush::Kind::Enemy})
        m_brushes.push_back({kind, Tile::Floor});
    for (const PaintBrush &brush : m_brushes)
        addItem(brushSwatch(brush, 16), QString());
    retranslate();
}

PaintBrush TileChooser::brush() const
{
    const int i = currentIndex();
    return i >= 0 && i < static_cast<int>(m_brushes.size()) ? m_brushes[static_cast<std::size_t>(i)]
                                                            : PaintBrush{};
}

bool TileChooser::setBrush(const PaintBrush &brush)
{
    for (std::size_t i = 0; i < m_brushes.size(); ++i) {
        const PaintBrush &b = m_brushes[i];
        if (b.kind == brush.kind && (b.kind != PaintBrush::Kind::Tile || b.tile == brush.tile)) {
            setCurrentIndex(static_cast<int>(i));
            return true;
        }
    }
    return false;
}

void TileChooser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QComboBox::changeEvent(event);
}

void TileChooser::retranslate()
{
    for (std::size_t i = 0; i < m_brushes.size(); ++i) {
        const PaintBrush &b = m_brushes[i];
        const QString text = b.kind == PaintBrush::Kind::Tile ? tileDescription(b.tile) : brushName(b);
        setItemText(static_cast<int>(i), text);
    }
    setToolTip(tr("What the paint tool puts on the map (right-click a tile in Paint mode to pick it)"));
}

} // namespace mapsmith
