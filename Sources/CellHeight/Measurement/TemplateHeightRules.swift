import Foundation

/// How a template view's height was found.
package enum TemplateLayoutMethod: String, Sendable, Equatable {
    /// Auto Layout: `systemLayoutSizeFitting` on the content view at a required width.
    case autoLayout
    /// Frame layout: the view's own `sizeThatFits(_:)`.
    case frameLayout
}

/// The outcome of measuring one template view.
package enum TemplateMeasurement: Sendable, Equatable {
    /// A height to return and cache (content plus separator), found with `method`.
    case height(CGFloat, method: TemplateLayoutMethod)
    /// No usable height: the width is not known yet, or the result broke the cache's rules. The
    /// UIKit adapters then return `UITableView.automaticDimension` and cache nothing.
    case unmeasurable

    /// The height, or `nil` if unmeasurable.
    package var height: CGFloat? {
        if case .height(let height, _) = self { return height }
        return nil
    }
}

/// The platform-neutral decisions of template-cell measurement: which layout to trust, when to
/// warn, how thick the separator is, and whether the result may be cached.
///
/// The UIKit adapters pass the two layout calls in as closures, so every decision here is tested
/// on every platform; the adapters only make the UIKit calls.
package enum TemplateHeightRules {
    /// The height a template is laid out at while its content width is read. Tall, so that
    /// constraints inside the content view never conflict with a short provisional frame; only the
    /// content view's width is read from that layout.
    package static let provisionalLayoutHeight: CGFloat = 10_000

    /// The estimate used when neither the cache nor the table has a better one: UIKit's default row
    /// height.
    package static let defaultEstimate: CGFloat = 44

    /// Refused template heights, reported once per reuse identifier and reason in a process.
    private static let refusedTemplateHeights = OnceReporter()

    /// Measures one template.
    ///
    /// Auto Layout is tried first (unless `forcesFrameLayout`); a height of 0 (or a non-finite or
    /// negative one) means the content view's constraints do not determine a height, so the frame
    /// layout's `sizeThatFits(_:)` is used instead and a one-time warning per `identifier` says how
    /// to make the cell self-sizing. The separator is added last, and the sum must pass the
    /// cache's rules (``HeightValidation``) or the result is ``TemplateMeasurement/unmeasurable``.
    ///
    /// Frame layout's answer is read as FDTemplateLayoutCell read it, with one more guard
    /// (``frameLayoutContentHeight(_:identifier:)``): 0 means "no opinion" and gives UIKit's
    /// default row height, ``defaultEstimate`` (44); exactly ``provisionalLayoutHeight`` means the
    /// view answered with its own provisional frame (`UIView`'s default `sizeThatFits(_:)` "returns
    /// the existing size of the view") and is refused.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier, for the warning and diagnostics.
    ///   - width: The content width the template was laid out at; 0 or less (the list has no width
    ///     yet) gives ``TemplateMeasurement/unmeasurable`` without calling either closure.
    ///   - forcesFrameLayout: The cell asked for frame layout: Auto Layout is not called.
    ///   - separator: The separator height to add (see ``separatorHeight(hasSeparator:displayScales:)``).
    ///   - normalFrameHeight: The height to frame the view at before asking `sizeThatFits(_:)` (see
    ///     ``normalFrameHeight(estimatedRowHeight:rowHeight:)``); passed to `frameLayoutHeight`.
    ///   - warnings: Where the one-time warnings are remembered.
    ///   - autoLayoutHeight: The content view's Auto Layout fitting height.
    ///   - frameLayoutHeight: Frames the view `normalFrameHeight` tall (never at the provisional
    ///     height) and returns its `sizeThatFits(_:)` height.
    package static func measure(
        identifier: String, width: CGFloat, forcesFrameLayout: Bool, separator: CGFloat,
        normalFrameHeight: CGFloat, warnings: TemplateFallbackWarnings = .shared,
        autoLayoutHeight: () -> CGFloat, frameLayoutHeight: (_ frameHeight: CGFloat) -> CGFloat
    ) -> TemplateMeasurement {
        guard width.isFinite, width > 0 else { return .unmeasurable }
        let frameHeight = validFrameHeight(normalFrameHeight)
        var method = TemplateLayoutMethod.frameLayout
        var content: CGFloat?
        if forcesFrameLayout {
            content = frameLayoutContentHeight(frameLayoutHeight(frameHeight), identifier: identifier)
        } else {
            let fitted = autoLayoutHeight()
            if fitted.isFinite, fitted > 0 {
                method = .autoLayout
                content = fitted
            } else {
                warnings.warnOnce(identifier: identifier, autoLayoutHeight: fitted)
                content = frameLayoutContentHeight(frameLayoutHeight(frameHeight), identifier: identifier)
            }
        }
        guard let content else { return .unmeasurable }
        let total = Double(content + separator)
        if let problem = HeightValidation.problem(with: total) {
            HeightValidation.reportRefused(
                total, reason: problem, at: "template \"\(identifier)\" (\(method.rawValue))",
                in: refusedTemplateHeights, cause: "\(identifier): \(problem)")
            return .unmeasurable
        }
        return .height(CGFloat(total), method: method)
    }

    /// The content height to use from a `sizeThatFits(_:)` answer, or `nil` to refuse it.
    ///
    /// - 0 gives ``defaultEstimate`` (44, UIKit's default row height), as FDTemplateLayoutCell 1.6
    ///   did when both of its layout passes gave 0: a view that has no opinion gets a row that can
    ///   be tapped, not one that is only a separator.
    /// - Exactly ``provisionalLayoutHeight`` is refused with a diagnostic: it is the view's own
    ///   provisional frame coming back from `UIView.sizeThatFits(_:)`'s default implementation.
    /// - Anything else is returned as is (the cache's rules judge it afterwards).
    package static func frameLayoutContentHeight(_ height: CGFloat, identifier: String) -> CGFloat? {
        if height == 0 { return defaultEstimate }
        if height == provisionalLayoutHeight {
            Diagnostics.report(
                .measurementFailed,
                "cell \"\(identifier)\": sizeThatFits(_:) returned \(Int(provisionalLayoutHeight)), the "
                    + "template's provisional height, which is what UIView's default sizeThatFits(_:) returns (the "
                    + "view's current size). Override sizeThatFits(_:) to return the height the content needs, or "
                    + "constrain the content view for Auto Layout. The row is left to UIKit meanwhile")
            return nil
        }
        return height
    }

    /// The height to frame a template at before asking its `sizeThatFits(_:)`: a row height UIKit
    /// could display (the list's estimate, else its row height, else 44), never the provisional
    /// height, so that a `sizeThatFits(_:)` that reads its own bounds sees a normal cell.
    package static func normalFrameHeight(estimatedRowHeight: CGFloat, rowHeight: CGFloat) -> CGFloat {
        validFrameHeight(fallbackEstimate(estimatedRowHeight: estimatedRowHeight, rowHeight: rowHeight))
    }

    private static func validFrameHeight(_ height: CGFloat) -> CGFloat {
        height.isFinite && height > 0 && height < provisionalLayoutHeight ? height : defaultEstimate
    }

    /// The height of a table's separator line: one pixel, `1 / scale`, or 0 without a separator.
    ///
    /// - Parameter displayScales: Candidate display scales, best first (the table's trait
    ///   collection, then the current one). The first finite scale above 0 wins; a trait collection
    ///   reports 0 while its scale is unspecified (a view outside a window). With none, 1 point.
    package static func separatorHeight(hasSeparator: Bool, displayScales: [CGFloat]) -> CGFloat {
        guard hasSeparator else { return 0 }
        guard let scale = displayScales.first(where: { $0.isFinite && $0 > 0 }) else { return 1 }
        return 1 / scale
    }

    /// The estimate for a row with no cached height and no running mean: the list's own estimate
    /// if it has a usable one, else its fixed row height, else ``defaultEstimate``.
    package static func fallbackEstimate(estimatedRowHeight: CGFloat, rowHeight: CGFloat) -> CGFloat {
        for candidate in [estimatedRowHeight, rowHeight] where candidate.isFinite && candidate > 0 {
            return candidate
        }
        return defaultEstimate
    }
}

