// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "render/tileart.h"

#include "render/tileartgrid.h"

#include <QPainter>

#include <mutex>
#include <tuple>

namespace mapsmith {

namespace {

// A user's picture for a tile, scaled to the tile with nearest-neighbour sampling; a transparent one is laid
// over the built-in floor, so a tileset drawn on a transparent background still shows open ground.
QImage userTile(const QImage &source, const QImage &floor, int size)
{
    QImage tile = floor.copy();
    QPainter p(&tile);
    p.drawImage(QRect(0, 0, size, size),
                source.scaled(size, size, Qt::IgnoreAspectRatio, Qt::FastTransformation));
    return tile;
}

} // namespace

TileArt::TileArt(const Palette &palette, int size, const TileImages *tileset)
    : m_size(std::clamp(size, kMinSize, kMaxSize)), m_palette(palette)
{
    for (const TileInfo &info : allTiles()) {
        auto &variants = m_tiles[static_cast<std::uint8_t>(info.tile)];
        for (int v = 0; v < kVariants; ++v)
            variants[static_cast<std::size_t>(v)] = tileart::drawTile(info.tile, v, palette, m_size);
    }
    // Tile values no TileInfo names (a corrupt map cannot produce them, but the table is indexed by byte).
    const QImage unknown = tileart::drawTile(static_cast<Tile>(255), 0, palette, m_size);
    for (auto &variants : m_tiles) {
        for (QImage &image : variants) {
            if (image.isNull())
                image = unknown;
        }
    }
    if (tileset) {
        const QImage floor = m_tiles[static_cast<std::uint8_t>(Tile::Floor)][0];
        for (const auto &[tile, image] : *tileset) {
            if (image.isNull())
                continue;
            const QImage scaled = userTile(image, floor, m_size);
            m_tiles[static_cast<std::uint8_t>(tile)].fill(scaled);
        }
    }
    for (std::size_t s = 0; s < m_sprites.size(); ++s)
        m_sprites[s] = tileart::drawSprite(static_cast<Sprite>(s), palette, m_size);
}

std::shared_ptr<const TileArt> TileArt::shared(int size, const std::shared_ptr<const TileImages> &tileset)
{
    // Keyed by the tileset's identity: a chosen tileset is one shared object until the user picks another.
    static std::mutex mutex;
    static std::map<std::pair<int, const void *>,
                    std::pair<std::shared_ptr<const TileImages>, std::shared_ptr<const TileArt>>>
        cache;
    size = std::clamp(size, kMinSize, kMaxSize);
    const std::lock_guard lock(mutex);
    auto &entry = cache[{size, tileset.get()}];
    if (!entry.second) {
        entry = {tileset, std::make_shared<const TileArt>(Palette::builtin(), size, tileset.get())};
        if (cache.size() > 256) // sizes x tilesets: bounded, the newest entry survives
            std::erase_if(cache, [&](const auto &e) { return e.second.second != entry.second; });
    }
    return entry.second;
}

int TileArt::variantAt(int x, int y)
{
    const auto key =
        (static_cast<std::uint64_t>(static_cast<std::uint32_t>(x)) << 32) | static_cast<std::uint32_t>(y);
    return static_cast<int>(tileart::mix(key) % kVariants);
}

const QImage &TileArt::tileVariant(Tile t, int variant) const
{
    return m_tiles[static_cast<std::uint8_t>(t)][static_cast<std::size_t>(variant) % kVariants];
}

const QImage &TileArt::tile(Tile t, int x, int y) const
{
    return tileVariant(t, variantAt(x, y));
}

bool TileArt::hasSprite(std::string_view type)
{
    return type == "gold" || type == "light" || type == "guard" || type == "enemy";
}

QImage TileArt::entity(std::string_view type) const
{
    if (type == "gold")
        return sprite(Sprite::Gold);
    if (type == "light")
        return sprite(Sprite::Light);
    if (type == "guard")
        return sprite(Sprite::Guard);
    if (type == "enemy")
        return sprite(Sprite::Enemy);
    const QString name = QString::fromUtf8(type.data(), static_cast<qsizetype>(type.size()));
    return tileart::drawGenericEntity(m_palette.entity(name), m_size);
}

} // namespace mapsmith
