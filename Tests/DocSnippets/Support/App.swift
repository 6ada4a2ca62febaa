#if canImport(UIKit)
    import CellHeight
    import Precache
    import UIKit

    // What the app code of the documentation uses without defining it, because every app has its
    // own: a model, its cell, a table view controller with the usual properties. The blocks marked
    // `app file` are compiled next to these declarations, `app members` as members of a subclass of
    // `AppTableViewController`, and `app statements` in a method of it (scripts/snippets).

    /// The app's model: a post, identified by a `String`.
    struct Post: Identifiable, Hashable, Sendable {
        var id: String
        var text: String
    }

    /// The app's cell for a post.
    final class PostCell: UITableViewCell {
        func configure(with post: Post) {
            textLabel?.numberOfLines = 0
            textLabel?.text = post.text
        }
    }

    /// The app's rows as a precacher's data source.
    @MainActor
    final class PostFeed: PrecacheDataSource {
        var posts: [Post] = []
        var numberOfSections: Int { 1 }
        func numberOfRows(inSection section: Int) -> Int { posts.count }
        func precacheHeight(at indexPath: IndexPath) throws -> CGFloat {
            CGFloat(44 + posts[indexPath[1]].text.count / 40 * 20)
        }
    }

    /// The app's table view controller, with what the documentation's code reads.
    class AppTableViewController: UITableViewController {
        /// The rows.
        var posts: [Post] = []
        /// Posts that arrived, to append.
        var newPosts: [Post] = []
        /// A diffable data source over the posts' ids.
        var dataSource: UITableViewDiffableDataSource<Int, Post.ID>!
        /// A precacher of the app's own, with its cache, its data source and a progress bar.
        var precacher: Precacher!
        let cache = IndexPathHeightCache()
        let feed = PostFeed()
        let bar = UIProgressView(progressViewStyle: .default)
    }
#endif
