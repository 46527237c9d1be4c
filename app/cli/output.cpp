// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "cli/output.h"

#include "cli/text.h"

#include <QHash>
#include <QImage>
#include <QImageWriter>
#include <QJsonDocument>
#include <QSaveFile>

#include <array>
#include <cstdio>
#include <unistd.h>

namespace mapsmith::cli {

namespace {

// Qt maps PNG "quality" q to zlib level (100 - q) * 9 / 91: 60 is level 3, which on map pictures is both
// smaller and several times faster than the default level (the wall's target is half a second in all).
constexpr int kPngQuality = 60;

// Maps are a handful of flat colours (plus the labels' antialiased edges): as an 8-bit palette image the
// PNG encoder has a quarter of the bytes to filter and compress. Pictures of more than 256 colours stay
// as they are.
QImage withPalette(const QImage &image)
{
    if (image.format() != QImage::Format_RGB32)
        return image;
    QImage out(image.size(), QImage::Format_Indexed8);
    QList<QRgb> table;
    QHash<QRgb, uchar> index;
    // Neighbouring pixels mostly share a colour: a tiny direct-mapped cache spares most hash lookups.
    std::array<QRgb, 64> cacheColor{};
    std::array<int, 64> cacheIndex;
    cacheIndex.fill(-1);
    for (int y = 0; y < image.height(); ++y) {
        const auto *in = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        uchar *line = out.scanLine(y);
        for (int x = 0; x < image.width(); ++x) {
            const QRgb c = in[x];
            const std::size_t slot = (c * 2654435761u) >> 26;
            if (cacheIndex[slot] < 0 || cacheColor[slot] != c) {
                auto it = index.constFind(c);
                if (it == index.cend()) {
                    if (table.size() == 256)
                        return image;
                    it = index.insert(c, static_cast<uchar>(table.size()));
                    table.push_back(c);
                }
                cacheColor[slot] = c;
                cacheIndex[slot] = *it;
            }
            line[x] = static_cast<uchar>(cacheIndex[slot]);
        }
    }
    out.setColorTable(table);
    return out;
}

Error writeError(const QString &path, const QString &reason)
{
    Error e = Error::io(Cli::tr("cannot write: %1").arg(reason).toStdString());
    e.file = path.toStdString();
    return e;
}

} // namespace

int fail(const Error &error)
{
    std::string line = error.toString();
    if (error.file.empty())
        line = "mapsmith: " + line;
    printErr(QString::fromStdString(line).simplified());
    return ExitBadInput;
}

int fail(const QString &message)
{
    printErr(QStringLiteral("mapsmith: ") + message.simplified());
    return ExitBadInput;
}

void printOut(const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
}

void printOut(const QString &text)
{
    printOut(text.toUtf8());
}

void printErr(const QString &text)
{
    const QByteArray bytes = text.toUtf8() + '\n';
    std::fflush(stdout);
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
}

Status writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return writeError(path, file.errorString());
    if (file.write(bytes) != bytes.size() || !file.commit())
        return writeError(path, file.errorString());
    return Ok{};
}

Status writePng(const QString &path, const QImage &image)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return writeError(path, file.errorString());
    QImageWriter writer(&file, "png");
    writer.setQuality(kPngQuality);
    if (!writer.write(withPalette(image)))
        return writeError(path, writer.errorString());
    if (!file.commit())
        return writeError(path, file.errorString());
    return Ok{};
}

void printJson(const QJsonObject &object)
{
    printOut(QJsonDocument(object).toJson(QJsonDocument::Indented));
}

QJsonValue seedToJson(std::uint64_t seed)
{
    constexpr std::uint64_t kExactInJson = std::uint64_t{1} << 53;
    if (seed <= kExactInJson)
        return QJsonValue(static_cast<qint64>(seed));
    return QJsonValue(QString::number(seed));
}

QJsonValue pointToJson(const std::optional<Point> &point)
{
    if (!point)
        return QJsonValue(QJsonValue::Null);
    return QJsonObject{{QStringLiteral("x"), point->x}, {QStringLiteral("y"), point->y}};
}

bool stderrIsTerminal()
{
    return isatty(STDERR_FILENO) != 0;
}

} // namespace mapsmith::cli
