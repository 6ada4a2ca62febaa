#if canImport(UIKit)
    import UIKit

    /// The content of the frame-layout cells (``FrameLayoutTableCell``, ``FrameLayoutItemCell``): a
    /// multi-line label framed by hand within ``textInsets``, and an Auto Layout decoy.
    ///
    /// The decoy is a small badge with constraints that give Auto Layout a height of its own
    /// (24 points, never the row's): a template measured with Auto Layout instead of
    /// `sizeThatFits(_:)` comes out wrong, so the tests see whether `forcesFrameLayout` is honoured.
    @MainActor
    enum FrameLayoutContent {
        static let textInsets = UIEdgeInsets(top: 12, left: 18, bottom: 12, right: 18)

        /// Makes `label` multi-line in the 17-point system font and adds it, then the badge, to `contentView`.
        static func install(_ label: UILabel, in contentView: UIView) {
            label.numberOfLines = 0
            label.font = UIFont.systemFont(ofSize: 17)
            contentView.addSubview(label)
            installBadge(in: contentView)
        }

        /// Frames `label` within ``textInsets`` of `contentView`'s bounds, as tall as its text.
        static func layOut(_ label: UILabel, in contentView: UIView) {
            let insets = textInsets
            let width = max(0, contentView.bounds.width - insets.left - insets.right)
            label.frame = CGRect(
                x: insets.left, y: insets.top, width: width, height: textHeight(of: label, width: width))
        }

        /// The size of a cell of `size.width` whose `label` fits its text within ``textInsets``.
        static func size(of label: UILabel, fitting size: CGSize) -> CGSize {
            let insets = textInsets
            let width = max(0, size.width - insets.left - insets.right)
            return CGSize(width: size.width, height: insets.top + textHeight(of: label, width: width) + insets.bottom)
        }

        private static func textHeight(of label: UILabel, width: CGFloat) -> CGFloat {
            ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        }

        /// The decoy: an 8-point square pinned 8 points from the top and leading edges of the content
        /// view, with the bottom edge at least 8 points away, so that fitting the content view with
        /// Auto Layout gives 24 points whatever the text.
        private static func installBadge(in contentView: UIView) {
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
