// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Base64 as RFC 4648, section 4 (https://www.rfc-editor.org/rfc/rfc4648#section-4): 3 bytes to 4
// characters of the 64-character alphabet, '=' padding. Linear time.
#include <mapsmith/io/base64.h>

#include <array>
#include <cstdint>

namespace mapsmith::base64 {

namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

constexpr std::array<std::int8_t, 256> makeDecodeTable()
{
    std::array<std::int8_t, 256> table{};
    for (auto &v : table)
        v = -1;
    for (int i = 0; i < 64; ++i)
        table[static_cast<unsigned char>(kAlphabet[i])] = static_cast<std::int8_t>(i);
    return table;
}

constexpr auto kDecode = makeDecodeTable();

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

} // namespace

std::string encode(std::string_view bytes)
{
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    std::size_t i = 0;
    for (; i + 3 <= bytes.size(); i += 3) {
        const std::uint32_t v = static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i])) << 16 |
                                static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i + 1])) << 8 |
                                static_cast<unsigned char>(bytes[i + 2]);
        out += kAlphabet[v >> 18 & 63];
        out += kAlphabet[v >> 12 & 63];
        out += kAlphabet[v >> 6 & 63];
        out += kAlphabet[v & 63];
    }
    const std::size_t rest = bytes.size() - i;
    if (rest > 0) {
        std::uint32_t v = static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i])) << 16;
        if (rest == 2)
            v |= static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i + 1])) << 8;
        out += kAlphabet[v >> 18 & 63];
        out += kAlphabet[v >> 12 & 63];
        out += rest == 2 ? kAlphabet[v >> 6 & 63] : '=';
        out += '=';
    }
    return out;
}

std::optional<std::string> decode(std::string_view text, std::size_t *badOffset)
{
    std::string out;
    out.reserve(text.size() / 4 * 3);
    std::uint32_t acc = 0;
    int bits = 0;
    int sextets = 0; // characters of the current 4-character group
    std::size_t padding = 0;
    const auto fail = [&](std::size_t at) -> std::optional<std::string> {
        if (badOffset)
            *badOffset = at;
        return std::nullopt;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (isSpace(c))
            continue;
        if (c == '=') {
            // One or two '=' end the data; only whitespace may follow.
            if (sextets < 2 || padding >= 2 || sextets + static_cast<int>(padding) >= 4)
                return fail(i);
            ++padding;
            continue;
        }
        const std::int8_t v = kDecode[static_cast<unsigned char>(c)];
        if (v < 0 || padding > 0)
            return fail(i);
        acc = acc << 6 | static_cast<std::uint32_t>(v);
        bits += 6;
        sextets = (sextets + 1) % 4;
        if (bits >= 8) {
            bits -= 8;
            out += static_cast<char>(acc >> bits & 0xff);
        }
    }
    // A group of one character cannot hold a byte; leftover bits of a group of 2 or 3 must be zero.
    if (sextets == 1 || (padding > 0 && sextets + static_cast<int>(padding) != 4))
        return fail(text.size());
    if (bits > 0 && (acc & ((1u << bits) - 1)) != 0)
        return fail(text.size());
    return out;
}

} // namespace mapsmith::base64
