import CellHeight
import Foundation
import TestSupport
import Testing

/// Bad files are input like any other: each loads nothing wrong, never traps, and is reported once.
@MainActor @Suite(.serialized) struct HeightFileBadInputTests {
    @Test(arguments: [
        HeightFileIdentity(appVersion: "8", systemVersion: "17.4", language: "en-GB", displayScale: 3),
        HeightFileIdentity(appVersion: "7", systemVersion: "17.5", language: "en-GB", displayScale: 3),
        HeightFileIdentity(appVersion: "7", systemVersion: "17.4", language: "fr-FR", displayScale: 3),
        HeightFileIdentity(appVersion: "7", systemVersion: "17.4", language: "en-GB", displayScale: 2),
    ])
    func eachIdentityComponentDiscardsTheFile(_ launch: HeightFileIdentity) {
        let result = decodeStrings(twoContextFile(), identity: launch)
        #expect(result.snapshot.count == 0)
        guard case .discarded(let reason) = result.report.outcome else {
            Issue.record("not discarded")
            return
        }
        #expect(reason == .identityChanged(written: testIdentity, current: launch))
        #expect(reason.description.contains("another identity"))
        #expect(result.diagnostics.count == 1 && result.diagnostics[0].message.contains("t.heights"))
    }

    @Test func anotherFormatVersionDiscardsTheFile() {
        var bytes = [UInt8](twoContextFile())
        bytes[4] = 1
        let result = decodeStrings(Data(bytes))
        #expect(result.report.outcome == .discarded(.formatVersionChanged(written: 1)))
        #expect(result.diagnostics.count == 1)
    }

    @Test func emptyAndEveryTruncationLoadNothing() {
        let file = twoContextFile()
        for length in 0..<file.count {
            let result = decodeStrings(file.prefix(length))
            #expect(result.snapshot.count == 0, "truncated to \(length)")
            #expect(result.diagnostics.count == 1, "truncated to \(length)")
        }
        // An empty file says so (a save that never wrote, a disk that lost it), not that it is cut.
        #expect(decodeStrings(Data()).report.outcome == .discarded(.damaged("it is empty")))
    }

    @Test func everyBitFlipIsDetected() {
        let file = [UInt8](twoContextFile())
        for index in file.indices {
            for bit in 0..<8 {
                var bytes = file
                bytes[index] ^= 1 << bit
                let result = decodeStrings(Data(bytes))
                if index == 4 && bit == 0 {
                    // Format version 3 becomes 2, which is read too: the same heights, none wrong
                    // (a version 2 file only loses its corrected contexts, and this one has none).
                    #expect(result.snapshot.count == 5 && result.report.skippedCount == 0)
                    continue
                }
                #expect(result.snapshot.count == 0, "bit \(bit) of byte \(index)")
            }
        }
    }

    @Test func oversizedFilesAreDiscardedUnread() {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        twoContextCache().save(to: url, identity: testIdentity)
        let limits = HeightFileLimits(countLimit: 100, maximumLayoutContexts: 4, maximumFileSize: 50)
        let cache = KeyedHeightCache<String>()
        var report: HeightFileReport?
        let diagnostics = collectDiagnostics { report = cache.load(from: url, identity: testIdentity, limits: limits) }
        #expect(cache.snapshot().count == 0)
        #expect(report?.outcome != .done && report?.outcome != .missing)
        #expect(diagnostics.count == 1)
        // Trailing bytes after a valid file make it oversized too.
        #expect(decodeStrings(twoContextFile() + Data([0])).snapshot.count == 0)
    }

    @Test func hugeCountsAreRefusedBeforeAllocating() {
        // 2^60 entries in a file of about 100 bytes.
        var huge = headBytes() + [1] + contextBytes()
        huge += [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x10]
        huge += entryBytes("a", 1) + noSections
        let result = decodeStrings(handmadeFile(payload: huge))
        #expect(result.snapshot.count == 0)
        #expect(result.diagnostics.count == 1 && result.diagnostics[0].message.contains("claims 1152921504606846976"))
        // A context count past the bytes, and a varint longer than 63 bits.
        let contexts = decodeStrings(handmadeFile(payload: headBytes() + [0xFF, 0xFF, 0xFF, 0x7F]))
        #expect(contexts.snapshot.count == 0 && contexts.diagnostics.count == 1)
        let varint = decodeStrings(handmadeFile(payload: headBytes() + [UInt8](repeating: 0xFF, count: 12)))
        #expect(varint.snapshot.count == 0 && varint.diagnostics.count == 1)
    }

