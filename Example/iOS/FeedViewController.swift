import CellHeight
import Precache
import UIKit

/// The example feed: heights from a self-sizing template cell in three cache modes, precached while
/// the app is idle, with insertion, swipe-to-delete and pull-to-refresh.
final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// Where `tableView(_:heightForRowAt:)` keeps its heights.
    enum CacheMode: Int, CaseIterable {
        case none, indexPath, key

        var title: String {
            switch self {
            case .none: return "None"
            case .indexPath: return "Index path"
            case .key: return "Key"
            }
        }
    }

    private let tableView = UITableView(frame: .zero, style: .plain)
    private let progressView = UIProgressView(progressViewStyle: .bar)
    private let modeControl = UISegmentedControl(items: CacheMode.allCases.map(\.title))
    private var posts = FeedPost.feed(count: 2_000)
    private var nextID = 2_000
    private var mode = CacheMode.indexPath

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.register(FeedPostCell.self, forCellReuseIdentifier: FeedPostCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.refreshControl = makeRefreshControl()
        modeControl.selectedSegmentIndex = mode.rawValue
        modeControl.addAction(UIAction { [weak self] _ in self?.modeChanged() }, for: .valueChanged)
        navigationItem.titleView = modeControl
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.insertPost() })
        layOut()
        setUpPrecache()
    }

    // MARK: Heights

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let post = posts[indexPath.row]
        switch mode {
        case .none:
            return tableView.ch.heightForCell(withIdentifier: FeedPostCell.reuseIdentifier) { (cell: FeedPostCell) in
                cell.configure(with: post)
            }
        case .indexPath:
            return tableView.ch.heightForCell(withIdentifier: FeedPostCell.reuseIdentifier, cacheByIndexPath: indexPath)
            {
                (cell: FeedPostCell) in cell.configure(with: post)
            }
        case .key:
            return tableView.ch.heightForCell(withIdentifier: FeedPostCell.reuseIdentifier, cacheByKey: post.id) {
                (cell: FeedPostCell) in cell.configure(with: post)
            }
        }
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.ch.estimatedHeightForRow(at: indexPath)
    }

    // MARK: Data

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FeedPostCell.reuseIdentifier, for: indexPath)
        (cell as? FeedPostCell)?.configure(with: posts[indexPath.row])
        return cell
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self else { return done(false) }
            // The height cache follows deleteRows(at:with:) by itself.
            posts.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func insertPost() {
        posts.insert(FeedPost.make(id: nextID), at: 0)
        nextID += 1
        // Every cached height moves down one row by itself; only the new row is measured.
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    private func refresh() {
        // A slow network: the precache waits while the refresh control spins.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { [weak self] in
            guard let self else { return }
            posts = FeedPost.feed(count: 2_000, firstID: nextID)
            nextID += 2_000
            tableView.refreshControl?.endRefreshing()
            tableView.reloadData()  // invalidates every height; precaching starts over by itself
        }
    }

    private func modeChanged() {
        mode = CacheMode(rawValue: modeControl.selectedSegmentIndex) ?? .indexPath
        // Precaching asks heightForRowAt, which caches by index path or by key; without a cache it
        // would measure every row for nothing.
        tableView.ch.precache.isEnabled = mode != .none
        progressView.isHidden = mode == .none
        tableView.reloadData()
    }

    // MARK: Set-up

    private func setUpPrecache() {
        // heightForRowAt returns tableView.ch.heightForCell(…), cached by index path or by key, so
        // precaching is one line: each idle pass asks heightForRowAt for the next row, which stores
        // its height in the cache it reads.
        let precache = tableView.ch.precache
        precache.onFoundationProgressChange = { [weak self] progress in self?.progressView.observedProgress = progress }
        precache.onCompletion = { [weak self] _ in
            UIView.animate(withDuration: 0.3) { self?.progressView.alpha = 0 }
        }
        precache.onStateChange = { [weak self] state in
            if state == .running { self?.progressView.alpha = 1 }
        }
        precache.isEnabled = mode != .none
    }

    private func makeRefreshControl() -> UIRefreshControl {
        let control = UIRefreshControl()
        control.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        return control
    }

    private func layOut() {
        for subview in [tableView, progressView] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            progressView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            progressView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            progressView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}
