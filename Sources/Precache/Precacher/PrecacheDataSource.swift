import CellHeight
import Foundation

/// What a ``Precacher`` needs from the table it precaches: its shape and a way to measure a row.
///
/// The UIKit integration provides one for you. On other hosts (and in tests), conform any class;
/// the precacher holds it weakly and stops by itself when it goes away.
///
/// ```swift
/// final class FeedSource: PrecacheDataSource {
///     var numberOfSections: Int { 1 }
///     func numberOfRows(inSection section: Int) -> Int { entries.count }
///     func precacheHeight(at indexPath: IndexPath) throws -> CGFloat {
///         layout.height(for: entries[indexPath[1]], width: width)
///     }
/// }
/// ```
@MainActor
public protocol PrecacheDataSource: AnyObject {
    /// The number of sections in the table now.
    var numberOfSections: Int { get }
    /// The number of rows in `section` now.
    func numberOfRows(inSection section: Int) -> Int
    /// Measures the row at `indexPath` at the cache's current layout context.
    ///
    /// It may throw, return a bad value or change the table: the precacher then counts a failure or
    /// drops the result, and never writes a height to the wrong row.
    func precacheHeight(at indexPath: IndexPath) throws -> CGFloat
}
