// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace mapsmith::base64 {

/// RFC 4648 base64 with padding, no line breaks (as Tiled writes layer data).
std::string encode(std::string_view bytes);

/// Decodes RFC 4648 base64. Whitespace anywhere is skipped (TMX puts the data on its own indented line);
/// padding is optional at the end. On a bad character or a bad length: std::nullopt and `badOffset` (when
/// given) set to the offset in `text` of the first character that cannot be decoded (the length of the
/// text for a truncated input).
std::optional<std::string> decode(std::string_view text, std::size_t *badOffset = nullptr);

} // namespace mapsmith::base64
