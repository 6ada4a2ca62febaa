import Foundation

/// Compares the content width a template got with the content width UIKit gave a displayed cell
/// of the same reuse identifier and layout signature, and reports a mismatch once per identifier.
///
/// ``TableCellGeometry`` rebuilds a displayed cell's surroundings from documented properties; where
/// UIKit's combination of them is not documented (the section index, `.insetGrouped` margins,
/// editing controls on a detached cell), a device is the only judge. This check turns every
/// debug run into that judge: the adapter calls it for visible cells after the table lays out,
/// and a wrong rule shows up as one diagnostic with both numbers instead of as clipped text.
/// Thread-safe.
package final class TemplateWidthCheck: @unchecked Sendable {
    /// The process-wide instance the UIKit adapters use.
    package static let shared = TemplateWidthCheck()

    /// Differences up to this many points are rounding (pixel alignment at scale 2 or 3).
    package static let tolerance: CGFloat = 0.5

    private let lock = NSLock()
    private var reported = Set<String>()

    /// Creates an empty record (tests use their own).
    package init() {}

    /// Checks one displayed cell against its template.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - templateContentWidth: The content width the template was measured at with the same
    ///     ``TemplateLayoutSignature`` (``TemplateLayoutMemo/contentWidth(for:)``).
    ///   - displayedContentWidth: The displayed cell's `contentView.bounds.width`.
    ///   - context: The layout context both belong to, for the message.
    /// - Returns: `true` if the widths differ beyond ``tolerance`` (reported the first time only).
    @discardableResult
    package func check(
        identifier: String, templateContentWidth: CGFloat, displayedContentWidth: CGFloat, context: LayoutContext
    ) -> Bool {
        guard templateContentWidth.isFinite, displayedContentWidth.isFinite,
            abs(templateContentWidth - displayedContentWidth) > Self.tolerance
        else { return false }
        guard lock.withLock({ reported.insert(identifier).inserted }) else { return true }
        Diagnostics.report(
            .measurementFailed,
            "cell \"\(identifier)\": its template was measured at a content width of \(templateContentWidth) but "
                + "the displayed cell's content view is \(displayedContentWidth) wide (\(context)), so cached heights "
                + "may not match the displayed rows. Please report it with the table's style, safe area, margins "
                + "and section index; meanwhile invalidate the cache after layout changes or size the row with "
                + "UITableView.automaticDimension. Reported once per reuse identifier.")
        return true
    }

    /// The identifiers reported so far.
    package var reportedIdentifiers: Set<String> { lock.withLock { reported } }
}
