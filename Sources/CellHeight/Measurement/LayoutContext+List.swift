import Foundation

extension LayoutContext {
    /// The context of a table: its cells' content width and margins (``TableCellGeometry``), its
    /// traits, and whether it is in editing mode proper.
    ///
    /// A change that moves none of these (the safe area swapping sides in landscape, a keyboard,
    /// dark mode, a swipe-to-delete) keeps the bucket; any change of a cell's content width or
    /// margins (rotation, split view, the style, the readable width, the section index appearing),
    /// of text size, Bold Text, size class or display scale, or entering editing mode gets its own.
    ///
    /// - Returns: A context of width 0 (nothing is cached) while the geometry is not ready.
    package static func table(
        _ geometry: TableCellGeometry, traits: LayoutTraits, editing: ListEditingMode
    ) -> LayoutContext {
        LayoutContext(
            width: geometry.isReady ? geometry.templateWidth : 0, layoutMargins: geometry.templateMargins,
            traits: traits, isEditing: editing.contextIsEditing)
    }

    /// The context of a list-style collection view: its item width (``FlowLayoutList/itemWidth(boundsWidth:reference:sectionInset:adjustedContentInset:safeArea:layoutMargins:)``),
    /// the safe area that reaches into its items (``FlowLayoutList/safeAreaInsideItem(itemEdges:safeArea:)``,
    /// which displayed cells add to their content view's margins), and its traits. A collection
    /// view sets no other margins on its cells, and has no editing mode of a table's kind.
    package static func flowList(
        itemWidth: CGFloat, safeAreaInsideItems: HorizontalInsets = .zero, traits: LayoutTraits
    ) -> LayoutContext {
        LayoutContext(width: itemWidth, layoutMargins: safeAreaInsideItems, traits: traits, isEditing: false)
    }
}
