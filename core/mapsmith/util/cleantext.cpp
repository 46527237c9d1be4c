// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/util/cleantext.h>

#include <algorithm>

namespace mapsmith {

namespace {

constexpr char kHex[] = "0123456789abcdef";

struct Decoded
{
    std::size_t length = 0; ///< bytes of the well-formed sequence at the position; 0 = ill-formed
    char32_t codePoint = 0;
};

bool inRange(unsigned char byte, unsigned char low, unsigned char high)
{
    return byte >= low && byte <= high;
}

/// The well-formed UTF-8 sequence starting at `at`, as Unicode's table 3-7 defines it (no overlong forms, no
/// surrogates, nothing past U+10FFFF).
Decoded decode(std::string_view text, std::size_t at)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
    const unsigned char lead = byte(0);
    if (lead < 0x80)
        return {1, lead};
    std::size_t length = 0;
    unsigned char low = 0x80; // the range of the second byte, which depends on the lead
    unsigned char high = 0xbf;
    if (inRange(lead, 0xc2, 0xdf)) {
        length = 2;
    } else if (inRange(lead, 0xe0, 0xef)) {
        length = 3;
        low = static_cast<unsigned char>(lead == 0xe0 ? 0xa0 : 0x80);
        high = static_cast<unsigned char>(lead == 0xed ? 0x9f : 0xbf);
    } else if (inRange(lead, 0xf0, 0xf4)) {
        length = 4;
        low = static_cast<unsigned char>(lead == 0xf0 ? 0x90 : 0x80);
        high = static_cast<unsigned char>(lead == 0xf4 ? 0x8f : 0xbf);
    } else {
        return {};
    }
    if (text.size() - at < length || !inRange(byte(1), low, high))
        return {};
    char32_t cp = lead & (length == 2 ? 0x1f : length == 3 ? 0x0f : 0x07);
    for (std::size_t i = 1; i < length; ++i) {
        if (!inRange(byte(i), 0x80, 0xbf))
            return {};
        cp = (cp << 6) | (byte(i) & 0x3f);
    }
    return {length, cp};
}

/// The escape that shows `cp`, or "" when the character is shown as itself.
std::string escapeFor(char32_t cp)
{
    switch (cp) {
    case '\n':
        return "\\n";
    case '\r':
        return "\\r";
    case '\t':
        return "\\t";
    default:
        break;
    }
    if (cp < 0x20 || cp == 0x7f)
        return {'\\', 'x', kHex[cp >> 4], kHex[cp & 0xf]};
    const bool escaped = (cp >= 0x80 && cp <= 0x9f) || cp == 0x2028 || cp == 0x2029 ||
                         (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
    if (!escaped)
        return {};
    return {'\\', 'u', kHex[(cp >> 12) & 0xf], kHex[(cp >> 8) & 0xf], kHex[(cp >> 4) & 0xf], kHex[cp & 0xf]};
}

} // namespace

std::string cleanText(std::string_view text, std::size_t maxBytes)
{
    std::string out;
    out.reserve(std::min(text.size(), maxBytes) + 3);
    std::size_t i = 0;
    while (i < text.size()) {
        const Decoded d = decode(text, i);
        std::string piece;
        if (d.length == 0) {
            const auto b = static_cast<unsigned char>(text[i]);
            piece = {'\\', 'x', kHex[b >> 4], kHex[b & 0xf]};
        } else {
            piece = escapeFor(d.codePoint);
            if (piece.empty())
                piece = std::string(text.substr(i, d.length));
        }
        if (out.size() + piece.size() > maxBytes)
            return out + "\u2026";
        out += piece;
        i += d.length == 0 ? 1 : d.length;
    }
    return out;
}

std::string excerpt(std::string_view text)
{
    return "'" + cleanText(text, kMaxExcerptBytes) + "'";
}

bool isCleanText(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const Decoded d = decode(text, i);
        if (d.length == 0 || !escapeFor(d.codePoint).empty())
            return false;
        i += d.length;
    }
    return true;
}

} // namespace mapsmith
