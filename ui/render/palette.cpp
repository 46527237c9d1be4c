// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "render/palette.h"

#include <QFile>
#include <QStringView>

namespace mapsmith {

const Palette &Palette::builtin()
{
    static const Palette palette = [] {
        QFile file(QStringLiteral(":/palettes/default.palette"));
        if (!file.open(QIODevice::ReadOnly))
            return Palette{}; // every lookup falls back; the render tests catch a missing resource
        return fromText(QString::fromUtf8(file.readAll()));
    }();
    return palette;
}

Palette Palette::fromText(const QString &text)
{
    Palette palette;
    const auto lines = QStringView(text).split(u'\n');
    for (QStringView line : lines) {
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(u';'))
            continue;
        const auto eq = line.indexOf(u'=');
        if (eq <= 0)
            continue;
        const QString name = line.left(eq).trimmed().toString();
        const QColor color = QColor::fromString(line.mid(eq + 1).trimmed());
        if (name.isEmpty() || !color.isValid())
            continue;
        palette.m_colors.insert(name, color);
    }
    return palette;
}

QColor Palette::tile(Tile t) const
{
    return named(QString::fromLatin1(tileInfo(t).name));
}

QColor Palette::entity(const QString &type) const
{
    return named(QStringLiteral("entity.") + type);
}

QColor Palette::named(const QString &name, QColor fallback) const
{
    return m_colors.value(name, fallback);
}

} // namespace mapsmith
