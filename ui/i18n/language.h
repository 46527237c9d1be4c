// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;
class QTranslator;

namespace mapsmith {

/// The interface language. The setting is "" (follow the system locale) or a locale name such as
/// "zh_CN" or "en"; it lives in QSettings under "ui/language".
class Language
{
public:
    /// Locale names we ship a translation for, plus "en" (the source language).
    static QStringList available();
    /// The name shown in the language menu, in that language ("中文（简体）").
    static QString nativeName(const QString &locale);

    static QString setting();
    static void setSetting(const QString &locale);

    /// Loads :/i18n/mapsmith_<locale>.qm (and Qt's own qtbase translation when present) for `locale`, or for
    /// the system locale when empty, replacing what a previous call installed. Widgets receive
    /// QEvent::LanguageChange and re-translate. Returns the locale actually used.
    static QString apply(const QString &locale);
    /// The locale the last apply() chose ("en" before any).
    static QString current();
};

} // namespace mapsmith
