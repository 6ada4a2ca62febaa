#if canImport(UIKit)
    import UIKit

    /// A cell as tall as its text: a multi-line label pinned to the content view's layout margins.
    public final class TextCell: UITableViewCell {
        /// The reuse identifier `ModelTable` registers it for.
        public static let identifier = "Text"
        /// The label, pinned to the layout margins.
        public let label = UILabel()

        /// A cell whose label is in the 17-point system font, pinned to the content view's layout margins.
        override public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            // A fixed font: heights do not follow Dynamic Type here.
            CellLabel.pin(label, toMarginsOf: contentView, font: UIFont.systemFont(ofSize: 17))
        }

        /// Not made from archives.
        public required init?(coder: NSCoder) { nil }
    }
#endif
