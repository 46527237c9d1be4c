// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// Shared by the fuzz targets: the libFuzzer entry point and a check that fails loudly in every build.

#include <mapsmith/util/cleantext.h>
#include <mapsmith/util/result.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace fuzzing {

/// A broken promise (a round trip that does not give back what was written): report and abort, so that
/// libFuzzer saves the input and the replay test fails.
inline void require(bool condition, const char *what)
{
    if (!condition) {
        std::fprintf(stderr, "fuzz check failed: %s\n", what);
        std::abort();
    }
}

/// An Error a user may see: it says what is wrong, and its text is clean UTF-8 on one line, starts with the
/// file's name and is bounded (util/cleantext.h), whatever bytes the input held.
inline void requireCleanError(const mapsmith::Error &error, const std::string &file)
{
    require(!error.message.empty(), "an error says what is wrong");
    const std::string shown = error.toString();
    require(mapsmith::isCleanText(shown), "an error's text is clean UTF-8 without control characters");
    require(shown.starts_with(file + ":"), "an error's text starts with the file's name");
    require(shown.size() <= file.size() + 32 + mapsmith::kMaxMessageBytes + 3, "an error's text is short");
}

inline std::string_view text(const std::uint8_t *data, std::size_t size)
{
    return {reinterpret_cast<const char *>(data), size};
}

} // namespace fuzzing
