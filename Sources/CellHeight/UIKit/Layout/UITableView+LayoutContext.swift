#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// Reports, once per process, a table whose section index view was not found.
    private let indexNotFound = OnceReporter()

    extension UITableView {
        /// The table's layout now: read from documented properties into ``TableLayout``, again only
        /// when its ``TableLayoutFingerprint`` or its data changed (see ``TableLayoutMemo``). Its
        /// `context` is the rules' one; the caches use ``heightLayoutContext``.
        package var currentHeightLayout: TableLayout {
            let store = heightStore
            store.runBeforeFirstLayoutContext()
            let reads = store.tableLayout.reads
            let layout = store.tableLayout.layout(for: heightFingerprint(store), readGuides: heightGuides)
            if store.tableLayout.reads != reads { layoutWasRead(layout) }
            return layout
        }

        /// The layout context of this table now (the cache key): the content width and margins its
        /// cells get, its height traits, its editing mode and the corrections its displayed cells
        /// taught (``TemplateCorrections/cacheContext(for:)``). The per-row path of every height
        /// call: two comparisons while nothing changed.
        package var heightLayoutContext: LayoutContext {
            let store = heightStore
            store.runBeforeFirstLayoutContext()
            let reads = store.tableLayout.reads
            let rule = store.tableLayout.context(for: heightFingerprint(store), readGuides: heightGuides)
            if store.tableLayout.reads != reads { layoutWasRead(store.tableLayout.current) }
            return store.corrections.cacheContext(for: rule)
        }

        /// The values the layout depends on that are cheap to read (plain properties).
        private func heightFingerprint(_ store: HeightStore) -> TableLayoutFingerprint {
            TableLayoutFingerprint(
                boundsWidth: bounds.width, style: heightStyle,
                contentInset: TemplateLayout.horizontal(adjustedContentInset),
                safeArea: TemplateLayout.horizontal(safeAreaInsets),
                layoutMargins: TemplateLayout.horizontal(layoutMargins),
                insetsContentViewsToSafeArea: insetsContentViewsToSafeArea,
                followsReadableWidth: cellLayoutMarginsFollowReadableWidth, traits: LayoutTraits(traitCollection),
                editing: store.editing.mode(tableIsEditing: isEditing))
        }

        /// The layout guides and the section index, read when the fingerprint or the data changed.
        /// Runs the app's code (the data source's index titles and counts), which may reach the
        /// store again: the memo calls it with no access to the store open (``TableLayoutMemo``).
        private func heightGuides(indexIsLaidOut: Bool) -> TableGuides {
            TableGuides(
                layoutMargins: insets(of: layoutMarginsGuide),
                readableContent: cellLayoutMarginsFollowReadableWidth ? insets(of: readableContentGuide) : nil,
                sectionIndex: sectionIndex(indexIsLaidOut: indexIsLaidOut))
        }

        /// Switches this table's caches to its current layout context.
        package func useCurrentHeightLayoutContext() { heightStore.state.use(heightLayoutContext) }

        /// After the table's `layoutSubviews()`: its section index is laid out now, its data is
        /// loaded (UIKit's own first `reloadData()` is behind it, ``ListDataLoad``), and the cells it
        /// displayed for the first time are compared with their templates
        /// (``compareDisplayedCells(_:)``).
        func heightListDidLayout(_ store: HeightStore) {
            store.tableLayout.listDidLayout()
            store.dataLoad.listDidLayOut(dataSource: dataSource.map { ObjectIdentifier($0) })
            rowRefreshMayResume(store)
            compareDisplayedCells(store)
            #if os(iOS)
                // A snapshot that reached the table outside ch.apply: its rows are measured again.
                if store.diffableListDidLayout(self, dataSource: dataSource) { refreshRowHeights(store) }
            #endif
        }

        private var heightStyle: TableCellGeometry.Style {
            switch style {
            case .insetGrouped: return .insetGrouped
            case .grouped: return .grouped
            default: return .plain
            }
        }

        /// The insets of `guide.layoutFrame` from this table's edges (in bounds coordinates).
        private func insets(of guide: UILayoutGuide) -> HorizontalInsets {
            let frame = guide.layoutFrame
            return .inset(ofFrameFrom: frame.minX, to: frame.maxX, boundsMinX: bounds.minX, boundsWidth: bounds.width)
        }

        /// The section index: the data source's titles, the minimum row count (rows are counted only
        /// when it is above 0), and the frame of UIKit's index view. UIKit has no public API for the
        /// index's width; like FDTemplateLayoutCell, this finds the table's `UITableViewIndex`
        /// subview.
        private func sectionIndex(indexIsLaidOut: Bool) -> TableCellGeometry.SectionIndex {
            guard let titles = dataSource?.sectionIndexTitles?(for: self), !titles.isEmpty else { return .hidden }
            let minimum = sectionIndexMinimumDisplayRowCount
            let rows = minimum > 0 ? (0..<numberOfSections).reduce(0) { $0 + numberOfRows(inSection: $1) } : 0
            let strip = subviews.first(where: Self.isSectionIndexView).map {
                HorizontalInsets.occupied(
                    byStripFrom: $0.frame.minX, to: $0.frame.maxX, boundsMinX: bounds.minX, boundsWidth: bounds.width)
            }
            return .resolve(
                titleCount: titles.count, rowCount: rows, minimumDisplayRowCount: minimum, indexStrip: strip,
                tableHasLaidOut: indexIsLaidOut)
        }

        /// Whether `view` is UIKit's section index view: its class, or a superclass, is
        /// `UITableViewIndex` (what `isKind(of:)` answers, walked with the runtime's
        /// `class_getSuperclass`).
        private static func isSectionIndexView(_ view: UIView) -> Bool {
            guard let indexClass = NSClassFromString("UITableViewIndex") else { return false }
            var cls: AnyClass? = type(of: view)
            while let current = cls {
                if current == indexClass { return true }
                cls = class_getSuperclass(current)
            }
            return false
        }

        private func layoutWasRead(_ layout: TableLayout) {
            CellHeightLogging.debug(.measurement, "table layout: \(layout.context)")
            switch layout.geometry.sectionIndex {
            case .pending:
                setNeedsLayout()  // the index is laid out in the next layout pass
            case .notFound:
                indexNotFound.report(
                    .measurementFailed, key: "UITableViewIndex",
                    "the table shows a section index but its view (UITableViewIndex) was not found, so row heights "
                        + "are measured as if it took no width and may come out short. Please report the iOS version; "
                        + "meanwhile use UITableView.automaticDimension for tables with a section index")
            default:
                break
            }
        }
    }
#endif
