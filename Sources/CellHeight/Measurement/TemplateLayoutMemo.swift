import Foundation

/// Everything about a template cell, apart from its content, that moves or resizes its content
/// view: UIKit lays the content view out next to these, so two measurements with equal signatures
/// give the content view the same width.
package struct TemplateLayoutSignature: Hashable, Sendable {
    /// The frame width the template is laid out at (``TableCellGeometry/templateWidth``, or a
    /// collection view's item width).
    package var frameWidth: CGFloat
    /// The layout margins given to the template (accessories are placed against them).
    package var layoutMargins: HorizontalInsets
    /// `accessoryType.rawValue` (0 for a view without accessories).
    package var accessoryType: Int
    /// `accessoryView?.frame.width`, `nil` without an accessory view.
    package var accessoryViewWidth: CGFloat?
    /// `editingAccessoryType.rawValue`.
    package var editingAccessoryType: Int
    /// `editingAccessoryView?.frame.width`.
    package var editingAccessoryViewWidth: CGFloat?
    /// The row's editing state: `isEditing`, `shouldIndentWhileEditing`, `showsReorderControl` and
    /// the editing style (``RowEditingState``; ``RowEditingState/notEditing`` outside editing mode).
    package var editing: RowEditingState
    /// `CGFloat(indentationLevel) * indentationWidth`.
    package var indentation: CGFloat

    /// Creates a signature; only the frame width is required (a plain view has no accessories).
    package init(
        frameWidth: CGFloat, layoutMargins: HorizontalInsets = .zero, accessoryType: Int = 0,
        accessoryViewWidth: CGFloat? = nil, editingAccessoryType: Int = 0, editingAccessoryViewWidth: CGFloat? = nil,
        editing: RowEditingState = .notEditing, indentation: CGFloat = 0
    ) {
        self.frameWidth = frameWidth
        self.layoutMargins = layoutMargins
        self.accessoryType = accessoryType
        self.accessoryViewWidth = accessoryViewWidth
        self.editingAccessoryType = editingAccessoryType
        self.editingAccessoryViewWidth = editingAccessoryViewWidth
        self.editing = editing
        self.indentation = indentation
    }
}

/// Remembers the content-view width one template got at its last provisional layout, so that the
/// next measurement with the same ``TemplateLayoutSignature`` skips that layout.
///
/// Laying a cell out only to read its content view's width costs a full `layoutSubviews` and an
/// Auto Layout pass, and a cell whose constraints form a required vertical chain may log
/// conflicts at the provisional height. A list's rows mostly share one signature, so a template is
/// laid out provisionally about once per width, accessory or editing change instead of once per row.
///
/// ```swift
/// let width = memo.contentWidth(for: signature) ?? {
///     layOutProvisionally(template)            // frame, layoutIfNeeded
///     let read = template.contentView.bounds.width
///     memo.record(read, for: signature)
///     return read
/// }()
/// ```
package struct TemplateLayoutMemo: Sendable, Equatable {
    private var signature: TemplateLayoutSignature?
    private var width: CGFloat = 0

    /// An empty memo: the first measurement lays out.
    package init() {}

    /// The remembered content width if the last provisional layout had this signature; `nil` means
    /// the template needs one now.
    package func contentWidth(for signature: TemplateLayoutSignature) -> CGFloat? {
        self.signature == signature ? width : nil
    }

    /// Whether a provisional layout is needed before measuring with `signature`.
    package func needsProvisionalLayout(for signature: TemplateLayoutSignature) -> Bool {
        contentWidth(for: signature) == nil
    }

    /// Records the content width read after a provisional layout with `signature`. A width that is
    /// not finite or not above 0 is not remembered (the layout did not happen, or the cell is
    /// broken), so the next measurement lays out again.
    package mutating func record(_ contentWidth: CGFloat, for signature: TemplateLayoutSignature) {
        guard contentWidth.isFinite, contentWidth > 0 else {
            reset()
            return
        }
        self.signature = signature
        width = contentWidth
    }

    /// Forgets the last layout (when the template is dropped or replaced).
    package mutating func reset() {
        signature = nil
        width = 0
    }
}
