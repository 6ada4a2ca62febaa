#if canImport(UIKit)
    import CellHeight
    import UIKit
    import UIKitTestSupport

    /// A self-sizing list item: a multi-line body-style label pinned to the content view's layout
    /// margins, which include the safe area where the item runs under a notch.
    final class MultilineItemCell: UICollectionViewCell {
        static let identifier = "MultilineItemCell"

        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            CellLabel.pin(
                label, toMarginsOf: contentView, font: UIFont.preferredFont(forTextStyle: .body),
                adjustsForContentSizeCategory: true)
        }

        required init?(coder: NSCoder) { fatalError("made in code") }
    }

    /// A plain collection view cell whose content comes from a content configuration
    /// (`UIListContentConfiguration`, `UIHostingConfiguration`).
    final class ConfiguredItemCell: UICollectionViewCell {
        static let identifier = "ConfiguredItemCell"
    }

    /// A frame-layout list item (`ch.forcesFrameLayout`): label framed in `layoutSubviews()`, height
    /// from `sizeThatFits(_:)`, and the Auto Layout decoy of ``FrameLayoutContent``.
    ///
    /// The self-sizing twin sizes it through `preferredLayoutAttributesFitting(_:)`, the documented
    /// override point of a self-sizing collection view cell, which answers with `sizeThatFits(_:)`
    /// at the width the layout gave the item.
    final class FrameLayoutItemCell: UICollectionViewCell {
        static let identifier = "FrameLayoutItemCell"

        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
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

        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            let width = layoutAttributes.size.width
            attributes.size = CGSize(width: width, height: sizeThatFits(CGSize(width: width, height: 0)).height)
            return attributes
        }
    }
#endif
