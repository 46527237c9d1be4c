// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QLabel>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

class QTimer;

namespace mapsmith {

class MapDocument;

/// The reproducibility check of the document's config beside the seed sweep and the thumbnail wall: the
/// combined hash of seeds 1..100, what `mapsmith hash -c CONFIG --seeds 1..100` prints on its last line.
/// It is computed off the GUI thread (reproducibilityHash in a QtConcurrent job) 300 ms after the config
/// last changed, and only while the label is on screen; a newer config cancels the run in flight. A map no
/// generator made has none.
class ReproHashLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ReproHashLabel(MapDocument *document, QWidget *parent = nullptr);
    ~ReproHashLabel() override;

    static constexpr std::uint64_t kFirstSeed = 1;
    static constexpr std::uint64_t kLastSeed = 100;

    /// The hash of the current config, once computed.
    std::optional<std::uint64_t> hash() const { return m_hash; }
    bool isComputing() const { return m_running != nullptr; }

signals:
    void computed();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    struct Running;
    void start();
    void retranslateUi();

    MapDocument *m_document;
    QTimer *m_delay;
    std::shared_ptr<Running> m_running;
    std::optional<std::uint64_t> m_hash;
    QString m_error;
    bool m_waiting = false; ///< a config came while the label was hidden: compute when shown
};

} // namespace mapsmith
