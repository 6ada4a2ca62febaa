import Foundation

/// One kind of cell as a list lays it out: the reuse identifier its cells are made from and the
/// ``TemplateLayoutSignature`` of its layout. What ``TemplateCorrections`` learns an offset for.
///
/// Two reuse identifiers laid out with the same geometry can still give their content views
/// different widths: a card cell that insets its `contentView` in `layoutSubviews()`, a cell class
/// with accessories of its own. So a displayed cell is compared with the template of its own
/// identifier, never with another kind's.
///
/// ```swift
/// let kind = TemplateCellKind(reuseIdentifier: "Post", signature: signature)
/// corrections.templateWasLaidOut(kind, contentWidth: template.contentView.bounds.width, in: rule)
/// ```
package struct TemplateCellKind: Hashable, Sendable, CustomStringConvertible {
    /// The reuse identifier the cells are dequeued with.
    package var reuseIdentifier: String
    /// Everything but the content that places the content view.
    package var signature: TemplateLayoutSignature

    /// A kind of cell.
    package init(reuseIdentifier: String, signature: TemplateLayoutSignature) {
        self.reuseIdentifier = reuseIdentifier
        self.signature = signature
    }

    /// `"Post" 390.0 pt wide`.
    package var description: String { "\(DiagnosticText.quoted(reuseIdentifier)) \(signature.frameWidth) pt wide" }

    /// A digest of the identifier and every field of the signature, the same in every launch
    /// (``StableHasher``): what ``RuleCorrection`` is made of.
    package var stableDigest: UInt64 {
        var hasher = StableHasher()
        hasher.combine(reuseIdentifier)
        hasher.combine(signature.frameWidth)
        hasher.combine(signature.layoutMargins.left)
        hasher.combine(signature.layoutMargins.right)
        hasher.combine(signature.accessoryType)
        hasher.combine(signature.accessoryViewWidth ?? -1)
        hasher.combine(signature.editingAccessoryType)
        hasher.combine(signature.editingAccessoryViewWidth ?? -1)
        hasher.combine(signature.editing.isEditing)
        hasher.combine(signature.editing.indents)
        hasher.combine(signature.editing.showsReorderControl)
        hasher.combine(signature.editing.style.rawValue)
        hasher.combine(signature.indentation)
        return hasher.value
    }
}
