// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace mapsmith {

struct RunControl;

/// What went wrong reading a file with FFmpeg, for decodeAudioFile to turn into a message naming the file.
enum class FfmpegFailure {
    None,
    NotAudio,  ///< no demuxer recognises it, it has no audio stream, or no sample of it decodes
    NoDecoder, ///< an audio stream this build has no decoder for
    TooLong,   ///< more than maxSamples samples (by the container's duration, or while decoding)
    Cancelled, ///< the RunControl was cancelled
    TimedOut,  ///< decoding went on past the deadline (a guard: local files decode at hundreds x real time)
};

struct FfmpegDecoded
{
    std::vector<float> mono; ///< samples in [-1, 1], channels averaged, at the requested rate
    FfmpegFailure failure = FfmpegFailure::None;
    std::string detail; ///< FFmpeg's own words where it gave some (the codec name for NoDecoder)
};

/// Decodes the best audio stream of the file at `path` (a local file: the caller checked it exists) to mono
/// float at `sampleRate` Hz with libavformat, libavcodec and libswresample, in one synchronous pass on the
/// calling thread: no event loop, no other thread. Packets a decoder rejects (a damaged frame) are skipped
/// and decoding goes on, as players do; a file cut short gives the samples before the cut. Progress is the
/// share of the file's bytes read (reported at most 200 times); cancellation and the deadline are checked
/// between packets and inside FFmpeg's reads.
FfmpegDecoded decodeWithFfmpeg(const std::string &path, int sampleRate, std::size_t maxSamples,
                               double deadlineSeconds, const RunControl *control);

using FfmpegDecodeFunction = FfmpegDecoded (*)(const std::string &path, int sampleRate,
                                               std::size_t maxSamples, double deadlineSeconds,
                                               const RunControl *control);

/// decodeWithFfmpeg lives in the mapsmith_ffmpeg module (audio/ffmpeg/), not in the headless library:
/// FFmpeg's libraries pull in about a hundred others (codecs, TLS, X11), whose loading took 50 ms of CPU at
/// every start of `mapsmith`, also of commands that decode nothing. This loads the module on the first call
/// (from MAPSMITH_FFMPEG_MODULE if set, else beside the installed executable, else the build tree) and
/// returns its decoder; nullptr, with the reason in `error`, when it cannot be loaded. Thread-safe.
FfmpegDecodeFunction ffmpegDecoder(std::string *error);

} // namespace mapsmith
