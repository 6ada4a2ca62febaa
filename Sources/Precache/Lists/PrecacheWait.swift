import Foundation

/// Why precaching of a list waits before a pass, and for how long before it asks again.
package enum PrecacheWait: Sendable, Equatable {
    /// The list decelerates or refreshes: the main thread is busy with it; ask again next frame.
    case scrolling
    /// The list cannot be seen or has no width yet (no window, its scene is not in the foreground,
    /// its width is 0): nothing to gain now; ask again in a quarter of a second.
    case hidden
    /// The table is in editing mode or a row shows its swipe actions (`ListEditingMode`): rows may
    /// be indented and both states are short and interactive; ask again in a quarter of a second.
    case editing

    /// The delay before precaching asks again.
    package var retryInterval: TimeInterval {
        switch self {
        case .scrolling: return 1.0 / 60
        case .hidden, .editing: return 0.25
        }
    }

    /// The wait for a list in this condition, or `nil` to precache now.
    ///
    /// - Parameters:
    ///   - isDecelerating: The list still moves after the finger lifted (`isDecelerating`).
    ///   - isRefreshing: Its refresh control is refreshing.
    ///   - hasWindow: It is in a window (`window != nil`).
    ///   - isForeground: Its window's scene is `.foregroundActive` (`true` where there is no scene).
    ///   - width: Its layout width; 0 before its first layout (or while its geometry is not ready).
    ///   - isEditing: It is editing in either form (`!ListEditingMode.allowsPrecaching`).
    package static func forList(
        isDecelerating: Bool, isRefreshing: Bool, hasWindow: Bool, isForeground: Bool, width: CGFloat,
        isEditing: Bool
    ) -> PrecacheWait? {
        if !hasWindow || !isForeground || !(width > 0) { return .hidden }
        if isEditing { return .editing }
        if isDecelerating || isRefreshing { return .scrolling }
        return nil
    }
}
