import Foundation
import TestSupport
import Testing

@testable import CellHeight

/// Each limit of a height file holds at its exact value: the value itself passes, one more does not.
@MainActor @Suite(.serialized) struct HeightFileLimitsTests {
    /// A file of exactly `maximumFileSize` bytes loads; one byte less of limit discards it unread.
    @Test func aFileOfExactlyTheSizeLimitLoads() {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        twoContextCache().save(to: url, identity: testIdentity)
        let size = bytes(of: url).count
        let exact = HeightFileLimits(countLimit: 100, maximumLayoutContexts: 4, maximumFileSize: size)
        let loaded = collectDiagnostics {
            let (snapshot, report) = KeyedHeightSnapshot<String>.load(from: url, identity: testIdentity, limits: exact)
            #expect(report.outcome == .done && snapshot.count == 5)
        }
        #expect(loaded.isEmpty)
        let smaller = HeightFileLimits(countLimit: 100, maximumLayoutContexts: 4, maximumFileSize: size - 1)
        let refused = collectDiagnostics {
            let (snapshot, report) = KeyedHeightSnapshot<String>.load(
                from: url, identity: testIdentity, limits: smaller)
            #expect(report.outcome == .discarded(.tooLarge(size: size, limit: size - 1)) && snapshot.count == 0)
        }
        #expect(refused.count == 1)
        // The decoder's own check agrees with the reader's.
        let data = bytes(of: url)
        #expect(decodeStrings(data, limits: exact).report.outcome == .done)
        #expect(
            decodeStrings(data, limits: smaller).report.outcome == .discarded(.tooLarge(size: size, limit: size - 1)))
    }

    /// A context loads exactly `countLimit` heights; the rest are skipped for that reason, and say so.
    @Test func heightsBeyondTheCountLimitAreSkippedAsSuch() {
        var payload = headBytes() + [1] + contextBytes() + [3]
        payload += entryBytes("a", 1) + entryBytes("b", 2) + entryBytes("c", 3) + noSections
        let result = decodeStrings(
            handmadeFile(payload: payload), limits: HeightFileLimits(countLimit: 2, maximumLayoutContexts: 1))
        #expect(result.snapshot.heights(in: LayoutContext(width: 320)).map(\.key) == ["a", "b"])
        #expect(result.report.skippedCount == 1)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains("(beyond countLimit 2 in a context)") == true)
    }

    /// Whatever the size limit, the file a snapshot writes is never larger: with more than 127 heights
    /// in a context, their count takes two bytes, and the heights that fit are counted with them.
    @Test func aSavedFileNeverExceedsItsSizeLimit() {
        let cache = KeyedHeightCache<String>()
        cache.countLimit = 300
        cache.layoutContext = LayoutContext(width: 320)
        for index in 0..<200 { cache.setHeight(CGFloat(index), for: "k\(index)") }
        let full = cache.snapshot().encoded(identity: testIdentity).data.count
        for limit in stride(from: full - 200 * 12, through: full + 2, by: 1) {
            var snapshot = cache.snapshot()
            snapshot.limits = HeightFileLimits(countLimit: 300, maximumLayoutContexts: 4, maximumFileSize: limit)
            var data = Data()
            _ = collectDiagnostics { data = snapshot.encoded(identity: testIdentity).data }
            #expect(data.count <= limit, "a file of \(data.count) bytes under a limit of \(limit)")
            if data.count > limit { return }
        }
    }

    /// Bytes after the last entry, inside a file whose length and checksum say they belong to it,
    /// are damage: the file is discarded whole.
    @Test func bytesAfterTheLastEntryAreDamage() {
        var payload = headBytes() + [1] + contextBytes() + [1] + entryBytes("a", 1) + noSections
        #expect(decodeStrings(handmadeFile(payload: payload)).report.outcome == .done)
        payload += [0]
        let result = decodeStrings(handmadeFile(payload: payload))
        #expect(result.report.outcome == .discarded(.damaged("it has 1 bytes after its last entry")))
        #expect(result.snapshot.count == 0 && result.diagnostics.count == 1)
    }

    /// A count is checked against the bytes its items need (an entry takes at least 9), not only
    /// against the bytes left: the file is discarded for that reason before anything is read.
    @Test func aCountIsCheckedAgainstTheBytesItsItemsNeed() {
        // 10 entries claimed, 9 bytes each at least: 90 bytes, where 1 entry and no section follow.
        let payload = headBytes() + [1] + contextBytes() + [10] + entryBytes("a", 1) + noSections
        let result = decodeStrings(handmadeFile(payload: payload))
        guard case .discarded(.damaged(let detail)) = result.report.outcome else {
            Issue.record("not discarded as damaged: \(result.report.outcome)")
            return
        }
        #expect(detail.hasPrefix("it claims 10 entries, more than its"), "\(detail)")
    }

    /// A key is at most `maximumKeyLength` (4096) bytes: a longer one is damage, one of exactly that
    /// length loads.
    @Test func aKeyLongerThanTheLongestWrittenIsDamage() {
        func file(keyLength: Int) -> Data {
            let key = String(repeating: "k", count: keyLength)
            // The length as a two-byte varint (4096 and 4097 are both above 127).
            let length = [UInt8(keyLength & 0x7F) | 0x80, UInt8(keyLength >> 7)]
            let entry = length + Array(key.utf8) + littleEndian(Double(1).bitPattern)
            return handmadeFile(payload: headBytes() + [1] + contextBytes() + [1] + entry + noSections)
        }
        let longest = decodeStrings(file(keyLength: 4096))
        #expect(longest.report.outcome == .done && longest.snapshot.count == 1)
        let longer = decodeStrings(file(keyLength: 4097))
        #expect(longer.report.outcome == .discarded(.damaged("a field of 4097 bytes exceeds 4096")))
    }

    /// A number takes at most 9 bytes (63 bits): a tenth byte is damage, even one that adds no bit.
    @Test func aNumberOfTenBytesIsDamage() {
        let nine: [UInt8] = [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00]
        #expect(decodeStrings(handmadeFile(payload: headBytes() + nine + noSections)).report.outcome == .done)
        let ten: [UInt8] = nine.dropLast() + [0x80, 0x00]
        let result = decodeStrings(handmadeFile(payload: headBytes() + ten + noSections))
        #expect(result.report.outcome == .discarded(.damaged("a number is out of range")))
    }
}
