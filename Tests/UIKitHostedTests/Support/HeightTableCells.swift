#if canImport(UIKit)
    import CellHeight
    import UIKit

    /// A self-sizing table cell as apps write them: a multi-line label in Dynamic Type's body style
    /// pinned to the content view's layout margins, which the table sets (its margins, the readable
    /// width, the safe area), so that a template must get the same margins to wrap the same way.
    final class MultilineTableCell: UITableViewCell {
        static let identifier = "MultilineTableCell"

        let label = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.numberOfLines = 0
            label.font = UIFont.preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: margins.topAnchor),
                label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("made in code") }
    }

    /// A frame-layout table cell (`ch.forcesFrameLayout`): its label is framed in `layoutSubviews()`
    /// and its height comes from `sizeThatFits(_:)`.
    ///
    /// Its content view also holds a small badge with constraints that give Auto Layout a height of
    /// its own (24 points, never the row's): a template measured with Auto Layout instead of
    /// `sizeThatFits(_:)` comes out wrong, so the test sees whether `forcesFrameLayout` is honoured.
    ///
    /// The self-sizing twin sizes it through `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
    /// the method a self-sizing table asks its cells, overridden here (with its one-argument form)
    /// to answer with `sizeThatFits(_:)` at the width UIKit proposes: how a manual-layout cell
    /// takes part in self-sizing. Used without accessories in a plain portrait table, where the cell and its
    /// content view are equally wide, and without separators, so that no separator convention of
    /// either side enters the comparison.
    final class FrameLayoutTableCell: UITableViewCell {
        static let identifier = "FrameLayoutTableCell"
        static let textInsets = UIEdgeInsets(top: 12, left: 18, bottom: 12, right: 18)

        let label = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.numberOfLines = 0
            label.font = UIFont.systemFont(ofSize: 17)
            contentView.addSubview(label)
            FrameLayoutBadge.install(in: contentView)
            ch.forcesFrameLayout = true
        }

        required init?(coder: NSCoder) { fatalError("made in code") }

        override func layoutSubviews() {
            super.layoutSubviews()
            let insets = Self.textInsets
            let width = max(0, contentView.bounds.width - insets.left - insets.right)
            label.frame = CGRect(x: insets.left, y: insets.top, width: width, height: textHeight(width: width))
        }

        override func sizeThatFits(_ size: CGSize) -> CGSize {
            let insets = Self.textInsets
            let width = max(0, size.width - insets.left - insets.right)
            return CGSize(width: size.width, height: insets.top + textHeight(width: width) + insets.bottom)
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

        private func textHeight(width: CGFloat) -> CGFloat {
            ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        }
    }

    /// The Auto Layout decoy of the frame-layout cells: an 8-point square pinned 8 points from the
    /// top and leading edges of the content view, with the bottom edge at least 8 points away, so
    /// that fitting the content view with Auto Layout gives 24 points whatever the text.
    enum FrameLayoutBadge {
        @MainActor
        static func install(in contentView: UIView) {
            let badge = UIView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                badge.widthAnchor.constraint(equalToConstant: 8),
                badge.heightAnchor.constraint(equalToConstant: 8),
                badge.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -8),
            ])
        }
    }
#endif
