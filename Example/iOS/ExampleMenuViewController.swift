import UIKit

/// The app's root: the list of example screens (``ExampleScreen/all``); a tap pushes one.
final class ExampleMenuViewController: UITableViewController {
    private let screens = ExampleScreen.all

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "CellHeight"
        tableView.register(ExampleMenuCell.self, forCellReuseIdentifier: ExampleMenuCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { screens.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ExampleMenuCell.reuseIdentifier, for: indexPath)
        let screen = screens[indexPath.row]
        (cell as? ExampleMenuCell)?.show(title: screen.title, subtitle: screen.subtitle)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(screens[indexPath.row].make(), animated: true)
    }
}

/// A title and a subtitle; the menu's rows size themselves (UIKit's automatic row height).
private final class ExampleMenuCell: UITableViewCell {
    static let reuseIdentifier = "ExampleMenuCell"
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
        stack.axis = .vertical
        stack.spacing = 2
        for label in [titleLabel, subtitleLabel] {
            label.numberOfLines = 0
            label.adjustsFontForContentSizeCategory = true
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("ExampleMenuCell is made in code") }

    func show(title: String, subtitle: String) {
        titleLabel.text = title
        subtitleLabel.text = subtitle
    }
}
