// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "panels/palettepanel.h"

#include "document/mapdocument.h"
#include "document/tiletext.h"
#include "panels/tilechooser.h"

#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace mapsmith {

namespace {

using K = PaintBrush::Kind;

PaintBrush tile(Tile t)
{
    return {K::Tile, t};
}

PaintBrush marker(K kind)
{
    return {kind, Tile::Floor};
}

} // namespace

std::vector<PaintBrush> paletteBrushes(std::string_view generator)
{
    if (generator == "cave")
        return {tile(Tile::Wall), tile(Tile::Floor), tile(Tile::Slow), marker(K::Start),
                marker(K::Exit),  marker(K::Gold),   marker(K::Enemy), marker(K::Erase)};
    if (generator == "maze")
        return {tile(Tile::Wall), tile(Tile::Floor), tile(Tile::Slow), marker(K::Start),
                marker(K::Exit),  marker(K::Gold),   marker(K::Erase)};
    if (generator == "rooms")
        return {tile(Tile::Wall), tile(Tile::Floor), tile(Tile::Door), tile(Tile::Slow), marker(K::Start),
                marker(K::Exit),  marker(K::Light),  marker(K::Gold),  marker(K::Enemy), marker(K::Erase)};
    if (generator == "loderunner")
        return {tile(Tile::Brick), tile(Tile::Solid), tile(Tile::Ladder),       tile(Tile::Rope),
                tile(Tile::Trap),  tile(Tile::Floor), tile(Tile::HiddenLadder), marker(K::Start),
                marker(K::Gold),   marker(K::Guard),  marker(K::Erase)};
    if (generator == "tower")
        return {}; // a graph, not tiles: the Tower Graph tool edits it
    std::vector<PaintBrush> all;
    for (const TileInfo &info : allTiles())
        all.push_back(tile(info.tile));
    for (K kind : {K::Start, K::Exit, K::Gold, K::Guard, K::Light, K::Enemy, K::Erase})
        all.push_back(marker(kind));
    return all;
}

PalettePanel::PalettePanel(MapDocument *document, TileChooser *chooser, QWidget *parent)
    : QWidget(parent), m_document(document), m_chooser(chooser), m_title(new QLabel(this)),
      m_grid(new QGridLayout), m_group(new QButtonGroup(this))
{
    setObjectName(QStringLiteral("palettePanel"));
    m_title->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(m_grid);
    layout->addStretch(1);
    m_group->setExclusive(true);
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) {
        if (id >= 0 && id < static_cast<int>(m_brushes.size()))
            m_chooser->setBrush(m_brushes[static_cast<std::size_t>(id)]);
    });
    connect(chooser, &QComboBox::currentIndexChanged, this, &PalettePanel::showChooserBrush);
    connect(document, &MapDocument::configChanged, this, &PalettePanel::rebuild);
    connect(document, &MapDocument::mapChanged, this, &PalettePanel::rebuild);
    rebuild();
}

void PalettePanel::rebuild()
{
    const std::string kind = m_document->isGenerated() ? m_document->config().generator : std::string();
    if (kind == m_kind)
        return;
    m_kind = kind;
    for (QAbstractButton *b : m_group->buttons()) {
        m_group->removeButton(b);
        delete b;
    }
    m_brushes = paletteBrushes(kind);
    for (std::size_t i = 0; i < m_brushes.size(); ++i) {
        auto *button = new QToolButton(this);
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setIconSize(QSize(20, 20));
        button->setIcon(brushSwatch(m_brushes[i], 20));
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        m_group->addButton(button, static_cast<int>(i));
        m_grid->addWidget(button, static_cast<int>(i / 2), static_cast<int>(i % 2));
    }
    retranslate();
    showChooserBrush();
}

bool PalettePanel::choose(const PaintBrush &brush)
{
    for (std::size_t i = 0; i < m_brushes.size(); ++i) {
        if (m_brushes[i] == brush) {
            m_group->button(static_cast<int>(i))->click();
            return true;
        }
    }
    return false;
}

void PalettePanel::showChooserBrush()
{
    const PaintBrush current = m_chooser->brush();
    // A brush this palette does not offer (picked on a hand-made map) leaves no button checked.
    m_group->setExclusive(false);
    for (std::size_t i = 0; i < m_brushes.size(); ++i)
        m_group->button(static_cast<int>(i))->setChecked(m_brushes[i] == current);
    m_group->setExclusive(true);
}

void PalettePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PalettePanel::retranslate()
{
    m_title->setText(m_kind.empty()
                         ? tr("Every tile and entity")
                         : tr("Tiles and entities of %1 maps")
                               .arg(m_document->generator() ? trSchema(m_document->generator()->displayName())
                                                            : QString::fromStdString(m_kind)));
    for (std::size_t i = 0; i < m_brushes.size(); ++i) {
        QAbstractButton *b = m_group->button(static_cast<int>(i));
        const PaintBrush &brush = m_brushes[i];
        b->setText(brushName(brush));
        b->setToolTip(brush.kind == PaintBrush::Kind::Tile ? tileDescription(brush.tile) : brushName(brush));
    }
}

} // namespace mapsmith
