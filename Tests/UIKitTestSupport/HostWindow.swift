#if canImport(UIKit)
    import UIKit

    /// The window a UIKit-hosted test shows its list in.
    ///
    /// Package tests run on the simulator without a host app (no `UIApplication`, no scene). A
    /// `UIWindow(frame:)` that is shown (`isHidden = false`) still lays out its views, and a view laid
    /// out in it gets a real safe area, margins, traits and `layoutSubviews` calls. It is never made
    /// key: `makeKeyAndVisible()` goes through the application, which a test bundle without a host
    /// app does not have (it is known to crash there).
    @MainActor
    public enum HostWindow {
        /// A visible window of `size` (points) whose root view controller's view holds `view`,
        /// pinned to its edges, laid out once; `configure` gets the controller before `view` is added.
        public static func make(
            holding view: UIView, size: CGSize = CGSize(width: 390, height: 844),
            configure: (UIViewController) -> Void = { _ in }
        ) -> UIWindow {
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            let controller = UIViewController()
            configure(controller)
            view.frame = controller.view.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            controller.view.addSubview(view)
            window.rootViewController = controller
            window.isHidden = false  // not makeKeyAndVisible(): no application to make it key
            window.layoutIfNeeded()
            return window
        }
    }
#endif
