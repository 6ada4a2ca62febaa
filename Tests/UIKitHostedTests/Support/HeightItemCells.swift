#if canImport(UIKit)
    import CellHeight
    import UIKit
    import UIKitTestSupport

    /// A self-sizing list item: a multi-line body-style label pinned to the content view's layout
    /// margins, which include the safe area where the item runs under a notch.
    class MultilineItemCell: UICollectionViewCell {
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
    class ConfiguredItemCell: UICollectionViewCell {
        static let identifier = "ConfiguredItemCell"
    }

    /// The self-sizing flow-layout twin's cells: a flow layout with an estimated item size lets a
    /// cell choose its whole size in `preferredLayoutAttributesFitting(_:)`, the documented override
    /// point, so these keep the width the layout gave the item and fit the height to it, as a
    /// full-width list item of an app does.
    final class FlowTwinMultilineItemCell: MultilineItemCell {
        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            FlowTwinSizing.fit(self, super.preferredLayoutAttributesFitting(layoutAttributes), layoutAttributes)
        }
    }

    /// ``FlowTwinMultilineItemCell``'s twin for content configurations.
    final class FlowTwinConfiguredItemCell: ConfiguredItemCell {
        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            FlowTwinSizing.fit(self, super.preferredLayoutAttributesFitting(layoutAttributes), layoutAttributes)
        }
    }

    @MainActor
    enum FlowTwinSizing {
        /// `attributes` with the width of `proposed` and the height Auto Layout gives `cell` at that
        /// width.
        static func fit(
            _ cell: UICollectionViewCell, _ attributes: UICollectionViewLayoutAttributes,
            _ proposed: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            let width = proposed.size.width
            let fitted = cell.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            attributes.size = CGSize(width: width, height: fitted.height)
            return attributes
        }
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
