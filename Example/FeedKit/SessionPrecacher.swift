import CellHeight
import Foundation
import Precache

/// The precacher of a session variant, set up from the session's configuration: its time slice,
/// batch cap and time budget, and for ``SessionVariant/background`` the background measuring path.
@MainActor
enum SessionPrecacher {
    /// A precacher over `table` for `variant`, or `nil` for ``SessionVariant/onDemand``. It is not
    /// started.
    ///
    /// The background variant measures with ``BackgroundFeedMeasurer`` on `workers` workers, from a
    /// snapshot of each row's entry taken on the main thread; the row cost profile's added cost is
    /// paid by the worker.
    ///
    /// - Parameters:
    ///   - variant: The session variant.
    ///   - configuration: The session's settings.
    ///   - table: The table to precache.
    ///   - workers: Background workers, for the background variant.
    ///   - log: Where background measurements are recorded.
    static func make(
        for variant: SessionVariant, configuration: SessionConfiguration, table: FeedTable, workers: Int, log: WorkerLog
    ) -> Precacher? {
        guard variant.precaches else { return nil }
        let precacher = Precacher(heightCache: table.cache, dataSource: table)
        precacher.configuration = configuration.precacher
        if variant == .background {
            let measurer = BackgroundFeedMeasurer(
                layout: table.layout, addedCost: SessionClock.nanoseconds(configuration.rowCost.addedSeconds), log: log)
            precacher.measuring = .inBackground(
                workers: workers,
                model: { [weak table] indexPath in table?.entry(at: indexPath) },
                height: { entry, context in measurer.height(of: entry, in: context) })
        }
        return precacher
    }
}
