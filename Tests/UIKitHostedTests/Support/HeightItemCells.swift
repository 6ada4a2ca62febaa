#if canImport(UIKit)
    import CellHeight
    import UIKit

    /// A self-sizing list item: a multi-line body-style label pinned to the content view's layout
    /// margins, which include the safe area where the item runs under a notch.
    final class MultilineItemCell: UICollectionViewCell {
        static let identifier = "MultilineItemCell"

        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
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

    /// A plain collection view cell whose content comes from a content configuration
    /// (`UIListContentConfiguration`, `UIHostingConfiguration`).
    final class ConfiguredItemCell: UICollectionViewCell {
        static let identifier = "ConfiguredItemCell"
    }

    /// A frame-layout list item (`ch.forcesFrameLayout`): label framed in `layoutSubviews()`, height
    /// from `sizeThatFits(_:)`, and the Auto Layout decoy of ``FrameLayoutBadge``.
    ///
    /// The self-sizing twin sizes it through `preferredLayoutAttributesFitting(_:)`, the documented
    /// override point of a self-sizing collection view cell, which answers with `sizeThatFits(_:)`
    /// at the width the layout gave the item.
    final class FrameLayoutItemCell: UICollectionViewCell {
        static let identifier = "FrameLayoutItemCell"
        static let textInsets = UIEdgeInsets(top: 12, left: 18, bottom: 12, right: 18)

        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
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

        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            let width = layoutAttributes.size.width
            attributes.size = CGSize(width: width, height: sizeThatFits(CGSize(width: width, height: 0)).height)
            return attributes
        }

        private func textHeight(width: CGFloat) -> CGFloat {
            ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        }
    }
#endif
