// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once

#include <QPoint>
#include <QWidget>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace mapsmith {

class MapDocument;
class ValidationOverlay;
class Validator;
struct Problem;

/// The current map's problems (unreachable floor, exit, gold and lights; dead ends where they matter;
/// tower rooms off every path and broken tower rules), kept current by a Validator as the map is edited and
/// marked on the map view by a ValidationOverlay. Selecting a problem highlights its mark; double-clicking
/// (or Enter) asks to show its spot (jumpRequested, in the view's image coordinates).
class ValidationPanel : public QWidget
{
    Q_OBJECT

public:
    ValidationPanel(MapDocument *document, ValidationOverlay *overlay, QWidget *parent = nullptr);

    Validator *validator() const { return m_validator; }
    QTreeWidget *tree() const { return m_tree; }
    QLabel *summaryLabel() const { return m_summary; }
    /// A problem in the user's words (translated).
    static QString describe(const Problem &problem);

signals:
    void jumpRequested(QPoint imagePosition);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void updateSummary();
    void activate(QTreeWidgetItem *item);
    void retranslateUi();

    MapDocument *m_document;
    ValidationOverlay *m_overlay;
    Validator *m_validator;
    QLabel *m_summary;
    QTreeWidget *m_tree;
};

} // namespace mapsmith
