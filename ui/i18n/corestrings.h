// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QCoreApplication>
#include <QString>

#include <string>
#include <string_view>

namespace mapsmith {

/// core/ is Qt-free, so its user-visible English strings (parameter labels and help, choice labels,
/// generator names, tile descriptions, diagnostic labels) are translated here, by context:
/// "Schema", "Tile" and "Diagnostics". corestrings.cpp lists them for lupdate; test_i18n checks that
/// every string the registry can show has a Chinese translation.
inline QString trCore(const char *context, std::string_view text)
{
    const std::string s(text);
    return QCoreApplication::translate(context, s.c_str());
}
inline QString trSchema(std::string_view text)
{
    return trCore("Schema", text);
}
inline QString trTile(std::string_view text)
{
    return trCore("Tile", text);
}
inline QString trMetric(std::string_view text)
{
    return trCore("Diagnostics", text);
}

} // namespace mapsmith
