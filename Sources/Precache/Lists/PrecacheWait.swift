import Foundation

/// Why precaching waits before a pass, and how it asks again (see ``WaitBackoff``).
package enum PrecacheWait: Sendable, Equatable {
    /// The list decelerates or refreshes: the main thread is busy with it, and it is short; asked
    /// again every frame.
    case scrolling
    /// The list cannot be seen, has no width yet or has not loaded its data (no window, its scene
    /// is not in the foreground, its width is 0, or a table has not laid out since its data source
    /// was set: UIKit reloads its data then, throwing away the heights measured before): nothing to
    /// gain now, maybe for a long time. Asked again less and less often, and at once when the list
    /// lays out in a window or a scene activates.
    case hidden
    /// The table is in editing mode or a row shows its swipe actions (`ListEditingMode`): rows may
    /// be indented. Asked again less and less often, and at once when `setEditing` is called.
    case editing
    /// The precacher's ``Precacher/waitsWhile`` holds: asked again less and less often.
    case waitsWhile

    /// How the wait is asked again.
    var pace: WaitBackoff.Pace { self == .scrolling ? .everyFrame : .backingOff }

    /// The wait for a list in this condition, or `nil` to precache now.
    ///
    /// - Parameters:
    ///   - isDecelerating: The list still moves after the finger lifted (`isDecelerating`).
    ///   - isRefreshing: Its refresh control is refreshing.
    ///   - hasWindow: It is in a window (`window != nil`).
    ///   - isForeground: Its window's scene is `.foregroundActive` (`true` where there is no scene).
    ///   - width: Its layout width; 0 before its first layout (or while its geometry is not ready).
    ///   - isEditing: It is editing in either form (`!ListEditingMode.allowsPrecaching`).
    ///   - hasLoadedData: It has laid out since its data source was set (`TableDataLoad`); `true`
    ///     for a list that loads its data when asked.
    package static func forList(
        isDecelerating: Bool, isRefreshing: Bool, hasWindow: Bool, isForeground: Bool, width: CGFloat,
        isEditing: Bool, hasLoadedData: Bool = true
    ) -> PrecacheWait? {
        if !hasWindow || !isForeground || !(width > 0) || !hasLoadedData { return .hidden }
        if isEditing { return .editing }
        if isDecelerating || isRefreshing { return .scrolling }
        return nil
    }
}
