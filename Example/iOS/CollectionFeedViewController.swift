import CellHeight
import Precache
import UIKit

/// A feed of 20,000 posts in a `UICollectionViewFlowLayout` list, sized with
/// `collectionView.ch.sizeForListItem(at:withIdentifier:as:configuration:)` and precached in one line.
///
/// A flow layout asks `collectionView(_:layout:sizeForItemAt:)` for all 20,000 items while it
/// prepares. Cached items get their height; the first screen (later: about a screen around the
/// visible items) is measured at once; the rest get the mean height so far. While the app is idle,
/// the precache measures the items nearest the screen first; when an item with an estimate
/// scrolls on screen, or the precache run finishes, the layout asks again, now from the cache,
/// and the first visible item stays where it is. The toolbar counts the cached items as the
/// precache goes; the navigation bar's prompt names the layout context they are cached under.
///
/// What to try on a device: scroll slowly (every item fits its text), then fling far down before
/// the precache is done (items come in measured; the scroll indicator settles as the run goes
/// on), rotate a notched iPhone (landscape gets its own heights: with the flow layout's default
/// section inset reference the items run under the notch, and their content view margins grow by
/// the safe area there, as the template's do), and change the text size.
final class CollectionFeedViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
{
    private let layout = UICollectionViewFlowLayout()
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private let progressView = UIProgressView(progressViewStyle: .bar)
    private let cachedCountLabel = UILabel()
    private var promptContext: LayoutContext?
    private var posts = FeedPost.feed(count: 20_000)
    private var nextID = 20_000

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Collection view feed"
        // Sizes come from sizeForItemAt: leave estimatedItemSize at .zero (no self-sizing).
        layout.minimumLineSpacing = 1
        collectionView.backgroundColor = .separator
        collectionView.register(FeedPostItemCell.self, forCellWithReuseIdentifier: FeedPostItemCell.reuseIdentifier)
        // A collection view may dequeue only in cellForItemAt: the template comes from a factory.
        collectionView.ch.registerTemplateCell(forReuseIdentifier: FeedPostItemCell.reuseIdentifier) {
            FeedPostItemCell(frame: .zero)
        }
        collectionView.dataSource = self
        collectionView.delegate = self
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.insertPost() })
        // Digits of one width, so that the count does not jiggle, at the reader's text size.
        cachedCountLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(
            for: .monospacedDigitSystemFont(ofSize: 13, weight: .regular))
        cachedCountLabel.adjustsFontForContentSizeCategory = true
        toolbarItems = [.flexibleSpace(), UIBarButtonItem(customView: cachedCountLabel), .flexibleSpace()]
        layOut()
        setUpPrecache()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        showCacheState()
    }

    /// Shows the layout context in the navigation bar's prompt and the number of cached items in
    /// the toolbar. A new prompt changes the navigation bar's height, which lays the screen out
    /// again: it is set only when the context changes (rotation, text size), while the count,
    /// which every precache pass changes, stays out of the navigation bar.
    private func showCacheState() {
        let cache = collectionView.ch.heightCache
        if cache.layoutContext != promptContext {
            promptContext = cache.layoutContext
            navigationItem.prompt = "Cached for: \(cache.layoutContext)"
        }
        let count = "\(cache.cachedCount) of \(posts.count) cached"
        if cachedCountLabel.text != count {
            cachedCountLabel.text = count
            cachedCountLabel.sizeToFit()
        }
    }

    // MARK: Sizes

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let post = posts[indexPath.item]
        return collectionView.ch.sizeForListItem(at: indexPath, withIdentifier: FeedPostItemCell.reuseIdentifier) {
            (cell: FeedPostItemCell) in cell.configure(with: post)
        }
    }

    // MARK: Data

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        posts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: FeedPostItemCell.reuseIdentifier, for: indexPath)
        (cell as? FeedPostItemCell)?.configure(with: posts[indexPath.item])
        return cell
    }

    private func insertPost() {
        posts.insert(FeedPost.make(id: nextID), at: 0)
        nextID += 1
        // Every cached height moves down one item by itself; only the new item is measured.
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        showCacheState()
    }

    // MARK: Set-up

    private func setUpPrecache() {
        // sizeForItemAt returns ch.sizeForListItem(...), which measures and stores the item when a
        // precache pass asks for it: precaching is one line.
        let precache = collectionView.ch.precache
        precache.onFoundationProgressChange = { [weak self] progress in self?.progressView.observedProgress = progress }
        // A pass may run under a new context (after a rotation) or add heights: show both.
        precache.onProgress = { [weak self] _ in self?.showCacheState() }
        precache.onCompletion = { [weak self] _ in
            UIView.animate(withDuration: 0.3) { self?.progressView.alpha = 0 }
        }
        precache.onStateChange = { [weak self] state in
            if state == .running { self?.progressView.alpha = 1 }
        }
        precache.isEnabled = true
    }

    private func layOut() {
        for subview in [collectionView, progressView] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            progressView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            progressView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            progressView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}
