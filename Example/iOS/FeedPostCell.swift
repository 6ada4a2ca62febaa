import CellHeight
import UIKit

/// A self-sizing table cell: a ``FeedPostView`` pinned to the content view's layout margins, which
/// the table sets (its margins, or its readable width): the template must get the same.
final class FeedPostCell: UITableViewCell {
    static let reuseIdentifier = "FeedPostCell"

    private let postView = FeedPostView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        postView.install(in: contentView)
    }

    required init?(coder: NSCoder) { fatalError("FeedPostCell is made in code") }

    /// Shows `post`; a measuring template skips the image.
    func configure(with post: FeedPost) { postView.show(post, isTemplate: ch.isTemplate) }

    /// Shows the post `postID` (``FeedPost/make(id:)``): the Objective-C feed's configuration.
    @objc(configureWithPostID:)
    func configure(postID: Int) { configure(with: FeedPost.make(id: postID)) }
}
