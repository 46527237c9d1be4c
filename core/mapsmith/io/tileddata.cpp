// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Tile layer data as Tiled stores it (https://doc.mapeditor.org/en/stable/reference/tmx-map-format/#data):
// CSV, or base64 of little-endian 32-bit gids, optionally zlib-, gzip- or zstd-compressed. Linear time; the
// inflated size is bounded by width * height * 4 before anything larger is allocated.
#include <mapsmith/io/base64.h>
#include <mapsmith/io/compress.h>
#include <mapsmith/io/tiledio_p.h>

#include <algorithm>

namespace mapsmith::tiled {

Error errorAt(const std::string &file, const Place &place, const std::string &message)
{
    Error error = Error::badInput(place.where.empty() ? message : place.where + ": " + message);
    error.file = file;
    error.line = place.line;
    error.column = place.column;
    return error;
}

std::string checkSize(std::int64_t width, std::int64_t height)
{
    const auto range = " is outside [1, " + std::to_string(kMaxSide) + "]";
    if (width < 1 || width > kMaxSide)
        return "width " + std::to_string(width) + range;
    if (height < 1 || height > kMaxSide)
        return "height " + std::to_string(height) + range;
    return {};
}

std::string ChunkAssembly::add(const std::array<int, 4> &rect, std::vector<std::uint32_t> gids)
{
    m_x0 = std::min(m_x0, rect[0]);
    m_y0 = std::min(m_y0, rect[1]);
    m_x1 = std::max(m_x1, rect[0] + rect[2]);
    m_y1 = std::max(m_y1, rect[1] + rect[3]);
    m_pieces.emplace_back(rect, std::move(gids));
    if (m_x1 - m_x0 > kMaxSide || m_y1 - m_y0 > kMaxSide)
        return "the layer's chunks span more than " + std::to_string(kMaxSide) + " tiles";
    return {};
}

void ChunkAssembly::into(Layer &layer) const
{
    if (m_pieces.empty())
        return;
    layer.x0 = m_x0;
    layer.y0 = m_y0;
    layer.width = m_x1 - m_x0;
    layer.height = m_y1 - m_y0;
    layer.gids.assign(static_cast<std::size_t>(layer.width) * static_cast<std::size_t>(layer.height), 0);
    for (const auto &[rect, gids] : m_pieces) {
        layer.chunks.push_back(rect);
        for (int r = 0; r < rect[3]; ++r)
            std::copy_n(gids.begin() + static_cast<std::ptrdiff_t>(r) * rect[2], rect[2],
                        layer.gids.begin() + static_cast<std::ptrdiff_t>(rect[1] - m_y0 + r) * layer.width +
                            (rect[0] - m_x0));
    }
}

std::pair<int, int> lineColumn(std::string_view text, std::size_t offset)
{
    offset = std::min(offset, text.size());
    int line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    return {line, static_cast<int>(offset - lineStart) + 1};
}

std::size_t firstInvalidUtf8(std::string_view text)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    std::size_t i = 0;
    while (i < text.size()) {
        const unsigned char lead = byte(i);
        if (lead < 0x80) {
            ++i;
            continue;
        }
        // The length of the sequence and the range its second byte must be in (which rules out overlong
        // forms, surrogates and code points past U+10FFFF); later bytes are 0x80..0xbf.
        int length = 0;
        unsigned char low = 0x80;
        unsigned char high = 0xbf;
        if (lead >= 0xc2 && lead <= 0xdf)
            length = 2;
        else if (lead >= 0xe0 && lead <= 0xef) {
            length = 3;
            low = lead == 0xe0 ? 0xa0 : 0x80;
            high = lead == 0xed ? 0x9f : 0xbf;
        } else if (lead >= 0xf0 && lead <= 0xf4) {
            length = 4;
            low = lead == 0xf0 ? 0x90 : 0x80;
            high = lead == 0xf4 ? 0x8f : 0xbf;
        } else
            return i;
        if (i + static_cast<std::size_t>(length) > text.size() || byte(i + 1) < low || byte(i + 1) > high)
            return i;
        for (int k = 2; k < length; ++k)
            if (byte(i + static_cast<std::size_t>(k)) < 0x80 || byte(i + static_cast<std::size_t>(k)) > 0xbf)
                return i;
        i += static_cast<std::size_t>(length);
    }
    return std::string_view::npos;
}

