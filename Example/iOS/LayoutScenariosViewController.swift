import CellHeight
import Precache
import UIKit

/// A table in every situation where a detached template could be laid out differently from the
/// displayed cells: a section index, inset grouped style, the readable width, accessories,
/// editing mode and swipe-to-delete, landscape and larger text. Heights come from the cache,
/// precached in one line; the prompt shows the layout context they are cached under.
///
/// What to try on a device (a notched iPhone, and an iPad for the readable width):
/// - Rotate to landscape: the cells' content views are inset to the safe area, the content width
///   in the prompt shrinks by it, and no text is clipped. Rotate back: the portrait heights are
///   still cached (same context as before).
/// - Options › Section index, Inset grouped, Accessory: each narrows the content view; every row
///   must still fit its text exactly (no clipping, no gap under the last line).
/// - Options › Readable width, on an iPad in portrait: the text column narrows, the rows grow.
/// - Options › Larger text (iOS 17): the table's text size is overridden; templates are made again
///   under it and the rows grow. Also change the text size for real (Settings › Accessibility ›
///   Display & Text Size › Larger Text, or Control Center's Text Size, which can apply to this app
///   only) and come back: same result.
/// - Edit: editing mode has its own bucket (indented rows); Done finds the normal heights again.
///   Swipe a row: the other rows keep their normal heights.
/// In a debug build, a displayed cell whose content width differs from its template's is reported
/// once in the console ("CellHeight" diagnostic), which is the thing to look for.
final class LayoutScenariosViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table's options; the table is made again when its style changes.
    private struct Options {
        var insetGrouped = false
        var sectionIndex = true
        var readableWidth = false
        var accessory = false
        var largerText = false
    }

    private var options = Options()
    private var sections: [(title: String, posts: [FeedPost])] = (0..<26).map { index in
        let letter = String(UnicodeScalar(UInt8(65 + index)))
        return (letter, FeedPost.feed(count: 12, firstID: 10_000 + index * 12))
    }
    private var tableView = UITableView(frame: .zero, style: .plain)
    private let optionsItem = UIBarButtonItem(title: "Options")
    private var promptContext: LayoutContext?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Layout and Dynamic Type"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItems = [optionsItem, editButtonItem]
        makeTable()
        updateMenu()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        showLayoutContext()
    }

    /// Shows the layout context in the navigation bar's prompt. A new prompt changes the
    /// navigation bar's height, which lays the screen out again: it is set only when the context
    /// changes.
    private func showLayoutContext() {
        let context = tableView.ch.heightCache.layoutContext
        guard context != promptContext else { return }
        promptContext = context
        navigationItem.prompt = "Cached for: \(context)"
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: Heights

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let post = sections[indexPath.section].posts[indexPath.row]
        return tableView.ch.heightForCell(withIdentifier: FeedPostCell.reuseIdentifier, cacheByIndexPath: indexPath) {
            (cell: FeedPostCell) in self.configure(cell, with: post)
        }
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.ch.estimatedHeightForRow(at: indexPath)
    }

    // MARK: Data

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].posts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FeedPostCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? FeedPostCell { configure(cell, with: sections[indexPath.section].posts[indexPath.row]) }
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        options.sectionIndex ? sections.map(\.title) : nil
    }

    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self else { return done(false) }
            sections[indexPath.section].posts.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// The one configuration of cells and templates alike: content and accessory.
    private func configure(_ cell: FeedPostCell, with post: FeedPost) {
        cell.configure(with: post)
        cell.accessoryType = options.accessory ? .disclosureIndicator : .none
    }

    // MARK: Options

    private func updateMenu() {
        func toggle(_ title: String, _ keyPath: WritableKeyPath<Options, Bool>, rebuild: Bool = false) -> UIAction {
            UIAction(title: title, state: options[keyPath: keyPath] ? .on : .off) { [weak self] _ in
                guard let self else { return }
                options[keyPath: keyPath].toggle()
                optionsChanged(rebuild: rebuild)
            }
        }
        var items = [
            toggle("Inset grouped", \.insetGrouped, rebuild: true), toggle("Section index", \.sectionIndex),
            toggle("Readable width", \.readableWidth), toggle("Accessory", \.accessory),
        ]
        if canOverrideTextSize { items.append(toggle("Larger text", \.largerText)) }
        optionsItem.menu = UIMenu(children: items)
    }

    private func optionsChanged(rebuild: Bool) {
        if rebuild { makeTable() }
        tableView.cellLayoutMarginsFollowReadableWidth = options.readableWidth
        overrideTextSize(of: tableView, largerText: options.largerText)
        // The accessory and the index are data as far as the table goes: reload, which also empties
        // the index-path cache (the rows' content width changes).
        tableView.reloadData()
        updateMenu()
    }

    private func makeTable() {
        tableView.removeFromSuperview()
        tableView = UITableView(frame: .zero, style: options.insetGrouped ? .insetGrouped : .plain)
        tableView.register(FeedPostCell.self, forCellReuseIdentifier: FeedPostCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.cellLayoutMarginsFollowReadableWidth = options.readableWidth
        tableView.setEditing(isEditing, animated: false)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        overrideTextSize(of: tableView, largerText: options.largerText)
        // heightForRowAt stores every height it measures, so precaching is one line.
        tableView.ch.precache.isEnabled = true
        // The table's first heights, and those after a rotation, come after this screen's layout
        // pass: a precache pass shows their context.
        tableView.ch.precache.onProgress = { [weak self] _ in self?.showLayoutContext() }
    }

    /// Whether this system can override one view's text size (`traitOverrides`, iOS 17).
    private var canOverrideTextSize: Bool {
        if #available(iOS 17.0, *) { return true }
        return false
    }

    /// Overrides the table's text size (iOS 17 `traitOverrides`): its cells, and the height
    /// templates, get accessibility sizes.
    private func overrideTextSize(of tableView: UITableView, largerText: Bool) {
        guard #available(iOS 17.0, *) else { return }
        if largerText {
            tableView.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraLarge
        } else {
            tableView.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        }
    }
}
