// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QString>

#include <string>

namespace mapsmith {

struct Error;

/// core/ is Qt-free and words its errors in English ("start (3, 4) is on a closed tile (wall)"). Panels keep
/// that English text and show it through these functions each time they draw, so a message made before a
/// language switch follows it. A message is looked up whole in the "CoreMessage" context, then matched
/// against the templates in coremessages.cpp ("%1 (%2, %3) is on a closed tile (%4)"): the translated
/// template is filled with the message's own parts, each itself translated when it is a known word
/// ("start", "wall"). A message no template knows is shown as it is.
QString trCoreMessage(const std::string &english);
QString trCoreMessage(const QString &english);

/// An Error as Error::toString() words it (file:line:column: message), with the message translated.
QString trError(const Error &error);

} // namespace mapsmith
