import CellHeight
import Precache
import UIKit

/// A feed driven by a diffable data source: heights cached and precached by post id, so that they
/// survive every snapshot; snapshots applied through `tableView.ch.apply(_:to:)`, so that the
/// index-path cache (which the precacher plans from) follows them too.
final class DiffableFeedViewController: UIViewController, UITableViewDelegate {
    private enum Section: Hashable, Sendable { case pinned, feed }

    private let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: UITableViewDiffableDataSource<Section, Int>!
    private var posts: [Int: FeedPost] = [:]
    private var nextID = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Diffable feed"
        view.backgroundColor = .systemBackground
        tableView.register(FeedPostCell.self, forCellReuseIdentifier: FeedPostCell.reuseIdentifier)
        tableView.delegate = self
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: FeedPostCell.reuseIdentifier, for: indexPath)
            if let post = self?.posts[id] { (cell as? FeedPostCell)?.configure(with: post) }
            return cell
        }
        layOut()
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Shuffle", primaryAction: UIAction { [weak self] _ in self?.shuffle() }),
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.insert() }),
            UIBarButtonItem(title: "Edit", primaryAction: UIAction { [weak self] _ in self?.editFirstPost() }),
        ]
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.pinned, .feed])
        snapshot.appendItems(makePosts(3), toSection: .pinned)
        snapshot.appendItems(makePosts(3_000), toSection: .feed)
        tableView.ch.apply(snapshot, to: dataSource, animatingDifferences: false)
        // heightForRowAt caches by post id, so precaching is one line: each idle pass asks it for
        // the next row, and the height is stored under that id, whatever its row.
        tableView.ch.precache.isEnabled = true
    }

    // MARK: Heights

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let id = dataSource.itemIdentifier(for: indexPath), let post = posts[id] else {
            return UITableView.automaticDimension
        }
        return tableView.ch.heightForCell(
            withIdentifier: FeedPostCell.reuseIdentifier, as: FeedPostCell.self, cacheByKey: id
        ) {
            cell in cell.configure(with: post)
        }
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return 120 }
        return tableView.ch.keyedHeightCache.height(for: AnyHashable(id)) ?? 120
    }

    // MARK: Snapshots

    /// Applies `snapshot` so that every cached height stays with its post.
    private func apply(_ snapshot: NSDiffableDataSourceSnapshot<Section, Int>) {
        tableView.ch.apply(snapshot, to: dataSource)
    }

    private func shuffle() {
        var snapshot = dataSource.snapshot()
        let feed = snapshot.itemIdentifiers(inSection: .feed)
        snapshot.deleteItems(feed)
        snapshot.appendItems(feed.shuffled(), toSection: .feed)
        apply(snapshot)  // no row is measured again: every height is cached by post id
    }

    private func insert() {
        var snapshot = dataSource.snapshot()
        let new = makePosts(5)
        if let first = snapshot.itemIdentifiers(inSection: .feed).first {
            snapshot.insertItems(new, beforeItem: first)
        } else {
            snapshot.appendItems(new, toSection: .feed)
        }
        apply(snapshot)  // only the five new posts are measured
    }

    /// Gives the first post new text: its height must be measured again.
    private func editFirstPost() {
        var snapshot = dataSource.snapshot()
        guard let id = snapshot.itemIdentifiers(inSection: .feed).first, let old = posts[id] else { return }
        posts[id] = FeedPost(id: id, author: old.author, title: old.title, body: old.body + " " + old.body)
        snapshot.reconfigureItems([id])  // ch.apply forgets its keyed height (iOS 15)
        apply(snapshot)
    }

    private func makePosts(_ count: Int) -> [Int] {
        (0..<count).map { _ in
            let post = FeedPost.make(id: nextID)
            nextID += 1
            posts[post.id] = post
            return post.id
        }
    }

    private func layOut() {
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}
