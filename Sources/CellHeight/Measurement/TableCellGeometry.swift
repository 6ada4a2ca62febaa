import Foundation

/// Where a table's cells lie and how their content is inset, worked out from values a UIKit
/// adapter can read from the table, so that a template cell measured outside the table is laid
/// out as a displayed cell is.
///
/// A detached template has no safe area, default layout margins and no section index beside it.
/// The adapter therefore frames it ``templateWidth`` wide (the cell's width less the parts of it
/// that the table keeps out of the content view: the safe area and the section index) and gives it
/// ``templateMargins``; UIKit then lays out its accessory and editing controls itself, and the
/// content view width read back from that layout is the displayed cell's.
///
/// Every inset is measured inward from the table's own left and right edges (see
/// ``HorizontalInsets``), so the rules combine them with `max`:
///
/// - Cells span the table's content width (`adjustedContentInset`); `.insetGrouped` cells are also
///   inset by the table's layout margins (`UITableView.Style.insetGrouped`).
/// - Content views are inset to the safe area when `insetsContentViewsToSafeArea` is `true` (its
///   default), and kept clear of the section index.
/// - Cell margins line up with the table's `layoutMarginsGuide`, or with its `readableContentGuide`
///   when `cellLayoutMarginsFollowReadableWidth` is `true`. The margin proper (the guide's inset
///   beyond the safe area) is kept from the inset cell's edge in `.insetGrouped` tables and from
///   the section index's inner edge: where UIKit's behaviour is not documented, the rule errs
///   towards a narrower template, whose rows come out a little tall rather than clipped.
package struct TableCellGeometry: Equatable, Sendable {
    /// The table's style, as `UITableView.Style`.
    package enum Style: Sendable, Equatable {
        case plain, grouped, insetGrouped
    }

    /// What the table shows along its edge for its section index.
    package enum SectionIndex: Sendable, Equatable {
        /// No index: the data source gives no titles, or too few rows (see ``resolve(titleCount:rowCount:minimumDisplayRowCount:indexStrip:tableHasLaidOut:)``).
        case hidden
        /// The index is laid out and takes these insets from the table's edges.
        case shown(HorizontalInsets)
        /// The table will show an index but has not laid it out yet at its current size and data:
        /// its width is unknown, so no height may be cached (the geometry is not ``isReady``).
        case pending
        /// The table has laid out but no index view was found (UIKit's private index class
        /// changed): treated as ``hidden``; the adapter reports it once.
        case notFound

        /// The state of the index from what the adapter reads.
        ///
        /// - Parameters:
        ///   - titleCount: How many titles `sectionIndexTitles(for:)` returns; `nil` if the data
        ///     source does not implement it.
        ///   - rowCount: The table's total number of rows.
        ///   - minimumDisplayRowCount: `sectionIndexMinimumDisplayRowCount`: the index shows once the
        ///     table has at least this many rows (0, the default, always).
        ///   - indexStrip: The insets of the index view's frame (``HorizontalInsets/occupied(byStripFrom:to:boundsMinX:boundsWidth:)``),
        ///     `nil` if none was found.
        ///   - tableHasLaidOut: Whether the table has laid out its subviews at its current size and
        ///     data (``TableLayoutMemo`` tracks it). Before that, an index frame may be left over from
        ///     another width, so it is not trusted.
        package static func resolve(
            titleCount: Int?, rowCount: Int, minimumDisplayRowCount: Int, indexStrip: HorizontalInsets?,
            tableHasLaidOut: Bool
        ) -> SectionIndex {
            guard let titleCount, titleCount > 0, rowCount >= max(0, minimumDisplayRowCount) else { return .hidden }
            guard tableHasLaidOut else { return .pending }
            if let indexStrip, indexStrip.total > 0 { return .shown(indexStrip) }
            return .notFound
        }
    }

    /// What the adapter reads from the table.
    package struct Inputs: Sendable, Equatable {
        /// `bounds.width`.
        package var boundsWidth: CGFloat
        /// `style`.
        package var style: Style
        /// `adjustedContentInset.left/right`.
        package var contentInset: HorizontalInsets
        /// `safeAreaInsets.left/right`.
        package var safeArea: HorizontalInsets
        /// `insetsContentViewsToSafeArea` (iOS 11+; `true` by default).
        package var insetsContentViewsToSafeArea: Bool
        /// The insets of `layoutMarginsGuide.layoutFrame` (they include the safe area while
        /// `insetsLayoutMarginsFromSafeArea` is `true`).
        package var layoutMargins: HorizontalInsets
        /// The insets of `readableContentGuide.layoutFrame` when `cellLayoutMarginsFollowReadableWidth`
        /// is `true`, else `nil`.
        package var readableContent: HorizontalInsets?
        /// The section index.
        package var sectionIndex: SectionIndex

        /// Creates the inputs; every inset defaults to zero.
        package init(
            boundsWidth: CGFloat, style: Style = .plain, contentInset: HorizontalInsets = .zero,
            safeArea: HorizontalInsets = .zero, insetsContentViewsToSafeArea: Bool = true,
            layoutMargins: HorizontalInsets = .zero, readableContent: HorizontalInsets? = nil,
            sectionIndex: SectionIndex = .hidden
        ) {
            self.boundsWidth = boundsWidth
            self.style = style
            self.contentInset = contentInset
            self.safeArea = safeArea
            self.insetsContentViewsToSafeArea = insetsContentViewsToSafeArea
            self.layoutMargins = layoutMargins
            self.readableContent = readableContent
            self.sectionIndex = sectionIndex
        }
    }

    /// The cell's insets from the table's edges: its frame is `cellInsets.left` to
    /// `boundsWidth - cellInsets.right`.
    package var cellInsets: HorizontalInsets
    /// The width of the table's cells (their frame width).
    package var cellWidth: CGFloat
    /// How far the content view is inset from the cell's edges by the safe area and the section
    /// index (accessories and editing controls come on top, laid out by the cell itself).
    package var contentInsets: HorizontalInsets
    /// The layout margins to give the template cell, measured from its edges once it is framed
    /// ``templateWidth`` wide (the displayed cell's margins, less ``contentInsets``).
    package var templateMargins: HorizontalInsets
    /// `false` while the table has no width or its section index is ``SectionIndex/pending``:
    /// nothing may be measured for the cache until it is.
    package var isReady: Bool
    /// The section index the geometry was worked out with.
    package var sectionIndex: SectionIndex

    /// The frame width to give the detached template: ``cellWidth`` less ``contentInsets``.
    package var templateWidth: CGFloat { max(0, cellWidth - contentInsets.total) }

    /// Works out the geometry. O(1).
    package init(_ inputs: Inputs) {
        let width = inputs.boundsWidth.isFinite && inputs.boundsWidth > 0 ? inputs.boundsWidth : 0
        let insetGrouped = inputs.style == .insetGrouped
        let cellEdges = insetGrouped ? inputs.contentInset.union(inputs.layoutMargins) : inputs.contentInset
        var contentEdges = cellEdges
        if inputs.insetsContentViewsToSafeArea { contentEdges = contentEdges.union(inputs.safeArea) }
        if case .shown(let strip) = inputs.sectionIndex { contentEdges = contentEdges.union(strip) }

        // Where the displayed cell's margin guide lies, from the table's edges. The part of the
        // table's margins beyond its safe area is the margin proper; it is kept from the inset
        // cell's edge in `.insetGrouped` tables and from the section index's inner edge.
        let margin = HorizontalInsets(
            left: inputs.layoutMargins.left - inputs.safeArea.left,
            right: inputs.layoutMargins.right - inputs.safeArea.right)
        var marginEdges = inputs.layoutMargins
        if insetGrouped {
            marginEdges = HorizontalInsets(left: cellEdges.left + margin.left, right: cellEdges.right + margin.right)
        }
        if case .shown(let strip) = inputs.sectionIndex {
            marginEdges = marginEdges.union(
                HorizontalInsets(
                    left: strip.left > 0 ? strip.left + margin.left : 0,
                    right: strip.right > 0 ? strip.right + margin.right : 0))
        }
        if let readable = inputs.readableContent { marginEdges = marginEdges.union(readable) }

        cellInsets = cellEdges
        cellWidth = max(0, width - cellEdges.total)
        contentInsets = HorizontalInsets(
            left: contentEdges.left - cellEdges.left, right: contentEdges.right - cellEdges.right)
        templateMargins = HorizontalInsets(
            left: marginEdges.left - contentEdges.left, right: marginEdges.right - contentEdges.right)
        isReady = width > 0 && cellWidth - contentInsets.total > 0 && inputs.sectionIndex != .pending
        sectionIndex = inputs.sectionIndex
    }

    /// The layout margins to give a template whose own margins (as its class and configuration set
    /// them) are `own`.
    ///
    /// A displayed cell with `preservesSuperviewLayoutMargins` (`true` by default) is kept inside
    /// the table's margins as well as its own: "UIKit adjusts the content view's layout to respect
    /// the superview's margins", by "the smallest amount needed"
    /// (`UIView.preservesSuperviewLayoutMargins`). So each side gets the larger of the two. A cell
    /// that does not preserve its superview's margins keeps its own; a detached template has no
    /// superview, so the adapter sets the result on it directly.
    package func templateMargins(own: HorizontalInsets, preservesSuperviewLayoutMargins: Bool) -> HorizontalInsets {
        preservesSuperviewLayoutMargins ? own.union(templateMargins) : own
    }
}
