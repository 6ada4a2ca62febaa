import UIKit

/// Puts the list of example screens on screen: no storyboard, one window per scene.
final class ExampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: ExampleMenuViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}
