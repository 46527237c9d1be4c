// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/util/result.h>

#include <cstddef>
#include <string>
#include <string_view>

namespace mapsmith::compress {

enum class Format { Zlib, Gzip, Zstd };

/// Inflates zlib (RFC 1950) or gzip (RFC 1952) data with zlib, zstd (RFC 8878) with libzstd. Errors (messages
/// only, no position): not such data, truncated or corrupt data, or more than `maxOutput` bytes once inflated
/// — the inflation stops there, so a small "zip bomb" never allocates more than `maxOutput`.
Result<std::string> inflate(std::string_view data, Format format, std::size_t maxOutput);

/// Compresses at the library's default level, as zlib, gzip or zstd data.
std::string deflate(std::string_view data, Format format);

} // namespace mapsmith::compress
