// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/util/result.h>

#include <QString>

#include <cstddef>
#include <utility>
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
    /// {min, max} of each block of kPeakBlock samples (the last block may be shorter), made with the samples
    /// off the GUI thread, so the waveform views need no pass over millions of samples when music arrives.
    std::vector<std::pair<float, float>> peaks;
    static constexpr std::size_t kPeakBlock = 256;
};

/// {min, max} of each block of `block` samples of `samples` (the last one may be shorter).
std::vector<std::pair<float, float>> blockPeaks(const std::vector<float> &samples, std::size_t block);

/// Decodes any file FFmpeg can read (WAV, MP3, FLAC, Ogg, Opus, AAC, ...) to mono float at 44.1 kHz, in one
/// synchronous pass on the calling thread (decoderffmpeg.h; no event loop), with peaks for drawing. Needs a
/// QCoreApplication (for the media backend check: without a backend, audio is unavailable and this says
/// why). A missing, empty, over-long or undecodable file is an Error naming the file; a cancelled RunControl
/// is Cancelled; a guard gives up after a time that grows with the file size (at most 120 s).
///
/// MP3 encoder delay and padding (the ~25-50 ms an encoder puts around the music) are handled explicitly:
/// the LAME tag of the first frame is read here (mp3gapless.h) and the decoded length compared with the
/// tag's music length. libavcodec drops the encoder delay + 529 decoder samples and the padding itself (it
/// applies the tag's skip), so the lengths agree and nothing more is cut; a decoder that does not would
/// deliver frames * samplesPerFrame samples, and then the delay + 529 leading samples and the padding are
/// removed here. Either way sample 0 of an MP3 is sample
/// 0 of the WAV it was encoded from (tests/ui/test_audio_formats.cpp). An MP3 without a LAME tag cannot be
/// corrected and is left as decoded. Progress (RunControl::report) follows the decoder's position.
Result<DecodedAudio> decodeAudioFile(const QString &path, const RunControl *control = nullptr);

/// Removes an MP3's leading delay and trailing padding from `audio` when its length shows the decoder kept
/// them (frames * samplesPerFrame samples); leaves audio that is already trimmed, or of a length matching
/// neither, as it is. Sets mp3Tagged and trimmedLeadingSamples. Used by decodeAudioFile.
void applyMp3Gapless(const Mp3Gapless &tag, DecodedAudio &audio);

} // namespace mapsmith