/// Remembers which reuse identifiers were already warned about falling back to frame layout, so
/// each warns once per process. Thread-safe.
package final class TemplateFallbackWarnings: @unchecked Sendable {
    /// The process-wide instance the UIKit adapters use.
    package static let shared = TemplateFallbackWarnings()

    private let lock = NSLock()
    private var warned = Set<String>()

    /// Creates an empty record (tests use their own).
    package init() {}

    /// The identifiers warned about so far.
    package var warnedIdentifiers: Set<String> { lock.withLock { warned } }

    /// Reports the fallback for `identifier` unless it was reported before.
    /// - Returns: `true` if this call reported it.
    @discardableResult
    package func warnOnce(identifier: String, autoLayoutHeight: CGFloat) -> Bool {
        guard lock.withLock({ warned.insert(identifier).inserted }) else { return false }
        Diagnostics.report(
            .misuse,
            "cell \"\(identifier)\": Auto Layout gave its content view a height of \(autoLayoutHeight), so its "
                + "height comes from sizeThatFits(_:) (frame layout). To make it self-sizing, constrain its "
                + "subviews to the content view in an unbroken vertical chain, from contentView.topAnchor to "
                + "contentView.bottomAnchor (multi-line labels need numberOfLines = 0). To keep frame layout, "
                + "override sizeThatFits(_:) and set forcesFrameLayout = true, which also silences this "
                + "warning. Reported once per reuse identifier.")
        return true
    }
}
