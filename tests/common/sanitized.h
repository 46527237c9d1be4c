// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Test sizes and waits that differ under AddressSanitizer (the -O0 builds of `make test-asan`, several
// times slower): the sanitized run looks for memory errors on fewer cases or waits longer, the plain build
// counts everything against its own bounds. One place for the test, instead of an #if in every suite.

namespace testenv {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

/// `plain` in a plain build, `sanitized` under AddressSanitizer.
template <class T> constexpr T plainOr(T plain, T sanitized)
{
    return kSanitized ? sanitized : plain;
}

} // namespace testenv
