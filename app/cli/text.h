// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QCoreApplication>

namespace mapsmith::cli {

/// The translation context of the command line's words for people (help, usage errors). Output meant for
/// programs (hashes, YAML, JSON, validate's report) is never translated.
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace mapsmith::cli
