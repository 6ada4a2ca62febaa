import CellHeight
import UIKit

/// The collection view version of ``FeedPostCell``: a full-width list item whose ``FeedPostView`` is
/// pinned to the content view's layout margins (16 points, plus the safe area where the item runs
/// under a landscape notch: `insetsLayoutMarginsFromSafeArea`).
final class FeedPostItemCell: UICollectionViewCell {
    static let reuseIdentifier = "FeedPostItemCell"

    private let postView = FeedPostView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBackground
        contentView.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        postView.install(in: contentView)
    }

    required init?(coder: NSCoder) { fatalError("FeedPostItemCell is made in code") }

    /// Shows `post`; a measuring template skips the image.
    func configure(with post: FeedPost) { postView.show(post, isTemplate: ch.isTemplate) }
}
