import Foundation

/// What a table's displayed cells taught it about the rules its templates are laid out by: for
/// each kind of cell (``TemplateCellKind``: a reuse identifier and a template signature), the
/// difference between the content width UIKit gave a displayed cell and the one its template got,
/// learned once and applied to every later measurement of that kind.
///
/// ``TableCellGeometry`` rebuilds a displayed cell's surroundings from documented properties; where
/// UIKit's combination of them is not documented (the section index, `.insetGrouped` margins,
/// editing controls, a future iOS), only a displayed cell can tell. The UIKit adapter reports each
/// template laid out (``templateWasLaidOut(_:contentWidth:in:)``) and the cells a list displays
/// (``cellsWereDisplayed(_:in:)``, one width comparison per displayed cell); a cell whose content
/// view differs from its own kind's template by more than ``tolerance`` teaches the difference for
/// its kind in its layout context, and the context's ``RuleCorrection`` changes, so the list's
/// caches move to a new bucket and measure again with the difference applied
/// (``contentWidth(laidOut:for:in:)``).
///
/// A kind's offset is the displayed width less the width *its own* template was laid out at: two
/// reuse identifiers with the same geometry (a card cell that insets its content view, a cell class
/// with an accessory of its own) learn apart. A kind whose template was laid out at content widths
/// that differ by more than ``tolerance`` (its width depends on its content, or on state the
/// signature does not hold) has no width to compare: nothing is learned for it, and an offset
/// learned before is forgotten at its next display (``Verdict/templateWidthVaries``).
///
/// Convergence, never a loop: an offset is learned once per kind and layout context, as the
/// displayed width less the width the template was laid out at (not added to an earlier offset),
/// so the next comparison of that kind matches; a kind that still differs afterwards is not learned
/// again (``Verdict/notLearned(difference:)``), and a kind whose width varied never again. Offsets
/// of one kind never change another's, so two kinds can never undo each other.
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
    /// How many kinds of cell one layout context follows (custom accessory views of many widths
    /// make many kinds; the ones beyond are measured by the rules alone).
    package static let kindLimit = 64

    /// What one displayed cell showed.
    package enum Verdict: Equatable, Sendable {
        /// No template of the cell's kind was laid out in its context: nothing to compare.
        case unknown
        /// The widths agree within ``TemplateCorrections/tolerance``.
        case matches
        /// The rules were off by `offset` (displayed less laid out) for this kind: learned.
        case learned(offset: CGFloat)
        /// The widths differ by `difference` but nothing was learned: an offset was learned for
        /// this kind already (no second one, so no loop), or the difference is more than half the
        /// template's width (a cell caught mid-change, not a rule).
        case notLearned(difference: CGFloat)
        /// The kind's template was laid out at content widths that differ: nothing is learned for
        /// it, and an offset learned before is forgotten now.
        case templateWidthVaries
    }

    /// The verdicts of one layout pass and what they change.
    package struct Outcome: Sendable {
        /// Each displayed cell's verdict, in order.
        package var verdicts: [Verdict]
        /// The context the caches use from now on (``cacheContext(for:)``).
        package var context: LayoutContext
        /// The context whose heights were measured under the old rules, if an offset was learned
        /// or forgotten: its heights must be dropped, and the visible rows measured again once.
        package var invalidated: LayoutContext?
    }

    /// The content width a kind's template was laid out at.
    private enum LaidOut: Sendable {
        case width(CGFloat)
        /// Two layouts gave widths further apart than ``TemplateCorrections/tolerance``.
        case varies
    }

    private struct Learned: Sendable {
        var laidOut: [TemplateCellKind: LaidOut] = [:]
        var offsets: [TemplateCellKind: CGFloat] = [:]
        var correction = RuleCorrection.none

        mutating func setOffset(_ offset: CGFloat?, for kind: TemplateCellKind) {
            offsets[kind] = offset
            correction = RuleCorrection.of(offsets) { $0.stableDigest }
        }
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

    /// A template of `kind` was laid out in `rule` and its content view got `contentWidth` (read
    /// back from UIKit, before any offset). Not finite or not above 0: ignored. A width that differs
    /// from the kind's earlier one by more than ``tolerance`` marks the kind as varying for good.
    /// O(1).
    package mutating func templateWasLaidOut(_ kind: TemplateCellKind, contentWidth: CGFloat, in rule: LayoutContext) {
        guard contentWidth.isFinite, contentWidth > 0 else { return }
        modify(rule) { learned in
            switch learned.laidOut[kind] {
            case .width(let earlier) where abs(earlier - contentWidth) > Self.tolerance:
                learned.laidOut[kind] = .varies
            case .width, .varies:
                break
            case nil:
                guard learned.laidOut.count < Self.kindLimit else { return }
                learned.laidOut[kind] = .width(contentWidth)
            }
        }
    }

    /// The content width to measure a template of `kind` at: the width it was laid out at plus
    /// the offset learned for `kind` in `rule`, if any. O(1).
    package func contentWidth(laidOut width: CGFloat, for kind: TemplateCellKind, in rule: LayoutContext) -> CGFloat {
        width + (contexts[rule]?.offsets[kind] ?? 0)
    }

    /// The offset learned for `kind` in `rule`, if any.
    package func offset(for kind: TemplateCellKind, in rule: LayoutContext) -> CGFloat? {
        contexts[rule]?.offsets[kind]
    }

    /// One displayed cell of `kind` whose content view is `contentWidth` wide, in the rules'
    /// context `rule`: compared with its kind's template, and the difference learned if it is new.
    /// O(1), or O(offsets in `rule`) when one is learned or forgotten.
    package mutating func cellWasDisplayed(
        _ kind: TemplateCellKind, contentWidth displayed: CGFloat, in rule: LayoutContext
    ) -> Verdict {
        guard displayed.isFinite, displayed > 0, var learned = contexts[rule], let laidOut = learned.laidOut[kind]
        else { return .unknown }
        let known = learned.offsets[kind]
        guard case .width(let width) = laidOut else {
            if known != nil {
                learned.setOffset(nil, for: kind)
                contexts[rule] = learned
                last = nil
            }
            return .templateWidthVaries
        }
        let difference = displayed - (width + (known ?? 0))
        guard abs(difference) > Self.tolerance else { return .matches }
        let offset = displayed - width
        guard known == nil, abs(offset) < width / 2 else { return .notLearned(difference: difference) }
        learned.setOffset(offset, for: kind)
        contexts[rule] = learned
        last = nil
        learnedCount += 1
        return .learned(offset: offset)
    }

    /// The cells one layout pass displayed, compared in order (``cellWasDisplayed(_:contentWidth:in:)``),
    /// and the change of context they make: at most one per pass, however many cells taught or
    /// forgot an offset. O(cells).
    package mutating func cellsWereDisplayed(
        _ cells: [(kind: TemplateCellKind, contentWidth: CGFloat)], in rule: LayoutContext
    ) -> Outcome {
        let before = cacheContext(for: rule)
        let verdicts = cells.map { cellWasDisplayed($0.kind, contentWidth: $0.contentWidth, in: rule) }
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
}
