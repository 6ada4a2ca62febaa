import CellHeight
import Foundation
import TestSupport

/// The round-trip property of height files: every file that `save` reports as written loads back,
/// into a new cache with the same limits, with the same heights in the same contexts and order;
/// checked over random caches (every key kind, empty contexts, many contexts, one entry, long and
/// unusual strings, invalidations).
@MainActor
struct HeightFileRoundTrip {
    var random: SeededGenerator
    let url: URL
    /// What the cases covered: saves refused, saves that left heights out, the most contexts loaded.
    private(set) var refused = 0
    private(set) var leftOut = 0
    private(set) var mostContexts = 0

    /// One random cache of a random key kind, saved and loaded back; a description of what went
    /// wrong, or `nil`.
    mutating func check() -> String? {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return check(String.self) { $0.stringKey() }
        case 1: return check(Int.self) { $0.pick([0, -1, .min, .max, Int.random(in: -99...99, using: &$0.random)]) }
        case 2: return check(UUID.self) { $0.uuidKey() }
        case 3: return check(FeedKey.self) { FeedKey(feed: $0.stringKey(maximum: 30), number: $0.int(0..<40)) }
        default: return checkAnyHashable()
        }
    }

    /// A key of the JSON kind.
    struct FeedKey: Codable, Hashable, Sendable {
        var feed: String
        var number: Int
    }

    private mutating func check<Key: Codable & Hashable & Sendable>(
        _: Key.Type, key: (inout Self) -> Key
    ) -> String? {
        let (url, (countLimit, contexts)) = (url, randomLimits())
        let cache = KeyedHeightCache<Key>(countLimit: countLimit, maximumLayoutContexts: contexts)
        fill(cache, key: key)
        let before = cache.snapshot()
        let identity = randomIdentity()
        let previous = bytes(of: url)
        var saved = HeightFileReport(outcome: .missing)
        let saveMessages = collectDiagnostics { saved = cache.save(to: url, identity: identity) }
        let fresh = KeyedHeightCache<Key>(countLimit: countLimit, maximumLayoutContexts: contexts)
        if Bool.random(using: &random) { fresh.layoutContext = cache.layoutContext }  // as an app does
        return compare(
            before, saved, saveMessages, previous, after: { fresh.snapshot() },
            load: { fresh.load(from: url, identity: identity) })
    }

    private mutating func checkAnyHashable() -> String? {
        let (url, (countLimit, contexts)) = (url, randomLimits())
        let cache = KeyedHeightCache<AnyHashable>(countLimit: countLimit, maximumLayoutContexts: contexts)
        fill(cache) { random in random.chance(0.5) ? AnyHashable(random.stringKey()) : AnyHashable(random.int(0..<50)) }
        let (before, _) = cache.snapshot(keyType: String.self)
        let identity = randomIdentity()
        let previous = bytes(of: url)
        var saved = HeightFileReport(outcome: .missing)
        let saveMessages = collectDiagnostics { saved = cache.save(to: url, identity: identity, keyType: String.self) }
        let fresh = KeyedHeightCache<AnyHashable>(countLimit: countLimit, maximumLayoutContexts: contexts)
        if Bool.random(using: &random) { fresh.layoutContext = cache.layoutContext }
        return compare(
            before, saved, saveMessages, previous, after: { fresh.snapshot(keyType: String.self).snapshot },
            load: { fresh.load(from: url, identity: identity, keyType: String.self) })
    }

    /// Random use: contexts switched (some left empty), heights set, invalidated, evicted.
    private mutating func fill<Key: Hashable>(_ cache: KeyedHeightCache<Key>, key: (inout Self) -> Key) {
        let pool = (0..<cache.maximumLayoutContexts + 2).map { _ in randomContext() }
        let keys = (0..<int(1..<3 * cache.countLimit + 2)).map { _ in key(&self) }
        for _ in 0..<int(0..<4 * cache.countLimit * cache.maximumLayoutContexts + 2) {
            switch int(0..<20) {
            case 0...2: cache.layoutContext = pick(pool)
            case 3: cache.invalidateHeight(for: pick(keys))
            case 4 where chance(0.1): cache.invalidateAll()
            default: cache.setHeight(CGFloat(randomHeight()), for: pick(keys))
            }
        }
    }

    /// Loads the file into `fresh` and compares it with the heights `before` held that the file
    /// kept: the encodable ones, in the file's order, at most as many as the save wrote (it cuts
    /// the least recently used of the last contexts). A refused save must leave `previous`, and
    /// say why (`saveMessages`); a save reports at most once.
    private mutating func compare<Key: Codable & Hashable & Sendable>(
        _ before: KeyedHeightSnapshot<Key>, _ saved: HeightFileReport, _ saveMessages: [Diagnostic],
        _ previous: Data, after: () -> KeyedHeightSnapshot<Key>, load: () -> HeightFileReport
    ) -> String? {
        guard saveMessages.allSatisfy({ $0.kind == .invalidFile }) else { return "save reported \(saveMessages)" }
        guard saved.outcome == .done else {
            guard case .refused = saved.outcome, bytes(of: url) == previous else { return "save: \(saved)" }
            guard !saveMessages.isEmpty else { return "a refused save said nothing" }
            refused += 1
            return nil
        }
        // Heights cut to keep within the limits are reported once; keys of another type are left out
        // without a word (the caller asked for one key type).
        guard saveMessages.count <= (saved.skippedCount > 0 ? 1 : 0) else {
            return "save \(saved) reported \(saveMessages)"
        }
        if saved.skippedCount > 0 { leftOut += 1 }
        var expected: [LayoutContext: [(key: Key, height: Double)]] = [:]
        var left = saved.entryCount
        for context in before.contexts {
            let kept = before.heights(in: context).filter { Self.isEncodable($0.key) }.prefix(left)
            left -= kept.count
            if !kept.isEmpty { expected[context] = Array(kept) }
        }
        var loaded: HeightFileReport?
        let messages = collectDiagnostics { loaded = load() }
        guard loaded == HeightFileReport(outcome: .done, entryCount: saved.entryCount) else {
            return "saved \(saved), loaded \(loaded.map(String.init(describing:)) ?? "nil"): \(messages)"
        }
        guard messages.isEmpty else { return "diagnostics: \(messages)" }
        let after = after()
        mostContexts = max(mostContexts, after.contexts.count)
        guard Set(after.contexts) == Set(expected.keys) else {
            return "contexts \(after.contexts) after, \(Array(expected.keys)) expected"
        }
        for context in after.contexts {
            let heights = after.heights(in: context)
            let want = expected[context] ?? []
            guard heights.map(\.key) == want.map(\.key),
                heights.map(\.height) == want.map(\.height)
            else { return "heights of \(context): \(heights.count) after, \(want.count) expected" }
        }
        return nil
    }

    private static func isEncodable<Key>(_ key: Key) -> Bool {
        guard let string = key as? String else { return true }
        return string.utf8.count <= 4096
    }

    // MARK: Random values

    private mutating func randomLimits() -> (countLimit: Int, contexts: Int) {
        (pick([1, 1, 2, int(1..<30)]), pick([1, 2, int(1..<7), 40]))
    }

    private mutating func randomContext() -> LayoutContext {
        var context = LayoutContext(
            width: CGFloat(pick([0, 320, 375.5, Double(int(0..<2000))])),
            contentSizeCategory: chance(0.1) ? longString(int(4000..<5000)) : pick(["", "UICTContentSizeCategoryL"]),
            layoutMargins: HorizontalInsets(left: CGFloat(int(0..<30)), right: 16),
            horizontalSizeClass: pick([.unspecified, .compact, .regular]), verticalSizeClass: .regular,
            isBoldText: chance(0.3), displayScale: CGFloat(pick([0, 2, 3])), isEditing: chance(0.2))
        // Corrected template rules (issue 29), the same width otherwise: a context of its own.
        if chance(0.2) {
            context.ruleCorrection = RuleCorrection(rawValue: UInt64.random(in: 1...UInt64.max, using: &random))
        }
        return context
    }

    private mutating func randomIdentity() -> HeightFileIdentity {
        // Now and then an app version larger than any of these caches' files may be: refused.
        let app = chance(0.02) ? String(repeating: "v", count: 600_000) : chance(0.1) ? longString(5000) : "42"
        return HeightFileIdentity(
            appVersion: app, systemVersion: "17.4", language: pick(["", "en-GB", "日本語"]), displayScale: 3)
    }

    private mutating func randomHeight() -> Double {
        pick([0, 44, 0.1, .leastNonzeroMagnitude, 10_000_000, Double.random(in: 0...10_000_000, using: &random)])
    }

    fileprivate mutating func stringKey(maximum: Int = 4200) -> String {
        switch int(0..<8) {
        case 0: return ""
        case 1: return pick(["é", "e\u{301}", "👩‍👩‍👧", "\u{0}", "line\nbreak"])
        case 2: return longString(int(0..<maximum))
        default: return "post-\(int(0..<10_000))"
        }
    }

    private mutating func uuidKey() -> UUID {
        var bytes = UUID().uuid
        withUnsafeMutableBytes(of: &bytes) { raw in for index in raw.indices { raw[index] = UInt8(int(0..<3)) } }
        return UUID(uuid: bytes)
    }

    private mutating func longString(_ bytes: Int) -> String {
        chance(0.5) ? String(repeating: "a", count: bytes) : String(repeating: "é", count: bytes / 2)
    }

    fileprivate mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
    fileprivate mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }
    fileprivate mutating func pick<T>(_ values: [T]) -> T { values[int(0..<values.count)] }
}
