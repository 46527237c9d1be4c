// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Text from a user's file as it may appear in a message: whatever bytes the file holds, the message is valid
// UTF-8 on one line, holds nothing a terminal would obey (ESC, BEL, NUL, ...) and has a bounded length.
// Error::toString() applies it to the file name and the message, so every reader's error, a library's
// (yaml-cpp, nlohmann-json, pugixml) or its own, comes out clean; describe() and friends cut their quoted
// excerpts with it too.
//
// What is kept, what is shown escaped:
// - well-formed UTF-8 (Unicode's table 3-7) that is not a control character is kept as is: é, 中文, emoji;
// - every byte that is not part of a well-formed sequence is shown as `\xNN` (two lower-case hex digits):
//   a Latin-1 é is `\xe9`; an overlong form (`C0 AF`), a surrogate (`ED A0 80`), a code point past U+10FFFF
//   and a sequence cut short (at the end or not) are each shown byte by byte;
// - newline, carriage return and tab are shown as `\n`, `\r`, `\t`; the other C0 controls and DEL as `\xNN`
//   (NUL `\x00`, ESC `\x1b`);
// - the C1 controls (U+0080-U+009F), the line and paragraph separators (U+2028, U+2029) and the bidirectional
//   overrides and isolates (U+202A-U+202E, U+2066-U+2069, which reorder what a terminal shows) as `\uXXXX`;
// - a backslash in the text stays a single backslash, so a file that holds the four characters `\xe9` reads
//   the same as one holding the byte: messages are for people, not to be parsed back.
// Past `maxBytes` of output the text is cut at a whole character or escape and `…` (U+2026) is appended, so
// the result has at most maxBytes + 3 bytes. Cleaning is idempotent: clean text comes back unchanged.

#include <cstddef>
#include <limits>
#include <string>
#include <string_view>

namespace mapsmith {

/// The longest message Error::toString() gives (before the ellipsis): a 1 MB line of junk quoted by a
/// parser makes a message of this size.
inline constexpr std::size_t kMaxMessageBytes = 1000;
/// The longest file name it gives: longer than any path Linux accepts (PATH_MAX is 4096), so a file name is
/// never cut.
inline constexpr std::size_t kMaxFileNameBytes = 4096;
/// How much of a value a message quotes (describe(), the Tiled readers' attributes).
inline constexpr std::size_t kMaxExcerptBytes = 40;

/// `text` cleaned as described above, cut after `maxBytes` bytes of output.
std::string cleanText(std::string_view text, std::size_t maxBytes = std::numeric_limits<std::size_t>::max());

/// A value from a file as a message quotes it: 'cleanText(text, kMaxExcerptBytes)'.
std::string excerpt(std::string_view text);

/// True when cleanText would keep `text` whole and unchanged (ignoring the length cap): valid UTF-8 with no
/// character it escapes.
bool isCleanText(std::string_view text);

} // namespace mapsmith
