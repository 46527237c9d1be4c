// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include "panels/parameditors.h"

#include "document/commands.h"
#include "document/tiletext.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>
#include <climits>
#include <cmath>

namespace mapsmith {

namespace {

QString innerName(const ParamSpec &spec, const char *suffix)
{
    return QString::fromStdString(spec.id) + QLatin1Char('_') + QLatin1String(suffix);
}

/// A slider that reports whether its change belongs to a drag (a gesture) or to a single step.
class GestureSlider : public QSlider
{
public:
    explicit GestureSlider(QWidget *parent) : QSlider(Qt::Horizontal, parent)
    {
        connect(this, &QSlider::sliderPressed, this,
                [this] { m_gesture = ChangeParamCommand::newGesture(); });
        connect(this, &QSlider::sliderReleased, this, [this] { m_gesture = 0; });
    }
    int gesture() const { return isSliderDown() ? m_gesture : 0; }

private:
    int m_gesture = 0;
};

class IntEditor final : public ParamEditor
{
public:
    IntEditor(const ParamSpec &spec, QWidget *parent) : ParamEditor(spec, parent)
    {
        const int lo = static_cast<int>(std::max<double>(spec.min, INT_MIN));
        const int hi = static_cast<int>(std::min<double>(spec.max, INT_MAX));
        m_slider->setObjectName(innerName(spec, "slider"));
        m_slider->setRange(lo, hi);
        m_slider->setPageStep(std::max(1, (hi - lo) / 10));
        m_spin->setObjectName(innerName(spec, "spin"));
        m_spin->setRange(lo, hi);
        m_spin->setMinimumWidth(90);
        auto *layout = new QHBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(m_slider, 1);
        layout->addWidget(m_spin);
        connect(m_spin, &QSpinBox::valueChanged, this, [this](int v) {
            const QSignalBlocker block(m_slider);
            m_slider->setValue(v);
        });
        debounce(m_spin, [this] { return ParamValue{std::int64_t{m_spin->value()}}; });
        connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
            const QSignalBlocker block(m_spin);
            m_spin->setValue(v);
            emit edited(std::int64_t{v}, m_slider->gesture());
        });
        retranslate();
    }
    void setValue(const ParamValue &value) override
    {
        const auto *v = std::get_if<std::int64_t>(&value);
        if (!v)
            return;
        const QSignalBlocker b1(m_spin), b2(m_slider);
        m_spin->setValue(static_cast<int>(*v));
        m_slider->setValue(static_cast<int>(*v));
    }
    void retranslate() override
    {
        ParamEditor::retranslate();
        m_spin->setSuffix(unitSuffix());
    }

private:
    QSpinBox *m_spin = new QSpinBox(this);
    GestureSlider *m_slider = new GestureSlider(this);
};

class RealEditor final : public ParamEditor
{
public:
    RealEditor(const ParamSpec &spec, QWidget *parent) : ParamEditor(spec, parent)
    {
        const double span = spec.max - spec.min;
        m_positions =
            spec.step > 0 ? static_cast<int>(std::clamp(std::round(span / spec.step), 1.0, 10000.0)) : 100;
        m_slider->setObjectName(innerName(spec, "slider"));
        m_slider->setRange(0, m_positions);
        m_slider->setPageStep(std::max(1, m_positions / 10));
        m_spin->setObjectName(innerName(spec, "spin"));
        m_spin->setDecimals(spec.decimals);
        m_spin->setRange(spec.min, spec.max);
        m_spin->setSingleStep(spec.step);
        m_spin->setMinimumWidth(90);
        auto *layout = new QHBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(m_slider, 1);
        layout->addWidget(m_spin);
        connect(m_spin, &QDoubleSpinBox::valueChanged, this, [this](double v) {
            const QSignalBlocker block(m_slider);
            m_slider->setValue(toPosition(v));
        });
        debounce(m_spin, [this] { return ParamValue{m_spin->value()}; });
        connect(m_slider, &QSlider::valueChanged, this, [this](int pos) {
            const QSignalBlocker block(m_spin);
            m_spin->setValue(fromPosition(pos));
            emit edited(m_spin->value(), m_slider->gesture());
        });
        retranslate();
    }
    void setValue(const ParamValue &value) override
    {
        const auto *v = std::get_if<double>(&value);
        if (!v)
            return;
        const QSignalBlocker b1(m_spin), b2(m_slider);
        m_spin->setValue(*v);
        m_slider->setValue(toPosition(*v));
    }
    void retranslate() override
    {
        ParamEditor::retranslate();
        m_spin->setSuffix(unitSuffix());
    }

private:
    int toPosition(double v) const
    {
        const double span = spec().max - spec().min;
        return span > 0 ? static_cast<int>(std::lround((v - spec().min) / span * m_positions)) : 0;
    }
    double fromPosition(int pos) const { return spec().min + (spec().max - spec().min) * pos / m_positions; }

