import CoreFoundation
import Foundation
import Precache

/// Context lines: what the measurers really cost here, the floor cost of one run-loop cycle,
/// and the Foundation unit costs that set the classic baseline's constant factors on Linux.
@MainActor
struct PlatformCosts {
    let plan: BenchmarkPlan
    let report: Report
    let work: BusyWork

    func run() {
        recordMeasurers()
        recordRunLoopCycle()
        recordFoundationUnits()
    }

    private func recordMeasurers() {
        let busy = BusyWork.meanCost(of: work.busyMeasurer(microseconds: plan.busyMicroseconds), calls: 400)
        let slow = BusyWork.meanCost(of: work.busyMeasurer(microseconds: plan.slowRowMicroseconds), calls: 20)
        report.addContext(
            "busy measurer, fastest of 5 batches (calibrated \(NumberFormat.value(work.iterationsPerMicrosecond)) iterations/us)",
            "asked \(NumberFormat.value(plan.busyMicroseconds)) us -> \(NumberFormat.value(busy)) us per call; asked \(NumberFormat.value(plan.slowRowMicroseconds)) us -> \(NumberFormat.value(slow)) us per call"
        )
    }

    /// A beforeWaiting observer that only schedules an empty perform block and wakes the loop.
    private func recordRunLoopCycle() {
        let cycles = 20_000
        let runLoop = CFRunLoopGetCurrent()!
        let counter = Counter()
        let observer = CFRunLoopObserverCreateWithHandler(
            kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 0
        ) { _, _ in
            MainActor.assumeIsolated {
                guard counter.scheduled < cycles else { return }
                counter.scheduled += 1
                RunLoopPlatform.perform(on: runLoop, in: RunLoopPlatform.defaultMode) {
                    MainActor.assumeIsolated { counter.ran += 1 }
                }
            }
        }!
        CFRunLoopAddObserver(runLoop, observer, RunLoopPlatform.defaultMode)
        let start = MonotonicClock.now()
        let end = RunLoopDriver.run(timeout: 30) { counter.ran >= cycles }
        CFRunLoopObserverInvalidate(observer)
        if let end {
            report.addContext(
                "empty cycle: beforeWaiting observer -> perform block + wake-up",
                "\(NumberFormat.value((end - start).microseconds / Double(cycles))) us per row-slot")
        }
    }

    private func recordFoundationUnits() {
        let count = 200_000
        let array = NSMutableArray()
        for row in 0..<count { array.add(NSIndexPath(indexes: [0, row], length: 2)) }
        let target = NSIndexPath(indexes: [0, count], length: 2)
        var hits = 0
        let countNanos = MonotonicClock.time { for index in 0..<count where index >= array.count { hits += 1 } }
        let readNanos = MonotonicClock.time {
            for index in 0..<count where FoundationArray.element(array, at: index, as: NSIndexPath.self) === target {
                hits += 1
            }
        }
        let equalNanos = MonotonicClock.time {
            for index in 0..<count where FoundationArray.element(array, at: index, as: NSObject.self).isEqual(target) {
                hits += 1
            }
        }
        let boxNanos = MonotonicClock.time {
            for row in 0..<count { BlackHole.consume(NSNumber(value: Double(row)).doubleValue) }
        }
        BlackHole.consume(Double(hits))
        func perOp(_ nanos: UInt64) -> String { NumberFormat.value(Double(nanos) / Double(count)) }
        report.addContext(
            "Foundation unit costs on this box (sets classic's constants)",
            "NSMutableArray.count \(perOp(countNanos)) ns, element read \(perOp(readNanos)) ns, "
                + "element read + NSIndexPath.isEqual \(perOp(equalNanos)) ns, NSNumber box + unbox \(perOp(boxNanos)) ns"
        )
    }

    private final class Counter {
        var scheduled = 0
        var ran = 0
    }
}
