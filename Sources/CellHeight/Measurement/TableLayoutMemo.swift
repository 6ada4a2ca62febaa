import Foundation

/// The values of a table that its layout context depends on and that are cheap to read on every
/// height call: plain properties, no layout guide and no data source.
///
/// While they stay the same, the table's geometry is not worked out again (see
/// ``TableLayoutMemo``); the layout guides and the section index are read only when they change.
package struct TableLayoutFingerprint: Equatable, Sendable {
    /// `bounds.width`.
    package var boundsWidth: CGFloat
    /// `style`.
    package var style: TableCellGeometry.Style
    /// `adjustedContentInset.left/right`.
    package var contentInset: HorizontalInsets
    /// `safeAreaInsets.left/right`.
    package var safeArea: HorizontalInsets
    /// `layoutMargins.left/right`: the table's own margins, which its margins guide follows.
    package var layoutMargins: HorizontalInsets
    /// `insetsContentViewsToSafeArea`.
    package var insetsContentViewsToSafeArea: Bool
    /// `cellLayoutMarginsFollowReadableWidth`.
    package var followsReadableWidth: Bool
    /// The trait values that change heights.
    package var traits: LayoutTraits
    /// The editing mode (``ListEditingMode/of(tableIsEditing:editingRequested:)``).
    package var editing: ListEditingMode

    /// Creates a fingerprint; the insets default to zero.
    package init(
        boundsWidth: CGFloat, style: TableCellGeometry.Style = .plain, contentInset: HorizontalInsets = .zero,
        safeArea: HorizontalInsets = .zero, layoutMargins: HorizontalInsets = .zero,
        insetsContentViewsToSafeArea: Bool = true, followsReadableWidth: Bool = false, traits: LayoutTraits,
        editing: ListEditingMode = .normal
    ) {
        self.boundsWidth = boundsWidth
        self.style = style
        self.contentInset = contentInset
        self.safeArea = safeArea
        self.layoutMargins = layoutMargins
        self.insetsContentViewsToSafeArea = insetsContentViewsToSafeArea
        self.followsReadableWidth = followsReadableWidth
        self.traits = traits
        self.editing = editing
    }
}

/// What the adapter reads from a table only when its fingerprint changed, or its data changed, or
/// its section index was not laid out yet: the layout guides and the section index.
package struct TableGuides: Equatable, Sendable {
    /// The insets of `layoutMarginsGuide.layoutFrame`.
    package var layoutMargins: HorizontalInsets
    /// The insets of `readableContentGuide.layoutFrame` while `cellLayoutMarginsFollowReadableWidth`
    /// is `true`, else `nil`.
    package var readableContent: HorizontalInsets?
    /// The section index (``TableCellGeometry/SectionIndex/resolve(titleCount:rowCount:minimumDisplayRowCount:indexStrip:tableHasLaidOut:)``).
    package var sectionIndex: TableCellGeometry.SectionIndex

    /// Creates the guides; no readable width and no index by default.
    package init(
        layoutMargins: HorizontalInsets, readableContent: HorizontalInsets? = nil,
        sectionIndex: TableCellGeometry.SectionIndex = .hidden
    ) {
        self.layoutMargins = layoutMargins
        self.readableContent = readableContent
        self.sectionIndex = sectionIndex
    }
}

/// Everything a table's height calls need, worked out once per change: the cells' geometry, the
/// layout context (the cache key), the traits and the editing mode.
package struct TableLayout: Equatable, Sendable {
    /// Where the cells lie and what their content views get.
    package var geometry: TableCellGeometry
    /// Where header and footer views lie: the same table in plain style (section views span the
    /// table's content width; their content view is inset like a cell's).
    package var sectionViewGeometry: TableCellGeometry
    /// The rules' context of the rows (``LayoutContext/table(_:traits:editing:)``). The caches use
    /// it with the corrections displayed cells taught (``TemplateCorrections/cacheContext(for:)``).
    package var context: LayoutContext
    /// The trait values templates must be made under.
    package var traits: LayoutTraits
    /// The editing mode templates are measured in.
    package var editing: ListEditingMode
    /// The table's style (for diagnostics).
    package var style: TableCellGeometry.Style
    /// Whether the cells follow the readable width (for diagnostics).
    package var followsReadableWidth: Bool

    /// Works out the layout from the fingerprint and the guides. O(1).
    package init(_ fingerprint: TableLayoutFingerprint, guides: TableGuides) {
        var inputs = TableCellGeometry.Inputs(
            boundsWidth: fingerprint.boundsWidth, style: fingerprint.style, contentInset: fingerprint.contentInset,
            safeArea: fingerprint.safeArea, insetsContentViewsToSafeArea: fingerprint.insetsContentViewsToSafeArea,
            layoutMargins: guides.layoutMargins,
            readableContent: fingerprint.followsReadableWidth ? guides.readableContent : nil,
            sectionIndex: guides.sectionIndex)
        geometry = TableCellGeometry(inputs)
        inputs.style = .plain
        sectionViewGeometry = TableCellGeometry(inputs)
        context = LayoutContext.table(geometry, traits: fingerprint.traits, editing: fingerprint.editing)
        traits = fingerprint.traits
        editing = fingerprint.editing
        style = fingerprint.style
        followsReadableWidth = fingerprint.followsReadableWidth
    }
}

