// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "audio/decoder.h"

#include "audio/audioduration.h"
#include "audio/mediabackend.h"
#include "audio/mp3gapless.h"

// clang-format off
#include <mapsmith/generate/generator.h>
// clang-format on

#include <QAudioBuffer>
#include <QAudioDecoder>
#include <QAudioFormat>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace mapsmith {

namespace {

constexpr int kSampleRate = 44100;
// Qt 6.4's ffmpeg backend reports neither error() nor finished() for a file it cannot open (a text file named
// .wav): it just never delivers a buffer. A local file's first buffer comes within milliseconds, so a pause
// this long without one means the file cannot be decoded.
constexpr int kStallMs = 3000;
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

// Appends the buffer's frames as mono floats, whatever sample format and channel count the backend chose.
bool appendMono(const QAudioBuffer &buffer, std::vector<float> &out)
{
    const QAudioFormat format = buffer.format();
    const int channels = format.channelCount();
    const qsizetype frames = buffer.frameCount();
    if (channels <= 0 || frames <= 0)
        return frames == 0;
    const auto total = static_cast<std::size_t>(frames) * static_cast<std::size_t>(channels);
    const auto sample = [&](std::size_t i) -> float {
        switch (format.sampleFormat()) {
        case QAudioFormat::Float:
            return buffer.constData<float>()[i];
        case QAudioFormat::Int16:
            return static_cast<float>(buffer.constData<std::int16_t>()[i]) / 32768.0f;
        case QAudioFormat::Int32:
            return static_cast<float>(static_cast<double>(buffer.constData<std::int32_t>()[i]) /
                                      2147483648.0);
        case QAudioFormat::UInt8:
            return (static_cast<float>(buffer.constData<std::uint8_t>()[i]) - 128.0f) / 128.0f;
        default:
            return 0.0f;
        }
    };
    if (format.sampleFormat() == QAudioFormat::Unknown ||
        format.sampleFormat() == QAudioFormat::NSampleFormats)
        return false;
    if (static_cast<std::size_t>(buffer.byteCount()) <
        total * static_cast<std::size_t>(format.bytesPerSample()))
        return false;
    out.reserve(out.size() + static_cast<std::size_t>(frames));
    for (std::size_t f = 0; f < static_cast<std::size_t>(frames); ++f) {
        float sum = 0.0f;
        for (std::size_t c = 0; c < static_cast<std::size_t>(channels); ++c)
            sum += sample(f * static_cast<std::size_t>(channels) + c);
        const float v = sum / static_cast<float>(channels);
        out.push_back(std::isfinite(v) ? std::clamp(v, -1.0f, 1.0f) : 0.0f);
    }
    return true;
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

    // For progress: the decoder's duration() stays -1 with Qt 6.4's ffmpeg backend, so read it ourselves.
    qint64 totalMs = -1;
    if (QFile head(path); head.open(QIODevice::ReadOnly))
        totalMs = headerDurationMs(head.read(64 * 1024), info.size());
    const std::string tooLong = "the music lasts more than " + std::to_string(kMaxMinutes) +
                                " minutes, the most a level's music may last";
    if (totalMs > qint64{kMaxMinutes} * 60 * 1000)
        return fileError(path, tooLong);

    if (!media::ensureBackend())
        return fileError(path, media::unavailableReason().toStdString());
    QAudioDecoder decoder;
    QAudioFormat format;
    format.setSampleFormat(QAudioFormat::Float);
    format.setChannelCount(1);
    format.setSampleRate(kSampleRate);
    decoder.setAudioFormat(format);

    DecodedAudio audio;
    int rate = 0;
    bool badBuffer = false;
    bool cancelled = false;
    bool overLong = false;
    QString decodeError;
    // Never the editor's GUI thread: AudioJobs runs this on its pool thread (a worker's own event loop
    // delivers QAudioDecoder's signals); only the headless `mapsmith beat`, which has no window, runs it on
    // its main thread.
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    bool timedOut = false;
    QTimer stall;
    stall.setSingleShot(true);
    bool stalled = false;

    QObject::connect(&decoder, &QAudioDecoder::bufferReady, &loop, [&] {
        stall.start(kStallMs);
        const QAudioBuffer buffer = decoder.read();
        if (!buffer.isValid())
            return;
        if (rate == 0)
            rate = buffer.format().sampleRate();
        if (buffer.format().sampleRate() != rate || !appendMono(buffer, audio.mono)) {
            badBuffer = true;
            decoder.stop();
            loop.quit();
            return;
        }
        if (audio.mono.size() > kMaxSamples) {
            overLong = true;
            audio.mono = {};
            decoder.stop();
            loop.quit();
            return;
        }
        if (control && control->cancelled()) {
            cancelled = true;
            decoder.stop();
            loop.quit();
            return;
        }
        if (control && totalMs > 0)
            control->report(std::clamp(static_cast<double>(buffer.startTime() + buffer.duration()) / 1000.0 /
                                           static_cast<double>(totalMs),
                                       0.0, 1.0));
    });
    QObject::connect(&decoder, &QAudioDecoder::finished, &loop, &QEventLoop::quit);
    QObject::connect(&decoder, qOverload<QAudioDecoder::Error>(&QAudioDecoder::error), &loop,
                     [&](QAudioDecoder::Error) {
                         decodeError = decoder.errorString();
                         if (decodeError.isEmpty())
                             decodeError = QStringLiteral("cannot decode the file");
                         loop.quit();
                     });
    QObject::connect(&timeout, &QTimer::timeout, &loop, [&] {
        timedOut = true;
        decoder.stop();
        loop.quit();
    });

    QObject::connect(&stall, &QTimer::timeout, &loop, [&] {
        stalled = true;
        decoder.stop();
        loop.quit();
    });

    // Decoding runs at many times real time: 10 s plus 1 s per 100 kB leaves ample room, capped at 120 s.
    const qint64 ms = std::min<qint64>(120000, 10000 + info.size() / 100);
    timeout.start(static_cast<int>(ms));
    stall.start(kStallMs);
    decoder.setSource(QUrl::fromLocalFile(info.absoluteFilePath()));
    decoder.start();
    if (decoder.error() != QAudioDecoder::NoError) {
        decodeError = decoder.errorString();
    } else {
        loop.exec();
    }
    timeout.stop();
    stall.stop();
    decoder.stop();

    if (cancelled)
        return Error::cancelled();
    if (overLong)
        return fileError(path, tooLong);
    if (stalled && audio.mono.empty())
        return fileError(path, "cannot decode audio: not an audio file, or a format this build cannot read");
    if (stalled)
        return fileError(path, "cannot decode audio: the decoder stopped delivering samples");
    if (timedOut)
        return fileError(path, "decoding timed out");
    if (!decodeError.isEmpty())
        return fileError(path, "cannot decode audio: " + decodeError.toStdString());
    if (badBuffer)
        return fileError(path, "cannot decode audio: unexpected sample format");
    if (audio.mono.empty() || rate <= 0)
        return fileError(path, "not an audio file, or no audio in it");
    audio.sampleRate = rate;
    applyMp3GaplessOfFile(info.absoluteFilePath(), audio);
    audio.durationSeconds = static_cast<double>(audio.mono.size()) / rate;
    return audio;
}

} // namespace mapsmith
