// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <mapsmith/params/params.h>

#include <QWidget>

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

signals:
    /// The user changed the value. `gesture` is non-zero while a continuous edit (a slider drag) goes
    /// on: the edits of one gesture become one undo step.
    void edited(const mapsmith::ParamValue &value, int gesture);

protected:
    ParamEditor(const ParamSpec &spec, QWidget *parent);
    QString unitSuffix() const;

private:
    ParamSpec m_spec;
};

} // namespace mapsmith
