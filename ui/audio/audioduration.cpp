// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Header layouts: RIFF/WAVE (Microsoft RIFF spec: "fmt " chunk with the byte rate at offset 8, then "data"),
// FLAC (xiph.org format spec: "fLaC", then METADATA_BLOCK_STREAMINFO with a 20-bit sample rate and a 36-bit
// total sample count), MP3 via mp3gapless.h.
#include "audio/audioduration.h"

#include "audio/mp3gapless.h"

#include <cstdint>

namespace mapsmith {

namespace {

std::uint64_t le(const QByteArray &d, qsizetype at, int bytes)
{
    std::uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = v << 8 | static_cast<std::uint8_t>(d[at + i]);
    return v;
}

std::uint64_t be(const QByteArray &d, qsizetype at, int bytes)
{
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i)
        v = v << 8 | static_cast<std::uint8_t>(d[at + i]);
    return v;
}

qint64 wavMs(const QByteArray &d, qint64 fileSize)
{
    std::uint64_t byteRate = 0;
    for (qsizetype p = 12; p + 8 <= d.size();) {
        const QByteArray id = d.mid(p, 4);
        const auto size = static_cast<qsizetype>(le(d, p + 4, 4));
        if (id == "fmt " && p + 16 <= d.size())
            byteRate = le(d, p + 8 + 8, 4);
        if (id == "data") {
            const qint64 bytes = std::min<qint64>(size, fileSize - (p + 8));
            return byteRate > 0 ? static_cast<qint64>(static_cast<std::uint64_t>(bytes) * 1000 / byteRate)
                                : -1;
        }
        p += 8 + size + (size & 1);
    }
    return -1;
}

qint64 flacMs(const QByteArray &d)
{
    // "fLaC", block header (4 bytes), STREAMINFO: min/max block (2+2), min/max frame (3+3), then 64 bits:
    // sample rate (20), channels - 1 (3), bits - 1 (5), total samples (36).
    if (d.size() < 8 + 18)
        return -1;
    const std::uint64_t bits = be(d, 8 + 10, 8);
    const std::uint64_t rate = bits >> 44;
    const std::uint64_t samples = bits & ((std::uint64_t{1} << 36) - 1);
    return rate > 0 && samples > 0 ? static_cast<qint64>(samples * 1000 / rate) : -1;
}

} // namespace

qint64 headerDurationMs(const QByteArray &head, qint64 fileSize)
{
    if (head.startsWith("RIFF") && head.mid(8, 4) == "WAVE")
        return wavMs(head, fileSize);
    if (head.startsWith("fLaC"))
        return flacMs(head);
    if (const auto mp3 = readMp3Gapless(head); mp3 && mp3->frames > 0 && mp3->sampleRate > 0)
        return mp3->musicSamples() * 1000 / mp3->sampleRate;
    return -1;
}

} // namespace mapsmith
