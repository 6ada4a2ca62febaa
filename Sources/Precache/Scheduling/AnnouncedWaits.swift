/// The precachers that wait for want of a foreground scene or a window, so that one announcement
/// (a scene or the app became active) reaches them all. Held weakly; a precacher leaves the list
/// when its wait ends or its run stops.
@MainActor
package enum AnnouncedWaits {
    private static var waiting: [ObjectIdentifier: WeakWaiter] = [:]

    /// How many precachers wait now (for tests).
    static var count: Int { waiting.values.filter { $0.precacher != nil }.count }

    static func add(_ precacher: Precacher) {
        waiting[ObjectIdentifier(precacher)] = WeakWaiter(precacher: precacher)
    }

    static func remove(_ precacher: Precacher) {
        waiting[ObjectIdentifier(precacher)] = nil
    }

    /// A scene or the app became active: each waiting precacher asks again at once whether its
    /// wait still holds.
    package static func sceneDidActivate() {
        waiting = waiting.filter { $0.value.precacher != nil }
        for waiter in waiting.values { waiter.precacher?.waitMayHaveEnded() }
    }

    private struct WeakWaiter {
        weak var precacher: Precacher?
    }
}
