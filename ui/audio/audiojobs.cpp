// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "audio/audiojobs.h"

// clang-format off
#include <mapsmith/generate/generator.h>
// clang-format on

#include <QFutureWatcher>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace mapsmith {

namespace {

struct DecodeOutcome
{
    std::shared_ptr<const DecodedAudio> audio;
    Error error;
};

struct AnalyzeOutcome
{
    std::optional<BeatAnalysis> analysis;
    Error error;
};

std::shared_ptr<std::atomic<bool>> renew(std::shared_ptr<std::atomic<bool>> &flag)
{
    if (flag)
        flag->store(true);
    flag = std::make_shared<std::atomic<bool>>(false);
    return flag;
}

} // namespace

AudioJobs::AudioJobs(QObject *parent) : QObject(parent)
{
    // One decode and one analysis may run at once; a cancelled run ends within one buffer.
    m_pool.setMaxThreadCount(2);
}

AudioJobs::~AudioJobs()
{
    cancel();
    m_pool.waitForDone();
}

void AudioJobs::cancel()
{
    const bool wasBusy = isBusy();
    for (auto *flag : {&m_decodeCancel, &m_analyzeCancel}) {
        if (*flag)
            (*flag)->store(true);
        flag->reset();
    }
    ++m_decodeSerial;
    ++m_analyzeSerial;
    m_decoding = m_analyzing = false;
    if (wasBusy)
        emit busyChanged(false);
}

void AudioJobs::decode(const QString &path)
{
    const auto cancelFlag = renew(m_decodeCancel);
    const quint64 serial = ++m_decodeSerial;
    const bool wasBusy = isBusy();
    m_decoding = true;
    QPointer<AudioJobs> self(this);
    auto *watcher = new QFutureWatcher<DecodeOutcome>(this);
    connect(watcher, &QFutureWatcher<DecodeOutcome>::finished, this, [this, watcher, serial, path] {
        const DecodeOutcome out = watcher->result();
        watcher->deleteLater();
        if (serial != m_decodeSerial)
            return; // replaced or cancelled
        m_decoding = false;
        if (out.audio)
            emit decoded(path, out.audio);
        else
            emit decodeFailed(path, QString::fromStdString(out.error.toString()));
        if (!isBusy())
            emit busyChanged(false);
    });
    // The decoder runs a local event loop on the pool thread; progress comes back queued to this object.
    watcher->setFuture(QtConcurrent::run(&m_pool, [path, cancelFlag, self] {
        RunControl control;
        control.cancel = cancelFlag.get();
        control.progress = [self](double f) {
            if (self)
                QMetaObject::invokeMethod(
                    self.data(),
                    [self, f] {
                        if (self)
                            emit self->decodeProgress(f);
                    },
                    Qt::QueuedConnection);
        };
        DecodeOutcome out;
        auto audio = decodeAudioFile(path, &control);
        if (audio)
            out.audio = std::make_shared<const DecodedAudio>(std::move(*audio));
        else
            out.error = audio.error();
        return out;
    }));
    if (!wasBusy)
        emit busyChanged(true);
}

void AudioJobs::analyze(std::shared_ptr<const DecodedAudio> audio)
{
    const auto cancelFlag = renew(m_analyzeCancel);
    const quint64 serial = ++m_analyzeSerial;
    const bool wasBusy = isBusy();
    m_analyzing = true;
    auto *watcher = new QFutureWatcher<AnalyzeOutcome>(this);
    connect(watcher, &QFutureWatcher<AnalyzeOutcome>::finished, this, [this, watcher, serial] {
        const AnalyzeOutcome out = watcher->result();
        watcher->deleteLater();
        if (serial != m_analyzeSerial)
            return;
        m_analyzing = false;
        if (out.analysis)
            emit analyzed(*out.analysis);
        else
            emit analyzeFailed(QString::fromStdString(out.error.toString()));
        if (!isBusy())
            emit busyChanged(false);
    });
    watcher->setFuture(QtConcurrent::run(&m_pool, [audio, cancelFlag] {
        RunControl control;
        control.cancel = cancelFlag.get();
        AnalyzeOutcome out;
        auto result = analyzeBeats(audio->mono, audio->sampleRate, &control);
        if (result)
            out.analysis = std::move(*result);
        else
            out.error = result.error();
        return out;
    }));
    if (!wasBusy)
        emit busyChanged(true);
}

} // namespace mapsmith
