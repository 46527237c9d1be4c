// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Shared by the Tiled io suites: maps from every grid generator, and zlib/gzip compression done here with
// zlib directly (not through core/io/compress), so the readers are checked against an independent writer.

#include <mapsmith/generate/registry.h>
#include <mapsmith/io/config.h>

#include <QtTest>

#include <string>
#include <vector>
#include <zlib.h>

namespace tiledtest {

inline mapsmith::Map generated(const std::string &preset, std::uint64_t seed)
{
    const std::string path = std::string(MAPSMITH_SOURCE_DIR) + "/resources/presets/" + preset + ".yaml";
    auto config = mapsmith::loadConfig(path, mapsmith::builtinGenerators());
    if (!config)
        qFatal("%s", config.error().toString().c_str());
    config->seed = seed;
    auto g = mapsmith::generate(mapsmith::builtinGenerators(), *config);
    if (!g)
        qFatal("%s", g.error().toString().c_str());
    return g->map;
}

/// `data` compressed with zlib's compress2-style stream: windowBits 15 (zlib) or 31 (gzip).
inline std::string zcompress(const std::string &data, bool gzip)
{
    z_stream s{};
    deflateInit2(&s, 9, Z_DEFLATED, gzip ? 31 : 15, 9, Z_DEFAULT_STRATEGY);
    std::string out(deflateBound(&s, static_cast<uLong>(data.size())) + 64, '\0');
    s.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    s.avail_in = static_cast<uInt>(data.size());
    s.next_out = reinterpret_cast<Bytef *>(out.data());
    s.avail_out = static_cast<uInt>(out.size());
    deflate(&s, Z_FINISH);
    out.resize(s.total_out);
    deflateEnd(&s);
    return out;
}

/// Little-endian 32-bit gids, as Tiled's base64 layers hold them.
inline std::string gidBytes(const std::vector<std::uint32_t> &gids)
{
    std::string out;
    for (std::uint32_t g : gids) {
        for (int i = 0; i < 4; ++i)
            out += static_cast<char>(g >> (8 * i) & 0xff);
    }
    return out;
}

/// Base64 by Qt, again independent of core/io/base64.
inline std::string toBase64(const std::string &bytes)
{
    return QByteArray::fromStdString(bytes).toBase64().toStdString();
}

} // namespace tiledtest
