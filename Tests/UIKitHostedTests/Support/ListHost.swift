#if canImport(UIKit)
    import UIKit

    /// Where a list of the height tests is shown: a window of a given size whose root view
    /// controller adds safe-area insets (a notched phone in landscape) and whose child controller
    /// holds the list, so that traits can be overridden for it on every supported system.
    struct ListEnvironment {
        /// The window's size in points.
        var size = CGSize(width: 390, height: 844)
        /// The root controller's `additionalSafeAreaInsets`.
        var additionalSafeArea = UIEdgeInsets.zero
        /// The Dynamic Type size to override the list's traits with, if any.
        var contentSizeCategory: UIContentSizeCategory?
        /// The horizontal size class to override the list's traits with, if any.
        var horizontalSizeClass: UIUserInterfaceSizeClass?

        /// A phone held upright.
        static let portraitPhone = ListEnvironment()
        /// A notched phone in landscape: 844 by 390 points, 47 points of safe area at either side
        /// and 21 at the bottom, as an iPhone 14 reports them.
        static let landscapePhone = ListEnvironment(
            size: CGSize(width: 844, height: 390),
            additionalSafeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        /// An iPad's width (1024 points) with a regular horizontal size class.
        static let iPad = ListEnvironment(size: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular)

        /// A portrait phone at the accessibility text size `category`.
        static func portraitPhone(textSize category: UIContentSizeCategory) -> ListEnvironment {
            ListEnvironment(contentSizeCategory: category)
        }

        /// This environment with its text size changed to `category` (unchanged if `nil`).
        func withTextSize(_ category: UIContentSizeCategory?) -> ListEnvironment {
            var environment = self
            if let category { environment.contentSizeCategory = category }
            return environment
        }
    }

    @MainActor
    enum ListHost {
        /// A visible window whose child controller's view holds `list`, laid out once.
        ///
        /// Traits are overridden with `traitOverrides` on the list itself on iOS 17 and later, and
        /// with `setOverrideTraitCollection(_:forChild:)` on the child controller before (iOS 8 to
        /// 16): either way the list and its cells get them, as they would from the system.
        static func window(holding list: UIView, in environment: ListEnvironment) -> UIWindow {
            let child = UIViewController()
            list.frame = child.view.bounds
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            child.view.addSubview(list)
            let window = UIKitHost.window(holding: child.view, size: environment.size) { root in
                root.additionalSafeAreaInsets = environment.additionalSafeArea
                root.addChild(child)
                overrideTraits(of: list, or: child, in: root, with: environment)
            }
            child.didMove(toParent: child.parent)
            window.layoutIfNeeded()
            return window
        }

        /// Changes the text size of `list`, shown by ``window(holding:in:)``, to `category`, as a change
        /// in Settings reaches it: through `traitOverrides` on iOS 17 and later, through its child
        /// controller's override before.
        static func setTextSize(_ category: UIContentSizeCategory, of list: UIView) {
            if #available(iOS 17.0, *) {
                list.traitOverrides.preferredContentSizeCategory = category
            } else if let child = list.superview?.next as? UIViewController, let root = child.parent {
                root.setOverrideTraitCollection(
                    UITraitCollection(preferredContentSizeCategory: category), forChild: child)
            }
            list.setNeedsLayout()
        }

        private static func overrideTraits(
            of list: UIView, or child: UIViewController, in root: UIViewController, with environment: ListEnvironment
        ) {
            if #available(iOS 17.0, *) {
                if let category = environment.contentSizeCategory {
                    list.traitOverrides.preferredContentSizeCategory = category
                }
                if let sizeClass = environment.horizontalSizeClass {
                    list.traitOverrides.horizontalSizeClass = sizeClass
                }
            } else {
                var traits: [UITraitCollection] = []
                if let category = environment.contentSizeCategory {
                    traits.append(UITraitCollection(preferredContentSizeCategory: category))
                }
                if let sizeClass = environment.horizontalSizeClass {
                    traits.append(UITraitCollection(horizontalSizeClass: sizeClass))
                }
                guard !traits.isEmpty else { return }
                root.setOverrideTraitCollection(UITraitCollection(traitsFrom: traits), forChild: child)
            }
        }
    }
#endif
