#if canImport(UIKit)
    import UIKit

    /// The label of the self-sizing test cells: multi-line, pinned to the content view's layout margins.
    @MainActor
    public enum CellLabel {
        /// Makes `label` multi-line in `font` (following Dynamic Type if `adjustsForContentSizeCategory`),
        /// adds it to `contentView` and pins its four edges to the content view's layout margins.
        public static func pin(
            _ label: UILabel, toMarginsOf contentView: UIView, font: @autoclosure () -> UIFont,
            adjustsForContentSizeCategory: Bool = false
        ) {
            label.numberOfLines = 0
            label.font = font()
            if adjustsForContentSizeCategory { label.adjustsFontForContentSizeCategory = true }
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
    }
#endif
