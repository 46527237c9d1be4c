// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "dialogs/walldialog.h"

#include "render/walljob.h"
#include "sweep/sweeptext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace mapsmith {

WallDialog::WallDialog(std::uint64_t firstSeed, QWidget *parent)
    : QDialog(parent), m_firstLabel(new QLabel(this)), m_lastLabel(new QLabel(this)),
      m_columnsLabel(new QLabel(this)), m_scaleLabel(new QLabel(this)), m_metricLabel(new QLabel(this)),
      m_summary(new QLabel(this)), m_first(new QLineEdit(QString::number(firstSeed), this)),
      m_last(new QLineEdit(QString::number(firstSeed + 99), this)), m_columns(new QSpinBox(this)),
      m_scale(new QSpinBox(this)), m_metric(new QComboBox(this)), m_badges(new QCheckBox(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    auto *digits = new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{1,20}")), this);
    m_first->setValidator(digits);
    m_last->setValidator(digits);
    m_columns->setRange(1, 200);
    m_columns->setValue(10);
    m_scale->setRange(1, 16);
    m_scale->setValue(2);
    auto *form = new QFormLayout;
    form->addRow(m_firstLabel, m_first);
    form->addRow(m_lastLabel, m_last);
    form->addRow(m_columnsLabel, m_columns);
    form->addRow(m_scaleLabel, m_scale);
    form->addRow(m_metricLabel, m_metric);
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("wallLegend"));
    m_legend->setWordWrap(true);
    form->addRow(QString(), m_legend);
    form->addRow(QString(), m_badges);
    // A label's '&' is its shortcut only with a buddy; without one Qt shows the '&' itself.
    m_firstLabel->setBuddy(m_first);
    m_lastLabel->setBuddy(m_last);
    m_columnsLabel->setBuddy(m_columns);
    m_scaleLabel->setBuddy(m_scale);
    m_metric->setObjectName(QStringLiteral("wallMetric"));
    m_badges->setObjectName(QStringLiteral("wallBadges"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_metric, &QComboBox::currentIndexChanged, this, &WallDialog::updateLegend);
    connect(m_first, &QLineEdit::textChanged, this, &WallDialog::validate);
    connect(m_last, &QLineEdit::textChanged, this, &WallDialog::validate);
    retranslateUi();
}

void WallDialog::addHashLine(QWidget *hash)
{
    auto *layout = static_cast<QVBoxLayout *>(this->layout());
    layout->insertWidget(layout->indexOf(m_buttons), hash);
}

std::uint64_t WallDialog::firstSeed() const
{
    return m_first->text().toULongLong();
}

std::uint64_t WallDialog::lastSeed() const
{
    return m_last->text().toULongLong();
}

int WallDialog::columns() const
{
    return m_columns->value();
}

int WallDialog::scale() const
{
    return m_scale->value();
}

void WallDialog::setMetrics(const std::vector<sweep::MetricSpec> &specs)
{
    m_specs = specs;
    retranslateUi();
}

std::string WallDialog::metric() const
{
    const int i = m_metric->currentIndex() - 1; // entry 0 is "None"
    return i >= 0 && i < static_cast<int>(m_specs.size()) ? m_specs[static_cast<std::size_t>(i)].id
                                                          : std::string();
}

// What the wall's second number per seed is, as the PNG's legend line says it.
void WallDialog::updateLegend()
{
    const int i = m_metric->currentIndex() - 1;
    m_legend->setText(
        i >= 0 && i < static_cast<int>(m_specs.size())
            ? tr("Each thumbnail shows its seed, and under it the metric. The PNG says so above "
                 "the wall: “%1”.")
                  .arg(wallLegend(m_specs[static_cast<std::size_t>(i)]))
            : tr("Each thumbnail shows its seed."));
}

bool WallDialog::badges() const
{
    return m_badges->isChecked();
}

void WallDialog::validate()
{
    bool okFirst = false;
    bool okLast = false;
    const quint64 first = m_first->text().toULongLong(&okFirst);
    const quint64 last = m_last->text().toULongLong(&okLast);
    const bool ok = okFirst && okLast && first <= last && last - first < kMaxSeeds;
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
    if (ok)
        m_summary->setText(tr("%n map(s)", nullptr, static_cast<int>(last - first + 1)));
    else
        m_summary->setText(
            tr("The last seed must not be below the first, and at most %1 seeds fit on a wall.")
                .arg(kMaxSeeds));
}

void WallDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void WallDialog::retranslateUi()
{
    setWindowTitle(tr("Export Thumbnail Wall"));
    m_firstLabel->setText(tr("&First seed:"));
    m_lastLabel->setText(tr("&Last seed:"));
    m_columnsLabel->setText(tr("&Columns:"));
    m_scaleLabel->setText(tr("&Pixels per tile:"));
    m_metricLabel->setText(tr("&Metric under seeds:"));
    m_metricLabel->setBuddy(m_metric);
    m_badges->setText(tr("&Badge seeds that fail validation"));
    const int current = std::max(0, m_metric->currentIndex());
    m_metric->clear();
    m_metric->addItem(tr("None"));
    for (const auto &spec : m_specs)
        m_metric->addItem(sweepMetricLabel(spec));
    m_metric->setCurrentIndex(std::min(current, m_metric->count() - 1));
    validate();
    updateLegend();
}

} // namespace mapsmith
