#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// One list's template views by reuse identifier, with the traits they were made under and the
    /// memo of each one's last provisional layout.
    ///
    /// When the list's traits change in a way that changes heights (``LayoutTraits/mustDropTemplates(madeUnder:)``:
    /// Dynamic Type, Bold Text, size classes, display scale), every template is dropped and the
    /// next measurement makes a new one, whose fonts and constraints are those of the new traits.
    @MainActor
    final class TemplateViews {
        /// The unregistered reuse identifiers already reported (once each: a list asks every row).
        static let unregistered = OnceReporter()

        private var views: [String: UIView] = [:]
        private var memos: [String: TemplateLayoutMemo] = [:]
        private var traits: LayoutTraits?

        /// Drops every template and memo if they were made under other height traits than `traits`.
        func use(_ traits: LayoutTraits) {
            guard traits.mustDropTemplates(madeUnder: self.traits) else { return }
            if self.traits != nil, !views.isEmpty {
                CellHeightLogging.debug(.measurement, "traits changed: \(views.count) template(s) dropped")
            }
            views.removeAll()
            memos.removeAll()
            self.traits = traits
        }

        /// The provisional-layout memo of the template for `identifier`.
        subscript(memo identifier: String) -> TemplateLayoutMemo {
            get { memos[identifier] ?? TemplateLayoutMemo() }
            set { memos[identifier] = newValue }
        }

        /// Whether a template was made for `identifier` (and not dropped since).
        func hasTemplate(_ identifier: String) -> Bool { views[identifier] != nil }

        /// Whether no template is kept.
        var isEmpty: Bool { views.isEmpty }

        /// Whether `view` is one of the templates kept (not one dropped since). O(templates).
        func keeps(_ view: UIView) -> Bool { views.values.contains { $0 === view } }

        /// The template for `identifier`, made by `make` on first use, marked as a template, given
        /// `prepareNew` once, and checked to be a `View`. Reports a ``Diagnostic`` and returns `nil`
        /// if `make` gives nothing or a view of another class.
        ///
        /// - Parameter registration: How to register a template, for the message.
        func template<View: UIView>(
            _ identifier: String, as viewType: View.Type, registration: String = "a class or nib",
            make: () -> UIView?, prepareNew: (UIView) -> Void
        ) -> View? {
            let template: UIView
            if let existing = views[identifier] {
                template = existing
            } else {
                guard let made = make() else {
                    Self.unregistered.report(
                        .misuse, key: identifier,
                        "no view is registered for reuse identifier \"\(identifier)\"; register \(registration) "
                            + "for it before asking for heights. UIKit sizes the view itself meanwhile")
                    return nil
                }
                TemplateMarks.markTemplate(made)
                prepareNew(made)
                views[identifier] = made
                memos[identifier] = nil
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
