// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "document/mapdocument.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QToolButton;

namespace mapsmith {

/// The seed: a field (applied on Enter or when it loses focus), previous / next and random buttons.
/// Every change is MapDocument::changeSeed (one undo step; a baked map asks first).
class SeedBar : public QWidget
{
    Q_OBJECT

public:
    explicit SeedBar(MapDocument *document, QWidget *parent = nullptr);

    QLineEdit *field() const { return m_field; }

public slots:
    void previousSeed();
    void nextSeed();
    void randomSeed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyField();
    void setSeed(std::uint64_t seed);
    void showSeed();
    void retranslateUi();

    MapDocument *m_document;
    QLabel *m_label;
    QLineEdit *m_field;
    QToolButton *m_previous;
    QToolButton *m_next;
    QToolButton *m_random;
};

} // namespace mapsmith
