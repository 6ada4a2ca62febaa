import CellHeight
import FeedKit
import Foundation

/// What a displayed cell of a compositional list costs once its item is cached (issue 36): the
/// package's answer to `preferredLayoutAttributesFitting(_:)` (the decision, the list's context and
/// a keyed-cache read by item identifier: `ListHeightState.answerSelfSizing`), beside a template
/// measurement of the same items (the Example's typesetting of a feed cell, this machine's stand-in
/// for the Auto Layout pass a displayed cell runs without the package) and the physical limit (a
/// `[Int: Double]` lookup by the same identifiers). Interleaved rounds of the same run; the ratio
/// of the fastest rounds is the target.
///
/// On a device the template measurement is an Auto Layout pass of the cell (0.6 ms for the
/// Example's feed cell on an iPhone 16, 9 ms on an iPhone 5S): the ratio here is an upper bound
/// of the answer's share.
@MainActor
struct SelfSizingAnswerMetric {
    let plan: BenchmarkPlan
    let report: Report
    var rounds = 9

    func run() {
        let items = plan.name == "quick" ? 2_000 : 10_000
        Progress.log("self-sizing answers from the cache, \(items) items")
        let entries = FeedGenerator.makeFeed(count: items, seed: 36)
        let layout = FeedCellLayout()
        let width = 390.0
        let state = ListHeightState()
        let context = LayoutContext.compositionalList(
            contentWidth: CGFloat(width), layoutMargins: HorizontalInsets(left: 20, right: 20),
            traits: LayoutTraits(contentSizeCategory: "UICTContentSizeCategoryL"), isEditing: false)
        state.use(context)
        var plain: [Int: Double] = [:]
        for entry in entries {
            let height = layout.height(for: entry, width: width)
            state.keyed.setHeight(CGFloat(height), for: AnyHashable(entry.id))
            plain[entry.id] = height
        }
        // Every item once, in a scattered order (7,919 is a prime that divides no item count used).
        let order = (0..<items).map { entries[($0 &* 7_919) % items] }
        let keys = order.map { ListHeightState.CacheKey.key(AnyHashable($0.id)) }
        let ids = order.map(\.id)

        var best = (answer: Double.infinity, template: Double.infinity, plain: Double.infinity)
        var unanswered = 0
        for _ in 0..<rounds {
            best.answer = min(
                best.answer,
                nanosPerItem(keys.count) { index in
                    let outcome = state.answerSelfSizing(
                        key: keys[index], in: context, isCell: true, attributesWidth: CGFloat(width)
                    ) {
                        unanswered += 1
                        return (CGFloat(width), 44)
                    }
                    if case .cached(let height) = outcome.answer { return Double(height) }
                    return 0
                })
            best.template = min(
                best.template,
                nanosPerItem(min(order.count, plan.name == "quick" ? 200 : 1_000)) { index in
                    layout.height(for: order[index], width: width)
                })
            best.plain = min(best.plain, nanosPerItem(ids.count) { index in plain[ids[index]] ?? 0 })
        }
        let group = "Compositional list: a displayed cell's self-sizing, per item (\(NumberFormat.count(items)) items)"
        let ours = Contenders.ours.displayName
        report.record(
            group: group, metric: "answered from the cache (decision, context, keyed read)", unit: "ns/op",
            contender: ours, .measured(best.answer))
        report.record(
            group: group, metric: "template measurement (the Example's typesetting of a feed cell)", unit: "ns/op",
            contender: ours, .measured(best.template))
        report.record(
            group: group, metric: "physical limit: [Int: Double] lookup by the same identifiers", unit: "ns/op",
            contender: Contenders.bareLoop.displayName, .measured(best.plain))
        BenchmarkTarget(
            name: "a cached item's self-sizing answer <= 0.05x a template measurement of it, same run",
            measured: unanswered == 0 ? best.answer / best.template : .nan, limit: 0.05, unit: "x",
            detail: "answer \(NumberFormat.value(best.answer)) ns, template measurement "
                + "\(NumberFormat.value(best.template)) ns, [Int: Double] lookup \(NumberFormat.value(best.plain)) "
                + "ns; fastest of \(rounds) interleaved rounds; \(unanswered) item(s) not answered from the cache"
        ).record(in: report)
    }

    /// Nanoseconds per call of `body` over indexes `0..<count`, its results kept from the optimizer.
    private func nanosPerItem(_ count: Int, _ body: (Int) -> Double) -> Double {
        var sum = 0.0
        let start = MonotonicClock.now()
        for index in 0..<count { sum += body(index) }
        let elapsed = MonotonicClock.elapsed(since: start)
        BlackHole.consume(sum)
        return Double(elapsed) / Double(max(1, count))
    }
}
