import Foundation

/// The layout conditions that a row height depends on: the content width and the text size.
///
/// ``IndexPathHeightCache`` and ``KeyedHeightCache`` keep one bucket of heights per context, so
/// rotation, split-view resizing and Dynamic Type changes each fill their own bucket, and switching
/// back finds the old heights still there. The cache never looks at the device orientation: two
/// orientations with the same width share heights, and one orientation at two widths does not.
///
/// ```swift
/// cache.layoutContext = LayoutContext(
///     width: tableView.bounds.width,
///     contentSizeCategory: tableView.traitCollection.preferredContentSizeCategory.rawValue)
/// ```
public struct LayoutContext: Hashable, Sendable, CustomStringConvertible {
    /// The width that rows are laid out at, in points (typically the table's content width).
    public var width: CGFloat
    /// The content-size category (Dynamic Type setting), such as `"UICTContentSizeCategoryL"`.
    public var contentSizeCategory: String

    /// Creates a layout context.
    ///
    /// - Parameters:
    ///   - width: The width rows are laid out at, in points. NaN, infinite and negative widths are
    ///     stored as zero so that every bad width shares one bucket instead of corrupting lookups.
    ///   - contentSizeCategory: The Dynamic Type category's raw value; empty if it does not apply.
    public init(width: CGFloat, contentSizeCategory: String = "") {
        self.width = width.isFinite && width > 0 ? width : 0
        self.contentSizeCategory = contentSizeCategory
    }

    /// A context with zero width and no content-size category: the bucket used until a host sets one.
    public static let unspecified = LayoutContext(width: 0)

    /// `"width 375.0, UICTContentSizeCategoryL"`.
    public var description: String {
        contentSizeCategory.isEmpty ? "width \(width)" : "width \(width), \(contentSizeCategory)"
    }
}
