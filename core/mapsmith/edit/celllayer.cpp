// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/edit/celllayer.h>

#include <algorithm>

namespace mapsmith {

namespace {

int floorDiv(int v, int d)
{
    return v >= 0 ? v / d : -((-v + d - 1) / d);
}

} // namespace

CellLayer::Key CellLayer::keyOf(Point p)
{
    return {floorDiv(p.x, kChunkSize), floorDiv(p.y, kChunkSize)};
}

int CellLayer::indexOf(Point p)
{
    const int lx = p.x - floorDiv(p.x, kChunkSize) * kChunkSize;
    const int ly = p.y - floorDiv(p.y, kChunkSize) * kChunkSize;
    return lx * kChunkSize + ly;
}

std::vector<const CellLayer::Chunks::value_type *> CellLayer::sortedChunks() const
{
    std::vector<const Chunks::value_type *> out;
    out.reserve(m_chunks.size());
    for (const auto &entry : m_chunks)
        out.push_back(&entry);
    std::sort(out.begin(), out.end(), [](const auto *a, const auto *b) { return a->first < b->first; });
    return out;
}

const CellLayer::Chunk *CellLayer::chunkAt(Point p) const
{
    const auto it = m_chunks.find(keyOf(p));
    return it == m_chunks.end() ? nullptr : &it->second;
}

CellEdit CellLayer::decode(std::uint8_t tile, std::uint16_t entity) const
{
    CellEdit edit;
    if (tile != 0)
        edit.tile = static_cast<Tile>(tile - 1);
    if (entity != 0)
        edit.entity = m_names[entity - 1u];
    return edit;
}

std::uint16_t CellLayer::nameId(const std::string &name)
{
    const auto it = std::find(m_names.begin(), m_names.end(), name);
    if (it != m_names.end())
        return static_cast<std::uint16_t>(it - m_names.begin() + 1);
    m_names.push_back(name);
    return static_cast<std::uint16_t>(m_names.size());
}

void CellLayer::setSlot(Chunk &chunk, int i, bool held, std::uint8_t tile, std::uint16_t entity)
{
    const auto idx = static_cast<std::size_t>(i);
    const int oldHeld = chunk.held[idx] ? 1 : 0;
    const int oldEntity = chunk.held[idx] && chunk.entity[idx] != 0 ? 1 : 0;
    const int newHeld = held ? 1 : 0;
    const int newEntity = held && entity != 0 ? 1 : 0;
    chunk.held[idx] = static_cast<std::uint8_t>(newHeld);
    chunk.tile[idx] = held ? tile : 0;
    chunk.entity[idx] = held ? entity : 0;
    chunk.count += newHeld - oldHeld;
    chunk.entities += newEntity - oldEntity;
    m_size = m_size + static_cast<std::size_t>(newHeld) - static_cast<std::size_t>(oldHeld);
    m_entities = m_entities + static_cast<std::size_t>(newEntity) - static_cast<std::size_t>(oldEntity);
}

bool CellLayer::contains(Point p) const
{
    const Chunk *c = chunkAt(p);
    return c && c->held[static_cast<std::size_t>(indexOf(p))];
}

CellEdit CellLayer::value(Point p) const
{
    const Chunk *c = chunkAt(p);
    const auto i = static_cast<std::size_t>(indexOf(p));
    return c && c->held[i] ? decode(c->tile[i], c->entity[i]) : CellEdit{};
}

std::optional<Tile> CellLayer::tile(Point p) const
{
    const Chunk *c = chunkAt(p);
    const auto i = static_cast<std::size_t>(indexOf(p));
    if (!c || !c->held[i] || c->tile[i] == 0)
        return std::nullopt;
    return static_cast<Tile>(c->tile[i] - 1);
}

const std::string *CellLayer::entity(Point p) const
{
    const Chunk *c = chunkAt(p);
    const auto i = static_cast<std::size_t>(indexOf(p));
    if (!c || !c->held[i] || c->entity[i] == 0)
        return nullptr;
    return &m_names[c->entity[i] - 1u];
}

void CellLayer::insert(Point p, const CellEdit &edit)
{
    const std::uint8_t tile = edit.tile ? static_cast<std::uint8_t>(static_cast<int>(*edit.tile) + 1) : 0;
    const std::uint16_t entity = edit.entity ? nameId(*edit.entity) : 0;
    setSlot(m_chunks[keyOf(p)], indexOf(p), true, tile, entity);
}

void CellLayer::tryInsert(Point p, const CellEdit &edit)
{
    if (!contains(p))
        insert(p, edit);
}

void CellLayer::erase(Point p)
{
    const auto it = m_chunks.find(keyOf(p));
    if (it == m_chunks.end())
        return;
    setSlot(it->second, indexOf(p), false, 0, 0);
    if (it->second.count == 0)
        m_chunks.erase(it);
}

std::vector<Point> CellLayer::cells() const
{
    std::vector<Point> out;
    out.reserve(m_size);
    forEachSlot(false, [&out](Point p, std::uint8_t, std::uint16_t) { out.push_back(p); });
    return out;
}

void CellLayer::assign(const CellLayer &patch, bool dropEmpty, bool keepExisting)
{
    // The patch's names mapped to ours once, not per cell.
    std::vector<std::uint16_t> names(patch.m_names.size() + 1, 0);
    for (std::size_t n = 0; n < patch.m_names.size(); ++n)
        names[n + 1] = nameId(patch.m_names[n]);
    for (const auto &[key, from] : patch.m_chunks) {
        if (from.count == 0)
            continue;
        auto it = m_chunks.find(key);
        if (it == m_chunks.end())
            it = m_chunks.emplace(key, Chunk{}).first;
        Chunk &to = it->second;
        for (int i = 0; i < kCells; ++i) {
            const auto idx = static_cast<std::size_t>(i);
            if (!from.held[idx] || (keepExisting && to.held[idx]))
                continue;
            const bool empty = from.tile[idx] == 0 && from.entity[idx] == 0;
            setSlot(to, i, !(dropEmpty && empty), from.tile[idx], names[from.entity[idx]]);
        }
        if (to.count == 0)
            m_chunks.erase(it);
    }
}

CellLayer CellLayer::valuesAt(const CellLayer &patch) const
{
    CellLayer out;
    out.m_names = m_names; // same ids: the values copy over as they are
    for (const auto &[key, from] : patch.m_chunks) {
        if (from.count == 0)
            continue;
        Chunk &to = out.m_chunks[key];
        const auto here = m_chunks.find(key);
        const Chunk *mine = here == m_chunks.end() ? nullptr : &here->second;
        for (int i = 0; i < kCells; ++i) {
            const auto idx = static_cast<std::size_t>(i);
            if (!from.held[idx])
                continue;
            const bool held = mine && mine->held[idx];
            out.setSlot(to, i, true, held ? mine->tile[idx] : 0, held ? mine->entity[idx] : 0);
        }
    }
    return out;
}

bool operator==(const CellLayer &a, const CellLayer &b)
{
    if (a.m_size != b.m_size || a.m_entities != b.m_entities)
        return false;
    // Compared by value: the two layers may have interned their names in another order.
    bool same = true;
    a.forEachSlot(false, [&](Point p, std::uint8_t tile, std::uint16_t entity) {
        if (!same)
            return;
        const CellLayer::Chunk *c = b.chunkAt(p);
        const auto i = static_cast<std::size_t>(CellLayer::indexOf(p));
        if (!c || !c->held[i] || c->tile[i] != tile || (c->entity[i] == 0) != (entity == 0) ||
            (entity != 0 && a.m_names[entity - 1u] != b.m_names[c->entity[i] - 1u]))
            same = false;
    });
    return same;
}

} // namespace mapsmith