    @Test func badHeightsAndDuplicateKeysAreSkippedPerEntry() {
        var payload = headBytes() + [1] + contextBytes() + [6]
        payload += entryBytes("a", 1) + entryBytes("b", .nan) + entryBytes("c", -1) + entryBytes("d", .infinity)
        payload += entryBytes("a", 5) + entryBytes("e", 2) + noSections
        let result = decodeStrings(handmadeFile(payload: payload))
        let heights = result.snapshot.heights(in: LayoutContext(width: 320))
        #expect(heights.map(\.key) == ["a", "e"])
        #expect(heights.map(\.height) == [1, 2])
        #expect(result.report == HeightFileReport(outcome: .done, entryCount: 2, skippedCount: 4))
        // One diagnostic per cause: NaN, negative, infinite, duplicate.
        #expect(result.diagnostics.count == 4)
        #expect(result.diagnostics.allSatisfy { $0.kind == .invalidFile && $0.message.contains("t.heights") })
    }

    /// A context of the file whose heights are all skipped, or that has none, takes no context slot:
    /// the next context's heights load.
    @Test func aContextWithoutHeightsTakesNoSlot() {
        var payload = headBytes() + [3] + contextBytes(width: 320) + [1] + entryBytes("nan", .nan)
        payload += contextBytes(width: 500) + [0]
        payload += contextBytes(width: 700) + [1] + entryBytes("w", 7) + noSections
        let limits = HeightFileLimits(countLimit: 10, maximumLayoutContexts: 1)
        let result = decodeStrings(handmadeFile(payload: payload), limits: limits)
        #expect(result.snapshot.contexts == [LayoutContext(width: 700)])
        #expect(result.report == HeightFileReport(outcome: .done, entryCount: 1, skippedCount: 1))
    }

    /// A display scale is the screen's, any positive number; anything else (0, negative, NaN,
    /// infinite, -0) is an unknown scale, 0, and every unknown scale writes the same file.
    @Test func aDisplayScaleThatIsNoScaleIsUnknown() {
        func identity(_ scale: CGFloat) -> HeightFileIdentity {
            HeightFileIdentity(appVersion: "7", systemVersion: "17.4", language: "en-GB", displayScale: scale)
        }
        #expect([1, 2, 3, 0.5].map { identity($0).displayScale } == [1, 2, 3, 0.5])
        let unknown = KeyedHeightSnapshot<String>().encoded(identity: identity(0)).data
        for scale: CGFloat in [-0.0, -2, .nan, .infinity, -.infinity] {
            #expect(identity(scale).displayScale == 0 && identity(scale).displayScale.sign == .plus, "\(scale)")
            #expect(KeyedHeightSnapshot<String>().encoded(identity: identity(scale)).data == unknown, "\(scale)")
        }
    }

    @Test func contextsBeyondTheLimitsAreCut() {
        var payload = headBytes() + [3]
        payload += contextBytes(width: 320) + [3] + entryBytes("a", 1) + entryBytes("b", 2) + entryBytes("c", 3)
        payload += contextBytes(width: 320) + [1] + entryBytes("z", 9)
        payload += contextBytes(width: 700) + [1] + entryBytes("w", 7) + noSections
        let limits = HeightFileLimits(countLimit: 2, maximumLayoutContexts: 1)
        let result = decodeStrings(handmadeFile(payload: payload), limits: limits)
        #expect(result.snapshot.contexts == [LayoutContext(width: 320)])
        #expect(result.snapshot.heights(in: LayoutContext(width: 320)).map(\.key) == ["a", "b"])
        #expect(result.report.skippedCount == 3)
        #expect(result.diagnostics.count == 3)
    }

    @Test func unknownSizeClassesAndFlagsAreDamage() {
        var context = contextBytes()
        context[8 + 1 + 16] = 9
        let result = decodeStrings(handmadeFile(payload: headBytes() + [1] + context + [0] + noSections))
        #expect(result.snapshot.count == 0 && result.diagnostics.count == 1)
        // Bold text, editing, a correction of the template rules: 0 or 1 each.
        let flag = HeightFileReport.DiscardReason.damaged("a layout context has a flag that is not 0 or 1")
        for offset in [8 + 1 + 16 + 2, 8 + 1 + 16 + 3 + 8, 8 + 1 + 16 + 3 + 8 + 1] {
            var context = contextBytes()
            context[offset] = 2
            let file = handmadeFile(payload: headBytes() + [1] + context + [1] + entryBytes("a", 1) + noSections)
            #expect(decodeStrings(file).report.outcome == .discarded(flag), "flag at \(offset)")
        }
        // A correction named, with no digest (0 is none).
        let named = contextBytes().dropLast() + [1] + littleEndian(0)
        let file = handmadeFile(payload: headBytes() + [1] + named + [1] + entryBytes("a", 1) + noSections)
        #expect(
            decodeStrings(file).report.outcome
                == .discarded(.damaged("a layout context names a correction of the template rules without one")))
    }
}

extension KeyedHeightCache where Key == String {
    /// A load with explicit limits, through the public decode.
    func load(from url: URL, identity: HeightFileIdentity, limits: HeightFileLimits) -> HeightFileReport {
        guard let data = try? Data(contentsOf: url) else { return HeightFileReport(outcome: .missing) }
        let (snapshot, report) = KeyedHeightSnapshot<String>.decode(
            data, identity: identity, limits: limits, fileName: url.lastPathComponent)
        merge(snapshot)
        return report
    }
}
