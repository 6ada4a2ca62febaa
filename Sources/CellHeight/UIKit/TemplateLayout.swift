#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// The UIKit half of template measurement; the decisions are ``TemplateHeightRules``'.
    @MainActor
    enum TemplateLayout {
        /// The unregistered reuse identifiers already reported (once each: a table asks every row).
        static let unregistered = OnceReporter()

        /// Measures `view` (a configured cell or header/footer view) as it would be laid out `width`
        /// points wide.
        ///
        /// The view's frame is set to `width` (and a tall provisional height) and laid out, so that
        /// UIKit places the content view as it will in the list (next to accessories, indented while
        /// editing); the content view's width is then read back, never computed. Auto Layout fits the
        /// content view at exactly that width; frame layout asks the view's `sizeThatFits(_:)`.
        /// The view's frame is restored afterwards.
        static func measure(
            _ view: UIView, contentView: UIView, identifier: String, width: CGFloat, separator: CGFloat
        ) -> TemplateMeasurement {
            let savedFrame = view.frame
            defer { view.frame = savedFrame }
            view.frame = CGRect(x: 0, y: 0, width: width, height: TemplateHeightRules.provisionalLayoutHeight)
            view.layoutIfNeeded()
            let contentWidth = width > 0 ? contentView.bounds.width : 0
            let result = TemplateHeightRules.measure(
                identifier: identifier, width: contentWidth, forcesFrameLayout: TemplateMarks.forcesFrameLayout(view),
                separator: separator,
                autoLayoutHeight: {
                    contentView.systemLayoutSizeFitting(
                        CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                        verticalFittingPriority: .fittingSizeLevel
                    ).height
                },
                frameLayoutHeight: { view.sizeThatFits(CGSize(width: contentWidth, height: 0)).height })
            CellHeightLogging.debug(.measurement, "\"\(identifier)\" at content width \(contentWidth): \(result)")
            return result
        }

        /// The template for `identifier` in `templates`, made by `make` on first use, marked as a
        /// template, and checked to be a `View`. Reports a ``Diagnostic`` and returns `nil` if `make`
        /// gives nothing or a view of another class.
        static func template<View: UIView>(
            _ identifier: String, in templates: inout [String: UIView], as viewType: View.Type, make: () -> UIView?
        ) -> View? {
            let template: UIView
            if let existing = templates[identifier] {
                template = existing
            } else {
                guard let made = make() else {
                    unregistered.report(
                        .misuse, key: identifier,
                        "no view is registered for reuse identifier \"\(identifier)\"; register a class or nib "
                            + "for it before asking for heights. UIKit sizes the view itself meanwhile")
                    return nil
                }
                TemplateMarks.markTemplate(made)
                templates[identifier] = made
                template = made
            }
            guard let typed = template as? View else {
                Diagnostics.report(
                    .misuse,
                    "the view registered for \"\(identifier)\" is a \(type(of: template)), not a \(View.self); "
                        + "make the configuration closure's parameter type match the registered class")
                return nil
            }
            return typed
        }
    }
#endif
