/// A cost added to every row height measurement, so that a session on this machine shows what
/// happens when a row costs what it costs on a phone.
///
/// The measurer typesets each row for real; a profile adds a fixed busy wait on top (see
/// ``FeedTable/addedCostPerRow``), so the added time is real main-thread time that delays the
/// frame or the run-loop pass that measured, exactly as a slower measurement would.
public struct RowCostProfile: Sendable, Equatable {
    /// A short name for reports, such as `"this machine"` or `"phone-class"`.
    public var name: String
    /// The time added to each measurement, in seconds (0 adds nothing).
    public var addedSeconds: Double

    /// Creates a profile.
    ///
    /// - Parameters:
    ///   - name: A short name for reports.
    ///   - addedSeconds: The time added to each measurement, in seconds; negative and non-finite
    ///     values count as 0.
    public init(name: String, addedSeconds: Double) {
        self.name = name
        self.addedSeconds = addedSeconds.isFinite ? max(0, addedSeconds) : 0
    }

    /// A profile named "custom row cost" that adds `milliseconds` to every measurement, or
    /// ``thisMachine`` for 0.
    ///
    /// - Parameter milliseconds: The time added to each measurement.
    public static func adding(milliseconds: Double) -> RowCostProfile {
        milliseconds > 0
            ? RowCostProfile(name: "custom row cost", addedSeconds: milliseconds / 1e3)
            : thisMachine
    }

    /// No added cost: each row costs what typesetting it costs here.
    public static let thisMachine = RowCostProfile(name: "this machine", addedSeconds: 0)

    /// 9 ms added to every measurement: the time one Auto Layout feed cell took to size on an
    /// iPhone 5S in LayoutFrameworkBenchmark (see ``phoneClassSource``), a little over one frame
    /// of the simulated 120 Hz display.
    public static let phoneClass = RowCostProfile(name: "phone-class", addedSeconds: 0.009)

    /// Where the ``phoneClass`` figure comes from, and what current phones measure, for reports.
    public static let phoneClassSource =
        "The figure: LayoutFrameworkBenchmark (github.com/layoutBox/LayoutFrameworkBenchmark, charts "
        + "read at 100 cells) sizes a LinkedIn-style feed cell with Auto Layout "
        + "(systemLayoutSizeFitting from sizeForItemAt) in a UICollectionView. 100 cells took about "
        + "0.90 s on an iPhone 5S, 0.61 s on an iPhone 6 (iOS 11), 0.36 s on an iPhone 6S, 0.13 s on an "
        + "iPhone XS (iOS 12) and 0.06 s on an iPhone 13 Pro or 16 (iOS 18.6): 9, 6, 3.6, 1.3 and "
        + "0.6 ms a cell. So 9 ms stands for a cell that costs about a frame to size: that cell on "
        + "an old phone, or a cell about 15 times as heavy on a current one. At a current phone's "
        + "0.6 ms a measurement fits in a 120 Hz frame, and precache saves main-thread time rather "
        + "than frames. Try yours: --row-cost-ms with your cell's heightForRowAt time from Instruments."
}
