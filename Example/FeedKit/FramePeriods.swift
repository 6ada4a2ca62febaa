/// Frame times on a steady display: when the next frame is due.
public enum FramePeriods {
    /// The first frame start after `now`, on a display whose last frame started at `last` and
    /// which starts one every `period` nanoseconds. O(1).
    public static func next(after now: UInt64, last: UInt64, period: UInt64) -> UInt64 {
        guard period > 0 else { return now }
        let first = last &+ period
        guard now >= first else { return first }
        return first &+ ((now &- first) / period + 1) &* period
    }
}
