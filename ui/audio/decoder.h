// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/util/result.h>

#include <QString>

#include <vector>

namespace mapsmith {

struct RunControl;
struct Mp3Gapless;

/// A music file as mono PCM, ready for core/beat.
struct DecodedAudio
{
    std::vector<float> mono; ///< samples in [-1, 1], channels averaged
    int sampleRate = 0;      ///< Hz
    double durationSeconds = 0.0;
    bool mp3Tagged = false;        ///< an MP3 whose LAME tag gave its encoder delay and padding
    int trimmedLeadingSamples = 0; ///< samples this function removed from the start (0 when the backend did)
};

/// Decodes any file Qt Multimedia's backend can read (WAV, MP3, FLAC, Ogg, ... with the ffmpeg backend)
/// to mono float at 44.1 kHz. Runs a local event loop on the calling thread, which therefore needs a
/// QCoreApplication and must be free to process events; it gives up after a time that grows with the file
/// size (at most 120 s). A missing, empty or undecodable file is an Error naming the file; a cancelled
/// RunControl is Cancelled.
///
/// MP3 encoder delay and padding (the ~25-50 ms an encoder puts around the music) are handled explicitly:
/// QAudioDecoder does not report them, so the LAME tag of the first frame is read here (mp3gapless.h) and the
/// decoded length compared with the tag's music length. Qt's ffmpeg backend already drops the encoder delay
/// + 529 decoder samples and the padding (libavcodec applies the tag's skip itself), so the lengths agree
/// and nothing more is cut; a backend that does not would deliver frames * samplesPerFrame samples, and then
/// the delay + 529 leading samples and the padding are removed here. Either way sample 0 of an MP3 is sample
/// 0 of the WAV it was encoded from (tests/ui/test_audio_formats.cpp). An MP3 without a LAME tag cannot be
/// corrected and is left as decoded. Progress (RunControl::report) follows the decoder's position.
Result<DecodedAudio> decodeAudioFile(const QString &path, const RunControl *control = nullptr);

/// Removes an MP3's leading delay and trailing padding from `audio` when its length shows the decoder kept
/// them (frames * samplesPerFrame samples); leaves audio that is already trimmed, or of a length matching
/// neither, as it is. Sets mp3Tagged and trimmedLeadingSamples. Used by decodeAudioFile.
void applyMp3Gapless(const Mp3Gapless &tag, DecodedAudio &audio);

} // namespace mapsmith
