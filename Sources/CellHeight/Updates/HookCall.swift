import Foundation

/// What a hooked data-change method of a list does with one call, and how it reads the call's
/// arguments.
///
/// The hooks see every data change of every table and collection view in the app, most of which
/// never use this package. So the path is decided first, from whether the list has caches (one
/// associated-object lookup) and the thread, before any argument is looked at: a list that never
/// used the package gets UIKit's implementation with its arguments untouched, nothing bridged,
/// copied or wrapped. The UIKit integration passes every argument on unchanged in every path,
/// `nil` included, so that whatever UIKit does with an argument stays UIKit's.
package enum HookCall: Sendable, Equatable {
    /// The list never used the height API: only UIKit's implementation runs.
    case passThrough
    /// A list with caches, called off the main thread (a UIKit misuse): UIKit's implementation runs
    /// at once, the call is reported, and the list's heights are invalidated on the main thread.
    case offMainThread
    /// A list with caches, on the main thread: the arguments are read and the change reaches the
    /// caches before UIKit's implementation runs.
    case route

    /// The path of a call to a list that has caches (`listUsesPackage`) or not, on the main thread
    /// or not.
    package static func of(listUsesPackage: Bool, isMainThread: Bool) -> HookCall {
        guard listUsesPackage else { return .passThrough }
        return isMainThread ? .route : .offMainThread
    }

    /// The index paths of an array argument (`insertRows(at:with:)` …), read on the ``route`` path
    /// only.
    ///
    /// - Returns: The index paths; none for `nil` (what an Objective-C caller passing `nil` asks for:
    ///   a message to `nil` counts nothing); `nil` if the argument is not an array of index paths,
    ///   a change that cannot be known (``ListCall/unreadable(method:)``).
    package static func indexPaths(_ argument: Any?) -> [IndexPath]? {
        guard let argument else { return [] }
        return argument as? [IndexPath]
    }

    /// The sections of an index-set argument (`insertSections(_:with:)` …), read on the ``route``
    /// path only: as ``indexPaths(_:)``, for an `IndexSet`.
    package static func sections(_ argument: Any?) -> IndexSet? {
        guard let argument else { return IndexSet() }
        return argument as? IndexSet
    }

    /// The index paths of a move (`moveRow(at:to:)` …), read on the ``route`` path only: `nil`
    /// unless both are index paths (a move of nothing cannot be told from an unknown change).
    package static func move(from source: Any?, to destination: Any?) -> (from: IndexPath, to: IndexPath)? {
        guard let source = source as? IndexPath, let destination = destination as? IndexPath else { return nil }
        return (source, destination)
    }

    /// The name of the class an app made, for diagnostics, from the names of an object's class and
    /// its superclasses (its run-time class first): key-value observing gives an observed object a
    /// subclass of its own class at run time (`NSKVONotifying_UITableView`), which no app wrote.
    package static func className(ofClassChain chain: [String]) -> String {
        chain.first { !$0.hasPrefix("NSKVONotifying_") } ?? chain.first ?? "?"
    }
}
