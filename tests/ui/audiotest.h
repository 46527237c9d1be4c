// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
// Shared set-up of the editor suites that decode or play music: the media backend and WAV files made here.
#pragma once

#include "../beat/wavfile.h"
#include "audio/clickmix.h"
#include "uitest.h"

#include <QByteArray>
#include <QTemporaryDir>

#include <vector>

namespace audiotest {

/// A suite's first step: settings kept away from the user's. (The media backend is chosen where the editor
/// chooses it, in ui/audio/mediabackend.h.)
inline void initSuite()
{
    uitest::isolateSettings();
}

/// Writes `samples` (mono, in [-1, 1]) at `sampleRate` to `path` as a 16-bit WAV; false if it could not.
inline bool writeWav(const QString &path, const std::vector<float> &samples, int sampleRate)
{
    return uitest::writeText(path,
                             QByteArray::fromStdString(wavfile::bytes(wavfile::pcm16(samples), sampleRate)));
}

/// Writes ten seconds of silence at 8 kHz with clicks at 0.5, 1 and 1.5 s (music for the play-test to run on)
/// to `song.wav` in `dir`; its path, or empty if it could not.
inline QString writeClickTrack(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("song.wav"));
    const std::vector<float> silence(static_cast<std::size_t>(10 * 8000), 0.0f);
    return uitest::writeText(path, mapsmith::clickMixWav(silence, 8000, {0.5, 1.0, 1.5}, 0.5)) ? path
                                                                                               : QString();
}

} // namespace audiotest
