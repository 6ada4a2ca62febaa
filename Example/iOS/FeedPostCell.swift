import CellHeight
import UIKit

/// A self-sizing cell: an unbroken vertical chain of constraints from the content view's top to its
/// bottom (title, body, footer), multi-line labels, Dynamic Type fonts.
final class FeedPostCell: UITableViewCell {
    static let reuseIdentifier = "FeedPostCell"

    private let avatar = UIImageView()
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private let footerLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
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
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        // Below the taller of title and avatar: two inequalities, and a weak equality that settles it.
        let bodyTop = bodyLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1)
        bodyTop.priority = .defaultLow
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 32),
            avatar.heightAnchor.constraint(equalToConstant: 32),
            titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.topAnchor.constraint(
                greaterThanOrEqualToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
            bodyLabel.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 1),
            bodyTop,
            footerLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            footerLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            footerLabel.topAnchor.constraint(equalToSystemSpacingBelow: bodyLabel.bottomAnchor, multiplier: 1),
            footerLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("FeedPostCell is made in code") }

    /// Shows `post`. The avatar image never changes the height (fixed size), so a template skips it.
    func configure(with post: FeedPost) {
        titleLabel.text = post.title
        bodyLabel.text = post.body
        footerLabel.text = "\(post.author) · #\(post.id)"
        guard !ch.isTemplate else { return }
        avatar.image = UIImage(systemName: "person.crop.circle")
    }
}