/// Decides when a table's layout must be worked out again, so that a height call whose table did
/// not change costs one comparison of plain values.
///
/// The layout is read again when:
/// - the fingerprint changed (width, insets, margins, style, traits, editing mode);
/// - the table's data changed (the section index titles may have changed);
/// - the section index was ``TableCellGeometry/SectionIndex/pending`` and the table has laid out
///   since, or its data changed and it has laid out since, while an index was shown (its width
///   follows its titles).
///
/// The section index is a subview that the table lays out in its own `layoutSubviews()`, so its
/// frame is only trusted once the table has laid out at the current fingerprint, and, if the
/// index was not shown before a data change, once the table has laid out since that change.
/// Until then the index is pending, the geometry is not ready, and nothing is measured for the
/// cache (UIKit sizes the rows itself meanwhile).
///
/// A class, not a value: ``layout(for:readGuides:)`` runs the app's code (`readGuides` asks the
/// data source for its section index titles and counts), which may reach this memo again: a hooked
/// `reloadData()` reports a data change (``listDataDidChange()``), and a height asked from there
/// works the layout out itself. A struct kept in the table's store would be under one modifying
/// access for the whole call, and Swift traps on the overlapping one ("simultaneous accesses"),
/// in release builds too. Here each stored property is touched only briefly, never while
/// `readGuides` runs; a call made while the guides are read gets the layout held, without reading
/// them again (no recursion through the app's code), and a read during which something changed is
/// not kept (see ``layout(for:readGuides:)``).
///
/// ```swift
/// let layout = memo.layout(for: fingerprint) { indexIsLaidOut in readGuides(indexIsLaidOut) }
/// ```
package final class TableLayoutMemo {
    private var fingerprint: TableLayoutFingerprint
    private var layout: TableLayout
    private var needsRead = true
    private var hasLaidOut = false
    private var dataChangedSinceLayout = false
    /// Counts what makes a read stale: a new fingerprint, a data change, a layout pass.
    private var changes = 0
    /// `true` while `readGuides` runs.
    private var isReading = false

    /// How many times the guides were read (``layout(for:readGuides:)`` called `readGuides`).
    package private(set) var reads = 0

    /// The layout last worked out.
    package var current: TableLayout { layout }

    /// An empty memo: the first call reads.
    package init() {
        fingerprint = TableLayoutFingerprint(boundsWidth: 0, traits: LayoutTraits(contentSizeCategory: ""))
        layout = TableLayout(fingerprint, guides: TableGuides(layoutMargins: .zero))
    }

    /// The layout for `fingerprint`: the remembered one (one comparison), or a new one from
    /// `readGuides` (counted in ``reads``).
    ///
    /// `readGuides` may call this memo again (see the type's documentation): such a call gets the
    /// layout held then, which may be another fingerprint's. If the fingerprint changed, the data
    /// changed or the table laid out while `readGuides` ran, the layout it gives is returned but
    /// not kept, and the next call reads again.
    ///
    /// - Parameter readGuides: Reads the layout guides and the section index; its argument says
    ///   whether the table's index view, if it shows one, is laid out for the current state (pass
    ///   it to ``TableCellGeometry/SectionIndex/resolve(titleCount:rowCount:minimumDisplayRowCount:indexStrip:tableHasLaidOut:)``).
    package func layout(
        for fingerprint: TableLayoutFingerprint, readGuides: (_ indexIsLaidOut: Bool) -> TableGuides
    ) -> TableLayout {
        update(for: fingerprint, readGuides: readGuides)
    }

    /// The layout context for `fingerprint`: ``layout(for:readGuides:)``'s (the per-row path of a
    /// cache hit: one comparison).
    package func context(
        for fingerprint: TableLayoutFingerprint, readGuides: (_ indexIsLaidOut: Bool) -> TableGuides
    ) -> LayoutContext {
        update(for: fingerprint, readGuides: readGuides).context
    }

    private func update(
        for fingerprint: TableLayoutFingerprint, readGuides: (_ indexIsLaidOut: Bool) -> TableGuides
    ) -> TableLayout {
        if fingerprint != self.fingerprint {
            self.fingerprint = fingerprint
            hasLaidOut = false
            needsRead = true
            changes &+= 1
        }
        guard needsRead, !isReading else { return layout }
        let before = changes
        isReading = true
        let guides = readGuides(indexIsLaidOut)  // the app's code: may call this memo again
        isReading = false
        reads += 1
        let fresh = TableLayout(fingerprint, guides: guides)
        guard changes == before else { return fresh }
        layout = fresh
        needsRead = false
        return fresh
    }

    /// Whether an index view, if the table shows one, has its current frame: the table laid out
    /// at this fingerprint, and since the last data change unless an index was shown before it.
    private var indexIsLaidOut: Bool {
        hasLaidOut && (!dataChangedSinceLayout || layout.geometry.showsSectionIndex)
    }

    /// The table's data changed (rows or sections inserted, deleted, moved, reloaded): its section
    /// index titles may have changed. The next call reads again.
    package func listDataDidChange() {
        needsRead = true
        dataChangedSinceLayout = true
        changes &+= 1
    }

    /// The table finished a `layoutSubviews()`. O(1).
    package func listDidLayout() {
        let indexMayHaveMoved = dataChangedSinceLayout && layout.geometry.showsSectionIndex
        if layout.geometry.sectionIndexIsPending || indexMayHaveMoved { needsRead = true }
        hasLaidOut = true
        dataChangedSinceLayout = false
        changes &+= 1
    }
}

extension TableCellGeometry {
    /// Whether the section index takes room from the cells.
    package var showsSectionIndex: Bool {
        if case .shown = sectionIndex { return true }
        return false
    }

    /// Whether the section index is shown but not laid out yet (``isReady`` is `false`).
    package var sectionIndexIsPending: Bool { sectionIndex == .pending }
}
