#if canImport(UIKit)
    import CellHeight
    import UIKit

    /// Ends the waits of `precache` on UIKit's announcements rather than on a poll: a table's
    /// `setEditing` (through the hooks), and a scene or the app becoming active. The list entering a
    /// window is announced by its first `layoutSubviews` (``ListPrecache/listDidLayout(visible:offset:)``).
    @MainActor
    func installWaitAnnouncements(on precache: ListPrecache, list: UIScrollView) {
        HeightStore.of(list).editingDidChange = { [weak precache] in precache?.precacher.waitMayHaveEnded() }
        SceneActivation.observe()
    }

    /// Tells every precacher that waits for want of a foreground scene when a scene activates
    /// (`UIScene.didActivateNotification`) or, in an app without scenes, when the app becomes
    /// active (`UIApplication.didBecomeActiveNotification`). Observed once per process.
    @MainActor
    enum SceneActivation {
        private static var observers: [any NSObjectProtocol] = []

        static func observe() {
            guard observers.isEmpty else { return }
            for name in [UIScene.didActivateNotification, UIApplication.didBecomeActiveNotification] {
                observers.append(
                    NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
                        MainActor.assumeIsolated { AnnouncedWaits.sceneDidActivate() }
                    })
            }
        }
    }
#endif
