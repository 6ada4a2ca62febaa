import Foundation

/// How each wait is asked again (see ``WaitBackoff``), and the rule that gives a list's wait.
extension PrecacheState.WaitReason {
    /// How the wait is asked again: a deceleration or a refresh is short and keeps the main thread
    /// busy, so every frame; every other wait may last for hours, so less and less often.
    var pace: WaitBackoff.Pace {
        switch self {
        case .decelerating, .refreshing: return .everyFrame
        default: return .backingOff
        }
    }

    /// Whether UIKit announces the end of the wait: a list that cannot be seen, has no width or
    /// has not loaded its data lays out when it can (``ListPrecache/listDidLayout(visible:offset:)``),
    /// and a scene that comes to the foreground activates (``AnnouncedWaits``).
    var endsOnAnnouncement: Bool {
        switch self {
        case .noWindow, .notInForeground, .noWidth, .dataNotLoaded: return true
        default: return false
        }
    }

    /// The wait for a list in this condition, or `nil` to precache now: first what keeps it from
    /// being seen or measured, then editing, then a deceleration or a refresh.
    ///
    /// - Parameters:
    ///   - isDecelerating: The list still moves after the finger lifted (`isDecelerating`).
    ///   - isRefreshing: Its refresh control is refreshing.
    ///   - hasWindow: It is in a window (`window != nil`).
    ///   - isForeground: Its window's scene is `.foregroundActive` (`true` where there is no scene).
    ///   - width: Its layout width; 0 before its first layout (or while its geometry is not ready).
    ///   - isEditing: It is editing in either form (`!ListEditingMode.allowsPrecaching`).
    ///   - hasLoadedData: It has laid out since its data source was set (`ListDataLoad`): UIKit
    ///     reloads a table's or collection view's data at its first layout pass after that.
    static func forList(
        isDecelerating: Bool, isRefreshing: Bool, hasWindow: Bool, isForeground: Bool, width: CGFloat,
        isEditing: Bool, hasLoadedData: Bool = true
    ) -> Self? {
        if !hasWindow { return .noWindow }
        if !isForeground { return .notInForeground }
        if !(width > 0) { return .noWidth }
        if !hasLoadedData { return .dataNotLoaded }
        if isEditing { return .editing }
        if isDecelerating { return .decelerating }
        if isRefreshing { return .refreshing }
        return nil
    }
}
