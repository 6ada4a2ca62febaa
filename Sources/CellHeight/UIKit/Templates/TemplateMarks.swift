#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    nonisolated(unsafe) private var templateKey: UInt8 = 0
    nonisolated(unsafe) private var frameLayoutKey: UInt8 = 0

    /// Two flags kept on views as associated objects: "this is a template" and "measure me with
    /// frame layout".
    @MainActor
    enum TemplateMarks {
        static func isTemplate(_ view: UIView) -> Bool {
            objc_getAssociatedObject(view, &templateKey) as? Bool ?? false
        }

        static func markTemplate(_ view: UIView) {
            objc_setAssociatedObject(view, &templateKey, true, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }

        static func forcesFrameLayout(_ view: UIView) -> Bool {
            objc_getAssociatedObject(view, &frameLayoutKey) as? Bool ?? false
        }

        static func setForcesFrameLayout(_ view: UIView, _ value: Bool) {
            objc_setAssociatedObject(view, &frameLayoutKey, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// A view that the height methods measure as a template: table and collection view cells, and
    /// table header/footer views. Their ``CellHeightWrapper`` has ``CellHeightWrapper/isTemplate``
    /// and ``CellHeightWrapper/forcesFrameLayout``.
    public protocol CellHeightTemplate: UIView, CellHeightCompatible {}

    extension UITableViewCell: CellHeightTemplate {}
    extension UICollectionViewCell: CellHeightTemplate {}
    extension UITableViewHeaderFooterView: CellHeightTemplate {}

    @MainActor
    extension CellHeightWrapper where Base: CellHeightTemplate {
        /// `true` for the cells and header/footer views that the height methods keep as measuring
        /// templates. A template is configured and laid out like a real cell but never displayed:
        /// check this in your configuration code to skip work that does not change the height
        /// (image loading, animations).
        public var isTemplate: Bool { TemplateMarks.isTemplate(base) }

        /// Set to `true` to measure this cell or header/footer view with frame layout: its
        /// `sizeThatFits(_:)` (given the content view's width and a height of 0) instead of Auto
        /// Layout. `false` by default; a view whose constraints give no height falls back to frame
        /// layout anyway, with a warning.
        public var forcesFrameLayout: Bool {
            get { TemplateMarks.forcesFrameLayout(base) }
            nonmutating set { TemplateMarks.setForcesFrameLayout(base, newValue) }
        }
    }
#endif
