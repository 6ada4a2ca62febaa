import CellHeight
import Foundation
import TestSupport
import Testing

/// What a save writes: never a file that a cache with the same limits would refuse (issue 30,
/// defects 1 to 3, and the default size limit).
@MainActor @Suite(.serialized) struct HeightFileSaveTests {
    @Test func contextsOfTheSmallestSizeLoad() {
        // A context with an empty category and no entries takes exactly its smallest size.
        for count in [1, 2, 20] {
            let payload = headBytes() + [UInt8(count)] + (0..<count).flatMap { contextBytes(width: Double($0)) + [0] }
            let result = decodeStrings(handmadeFile(payload: payload + noSections))
            #expect(result.report == HeightFileReport(outcome: .done), "\(count) empty contexts")
            #expect(result.diagnostics.isEmpty)
        }
        // The issue's cases: Int keys in two contexts saved as String keys; 20 contexts and one
        // String height.
        let url = temporaryHeightFile()
        let mixed = KeyedHeightCache<AnyHashable>(countLimit: 10, maximumLayoutContexts: 20)
        for width in 1...20 {
            mixed.layoutContext = LayoutContext(width: CGFloat(width))
            mixed.setHeight(CGFloat(width), for: width)
        }
        #expect(mixed.save(to: url, identity: testIdentity, keyType: String.self).outcome == .done)
        #expect(KeyedHeightCache<String>().load(from: url, identity: testIdentity).outcome == .done)
        mixed.setHeight(44, for: "post")
        #expect(mixed.save(to: url, identity: testIdentity, keyType: String.self).entryCount == 1)
        let back = KeyedHeightCache<AnyHashable>(countLimit: 10, maximumLayoutContexts: 20)
        back.layoutContext = LayoutContext(width: 20)
        #expect(back.load(from: url, identity: testIdentity, keyType: String.self).entryCount == 1)
        #expect(back.height(for: "post") == 44)
    }

    @Test func longStringsOfTheIdentityAndContextsLoadBack() {
        let url = temporaryHeightFile()
        let long = String(repeating: "é", count: 2500)  // 5,000 bytes
        let context = LayoutContext(width: 320, contentSizeCategory: long)
        let identity = HeightFileIdentity(appVersion: long, systemVersion: "17.4", language: "en", displayScale: 3)
        #expect(stringCache(3, in: context).save(to: url, identity: identity).entryCount == 3)
        let back = KeyedHeightCache<String>()
        back.layoutContext = context
        var report: HeightFileReport?
        let diagnostics = collectDiagnostics { report = back.load(from: url, identity: identity) }
        #expect(report == HeightFileReport(outcome: .done, entryCount: 3))
        #expect(diagnostics.isEmpty)
    }

    @Test func aSaveKeepsToTheSizeLimitALoadChecks() throws {
        let url = temporaryHeightFile()
        let limits = HeightFileLimits(countLimit: 4, maximumLayoutContexts: 1)
        let key = { (index: Int) in String(repeating: "\(index)", count: 4000) }
        // An identity that leaves room for two of the four 4 KB keys: the two least recent are cut.
        let room = limits.maximumFileSize - 2 * (4002 + 8) - 200
        let identity = HeightFileIdentity(
            appVersion: String(repeating: "v", count: room), systemVersion: "1", language: "", displayScale: 1)
        let cache = KeyedHeightCache<String>(countLimit: 4, maximumLayoutContexts: 1)
        for index in 0..<4 { cache.setHeight(CGFloat(index), for: key(index)) }
        var saved: HeightFileReport?
        let messages = collectDiagnostics { saved = cache.save(to: url, identity: identity) }
        #expect(saved == HeightFileReport(outcome: .done, entryCount: 2, skippedCount: 2))
        #expect(messages.count == 1 && messages[0].message.contains("least recently used"))
        #expect(bytes(of: url).count <= limits.maximumFileSize)
        let back = KeyedHeightCache<String>(countLimit: 4, maximumLayoutContexts: 1)
        #expect(back.load(from: url, identity: identity) == HeightFileReport(outcome: .done, entryCount: 2))
        #expect(back.height(for: key(3)) == 3 && back.height(for: key(2)) == 2)

        // An identity larger than the limit on its own: refused, the file kept.
        let before = bytes(of: url)
        let huge = HeightFileIdentity(
            appVersion: String(repeating: "v", count: limits.maximumFileSize), systemVersion: "1", language: "",
            displayScale: 1)
        var refused: HeightFileReport?
        let refusal = collectDiagnostics { refused = cache.save(to: url, identity: huge) }
        guard case .refused(let reason) = refused?.outcome else {
            Issue.record("not refused: \(String(describing: refused))")
            return
        }
        guard case .identityTooLarge(let size, let limit) = reason else {
            Issue.record("refused for another reason: \(reason)")
            return
        }
        #expect(size > limit && reason.description.contains("use a shorter app version") && refusal.count == 1)
        #expect(bytes(of: url) == before)
    }

    @Test func theDefaultSizeLimitScalesWithTheCache() {
        // 256 bytes a height, 4 KiB a context, 64 KiB for the rest: about 10 MB by default.
        #expect(HeightFileLimits(countLimit: 10_000, maximumLayoutContexts: 4).maximumFileSize == 10_321_920)
        #expect(HeightFileLimits(countLimit: 100, maximumLayoutContexts: 1).maximumFileSize == 95_232)
        #expect(HeightFileLimits(countLimit: .max, maximumLayoutContexts: .max).maximumFileSize == .max)
        // Whichever step alone would overflow (the heights, a context's 4 KiB, the contexts, the
        // 64 KiB), the limit is the largest there is.
        for (count, contexts) in [
            (Int.max / 2, 1), (Int.max / 256, 1), (1, Int.max / 1000), ((Int.max - 4096) / 256, 1),
        ] {
            let limits = HeightFileLimits(countLimit: count, maximumLayoutContexts: contexts)
            #expect(limits.maximumFileSize == .max, "\(count) heights, \(contexts) contexts")
        }
        // A file of 10,000 heights (about 290 KB) is too large for a cache of 100: discarded unread.
        let url = temporaryHeightFile()
        let big = stringCache(10_000)
        #expect(big.save(to: url, identity: testIdentity).entryCount == 10_000)
        let small = KeyedHeightCache<String>(countLimit: 100, maximumLayoutContexts: 1)
        var report: HeightFileReport?
        let messages = collectDiagnostics { report = small.load(from: url, identity: testIdentity) }
        #expect(report?.outcome == .discarded(.tooLarge(size: bytes(of: url).count, limit: 95_232)))
        #expect(small.cachedCount == 0 && messages.count == 1)
    }
}
