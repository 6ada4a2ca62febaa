#if canImport(UIKit)
    import UIKit

    /// What a row shows and how its cell is made: the cell class registered for `identifier`, and
    /// the one configuration that both `tableView(_:cellForRowAt:)` and the height template run.
    @MainActor
    struct TableRowContent {
        var identifier: String
        var cellClass: UITableViewCell.Type
        var configure: (UITableViewCell, String) -> Void

        /// ``MultilineTableCell``: a body-style label pinned to the content view's margins.
        static var autoLayout: TableRowContent {
            TableRowContent(identifier: MultilineTableCell.identifier, cellClass: MultilineTableCell.self) {
                cell, text in (cell as? MultilineTableCell)?.label.text = text
            }
        }

        /// ``FrameLayoutTableCell``: frames and `sizeThatFits(_:)`, `forcesFrameLayout` on.
        static var frameLayout: TableRowContent {
            TableRowContent(identifier: FrameLayoutTableCell.identifier, cellClass: FrameLayoutTableCell.self) {
                cell, text in
                guard let cell = cell as? FrameLayoutTableCell else { return }
                cell.label.text = text
                cell.setNeedsLayout()
            }
        }

        /// A plain `UITableViewCell` with the table's default list content configuration, its text
        /// and secondary text (iOS 14).
        @available(iOS 14.0, *)
        static var listContent: TableRowContent {
            TableRowContent(identifier: "ListContentTableCell", cellClass: UITableViewCell.self) { cell, text in
                var content = cell.defaultContentConfiguration()
                content.text = text
                content.secondaryText = "Secondary text: \(text.count) characters"
                cell.contentConfiguration = content
            }
        }
    }

    /// The accessory a row shows: one of UIKit's `accessoryType`s, or a custom `accessoryView`.
    enum RowAccessory: CustomStringConvertible {
        case type(UITableViewCell.AccessoryType)
        case customView(width: CGFloat)

        static let none = RowAccessory.type(.none)

        /// Every `accessoryType` and a custom view 72 points wide.
        static let all: [RowAccessory] = [
            .type(.none), .type(.disclosureIndicator), .type(.detailDisclosureButton), .type(.checkmark),
            .type(.detailButton), .customView(width: 72),
        ]

        var description: String {
            switch self {
            case .type(let type): return "accessoryType \(type.rawValue)"
            case .customView(let width): return "accessoryView \(Int(width)) pt wide"
            }
        }

        /// Gives `cell` this accessory (a new view each time for a custom one: a view has one
        /// superview).
        @MainActor
        func apply(to cell: UITableViewCell) {
            switch self {
            case .type(let type):
                cell.accessoryView = nil
                cell.accessoryType = type
            case .customView(let width):
                cell.accessoryType = .none
                cell.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 24))
            }
        }
    }

    /// One case of "the cached height equals UIKit's own": the table's style, its window, what its
    /// rows show and which of UIKit's layout features are on. Both the cached table and its
    /// self-sizing twin are built from it.
    @MainActor
    struct TableScenario {
        var name: String
        var style: UITableView.Style = .plain
        var environment = ListEnvironment.portraitPhone
        var content = TableRowContent.autoLayout
        var accessory = RowAccessory.none
        /// Rows take the accessories of ``RowAccessory/all`` in turn instead of ``accessory``, so that
        /// one template is measured with each in a row.
        var mixesAccessories = false
        var showsSectionIndex = false
        var followsReadableWidth = false
        var isEditing = false
        /// How the rows answer the per-row editing questions (in editing mode).
        var editingRows = EditingRows.standard
        /// Whether the rules alone must give UIKit's heights, with no correction from a displayed
        /// cell (``RuleCorrection/none`` at the end).
        var rulesAloneAreRight = false
        var hasSeparators = true
        /// If set, the cached table first measures every row at `environment`'s text size, then its
        /// text size changes to this one (as from Settings) before the comparison; the twin shows
        /// this one from the start.
        var textSizeChange: UIContentSizeCategory?

        /// The environment the rows are compared in: `environment`, after any ``textSizeChange``.
        var comparedEnvironment: ListEnvironment { environment.withTextSize(textSizeChange) }

        /// Configures `cell` for the row at `indexPath`: content, then accessory.
        func configure(_ cell: UITableViewCell, at indexPath: IndexPath) {
            content.configure(cell, HeightTexts.text(at: indexPath))
            if mixesAccessories {
                let all = RowAccessory.all
                all[(indexPath.section * 7 + indexPath.row) % all.count].apply(to: cell)
            } else {
                accessory.apply(to: cell)
            }
        }

        /// A table of this scenario's style and options, its rows registered, `source` its data
        /// source; editing mode is entered once it is in a window.
        func makeTable(source: TableRowsSource) -> UITableView {
            let table = UITableView(frame: CGRect(origin: .zero, size: environment.size), style: style)
            table.register(content.cellClass, forCellReuseIdentifier: content.identifier)
            table.cellLayoutMarginsFollowReadableWidth = followsReadableWidth
            if !hasSeparators { table.separatorStyle = .none }
            table.dataSource = source
            return table
        }
    }

    /// The data source of both tables of a scenario: the same sections, rows, configuration,
    /// section index and editability.
    @MainActor
    class TableRowsSource: NSObject, UITableViewDataSource {
        let scenario: TableScenario

        init(_ scenario: TableScenario) { self.scenario = scenario }

        func numberOfSections(in tableView: UITableView) -> Int { HeightTexts.sections.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            HeightTexts.sections[section].count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: scenario.content.identifier, for: indexPath)
            scenario.configure(cell, at: indexPath)
            return cell
        }

        func sectionIndexTitles(for tableView: UITableView) -> [String]? {
            scenario.showsSectionIndex ? HeightTexts.indexTitles : nil
        }

        func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            index
        }

        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            scenario.editingRows.canEdit(at: indexPath)
        }

        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {}
    }
#endif
