import Foundation

/// Section header and footer heights, one bucket per ``LayoutContext``, kept through section changes.
///
/// It reuses ``IndexPathHeightCache`` with two "rows" per section: `[section, 0]` is the header and
/// `[section, 1]` the footer. Only the section-level part of a ``TableUpdate`` reaches it, so
/// inserting, deleting, moving and reloading sections move or drop their headers and footers with
/// UIKit's batch semantics, while row changes leave them alone. All operations are O(1) but
/// updates (O(sections) per context).
@MainActor
package final class SectionHeightCache {
    /// Which supplementary view of a section.
    package enum Kind: Int, Sendable, CaseIterable {
        /// The section header.
        case header = 0
        /// The section footer.
        case footer = 1
    }

    /// The storage: `[section, kind.rawValue]`.
    package let storage: IndexPathHeightCache

    /// Creates an empty cache that keeps `maximumLayoutContexts` contexts.
    package init(maximumLayoutContexts: Int = 4) {
        storage = IndexPathHeightCache(maximumLayoutContexts: maximumLayoutContexts)
    }

    /// The layout context that reads and writes use.
    package var layoutContext: LayoutContext {
        get { storage.layoutContext }
        set { storage.layoutContext = newValue }
    }

    /// The cached height of the `kind` view of `section`, or `nil`.
    package func height(_ kind: Kind, inSection section: Int) -> CGFloat? {
        storage.height(at: Self.indexPath(kind, section))
    }

    /// Stores the height of the `kind` view of `section`; refused (with a ``Diagnostic``) like any
    /// height the cache does not accept, or for a negative section.
    @discardableResult
    package func setHeight(_ height: CGFloat, _ kind: Kind, inSection section: Int) -> Bool {
        guard section >= 0 else {
            Diagnostics.report(
                .invalidIndexPath, "refused a \(kind) height for section \(section); pass the section UIKit gave you")
            return false
        }
        return storage.setHeight(height, at: Self.indexPath(kind, section))
    }

    /// Forgets the header and footer heights of `section` in every context.
    package func invalidate(section: Int) {
        guard section >= 0 else { return }
        for kind in Kind.allCases { storage.invalidateHeight(at: Self.indexPath(kind, section)) }
    }

    /// Forgets every height in every context.
    package func invalidateAll() { storage.invalidateAll() }

    /// Forgets every height of `context`, keeping the other contexts'.
    package func removeHeights(in context: LayoutContext) { storage.removeHeights(in: context) }

    /// Applies the section-level part of `update` (see ``sectionPart(of:)``).
    package func performUpdates(_ update: TableUpdate) {
        storage.performUpdates(Self.sectionPart(of: update))
    }

    /// The part of `update` that concerns whole sections: inserted, deleted, reloaded and moved
    /// sections. Row changes do not change a section's header or footer.
    package static func sectionPart(of update: TableUpdate) -> TableUpdate {
        var part = TableUpdate()
        part.insertedSections = update.insertedSections
        part.deletedSections = update.deletedSections
        part.reloadedSections = update.reloadedSections
        part.movedSections = update.movedSections
        return part
    }

    private static func indexPath(_ kind: Kind, _ section: Int) -> IndexPath {
        IndexPath(rowIndex: kind.rawValue, sectionIndex: section)
    }
}
