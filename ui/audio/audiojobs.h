// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

// moc (Qt 6.4) cannot parse <compare>, which core headers may include; it needs none of them.
#ifndef Q_MOC_RUN
#include "audio/decoder.h"

#include <mapsmith/beat/analysis.h>
#endif

#include <QObject>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <memory>

namespace mapsmith {

/// Decodes music files and analyses their beats off the GUI thread (QtConcurrent on a private pool), with
/// progress and cancel. A newer request of the same kind cancels the older one; results of cancelled or
/// stale runs never arrive. Signals are delivered on the thread that owns this object. The destructor
/// cancels and waits for the (then quickly ending) runs.
class AudioJobs : public QObject
{
    Q_OBJECT

public:
    explicit AudioJobs(QObject *parent = nullptr);
    ~AudioJobs() override;

    void decode(const QString &path);
    void analyze(std::shared_ptr<const DecodedAudio> audio);
    void cancel();
    bool isBusy() const { return m_decoding || m_analyzing; }

signals:
    void decodeProgress(double fraction);
    void decoded(const QString &path, std::shared_ptr<const mapsmith::DecodedAudio> audio);
    void decodeFailed(const QString &path, const QString &message);
    void analyzed(const mapsmith::BeatAnalysis &analysis);
    void analyzeFailed(const QString &message);
    void busyChanged(bool busy);

private:
    QThreadPool m_pool;
    std::shared_ptr<std::atomic<bool>> m_decodeCancel;
    std::shared_ptr<std::atomic<bool>> m_analyzeCancel;
    quint64 m_decodeSerial = 0;
    quint64 m_analyzeSerial = 0;
    bool m_decoding = false;
    bool m_analyzing = false;
};

} // namespace mapsmith
