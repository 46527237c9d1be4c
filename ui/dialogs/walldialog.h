// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/sweep/metrics.h>

#include <QDialog>

#include <cstdint>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace mapsmith {

/// Asks for the seed range and layout of a thumbnail wall.
class WallDialog : public QDialog
{
    Q_OBJECT

public:
    explicit WallDialog(std::uint64_t firstSeed, QWidget *parent = nullptr);

    std::uint64_t firstSeed() const;
    std::uint64_t lastSeed() const;
    int columns() const;
    int scale() const;
    /// The metrics the wall may print under each seed (the generator's sweep metrics).
    void setMetrics(const std::vector<sweep::MetricSpec> &specs);
    /// The chosen metric's id, or empty for none.
    std::string metric() const;
    bool badges() const;
    /// Shows `hash` (the config's reproducibility hash, kept current by its document) above the buttons.
    void addHashLine(QWidget *hash);

    static constexpr std::uint64_t kMaxSeeds = 10000;

protected:
    void changeEvent(QEvent *event) override;

private:
    void validate();
    void retranslateUi();
    void updateLegend();

    QLabel *m_firstLabel;
    QLabel *m_lastLabel;
    QLabel *m_columnsLabel;
    QLabel *m_scaleLabel;
    QLabel *m_metricLabel;
    QLabel *m_summary;
    QLabel *m_legend = nullptr;
    QLineEdit *m_first;
    QLineEdit *m_last;
    QSpinBox *m_columns;
    QSpinBox *m_scale;
    QComboBox *m_metric;
    QCheckBox *m_badges;
    std::vector<sweep::MetricSpec> m_specs;
    QDialogButtonBox *m_buttons;
};

} // namespace mapsmith
