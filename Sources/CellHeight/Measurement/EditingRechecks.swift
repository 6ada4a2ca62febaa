import Foundation

/// How often a table's displayed cell that has not taken its row's editing state is looked at again.
///
/// After each layout pass the adapter compares the cells displayed for the first time with their
/// templates (``TemplateCorrections``). A cell whose `isEditing` differs from its row's
/// (``RowEditingState``) is not laid out as its template (it may be mid-change while editing mode
/// begins or ends): it is not compared, and is looked at again at a later pass, which costs a
/// `cellForRow(at:)` and the row's data-source and delegate answers. A cell that never takes its
/// row's state (a cell class that keeps its own, a state UIKit gives that the rule does not
/// predict) would cost that at every layout pass, every scroll frame: it is looked at again at most
/// ``limit`` times while it stays on screen, then left alone until it is displayed again (it left
/// the screen, the rules' layout context changed, or the data changed).
///
/// ```swift
/// rechecks.pass(visible: visible, in: context)      // once per layout pass
/// if rechecks.recheck(indexPath) { /* look at it again at the next pass */ }
/// ```
package struct EditingRechecks: Sendable {
    /// How many later passes look again at a cell that has not taken its row's editing state.
    package static let limit = 3

    private var context: LayoutContext?
    private var counts: [IndexPath: Int] = [:]

    /// No row looked at again yet.
    package init() {}

    /// A layout pass shows `visible` in the rules' context `context`: rows no longer on screen are
    /// forgotten (their next display starts afresh), and every row when the context changed.
    /// O(1) while no row waits; otherwise O(visible + waiting rows).
    package mutating func pass(visible: [IndexPath], in context: LayoutContext) {
        if context != self.context {
            self.context = context
            counts.removeAll()
        }
        guard !counts.isEmpty else { return }
        let onScreen = Set(visible)
        counts = counts.filter { onScreen.contains($0.key) }
    }

    /// The displayed cell of the row at `indexPath` has not taken its row's editing state: whether
    /// to look at it again at the next pass (``limit`` times at most while it stays on screen). O(1).
    package mutating func recheck(_ indexPath: IndexPath) -> Bool {
        let count = counts[indexPath, default: 0]
        counts[indexPath] = count + 1
        return count < Self.limit
    }

    /// The table's data changed: index paths name other rows now, each starts afresh. O(1).
    package mutating func listDataDidChange() { counts.removeAll() }
}
