import UIKit

/// The content of a feed post, shared by the table cell and the collection view cell: an unbroken
/// vertical chain of constraints from its top to its bottom (title, body, footer), multi-line
/// labels with Dynamic Type fonts that follow the text size (`adjustsFontForContentSizeCategory`).
final class FeedPostView: UIView {
    private let avatar = UIImageView()
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private let footerLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        footerLabel.font = .preferredFont(forTextStyle: .caption1)
        footerLabel.textColor = .secondaryLabel
        avatar.tintColor = .systemBlue
        avatar.contentMode = .scaleAspectFit
        for label in [titleLabel, bodyLabel, footerLabel] {
            label.numberOfLines = 0
            label.adjustsFontForContentSizeCategory = true
        }
        for view in [avatar, titleLabel, bodyLabel, footerLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        // Below the taller of title and avatar: two inequalities, and a weak equality that settles it.
        let bodyTop = bodyLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1)
        bodyTop.priority = .defaultLow
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: leadingAnchor),
            avatar.topAnchor.constraint(equalTo: topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 32),
            avatar.heightAnchor.constraint(equalToConstant: 32),
            titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: topAnchor),
            bodyLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
            bodyLabel.topAnchor.constraint(
                greaterThanOrEqualToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
            bodyLabel.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 1),
            bodyTop,
            footerLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            footerLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
            footerLabel.topAnchor.constraint(equalToSystemSpacingBelow: bodyLabel.bottomAnchor, multiplier: 1),
            footerLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("FeedPostView is made in code") }

    /// Adds this view to `contentView`, pinned to its layout margins guide.
    func install(in contentView: UIView) {
        translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(self)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: margins.topAnchor),
            bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    /// Shows `post`. The avatar never changes the height (fixed size), so a template skips it.
    func show(_ post: FeedPost, isTemplate: Bool) {
        titleLabel.text = post.title
        bodyLabel.text = post.body
        footerLabel.text = "\(post.author) · #\(post.id)"
        guard !isTemplate else { return }
        avatar.image = UIImage(systemName: "person.crop.circle")
    }
}
