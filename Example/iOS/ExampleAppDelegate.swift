import CellHeight
import UIKit

/// The example app: a list of example screens (``ExampleScreen/all``) in a navigation controller, in
/// a window made by ``ExampleSceneDelegate``.
@main
final class ExampleAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // Optional: the first height call installs the hooks too. Installing them at launch means
        // no table can be in the middle of a batch update when they arrive.
        CellHeightHooks.install()
        // Run with the launch argument -CellHeightLogging to see measurements, updates and passes
        // in the Xcode console (subsystem "CellHeight").
        if ProcessInfo.processInfo.arguments.contains("-CellHeightLogging") {
            CellHeightLogging.isEnabled = true
        }
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ExampleSceneDelegate.self
        return configuration
    }
}
