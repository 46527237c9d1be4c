// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/grid/point.h>
#include <mapsmith/map/tile.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace mapsmith {

/// One cell's part of the hand edits: what replaces the base's tile and entities there, if anything.
struct CellEdit
{
    std::optional<Tile> tile;
    std::optional<std::string> entity; ///< the one entity type on the cell; "" = no entity
    friend bool operator==(const CellEdit &, const CellEdit &) = default;
};

/// A sparse map from cells to CellEdit, stored densely in 64x64 chunks of bytes: a flood fill of a
/// million cells, its undo and a copy of the whole layer cost a few memory passes, not a million tree
/// nodes. Cells may lie anywhere (edits outside a smaller regenerated map are kept). Iteration is in
/// Point order (x first, then y), the order a std::map<Point, CellEdit> would give, so entity lists and
/// files built from it come out the same. Entity types are interned in a small table of names.
class CellLayer
{
public:
    static constexpr int kChunkSize = 64;

    bool empty() const { return m_size == 0; }
    std::size_t size() const { return m_size; }
    /// Cells whose edit names an entity (possibly ""): few, unless an eraser filled a region.
    std::size_t entityCount() const { return m_entities; }

    bool contains(Point p) const;
    /// The cell's edit; an empty CellEdit when the cell has none.
    CellEdit value(Point p) const;
    std::optional<Tile> tile(Point p) const;
    /// The entity edit's type, or nullptr when the cell has none.
    const std::string *entity(Point p) const;

    /// Sets the cell's edit (an empty CellEdit is still held: a patch uses it to clear a cell).
    void insert(Point p, const CellEdit &edit);
    /// Sets the cell's edit unless the layer already holds one there.
    void tryInsert(Point p, const CellEdit &edit);
    void erase(Point p);

    /// Calls f(Point, const CellEdit &) for every held cell, in Point order.
    template <typename F> void forEach(F &&f) const
    {
        forEachSlot(false,
                    [&](Point p, std::uint8_t tile, std::uint16_t entity) { f(p, decode(tile, entity)); });
    }
    /// Calls f(Point, const std::string &) for every cell with an entity edit, in Point order.
    template <typename F> void forEachEntity(F &&f) const
    {
        forEachSlot(true, [&](Point p, std::uint8_t, std::uint16_t entity) { f(p, m_names[entity - 1u]); });
    }
    /// The held cells in Point order.
    std::vector<Point> cells() const;

    /// For every cell held in `patch`: with `dropEmpty`, an empty edit removes the cell here (a patch
    /// applied to the hand edits); without it the edit is stored as it is. With `keepExisting` the cells
    /// already held here stay. Works chunk by chunk: a million-cell patch is a few array passes.
    void assign(const CellLayer &patch, bool dropEmpty, bool keepExisting = false);
    /// A layer holding, for every cell of `patch`, this layer's edit there (empty where there is none).
    CellLayer valuesAt(const CellLayer &patch) const;

    friend bool operator==(const CellLayer &a, const CellLayer &b);

private:
    static constexpr int kCells = kChunkSize * kChunkSize;
    /// Per cell: held flag, tile + 1 (0 = no tile edit), entity name index + 1 (0 = no entity edit).
    struct Chunk
    {
        std::array<std::uint8_t, kCells> held{};
        std::array<std::uint8_t, kCells> tile{};
        std::array<std::uint16_t, kCells> entity{};
        int count = 0;
        int entities = 0;
    };
    using Key = std::pair<int, int>; ///< (chunk x, chunk y)
    struct KeyHash
    {
        std::size_t operator()(const Key &k) const
        {
            return std::hash<std::uint64_t>()((std::uint64_t(std::uint32_t(k.first)) << 32) |
                                              std::uint32_t(k.second));
        }
    };
    using Chunks = std::unordered_map<Key, Chunk, KeyHash>;
    /// The chunks sorted by key (x first, like Point): the order iteration needs.
    std::vector<const Chunks::value_type *> sortedChunks() const;

    static Key keyOf(Point p);
    static int indexOf(Point p); ///< x-major inside the chunk, so Point order is index order per column
    CellEdit decode(std::uint8_t tile, std::uint16_t entity) const;
    std::uint16_t nameId(const std::string &name);
    void setSlot(Chunk &chunk, int i, bool held, std::uint8_t tile, std::uint16_t entity);
    const Chunk *chunkAt(Point p) const;

    template <typename F> void forEachSlot(bool entitiesOnly, F &&f) const
    {
        // Point order: the chunks of one column band, then x inside the band, then the band's chunks by
        // y, then y inside the chunk.
        const auto sorted = sortedChunks();
        std::vector<const Chunks::value_type *> column;
        for (std::size_t band = 0; band < sorted.size();) {
            column.clear();
            std::size_t next = band;
            for (; next < sorted.size() && sorted[next]->first.first == sorted[band]->first.first; ++next) {
                if (entitiesOnly ? sorted[next]->second.entities > 0 : sorted[next]->second.count > 0)
                    column.push_back(sorted[next]);
            }
            for (int lx = 0; lx < kChunkSize && !column.empty(); ++lx) {
                for (const auto *entry : column) {
                    const Chunk &c = entry->second;
                    for (int ly = 0; ly < kChunkSize; ++ly) {
                        const auto i = static_cast<std::size_t>(lx * kChunkSize + ly);
                        if (!c.held[i] || (entitiesOnly && c.entity[i] == 0))
                            continue;
                        f(Point{entry->first.first * kChunkSize + lx, entry->first.second * kChunkSize + ly},
                          c.tile[i], c.entity[i]);
                    }
                }
            }
            band = next;
        }
    }

    Chunks m_chunks;
    std::vector<std::string> m_names; ///< interned entity types; only grows
    std::size_t m_size = 0;
    std::size_t m_entities = 0;
};

} // namespace mapsmith
