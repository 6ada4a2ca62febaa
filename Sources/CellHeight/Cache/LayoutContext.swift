import Foundation

/// The layout conditions that a row height depends on: the content width, the layout margins and
/// the traits that change text, and whether the list is editing.
///
/// ``IndexPathHeightCache`` and ``KeyedHeightCache`` keep one bucket of heights per context, so
/// rotation, split-view resizing, Dynamic Type and Bold Text changes, and entering editing mode
/// each fill their own bucket, and switching back finds the old heights still there. The cache
/// never looks at the device orientation or the safe area as such: two situations that give rows
/// the same width, margins and traits share heights (landscape left and right), and one that
/// changes any of them does not. Traits that never change a height (dark mode, layout direction)
/// are not part of it.
///
/// ```swift
/// cache.layoutContext = LayoutContext(
///     width: tableView.bounds.width,
///     contentSizeCategory: tableView.traitCollection.preferredContentSizeCategory.rawValue)
/// ```
///
/// The UIKit integration derives every field from the list (see `TableCellGeometry` and
/// `FlowLayoutList` in the package's sources); set one by hand only for your own caches. A table's
/// context also tells apart heights measured before and after a displayed cell corrected the rules
/// its templates are laid out by (see <doc:UIKitGuide>): two contexts whose fields are equal but
/// whose corrections differ are different contexts, and `description` names the correction.
public struct LayoutContext: Hashable, Sendable, CustomStringConvertible {
    /// A size class, as UIKit's `UIUserInterfaceSizeClass` (same raw values).
    public enum SizeClass: Int, Hashable, Sendable {
        /// Not known (a view outside a window).
        case unspecified = 0
        /// Constrained space.
        case compact = 1
        /// Expansive space.
        case regular = 2
    }

    /// The width of the rows' content area, in points: for a table, the width its cells' content
    /// views get before accessories and editing controls; for a list collection view, the item
    /// width. A NaN, infinite or negative width is stored as zero, here as in the initializer.
    public var width: CGFloat {
        didSet { width = Self.sanitized(width) }
    }
    /// The content-size category (Dynamic Type setting), such as `"UICTContentSizeCategoryL"`.
    public var contentSizeCategory: String
    /// The cells' layout margins, measured from the content area's edges (0 where the list does
    /// not set its cells' margins).
    public var layoutMargins: HorizontalInsets
    /// The list's horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The list's vertical size class.
    public var verticalSizeClass: SizeClass
    /// Whether the Bold Text setting is on (`UITraitCollection.legibilityWeight == .bold`).
    public var isBoldText: Bool
    /// The display scale (1, 2, 3); 0 if unknown (or NaN, infinite or negative). Heights include a
    /// one-pixel separator.
    public var displayScale: CGFloat {
        didSet { displayScale = Self.sanitized(displayScale) }
    }
    /// Whether the list is in editing mode (the user tapped Edit), not in swipe-to-delete.
    public var isEditing: Bool
    /// The corrections of the template-geometry rules the heights were measured under
    /// (``RuleCorrection/none`` for every context made with a public initializer).
    package var ruleCorrection = RuleCorrection.none

    /// Creates a layout context.
    ///
    /// - Parameters:
    ///   - width: The width rows are laid out at, in points. NaN, infinite and negative widths are
    ///     stored as zero so that every bad width shares one bucket instead of corrupting lookups.
    ///   - contentSizeCategory: The Dynamic Type category's raw value; empty if it does not apply.
    ///   - layoutMargins: The cells' layout margins; `.zero` if they do not apply.
    ///   - horizontalSizeClass: The horizontal size class; `.unspecified` if it does not apply.
    ///   - verticalSizeClass: The vertical size class; `.unspecified` if it does not apply.
    ///   - isBoldText: Whether Bold Text is on.
    ///   - displayScale: The display scale; 0 (or a bad value) if it does not apply.
    ///   - isEditing: Whether the list is in editing mode.
    public init(
        width: CGFloat, contentSizeCategory: String = "", layoutMargins: HorizontalInsets = .zero,
        horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified,
        isBoldText: Bool = false, displayScale: CGFloat = 0, isEditing: Bool = false
    ) {
        self.width = Self.sanitized(width)
        self.contentSizeCategory = contentSizeCategory
        self.layoutMargins = layoutMargins
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.isBoldText = isBoldText
        self.displayScale = Self.sanitized(displayScale)
        self.isEditing = isEditing
    }

    /// `value` if it is finite and positive, else 0. A context is a dictionary key: a NaN field would
    /// make it unequal to itself, so that no lookup could ever find its bucket again.
    private static func sanitized(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    /// A context with zero width and no content-size category: the bucket used until a host sets one.
    public static let unspecified = LayoutContext(width: 0)

    /// `"width 375.0, UICTContentSizeCategoryL"`, followed by the fields that are not at their
    /// defaults.
    public var description: String {
        var parts = ["width \(width)"]
        if !contentSizeCategory.isEmpty { parts.append(contentSizeCategory) }
        if layoutMargins != .zero { parts.append("margins \(layoutMargins)") }
        if horizontalSizeClass != .unspecified || verticalSizeClass != .unspecified {
            parts.append("size classes \(horizontalSizeClass)/\(verticalSizeClass)")
        }
        if isBoldText { parts.append("bold text") }
        if displayScale > 0 { parts.append("@\(displayScale)x") }
        if isEditing { parts.append("editing") }
        if ruleCorrection != .none { parts.append("rules corrected \(ruleCorrection)") }
        return parts.joined(separator: ", ")
    }
}