    QDoubleSpinBox *m_spin = new QDoubleSpinBox(this);
    GestureSlider *m_slider = new GestureSlider(this);
    int m_positions = 100;
};

class BoolEditor final : public ParamEditor
{
public:
    BoolEditor(const ParamSpec &spec, QWidget *parent) : ParamEditor(spec, parent)
    {
        m_check->setObjectName(innerName(spec, "check"));
        auto *layout = new QHBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(m_check);
        connect(m_check, &QCheckBox::toggled, this, [this](bool on) { emit edited(on, 0); });
    }
    void setValue(const ParamValue &value) override
    {
        if (const auto *v = std::get_if<bool>(&value)) {
            const QSignalBlocker block(m_check);
            m_check->setChecked(*v);
        }
    }

private:
    QCheckBox *m_check = new QCheckBox(this);
};

class ChoiceEditor final : public ParamEditor
{
public:
    ChoiceEditor(const ParamSpec &spec, QWidget *parent) : ParamEditor(spec, parent)
    {
        m_combo->setObjectName(innerName(spec, "combo"));
        // Long choice labels must not widen the whole panel; the open list still shows them in full.
        m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_combo->setMinimumContentsLength(12);
        for (const ParamChoice &c : spec.choices)
            m_combo->addItem(trSchema(c.label), QString::fromStdString(c.id));
        auto *layout = new QHBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(m_combo, 1);
        connect(m_combo, &QComboBox::activated, this,
                [this](int index) { emit edited(m_combo->itemData(index).toString().toStdString(), 0); });
    }
    void setValue(const ParamValue &value) override
    {
        if (const auto *v = std::get_if<std::string>(&value)) {
            const QSignalBlocker block(m_combo);
            m_combo->setCurrentIndex(m_combo->findData(QString::fromStdString(*v)));
        }
    }
    void retranslate() override
    {
        ParamEditor::retranslate();
        for (int i = 0; i < m_combo->count() && i < static_cast<int>(spec().choices.size()); ++i)
            m_combo->setItemText(i, trSchema(spec().choices[static_cast<std::size_t>(i)].label));
    }

private:
    QComboBox *m_combo = new QComboBox(this);
};

class WeightsEditor final : public ParamEditor
{
public:
    WeightsEditor(const ParamSpec &spec, QWidget *parent) : ParamEditor(spec, parent)
    {
        auto *grid = new QGridLayout(this);
        grid->setContentsMargins(0, 0, 0, 0);
        int row = 0;
        for (const std::string &key : spec.keys) {
            auto *spin = new QDoubleSpinBox(this);
            spin->setObjectName(QString::fromStdString(spec.id + "_" + key));
            spin->setRange(spec.min, spec.max);
            spin->setDecimals(spec.decimals);
            spin->setSingleStep(spec.step);
            auto *label = new QLabel(trSchema(key), this);
            auto *share = new QLabel(this);
            share->setObjectName(QString::fromStdString(spec.id + "_" + key + "_share"));
            share->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            // Room for "100%" from the start: the column never widens as shares change.
            share->setMinimumWidth(share->fontMetrics().horizontalAdvance(QStringLiteral("100.0%")) + 4);
            // One key per row: the panel stays narrow enough for its dock.
            grid->addWidget(label, row, 0);
            grid->addWidget(spin, row, 1);
            grid->addWidget(share, row, 2);
            m_keyLabels.push_back(label);
            m_spins.push_back(spin);
            m_shares.push_back(share);
            connect(spin, &QDoubleSpinBox::valueChanged, this, [this] { updateShares(); });
            debounce(spin, [this] { return ParamValue{table()}; });
            ++row;
        }
        updateShares();
    }
    void setValue(const ParamValue &value) override
    {
        const auto *v = std::get_if<WeightTable>(&value);
        if (!v)
            return;
        for (std::size_t i = 0; i < m_spins.size(); ++i) {
            const auto it = std::find_if(v->begin(), v->end(),
                                         [&](const WeightEntry &e) { return e.key == spec().keys[i]; });
            const QSignalBlocker block(m_spins[i]);
            m_spins[i]->setValue(it == v->end() ? 0.0 : it->weight);
        }
        updateShares();
    }
    void retranslate() override
    {
        ParamEditor::retranslate();
        for (std::size_t i = 0; i < m_keyLabels.size(); ++i)
            m_keyLabels[i]->setText(trSchema(spec().keys[i]));
    }

private:
    WeightTable table() const
    {
        WeightTable t;
        for (std::size_t i = 0; i < m_spins.size(); ++i)
            t.push_back({spec().keys[i], m_spins[i]->value()});
        return t;
    }

