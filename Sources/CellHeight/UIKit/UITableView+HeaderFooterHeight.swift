#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    @MainActor
    extension CellHeightWrapper where Base: UITableView {
        /// The height of a header or footer view configured by `configuration`, measured every time.
        ///
        /// One template per reuse identifier is dequeued with
        /// `dequeueReusableHeaderFooterView(withIdentifier:)`, kept, marked
        /// as a template (`view.ch.isTemplate`) and never displayed; each call
        /// resets it, runs `configuration` on it, gives it the width and margins of a section view of
        /// this table (as in a plain table) and its traits, and fits it with Auto Layout (or
        /// `sizeThatFits(_:)`). Cost: one Auto Layout fit of the view.
        ///
        /// - Parameters:
        ///   - identifier: A reuse identifier registered with
        ///     `register(_:forHeaderFooterViewReuseIdentifier:)`.
        ///   - viewType: The class of the view registered for `identifier`, such as `DayHeader.self`:
        ///     the type `configuration` receives. Leave it out when the closure names its parameter's
        ///     type.
        ///   - configuration: Configures the template as the delegate configures the displayed view.
        /// - Returns: The height, or `UITableView.automaticDimension` if it cannot be measured (see
        ///   `heightForCell(withIdentifier:as:configuration:)`).
        public func heightForHeaderFooterView<View: UITableViewHeaderFooterView>(
            withIdentifier identifier: String, as viewType: View.Type = View.self, configuration: (View) -> Void
        ) -> CGFloat {
            base.supplementaryHeight(nil, identifier: identifier, configuration: configuration)
        }

        /// The height of the header of `section`, cached by section or measured and cached.
        ///
        /// The cache follows section insertions, deletions, moves and reloads by itself (row changes
        /// leave it alone: call ``invalidateHeaderFooterHeights(inSection:)`` if a header shows, say, a
        /// row count). A hit is O(1).
        ///
        /// ```swift
        /// func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        ///     tableView.ch.heightForHeader(withIdentifier: "Day", as: DayHeader.self, inSection: section) { header in
        ///         header.configure(with: days[section])
        ///     }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - identifier: A reuse identifier registered with
        ///     `register(_:forHeaderFooterViewReuseIdentifier:)`.
        ///   - viewType: The class of the view registered for `identifier` (see
        ///     ``heightForHeaderFooterView(withIdentifier:as:configuration:)``).
        ///   - section: The section, as UIKit gave it.
        ///   - configuration: Configures the template; called only on a cache miss.
        public func heightForHeader<View: UITableViewHeaderFooterView>(
            withIdentifier identifier: String, as viewType: View.Type = View.self, inSection section: Int,
            configuration: (View) -> Void
        ) -> CGFloat {
            base.supplementaryHeight((section, .header), identifier: identifier, configuration: configuration)
        }

        /// The height of the footer of `section`, cached by section or measured and cached (see
        /// ``heightForHeader(withIdentifier:as:inSection:configuration:)``).
        public func heightForFooter<View: UITableViewHeaderFooterView>(
            withIdentifier identifier: String, as viewType: View.Type = View.self, inSection section: Int,
            configuration: (View) -> Void
        ) -> CGFloat {
            base.supplementaryHeight((section, .footer), identifier: identifier, configuration: configuration)
        }

        /// Forgets the cached header and footer heights of `section`, in every layout context.
        public func invalidateHeaderFooterHeights(inSection section: Int) {
            base.heightStore.state.supplementary.invalidate(section: section)
        }

    }

    extension UITableView {
        fileprivate func supplementaryHeight<View: UITableViewHeaderFooterView>(
            _ place: (section: Int, kind: SectionHeightCache.Kind)?, identifier: String, configuration: (View) -> Void
        ) -> CGFloat {
            let store = heightStore
            let key = place.map { ListHeightState.CacheKey.section($0.section, $0.kind) } ?? .none
            let layout = currentHeightLayout
            let context = store.corrections.cacheContext(for: layout.context)
            let height = store.state.height(key, in: context) { () -> TemplateMeasurement in
                measureHeaderFooterView(identifier: identifier, layout: layout, configuration: configuration)
            }
            return height ?? UITableView.automaticDimension
        }

        /// Measures a header or footer template like a cell (see `measureCell`), with the geometry of
        /// a section view (``TableLayout/sectionViewGeometry``) and no separator.
        private func measureHeaderFooterView<View: UITableViewHeaderFooterView>(
            identifier: String, layout: TableLayout, configuration: (View) -> Void
        ) -> TemplateMeasurement {
            let store = heightStore
            let geometry = layout.sectionViewGeometry
            guard geometry.isReady else { return .unmeasurable }
            return TemplateLayout.withTraits(of: self) {
                store.headerFooterViews.use(layout.traits)
                let template = store.headerFooterViews.template(identifier, as: View.self) {
                    TemplateLayout.detached(dequeueReusableHeaderFooterView(withIdentifier: identifier))
                } prepareNew: {
                    IOSOnlyUIKit.overrideHeightTraits(of: $0, with: traitCollection)
                }
                guard let view = template else { return .unmeasurable }
                view.prepareForReuse()
                configuration(view)
                let margins = geometry.templateMargins(
                    own: TemplateLayout.horizontal(view.layoutMargins),
                    preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins)
                return TemplateLayout.measure(
                    view, contentView: view.contentView, identifier: identifier,
                    frame: TemplateLayout.Frame(width: geometry.templateWidth, margins: margins),
                    signature: { TemplateLayoutSignature(frameWidth: geometry.templateWidth, layoutMargins: $0) },
                    memo: &store.headerFooterViews[memo: identifier])
            }
        }
    }
#endif
