// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include "document/mapdocument.h"

#include <QTimer>
#include <QWidget>

class QLabel;
class QTreeWidget;

namespace mapsmith {

/// What the last generation reported: map size, hash and time, the generator's metrics and notes, and
/// the error when generation failed.
class DiagnosticsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit DiagnosticsPanel(MapDocument *document, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    QLabel *errorLabel() const { return m_error; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void showFailure(bool failed);
    void retranslateUi();

    MapDocument *m_document;
    QLabel *m_error;
    QTimer m_editRefresh;
    QTreeWidget *m_tree;
    bool m_failed = false; ///< the last generation failed (MapDocument::lastError() says why)
};

} // namespace mapsmith
