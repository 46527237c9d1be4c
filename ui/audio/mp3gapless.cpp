// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Based on: the Xing VBR header (Xing Technology, 1998) and the LAME tag rev. 1 as described at
// http://gabriel.mp3-tech.org/mp3infotag.html ("Mp3 info tag rev 1 specifications"). O(1): one header, one
// tag, read at fixed offsets; nothing else in the file is looked at.
#include "audio/mp3gapless.h"

#include <cstdint>

namespace mapsmith {

namespace {

std::uint32_t byteAt(const QByteArray &d, qsizetype i)
{
    return static_cast<std::uint8_t>(d[i]);
}

std::uint32_t be32(const QByteArray &d, qsizetype i)
{
    return byteAt(d, i) << 24 | byteAt(d, i + 1) << 16 | byteAt(d, i + 2) << 8 | byteAt(d, i + 3);
}

/// Skips an ID3v2 tag (10-byte header with a sync-safe size, plus a 10-byte footer when flagged).
qsizetype afterId3(const QByteArray &d)
{
    if (d.size() < 10 || !d.startsWith("ID3"))
        return 0;
    const qsizetype size = static_cast<qsizetype>((byteAt(d, 6) & 0x7f) << 21 | (byteAt(d, 7) & 0x7f) << 14 |
                                                  (byteAt(d, 8) & 0x7f) << 7 | (byteAt(d, 9) & 0x7f));
    const bool footer = (byteAt(d, 5) & 0x10) != 0;
    return 10 + size + (footer ? 10 : 0);
}

} // namespace

std::optional<Mp3Gapless> readMp3Gapless(const QByteArray &head)
{
    qsizetype p = afterId3(head);
    // The first frame header: 11 sync bits, then version, layer III (01), a valid bitrate and sample rate.
    while (p + 4 <= head.size() && !(byteAt(head, p) == 0xff && (byteAt(head, p + 1) & 0xe0) == 0xe0))
        ++p;
    if (p + 4 > head.size())
        return std::nullopt;
    const std::uint32_t header = be32(head, p);
    const int version = static_cast<int>((header >> 19) & 3); // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
    const int layer = static_cast<int>((header >> 17) & 3);   // 1 = layer III
    const int rateIndex = static_cast<int>((header >> 10) & 3);
    const int channelMode = static_cast<int>((header >> 6) & 3); // 3 = mono
    if (version == 1 || layer != 1 || rateIndex == 3 || ((header >> 12) & 0xf) == 0xf)
        return std::nullopt;
    static constexpr int kRates[3] = {44100, 48000, 32000};
    Mp3Gapless g;
    g.sampleRate = kRates[rateIndex] / (version == 3 ? 1 : version == 2 ? 2 : 4);
    g.samplesPerFrame = version == 3 ? 1152 : 576;
    const int sideInfo = version == 3 ? (channelMode == 3 ? 17 : 32) : (channelMode == 3 ? 9 : 17);

    qsizetype x = p + 4 + sideInfo;
    if (x + 8 > head.size())
        return std::nullopt;
    const QByteArray id = head.mid(x, 4);
    if (id != "Xing" && id != "Info")
        return std::nullopt;
    const std::uint32_t flags = be32(head, x + 4);
    x += 8;
    if (flags & 1u) {
        if (x + 4 > head.size())
            return std::nullopt;
        g.frames = be32(head, x);
        x += 4;
    }
    x += (flags & 2u) ? 4 : 0;   // byte count
    x += (flags & 4u) ? 100 : 0; // seek table
    x += (flags & 8u) ? 4 : 0;   // quality
    // LAME extension: 9 bytes encoder name, revision/VBR method, lowpass, peak (4), two replay gains (2 + 2),
    // encoding flags, bitrate, then 24 bits: delay (12) and padding (12).
    constexpr int kDelayAt = 9 + 1 + 1 + 4 + 2 + 2 + 1 + 1;
    if (x + kDelayAt + 3 > head.size())
        return std::nullopt;
    const std::uint32_t dp = byteAt(head, x + kDelayAt) << 16 | byteAt(head, x + kDelayAt + 1) << 8 |
                             byteAt(head, x + kDelayAt + 2);
    g.encoderDelay = static_cast<int>(dp >> 12);
    g.padding = static_cast<int>(dp & 0xfff);
    if (g.frames > 0 && g.musicSamples() <= 0)
        return std::nullopt; // a tag that contradicts itself: trust none of it
    return g;
}

} // namespace mapsmith
