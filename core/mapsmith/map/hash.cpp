// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/map/hash.h>

#include <cstdio>

namespace mapsmith {

namespace {

class Fnv1a
{
public:
    void byte(std::uint8_t b)
    {
        m_h ^= b;
        m_h *= 0x100000001b3ULL;
    }
    void bytes(const void *data, std::size_t n)
    {
        const auto *p = static_cast<const std::uint8_t *>(data);
        for (std::size_t i = 0; i < n; ++i)
            byte(p[i]);
    }
    void u32(std::uint32_t v)
    {
        for (int i = 0; i < 4; ++i)
            byte(static_cast<std::uint8_t>(v >> (8 * i)));
    }
    void i32(std::int32_t v) { u32(static_cast<std::uint32_t>(v)); }
    void u64(std::uint64_t v)
    {
        for (int i = 0; i < 8; ++i)
            byte(static_cast<std::uint8_t>(v >> (8 * i)));
    }
    void point(const std::optional<Point> &p)
    {
        byte(p ? 1 : 0);
        if (p) {
            i32(p->x);
            i32(p->y);
        }
    }
    std::uint64_t value() const { return m_h; }

private:
    std::uint64_t m_h = 0xcbf29ce484222325ULL;
};

} // namespace

std::uint64_t mapHash(const Map &map)
{
    Fnv1a h;
    const char tag[] = "mapsmith-map-1";
    h.bytes(tag, sizeof tag - 1);
    h.byte(map.kind == MapKind::Grid ? 0 : 1);
    if (map.kind == MapKind::Tower) {
        const TowerMap &t = map.tower;
        h.u32(static_cast<std::uint32_t>(t.columns));
        h.u32(static_cast<std::uint32_t>(t.floors));
        h.u32(static_cast<std::uint32_t>(t.nodes.size()));
        for (const auto &n : t.nodes) {
            h.i32(n.floor);
            h.i32(n.column);
            h.byte(static_cast<std::uint8_t>(n.type));
        }
        h.u32(static_cast<std::uint32_t>(t.edges.size()));
        for (const auto &e : t.edges) {
            h.i32(e.from);
            h.i32(e.to);
        }
        return h.value();
    }
    const GridMap &g = map.grid;
    h.u32(static_cast<std::uint32_t>(g.width()));
    h.u32(static_cast<std::uint32_t>(g.height()));
    static_assert(sizeof(Tile) == 1);
    h.bytes(g.tiles.data(), g.tiles.size());
    h.point(g.start);
    h.point(g.exit);
    h.u32(static_cast<std::uint32_t>(g.entities.size()));
    for (const auto &e : g.entities) {
        h.u32(static_cast<std::uint32_t>(e.type.size()));
        h.bytes(e.type.data(), e.type.size());
        h.i32(e.x);
        h.i32(e.y);
    }
    return h.value();
}

std::uint64_t combineHashes(std::span<const std::uint64_t> hashes)
{
    Fnv1a h;
    for (auto v : hashes)
        h.u64(v);
    return h.value();
}

std::string hashToHex(std::uint64_t h)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

} // namespace mapsmith
