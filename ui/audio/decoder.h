// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "util/result.h"

#include <QString>
#include <vector>

namespace mapsmith {

struct RunControl;

/// A music file as mono PCM, ready for core/beat.
struct DecodedAudio
{
    std::vector<float> mono; ///< samples in [-1, 1], channels averaged
    int sampleRate = 0;      ///< Hz
    double durationSeconds = 0.0;
};

/// Decodes any file Qt Multimedia's backend can read (WAV, MP3, FLAC, Ogg, ... with the ffmpeg backend)
/// to mono float at 44.1 kHz. Runs a local event loop on the calling thread, which therefore needs a
/// QCoreApplication and must be free to process events; it gives up after a time that grows with the file
/// size (at most 120 s). A missing, empty or undecodable file is an Error naming the file; a cancelled
/// RunControl is Cancelled.
///
/// MP3 encoder delay (the ~0.025-0.05 s of padding an encoder puts before the music) is not removed:
/// QAudioDecoder does not report it, so beat times of MP3s may be late by that much. Handling it (reading the
/// LAME/Xing header's delay field) is future work.
Result<DecodedAudio> decodeAudioFile(const QString &path, const RunControl *control = nullptr);

} // namespace mapsmith
