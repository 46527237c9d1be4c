// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "i18n/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace mapsmith {

namespace {
QTranslator *g_appTranslator = nullptr; // owned by the application object
QString g_current = QStringLiteral("en");
QTranslator *g_qtTranslator = nullptr;
} // namespace

QStringList Language::available()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString Language::nativeName(const QString &locale)
{
    if (locale == QLatin1String("zh_CN"))
        return QStringLiteral("中文（简体）");
    if (locale == QLatin1String("en"))
        return QStringLiteral("English");
    return locale;
}

QString Language::setting()
{
    return QSettings().value(QStringLiteral("ui/language")).toString();
}

void Language::setSetting(const QString &locale)
{
    QSettings().setValue(QStringLiteral("ui/language"), locale);
}

QString Language::apply(const QString &locale)
{
    auto *app = QCoreApplication::instance();
    if (!app)
        return {};
    QString chosen = locale;
    if (chosen.isEmpty()) {
        chosen = QStringLiteral("en");
        for (const QString &name : QLocale::system().uiLanguages()) {
            if (name.startsWith(QLatin1String("zh"))) {
                chosen = QStringLiteral("zh_CN");
                break;
            }
            if (name.startsWith(QLatin1String("en")))
                break;
        }
    }
    if (g_appTranslator) {
        QCoreApplication::removeTranslator(g_appTranslator);
        delete g_appTranslator;
        g_appTranslator = nullptr;
    }
    if (g_qtTranslator) {
        QCoreApplication::removeTranslator(g_qtTranslator);
        delete g_qtTranslator;
        g_qtTranslator = nullptr;
    }
    if (chosen != QLatin1String("en")) {
        auto *t = new QTranslator(app);
        if (t->load(QStringLiteral(":/i18n/mapsmith_%1.qm").arg(chosen))) {
            QCoreApplication::installTranslator(t);
            g_appTranslator = t;
        } else {
            delete t;
        }
        auto *qt = new QTranslator(app);
        if (qt->load(QLocale(chosen), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt);
            g_qtTranslator = qt;
        } else {
            delete qt;
        }
    }
    g_current = chosen;
    return chosen;
}

QString Language::current()
{
    return g_current;
}

} // namespace mapsmith
