// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QByteArray>

#include <optional>

namespace mapsmith {

/// The gapless-playback facts of an MP3, from the Xing/Info tag in its first frame and the LAME extension
/// after it (the "LAME tag": encoder delay and padding, 12 bits each). Every MP3 decoder adds a further 529
/// samples of delay (the LAME convention), so the music starts at sample encoderDelay + 529 of the raw
/// decoded stream and has frames * samplesPerFrame - encoderDelay - padding samples.
struct Mp3Gapless
{
    int sampleRate = 0;      ///< Hz, of the MP3 itself
    int samplesPerFrame = 0; ///< 1152 (MPEG-1 layer III) or 576 (MPEG-2/2.5)
    long long frames = 0;    ///< audio frames, the tag frame not counted; 0 when the tag has no count
    int encoderDelay = 0;    ///< samples the encoder put before the music
    int padding = 0;         ///< samples it put after
    static constexpr int kDecoderDelay = 529;

    /// Samples of music (delay and padding removed); 0 when the frame count is unknown.
    long long musicSamples() const
    {
        return frames > 0 ? frames * samplesPerFrame - encoderDelay - padding : 0;
    }
    /// Samples of the raw decoded stream before the music begins.
    int leadingSamples() const { return encoderDelay + kDecoderDelay; }
};

/// Reads the tag from the start of a file (the first 64 kB are plenty: an ID3v2 tag, then the first frame).
/// std::nullopt when the data is not an MP3 or its first frame carries no LAME tag.
std::optional<Mp3Gapless> readMp3Gapless(const QByteArray &head);

} // namespace mapsmith
