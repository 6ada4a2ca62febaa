import Foundation

/// What a table's displayed cells taught it about the rules its templates are laid out by: for
/// each template signature, the difference between the content width UIKit gave a displayed cell
/// and the one the template got, learned once and applied to every later measurement.
///
/// ``TableCellGeometry`` rebuilds a displayed cell's surroundings from documented properties; where
/// UIKit's combination of them is not documented (the section index, `.insetGrouped` margins,
/// editing controls, a future iOS), only a displayed cell can tell. The UIKit adapter reports the
/// cells a table displays (one width comparison per displayed cell); a cell whose content view
/// differs from its template's by more than ``tolerance`` teaches the difference for its
/// ``TemplateLayoutSignature`` in its layout context, and the context's ``RuleCorrection`` changes,
/// so the table's caches move to a new bucket and measure again with the difference applied.
///
/// Convergence, never a loop: an offset is learned once per signature and layout context, as the
/// displayed width less the width the template was laid out at (not added to an earlier offset),
/// so the next comparison of that signature matches; a signature that still differs afterwards is
/// not learned again (``Verdict/notLearned(difference:)``). Offsets of one signature never change
/// another's, so two signatures can never undo each other.
///
/// ```swift
/// let outcome = corrections.cellsWereDisplayed(visible, in: layout.context)
/// if let stale = outcome.invalidated {
///     state.use(outcome.context)           // a new bucket, measured with the offsets
///     state.removeHeights(in: stale)       // never kept, never saved
/// }
/// ```
package struct TemplateCorrections: Sendable {
    /// Differences up to this many points are rounding (pixel alignment at scale 2 or 3).
    package static let tolerance: CGFloat = 0.5
    /// How many layout contexts keep what they learned (the oldest is forgotten first).
    package static let contextLimit = 16
    /// How many template signatures one layout context follows (custom accessory views of many
    /// widths make many signatures; the ones beyond are measured by the rules alone).
    package static let signatureLimit = 64

    /// What one displayed cell showed.
    package enum Verdict: Equatable, Sendable {
        /// No template was laid out with the cell's signature in its context: nothing to compare.
        case unknown
        /// The widths agree within ``TemplateCorrections/tolerance``.
        case matches
        /// The rules were off by `offset` (displayed less laid out) for this signature: learned.
        case learned(offset: CGFloat)
        /// The widths differ by `difference` but nothing was learned: an offset was learned for
        /// this signature already (no second one, so no loop), or the difference is more than half
        /// the template's width (a cell caught mid-change, not a rule).
        case notLearned(difference: CGFloat)
    }

    /// The verdicts of one layout pass and what they change.
    package struct Outcome: Sendable {
        /// Each displayed cell's verdict, in order.
        package var verdicts: [Verdict]
        /// The context the caches use from now on (``cacheContext(for:)``).
        package var context: LayoutContext
        /// The context whose heights were measured under the old rules, if an offset was learned:
        /// its heights must be dropped, and the visible rows measured again once.
        package var invalidated: LayoutContext?
    }

    private struct Learned: Sendable {
        var laidOut: [TemplateLayoutSignature: CGFloat] = [:]
        var offsets: [TemplateLayoutSignature: CGFloat] = [:]
        var correction = RuleCorrection.none
    }

    private var contexts: [LayoutContext: Learned] = [:]
    private var order: [LayoutContext] = []
    private var last: (rule: LayoutContext, cache: LayoutContext)?

    /// How many offsets were learned, in every context (for diagnostics and tests).
    package private(set) var learnedCount = 0

    /// Nothing learned.
    package init() {}

    /// The context the caches use for the rules' context `rule`: `rule` with the
    /// ``RuleCorrection`` of the offsets learned in it. One comparison while `rule` and the
    /// offsets stay the same (the per-row path of every height call).
    package mutating func cacheContext(for rule: LayoutContext) -> LayoutContext {
        if let last, last.rule == rule { return last.cache }
        var context = rule
        context.ruleCorrection = contexts[rule]?.correction ?? .none
        last = (rule, context)
        return context
    }

    /// A template was laid out with `signature` in `rule` and its content view got `contentWidth`
    /// (read back from UIKit, before any offset). Not finite or not above 0: ignored.
    package mutating func templateWasLaidOut(
        _ signature: TemplateLayoutSignature, contentWidth: CGFloat, in rule: LayoutContext
    ) {
        guard contentWidth.isFinite, contentWidth > 0 else { return }
        modify(rule) { learned in
            guard learned.laidOut[signature] != nil || learned.laidOut.count < Self.signatureLimit else { return }
            learned.laidOut[signature] = contentWidth
        }
    }

    /// The content width to measure a template at: the width it was laid out at plus the offset
    /// learned for `signature` in `rule`, if any. O(1).
    package func contentWidth(laidOut width: CGFloat, for signature: TemplateLayoutSignature, in rule: LayoutContext)
        -> CGFloat
    {
        width + (contexts[rule]?.offsets[signature] ?? 0)
    }

    /// The offset learned for `signature` in `rule`, if any.
    package func offset(for signature: TemplateLayoutSignature, in rule: LayoutContext) -> CGFloat? {
        contexts[rule]?.offsets[signature]
    }

    /// One displayed cell of signature `signature` whose content view is `contentWidth` wide, in
    /// the rules' context `rule`: compared with its template, and the difference learned if it is
    /// new. O(1), or O(offsets in `rule`) when one is learned.
    package mutating func cellWasDisplayed(
        _ signature: TemplateLayoutSignature, contentWidth displayed: CGFloat, in rule: LayoutContext
    ) -> Verdict {
        guard displayed.isFinite, displayed > 0, var learned = contexts[rule],
            let laidOut = learned.laidOut[signature]
        else { return .unknown }
        let known = learned.offsets[signature]
        let difference = displayed - (laidOut + (known ?? 0))
        guard abs(difference) > Self.tolerance else { return .matches }
        let offset = displayed - laidOut
        guard known == nil, abs(offset) < laidOut / 2 else { return .notLearned(difference: difference) }
        learned.offsets[signature] = offset
        learned.correction = RuleCorrection.of(learned.offsets, signatureDigest: Self.digest)
        contexts[rule] = learned
        last = nil
        learnedCount += 1
        return .learned(offset: offset)
    }

    /// The cells one layout pass displayed, compared in order (``cellWasDisplayed(_:contentWidth:in:)``),
    /// and the change of context they make: at most one per pass, however many cells taught an
    /// offset. O(cells).
    package mutating func cellsWereDisplayed(
        _ cells: [(signature: TemplateLayoutSignature, contentWidth: CGFloat)], in rule: LayoutContext
    ) -> Outcome {
        let before = cacheContext(for: rule)
        let verdicts = cells.map { cellWasDisplayed($0.signature, contentWidth: $0.contentWidth, in: rule) }
        let after = cacheContext(for: rule)
        return Outcome(verdicts: verdicts, context: after, invalidated: before == after ? nil : before)
    }

    /// The rules that could have put a template of `signature` off, for the diagnostic that names
    /// them: the undocumented ones that apply to it in `layout` first (the section index,
    /// `.insetGrouped` insets, the readable width, editing controls, accessories), else the cell's
    /// width (safe area and content insets).
    package static func suspectedRules(for signature: TemplateLayoutSignature, in layout: TableLayout) -> [String] {
        var rules: [String] = []
        if layout.geometry.showsSectionIndex { rules.append("the section index's width") }
        if layout.style == .insetGrouped { rules.append("the inset-grouped cell insets") }
        if layout.followsReadableWidth { rules.append("the readable width") }
        if signature.editing.isEditing {
            let editing = signature.editing
            rules.append(
                "the editing controls (style \(editing.style), indented \(editing.indents), reorder control "
                    + "\(editing.showsReorderControl))")
        }
        if signature.accessoryType != 0 || signature.accessoryViewWidth != nil {
            rules.append("the accessory's room (accessoryType \(signature.accessoryType))")
        }
        return rules.isEmpty ? ["the cell's width (safe area and content insets)"] : rules
    }

    private mutating func modify(_ rule: LayoutContext, _ body: (inout Learned) -> Void) {
        if contexts[rule] == nil {
            order.append(rule)
            if order.count > Self.contextLimit {
                contexts[order.removeFirst()] = nil
                last = nil
            }
        }
        body(&contexts[rule, default: Learned()])
    }

    /// A digest of every field of `signature` that is the same in every launch.
    static func digest(_ signature: TemplateLayoutSignature) -> UInt64 {
        var hasher = StableHasher()
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
