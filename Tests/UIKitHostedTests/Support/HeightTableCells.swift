#if canImport(UIKit)
    import CellHeight
    import UIKit
    import UIKitTestSupport

    /// A self-sizing table cell as apps write them: a multi-line label in Dynamic Type's body style
    /// pinned to the content view's layout margins, which the table sets (its margins, the readable
    /// width, the safe area), so that a template must get the same margins to wrap the same way.
    final class MultilineTableCell: UITableViewCell {
        static let identifier = "MultilineTableCell"

        let label = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            CellLabel.pin(
                label, toMarginsOf: contentView, font: UIFont.preferredFont(forTextStyle: .body),
                adjustsForContentSizeCategory: true)
        }

        required init?(coder: NSCoder) { fatalError("made in code") }
    }

    /// A frame-layout table cell (`ch.forcesFrameLayout`): its label is framed in `layoutSubviews()`
    /// and its height comes from `sizeThatFits(_:)`.
    ///
    /// Its content view also holds the Auto Layout decoy of ``FrameLayoutContent``, so the test sees
    /// whether `forcesFrameLayout` is honoured.
    ///
    /// The self-sizing twin sizes it through `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
    /// the method a self-sizing table asks its cells, overridden here (with its one-argument form)
    /// to answer with `sizeThatFits(_:)` at the width UIKit proposes: how a manual-layout cell
    /// takes part in self-sizing. Used without accessories in a plain portrait table, where the cell and its
    /// content view are equally wide, and without separators, so that no separator convention of
    /// either side enters the comparison.
    final class FrameLayoutTableCell: UITableViewCell {
        static let identifier = "FrameLayoutTableCell"

        let label = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            FrameLayoutContent.install(label, in: contentView)
            ch.forcesFrameLayout = true
        }

        required init?(coder: NSCoder) { fatalError("made in code") }

        override func layoutSubviews() {
            super.layoutSubviews()
            FrameLayoutContent.layOut(label, in: contentView)
        }

        override func sizeThatFits(_ size: CGSize) -> CGSize {
            FrameLayoutContent.size(of: label, fitting: size)
        }

        override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
            sizeThatFits(CGSize(width: targetSize.width, height: 0))
        }

        override func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize {
            sizeThatFits(CGSize(width: targetSize.width, height: 0))
        }
    }
#endif
