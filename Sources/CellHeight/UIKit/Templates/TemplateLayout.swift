#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// The UIKit half of template measurement; the decisions are ``TemplateHeightRules``' and
    /// ``TemplateLayoutMemo``'s.
    @MainActor
    enum TemplateLayout {
        /// What a measurement needs besides the view.
        struct Frame {
            /// The frame width to lay the view out at.
            var width: CGFloat
            /// The layout margins the displayed view gets from the list (`nil`: leave them).
            var margins: HorizontalInsets?
            /// The separator height to add.
            var separator: CGFloat = 0
            /// The height to frame the view at before asking its `sizeThatFits(_:)`.
            var normalHeight: CGFloat = TemplateHeightRules.defaultEstimate
        }

        /// Measures `view` (a configured cell or header/footer view) as it would be laid out in the
        /// list.
        ///
        /// The view gets the list's margins (restored afterwards), then, unless `memo` knows the
        /// content width for this view's ``TemplateLayoutSignature``, it is framed `frame.width` wide
        /// (and a tall provisional height) and laid out once, so that UIKit places the content view
        /// as it will in the list (next to accessories, indented while editing); the content view's
        /// width is read back, never computed, and remembered. `correct` gets the signature and that
        /// width and returns the width to measure at (a table applies what its displayed cells
        /// taught, ``TemplateCorrections``). Auto Layout then fits the content view at exactly that
        /// width; frame layout frames the view at a normal height, as much wider as the correction
        /// made the content, and asks its `sizeThatFits(_:)`.
        static func measure(
            _ view: UIView, contentView: UIView, identifier: String, frame: Frame,
            signature: (_ margins: HorizontalInsets) -> TemplateLayoutSignature, memo: inout TemplateLayoutMemo,
            correct: (_ signature: TemplateLayoutSignature, _ laidOutWidth: CGFloat) -> CGFloat = { $1 }
        ) -> TemplateMeasurement {
            let ownMargins = view.layoutMargins
            let margins = frame.margins ?? HorizontalInsets(left: ownMargins.left, right: ownMargins.right)
            if frame.margins != nil {
                view.layoutMargins = UIEdgeInsets(
                    top: ownMargins.top, left: margins.left, bottom: ownMargins.bottom, right: margins.right)
            }
            defer { if frame.margins != nil { view.layoutMargins = ownMargins } }

            let layoutSignature = signature(margins)
            let laidOutWidth: CGFloat
            if let known = memo.contentWidth(for: layoutSignature) {
                laidOutWidth = known
            } else {
                view.frame = CGRect(x: 0, y: 0, width: frame.width, height: TemplateHeightRules.provisionalLayoutHeight)
                view.layoutIfNeeded()
                laidOutWidth = frame.width > 0 ? contentView.bounds.width : 0
                memo.record(laidOutWidth, for: layoutSignature)
            }
            let contentWidth = laidOutWidth > 0 ? correct(layoutSignature, laidOutWidth) : laidOutWidth
            let frameWidth = frame.width + (contentWidth - laidOutWidth)
            let result = TemplateHeightRules.measure(
                identifier: identifier, width: contentWidth, forcesFrameLayout: TemplateMarks.forcesFrameLayout(view),
                separator: frame.separator, normalFrameHeight: frame.normalHeight,
                autoLayoutHeight: {
                    contentView.systemLayoutSizeFitting(
                        CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                        verticalFittingPriority: .fittingSizeLevel
                    ).height
                },
                frameLayoutHeight: { frameHeight in
                    view.frame = CGRect(x: 0, y: 0, width: frameWidth, height: frameHeight)
                    return view.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
                })
            CellHeightLogging.debug(.measurement, "\"\(identifier)\" at content width \(contentWidth): \(result)")
            return result
        }

        /// The signature of a table cell laid out `frameWidth` wide with `margins` in the editing
        /// state of its row: everything that places its content view. The editing state is the
        /// row's (``RowEditingState``), not read from the cell: a displayed cell and its row's
        /// template then have equal signatures whatever UIKit sets on the cell privately.
        static func signature(
            of cell: UITableViewCell, frameWidth: CGFloat, margins: HorizontalInsets, editing: RowEditingState
        ) -> TemplateLayoutSignature {
            TemplateLayoutSignature(
                frameWidth: frameWidth, layoutMargins: margins, accessoryType: cell.accessoryType.rawValue,
                accessoryViewWidth: cell.accessoryView?.frame.width,
                editingAccessoryType: cell.editingAccessoryType.rawValue,
                editingAccessoryViewWidth: cell.editingAccessoryView?.frame.width, editing: editing,
                indentation: CGFloat(cell.indentationLevel) * cell.indentationWidth)
        }

        /// `view`, fresh from a list's `dequeueReusable…(withIdentifier:)`, made fit to be a
        /// template: the reuse pool may hand back a view the list displayed before, still one of
        /// its subviews or hidden for reuse. Framed 10,000 points tall inside the list, such a view
        /// would take the list's safe area and margins and might show. So it leaves its superview
        /// and is shown (a template is never in a window); debug builds assert it is in none.
        static func detached<View: UIView>(_ view: View?) -> View? {
            guard let view else { return nil }
            if view.superview != nil { view.removeFromSuperview() }
            if view.isHidden { view.isHidden = false }
            assert(view.window == nil, "a template view must not be in a window")
            return view
        }

        /// The horizontal part of `insets`.
        static func horizontal(_ insets: UIEdgeInsets) -> HorizontalInsets {
            HorizontalInsets(left: insets.left, right: insets.right)
        }

        /// Runs `body` (which makes, configures and measures a template) with the traits of `list`
        /// as the current traits (see ``IOSOnlyUIKit/performAsCurrent(_:_:)``).
        static func withTraits(of list: UIView, _ body: () -> TemplateMeasurement) -> TemplateMeasurement {
            var result = TemplateMeasurement.unmeasurable
            IOSOnlyUIKit.performAsCurrent(list.traitCollection) { result = body() }
            return result
        }
    }
#endif
