// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "audio/decoder.h"

#include "audio/audioduration.h"
#include "audio/decoderffmpeg.h"
#include "audio/mediabackend.h"
#include "audio/mp3gapless.h"

// clang-format off
#include <mapsmith/generate/generator.h>
// clang-format on

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cmath>

namespace mapsmith {

namespace {

constexpr int kSampleRate = 44100;
// The longest music a level may have: 30 minutes is 317 MB of decoded mono float at 44.1 kHz. Longer files
// (a whole album, hours of a podcast) are refused, by their header before decoding where it gives the
// length, else as soon as the decoded samples pass it (docs/RELIABILITY.md).
constexpr int kMaxMinutes = 30;
constexpr std::size_t kMaxSamples = std::size_t{kMaxMinutes} * 60 * kSampleRate;

Error fileError(const QString &path, const std::string &message)
{
    Error e = Error::badInput(message);
    e.file = QFile::encodeName(path).toStdString();
    return e;
}

void applyMp3GaplessOfFile(const QString &path, DecodedAudio &audio)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return;
    if (const auto tag = readMp3Gapless(file.read(64 * 1024)))
        applyMp3Gapless(*tag, audio);
}

} // namespace

std::vector<std::pair<float, float>> blockPeaks(const std::vector<float> &samples, std::size_t block)
{
    std::vector<std::pair<float, float>> out;
    out.reserve(samples.size() / block + 1);
    for (std::size_t b = 0; b < samples.size(); b += block) {
        // A plain min/max loop (not minmax_element's iterators) so the compiler vectorises it.
        float lo = samples[b], hi = samples[b];
        for (std::size_t i = b + 1, end = std::min(samples.size(), b + block); i < end; ++i) {
            lo = samples[i] < lo ? samples[i] : lo;
            hi = samples[i] > hi ? samples[i] : hi;
        }
        out.emplace_back(lo, hi);
    }
    return out;
}

void applyMp3Gapless(const Mp3Gapless &tag, DecodedAudio &audio)
{
    if (tag.frames <= 0 || tag.sampleRate <= 0 || audio.sampleRate <= 0)
        return;
    const double scale = static_cast<double>(audio.sampleRate) / tag.sampleRate;
    const auto music =
        static_cast<std::size_t>(std::llround(static_cast<double>(tag.musicSamples()) * scale));
    const auto raw = static_cast<double>(tag.frames * tag.samplesPerFrame) * scale;
    const double slack = tag.samplesPerFrame * scale / 2; // resampling may round a few samples either way
    const auto have = static_cast<double>(audio.mono.size());
    audio.mp3Tagged = true;
    if (std::abs(have - static_cast<double>(music)) <= slack)
        return; // the backend trimmed already (ffmpeg does: see decoder.h)
    if (std::abs(have - raw) > slack + tag.leadingSamples() * scale)
        return; // neither length: a tag we cannot trust; leave the audio as decoded
    const auto lead = static_cast<std::size_t>(std::llround(tag.leadingSamples() * scale));
    if (lead >= audio.mono.size())
        return;
    audio.mono.erase(audio.mono.begin(), audio.mono.begin() + static_cast<std::ptrdiff_t>(lead));
    if (audio.mono.size() > music)
        audio.mono.resize(music);
    audio.trimmedLeadingSamples = static_cast<int>(lead);
    audio.durationSeconds = static_cast<double>(audio.mono.size()) / audio.sampleRate;
}

Result<DecodedAudio> decodeAudioFile(const QString &path, const RunControl *control)
{
    const QFileInfo info(path);
    if (!info.exists())
        return fileError(path, "no such file");
    if (!info.isFile() || !info.isReadable())
        return fileError(path, "cannot read the file");
    if (info.size() == 0)
        return fileError(path, "the file is empty");

    // An over-long file with a header that says so is refused before anything is decoded.
    qint64 totalMs = -1;
    if (QFile head(path); head.open(QIODevice::ReadOnly))
        totalMs = headerDurationMs(head.read(64 * 1024), info.size());
    const std::string tooLong = "the music lasts more than " + std::to_string(kMaxMinutes) +
                                " minutes, the most a level's music may last";
    if (totalMs > qint64{kMaxMinutes} * 60 * 1000)
        return fileError(path, tooLong);

    // Decoding itself needs no Qt Multimedia backend, but without one the music cannot be played, and audio
    // is one feature that is there or says why it is not (mediabackend.h).
    if (!media::ensureBackend())
        return fileError(path, media::unavailableReason().toStdString());

    // A guard, never reached by a local file: decoding runs at hundreds of times real time.
    const double deadline = std::min(120.0, 10.0 + static_cast<double>(info.size()) / 1e5);
    std::string moduleError;
    const FfmpegDecodeFunction decode = ffmpegDecoder(&moduleError);
    if (!decode)
        return fileError(path, "cannot decode audio: " + moduleError);
    FfmpegDecoded decoded = decode(QFile::encodeName(info.absoluteFilePath()).toStdString(), kSampleRate,
                                   kMaxSamples, deadline, control);
    switch (decoded.failure) {
    case FfmpegFailure::None:
        break;
    case FfmpegFailure::Cancelled:
        return Error::cancelled();
    case FfmpegFailure::TooLong:
        return fileError(path, tooLong);
    case FfmpegFailure::TimedOut:
        return fileError(path, "decoding timed out");
    case FfmpegFailure::NoDecoder:
        return fileError(path, "cannot decode audio: this build has no decoder for its " + decoded.detail +
                                   " audio");
    case FfmpegFailure::NotAudio:
        return fileError(path, "cannot decode audio: not an audio file, or a format this build cannot read");
    }
    DecodedAudio audio;
    audio.mono = std::move(decoded.mono);
    const int rate = kSampleRate;
    audio.sampleRate = rate;
    applyMp3GaplessOfFile(info.absoluteFilePath(), audio);
    audio.durationSeconds = static_cast<double>(audio.mono.size()) / rate;
    audio.peaks = blockPeaks(audio.mono, DecodedAudio::kPeakBlock);
    return audio;
}

} // namespace mapsmith
