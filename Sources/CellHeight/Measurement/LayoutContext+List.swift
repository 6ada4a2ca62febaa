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

extension LayoutContext {
    /// The context of a compositional list (cells that size themselves, answered from a keyed cache):
    /// the collection view's content width (its bounds less its adjusted content insets), its layout
    /// margins (they include the safe area), its traits, and whether it is editing.
    ///
    /// Every item's width follows from these (the layout places items from the same values), so a
    /// height stays right within one context; a rotation, a split-view resize, a new safe area or
    /// margins, a change of text size or Bold Text, or editing mode gets its own bucket.
    package static func compositionalList(
        contentWidth: CGFloat, layoutMargins: HorizontalInsets, traits: LayoutTraits, isEditing: Bool
    ) -> LayoutContext {
        LayoutContext(width: contentWidth, layoutMargins: layoutMargins, traits: traits, isEditing: isEditing)
    }
}
