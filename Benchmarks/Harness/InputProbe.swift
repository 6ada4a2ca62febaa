/// Something that stands in for input during a precache run and records how long each event
/// waited for the main thread.
@MainActor
protocol InputProbe: AnyObject {
    /// Starts producing events on the current (main) run loop.
    func start()
    /// Stops producing events and removes everything the probe put on the run loop.
    func stop()
    /// The delay of each event handled between `start()` and `stop()`, in µs.
    var delaysMicroseconds: [Double] { get }
}