Result<std::vector<std::uint32_t>> decodeLayerData(std::string_view base64Text,
                                                   const std::string &compression, int width, int height)
{
    const std::size_t expected = static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4;
    std::size_t bad = 0;
    auto bytes = base64::decode(base64Text, &bad);
    if (!bytes)
        return Error::badInput("bad base64 data at character " + std::to_string(bad + 1));
    if (compression == "zlib" || compression == "gzip" || compression == "zstd") {
        const auto format = compression == "gzip"   ? compress::Format::Gzip
                            : compression == "zstd" ? compress::Format::Zstd
                                                    : compress::Format::Zlib;
        auto inflated = compress::inflate(*bytes, format, expected);
        if (!inflated)
            return inflated.error();
        bytes = std::move(*inflated);
    } else if (!compression.empty()) {
        return Error::badInput("compression '" + compression +
                               "' is not supported (use none, zlib, gzip or zstd)");
    }
    if (bytes->size() != expected)
        return Error::badInput("the layer data holds " + std::to_string(bytes->size()) + " bytes; a " +
                               std::to_string(width) + " x " + std::to_string(height) + " layer needs " +
                               std::to_string(expected));
    std::vector<std::uint32_t> gids(expected / 4);
    for (std::size_t i = 0; i < gids.size(); ++i) {
        const auto *p = reinterpret_cast<const unsigned char *>(bytes->data() + i * 4);
        gids[i] = static_cast<std::uint32_t>(p[0]) | static_cast<std::uint32_t>(p[1]) << 8 |
                  static_cast<std::uint32_t>(p[2]) << 16 | static_cast<std::uint32_t>(p[3]) << 24;
    }
    return gids;
}

std::string encodeLayerData(const std::vector<std::uint32_t> &gids, const std::string &compression)
{
    std::string bytes;
    bytes.reserve(gids.size() * 4);
    for (const std::uint32_t g : gids) {
        for (int i = 0; i < 4; ++i)
            bytes += static_cast<char>(g >> (8 * i) & 0xffu);
    }
    if (compression == "zlib" || compression == "gzip" || compression == "zstd")
        bytes = compress::deflate(bytes, compression == "gzip"   ? compress::Format::Gzip
                                         : compression == "zstd" ? compress::Format::Zstd
                                                                 : compress::Format::Zlib);
    return base64::encode(bytes);
}

std::string writeCsv(const std::vector<std::uint32_t> &gids, int width)
{
    std::string csv = "\n";
    csv.reserve(gids.size() * 4 + 2);
    for (std::size_t i = 0; i < gids.size(); ++i) {
        csv += std::to_string(gids[i]);
        if (i + 1 < gids.size())
            csv += ',';
        if (width > 0 && (i + 1) % static_cast<std::size_t>(width) == 0)
            csv += '\n';
    }
    return csv;
}

Result<std::vector<std::uint32_t>> parseCsv(std::string_view text, int width, int height, std::size_t *offset)
{
    const std::size_t expected = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    std::vector<std::uint32_t> gids;
    gids.reserve(expected);
    std::size_t i = 0;
    const auto skipSpace = [&] {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t'))
            ++i;
    };
    const auto fail = [&](std::string message) -> Result<std::vector<std::uint32_t>> {
        *offset = i;
        return Error::badInput(std::move(message));
    };
    skipSpace();
    while (i < text.size()) {
        if (gids.size() == expected)
            return fail("more than " + std::to_string(expected) + " tiles in the layer data");
        const std::size_t start = i;
        std::uint64_t value = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9' && value <= 0xffffffffu)
            value = value * 10 + static_cast<std::uint64_t>(text[i++] - '0');
        if (i == start) {
            *offset = i;
            return Error::badInput(std::string("expected a tile number in the CSV data, not '") + text[i] +
                                   "'");
        }
        if (value > 0xffffffffu) {
            i = start;
            return fail("tile number out of range in the CSV data");
        }
        gids.push_back(static_cast<std::uint32_t>(value));
        skipSpace();
        if (i < text.size()) {
            if (text[i] != ',')
                return fail(std::string("expected ',' in the CSV data, not '") + text[i] + "'");
            ++i;
            skipSpace();
            if (i == text.size())
                return fail("the CSV data ends with ','");
        }
    }
    if (gids.size() != expected)
        return fail("the CSV data holds " + std::to_string(gids.size()) + " tiles; the layer needs " +
                    std::to_string(expected));
    return gids;
}

} // namespace mapsmith::tiled
