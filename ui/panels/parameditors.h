// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/params/params.h>

#include <QTimer>
#include <QWidget>

#include <functional>

class QAbstractSpinBox;

namespace mapsmith {

/// The editor of one parameter, made from its ParamSpec: Int -> spin box + slider, Real -> double spin
/// box + slider, Bool -> check box, Choice -> combo box, WeightTable -> a spin box per key.
/// Inner widgets are named "<id>_spin", "<id>_slider", "<id>_check", "<id>_combo", "<id>_<key>".
class ParamEditor : public QWidget
{
    Q_OBJECT

public:
    static ParamEditor *create(const ParamSpec &spec, QWidget *parent = nullptr);

    /// Shows `value` without emitting edited().
    virtual void setValue(const ParamValue &value) = 0;
    /// Re-applies the translatable parts (units, choice labels, tooltips).
    virtual void retranslate();

    const ParamSpec &spec() const { return m_spec; }
    /// Typing into a number box regenerates after this much quiet (or at once on Enter or leaving it).
    static constexpr int kTypingQuietMs = 300;

signals:
    /// The user changed the value. `gesture` is non-zero while a continuous edit (a slider drag) goes
    /// on: the edits of one gesture become one undo step.
    void edited(const mapsmith::ParamValue &value, int gesture);

protected:
    ParamEditor(const ParamSpec &spec, QWidget *parent);
    QString unitSuffix() const;
    /// Wires a number box so that typing regenerates as you type: while the box has the focus each change is
    /// kept and emitted after kTypingQuietMs without another, or at once when editing finishes (Enter,
    /// leaving the box); the changes of one run of typing share a gesture, so they are one undo step. A
    /// change made without the focus (a program, a test) is emitted at once.
    void debounce(QAbstractSpinBox *box, std::function<ParamValue()> value);

private:
    void flushTyped();

    ParamSpec m_spec;
    QTimer m_typing;
    std::function<ParamValue()> m_typedValue;
    int m_typingGesture = 0;
};

} // namespace mapsmith
