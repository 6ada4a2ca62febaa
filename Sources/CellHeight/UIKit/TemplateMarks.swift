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

    extension UITableViewCell {
        /// `true` for the cells that the height one-liners keep as measuring templates. A template is
        /// configured and laid out like a real cell but never displayed: check this in your
        /// configuration code to skip work that does not change the height (image loading, animations).
        public internal(set) var isTemplateLayoutCell: Bool {
            get { TemplateMarks.isTemplate(self) }
            set { if newValue { TemplateMarks.markTemplate(self) } }
        }

        /// Set to `true` to measure this cell with frame layout: its `sizeThatFits(_:)` (given the
        /// content view's width and a height of 0) instead of Auto Layout. `false` by default; a cell
        /// whose constraints give no height falls back to frame layout anyway, with a warning.
        public var forcesFrameLayout: Bool {
            get { TemplateMarks.forcesFrameLayout(self) }
            set { TemplateMarks.setForcesFrameLayout(self, newValue) }
        }
    }

    extension UITableViewHeaderFooterView {
        /// `true` for the header and footer views that the height one-liners keep as measuring
        /// templates (configured and laid out, never displayed).
        public internal(set) var isTemplateLayoutView: Bool {
            get { TemplateMarks.isTemplate(self) }
            set { if newValue { TemplateMarks.markTemplate(self) } }
        }

        /// Set to `true` to measure this view with its `sizeThatFits(_:)` instead of Auto Layout.
        public var forcesFrameLayout: Bool {
            get { TemplateMarks.forcesFrameLayout(self) }
            set { TemplateMarks.setForcesFrameLayout(self, newValue) }
        }
    }

    extension UICollectionViewCell {
        /// `true` for the cells that the height one-liners keep as measuring templates (configured
        /// and laid out, never displayed): skip work that does not change the height.
        public internal(set) var isTemplateLayoutCell: Bool {
            get { TemplateMarks.isTemplate(self) }
            set { if newValue { TemplateMarks.markTemplate(self) } }
        }

        /// Set to `true` to measure this cell with its `sizeThatFits(_:)` instead of Auto Layout.
        public var forcesFrameLayout: Bool {
            get { TemplateMarks.forcesFrameLayout(self) }
            set { TemplateMarks.setForcesFrameLayout(self, newValue) }
        }
    }
#endif
