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

    // `isTemplate` and `forcesFrameLayout` on the three kinds of views the height methods measure.
    // One extension each, so that no protocol of the package's own is public for them to hang on.

    @MainActor
    extension CellHeightWrapper where Base: UITableViewCell {
        /// `true` for the cells that the height methods keep as measuring templates. A template is
        /// configured and laid out like a real cell but never displayed: check this in your
        /// configuration code to skip work that does not change the height (image loading,
        /// animations).
        ///
        /// ```swift
        /// func configure(with post: Post) {
        ///     label.text = post.text
        ///     guard !ch.isTemplate else { return }
        ///     imageLoader.load(post.imageURL, into: photoView)
        /// }
        /// ```
        public var isTemplate: Bool { TemplateMarks.isTemplate(base) }

        /// Set to `true` to measure this cell with frame layout: its `sizeThatFits(_:)` (given the
        /// content view's width and a height of 0) instead of Auto Layout. `false` by default; a cell
        /// whose constraints give no height falls back to frame layout anyway, with a warning.
        public var forcesFrameLayout: Bool {
            get { TemplateMarks.forcesFrameLayout(base) }
            nonmutating set { TemplateMarks.setForcesFrameLayout(base, newValue) }
        }
    }

    @MainActor
    extension CellHeightWrapper where Base: UICollectionViewCell {
        /// `true` for the cells that the height methods keep as measuring templates (see the table
        /// cell's `isTemplate`).
        public var isTemplate: Bool { TemplateMarks.isTemplate(base) }

        /// Set to `true` to measure this cell with frame layout (see the table cell's
        /// `forcesFrameLayout`).
        public var forcesFrameLayout: Bool {
            get { TemplateMarks.forcesFrameLayout(base) }
            nonmutating set { TemplateMarks.setForcesFrameLayout(base, newValue) }
        }
    }

    @MainActor
    extension CellHeightWrapper where Base: UITableViewHeaderFooterView {
        /// `true` for the header and footer views that the height methods keep as measuring
        /// templates (see the table cell's `isTemplate`).
        public var isTemplate: Bool { TemplateMarks.isTemplate(base) }

        /// Set to `true` to measure this header or footer view with frame layout (see the table
        /// cell's `forcesFrameLayout`).
        public var forcesFrameLayout: Bool {
            get { TemplateMarks.forcesFrameLayout(base) }
            nonmutating set { TemplateMarks.setForcesFrameLayout(base, newValue) }
        }
    }

    extension UITableViewCell: CellHeightCompatible {}
    extension UICollectionViewCell: CellHeightCompatible {}
    extension UITableViewHeaderFooterView: CellHeightCompatible {}
#endif