    // Each weight's share of the table, in percent: what the generator's draw gives it.
    void updateShares()
    {
        double total = 0;
        for (const QDoubleSpinBox *spin : m_spins)
            total += std::max(0.0, spin->value());
        for (std::size_t i = 0; i < m_spins.size(); ++i) {
            const double share = total > 0 ? 100.0 * std::max(0.0, m_spins[i]->value()) / total : 0.0;
            m_shares[i]->setText(QStringLiteral("%1%").arg(QLocale().toString(share, 'f', 1)));
        }
    }

    std::vector<QLabel *> m_keyLabels;
    std::vector<QDoubleSpinBox *> m_spins;
    std::vector<QLabel *> m_shares;
};

} // namespace

ParamEditor::ParamEditor(const ParamSpec &spec, QWidget *parent) : QWidget(parent), m_spec(spec)
{
    setObjectName(QString::fromStdString(spec.id));
    setToolTip(trSchema(spec.help));
    m_typing.setSingleShot(true);
    m_typing.setInterval(kTypingQuietMs);
    connect(&m_typing, &QTimer::timeout, this, &ParamEditor::flushTyped);
}

void ParamEditor::debounce(QAbstractSpinBox *box, std::function<ParamValue()> value)
{
    box->setKeyboardTracking(true);
    const auto changed = [this, box, value] {
        if (!box->hasFocus()) {
            emit edited(value(), 0);
            return;
        }
        m_typedValue = value;
        if (m_typingGesture == 0)
            m_typingGesture = ChangeParamCommand::newGesture();
        m_typing.start();
    };
    if (auto *spin = qobject_cast<QSpinBox *>(box))
        connect(spin, &QSpinBox::valueChanged, this, changed);
    else if (auto *real = qobject_cast<QDoubleSpinBox *>(box))
        connect(real, &QDoubleSpinBox::valueChanged, this, changed);
    connect(box, &QAbstractSpinBox::editingFinished, this, [this] {
        flushTyped();
        m_typingGesture = 0; // the next run of typing is another undo step
    });
}

void ParamEditor::flushTyped()
{
    m_typing.stop();
    if (!m_typedValue)
        return;
    const ParamValue value = m_typedValue();
    m_typedValue = nullptr;
    emit edited(value, m_typingGesture);
}

void ParamEditor::retranslate()
{
    setToolTip(trSchema(m_spec.help));
}

QString ParamEditor::unitSuffix() const
{
    if (m_spec.unit.empty())
        return {};
    return m_spec.unit == "%" ? QStringLiteral("%") : QLatin1Char(' ') + trSchema(m_spec.unit);
}

ParamEditor *ParamEditor::create(const ParamSpec &spec, QWidget *parent)
{
    switch (spec.type) {
    case ParamType::Int:
        return new IntEditor(spec, parent);
    case ParamType::Real:
        return new RealEditor(spec, parent);
    case ParamType::Bool:
        return new BoolEditor(spec, parent);
    case ParamType::Choice:
        return new ChoiceEditor(spec, parent);
    case ParamType::WeightTable:
        return new WeightsEditor(spec, parent);
    }
    return nullptr;
}

} // namespace mapsmith
