// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "render/palette.h"

#include <mapsmith/map/tile.h>

#include <QImage>

#include <array>
#include <map>
#include <memory>
#include <string_view>

namespace mapsmith {

/// How renderMap and the views draw tiles: the built-in tile art, or one flat palette colour per tile (the
/// debugging look: each tile's colour is exactly its palette entry).
enum class TileStyle { Art, Flat };

/// Pictures that replace the built-in art of some tile types (a user's tileset, where one is chosen). Any
/// size: each is scaled to the tile size with nearest-neighbour sampling; types left out keep the built-in
/// art.
using TileImages = std::map<Tile, QImage>;

/// What renderMap draws besides the map itself.
struct RenderOptions
{
    TileStyle style = TileStyle::Art;
    std::shared_ptr<const TileImages> tileset; ///< overrides per tile type; none by default
};

/// The built-in tile art at one size: a picture for every tile type (four variants of each, picked by the
/// cell's position so rock and floor show a little texture without a visible repeat), and sprites for the
/// start, the exit, the player and every entity type. Drawn from the palette's colours (shades of them for
/// detail) on a 16-unit design grid snapped to whole pixels, so each size from kMinSize to kMaxSize is crisp
/// and nothing is scaled. Tiles are opaque Format_RGB32; sprites are ARGB32_Premultiplied with a
/// transparent background, drawn over a tile.
class TileArt
{
public:
    static constexpr int kMinSize = 4;
    static constexpr int kMaxSize = 64;
    static constexpr int kVariants = 4;

    enum class Sprite { Start, Exit, Player, Gold, Light, Guard, Enemy, Count };

    TileArt(const Palette &palette, int size, const TileImages *tileset = nullptr);

    /// The art for the built-in palette, made once per size (and tileset) and shared; safe from any thread.
    static std::shared_ptr<const TileArt> shared(int size,
                                                 const std::shared_ptr<const TileImages> &tileset = {});

    int size() const { return m_size; }
    /// The picture of `tile` at cell (x, y) (the position picks the variant).
    const QImage &tile(Tile t, int x, int y) const;
    const QImage &tileVariant(Tile t, int variant) const;
    const QImage &sprite(Sprite s) const { return m_sprites[static_cast<std::size_t>(s)]; }
    /// An entity's sprite: gold, light, guard and enemy have their own; any other type is a diamond in its
    /// palette colour (entity.<type>, magenta when the palette has none).
    QImage entity(std::string_view type) const;
    /// Whether the entity type has a picture of its own (otherwise entity() draws a generic diamond).
    static bool hasSprite(std::string_view type);

    /// A variant in [0, kVariants) for a cell: a fixed integer hash, the same on every machine.
    static int variantAt(int x, int y);

private:
    int m_size;
    Palette m_palette;
    std::array<std::array<QImage, kVariants>, 256> m_tiles;
    std::array<QImage, static_cast<std::size_t>(Sprite::Count)> m_sprites;
};

/// Drawing the pictures, one function per tile or sprite (tileart_tiles.cpp, tileart_sprites.cpp).
namespace tileart {
QImage drawTile(Tile t, int variant, const Palette &palette, int size);
QImage drawSprite(TileArt::Sprite s, const Palette &palette, int size);
QImage drawGenericEntity(QColor color, int size);
} // namespace tileart

} // namespace mapsmith
