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
    /// against the bytes left: the file is discarded for that reason before anything is read, from
    /// the first count too many on.
    @Test func aCountIsCheckedAgainstTheBytesItsItemsNeed() {
        // 1 entry (10 bytes) and no section (1) follow: 11 bytes hold one entry of 9, not 2 nor 10.
        for claimed: UInt8 in [2, 10] {
            let payload = headBytes() + [1] + contextBytes() + [claimed] + entryBytes("a", 1) + noSections
            let result = decodeStrings(handmadeFile(payload: payload))
            guard case .discarded(.damaged(let detail)) = result.report.outcome else {
                Issue.record("not discarded as damaged: \(result.report.outcome)")
                return
            }
            #expect(detail.hasPrefix("it claims \(claimed) entries, more than its 11 bytes"), "\(detail)")
        }
    }

    /// The count of a context's heights takes one byte up to 127 and two from 128, and the save
    /// budgets it at its exact width: a size limit of the whole file keeps every height, one byte
    /// less leaves out the least recently used one, and no file is larger than its limit.
    @Test func theCountOfAContextsHeightsIsBudgetedAtItsWidth() {
        for count in [127, 128] {
            var snapshot = stringCache(count, countLimit: 300).snapshot()
            let full = snapshot.encoded(identity: testIdentity).data
            #expect(decodeStrings(full).snapshot.count == count, "\(count) heights read back")
            for limit in [full.count, full.count - 1] {
                snapshot.limits = HeightFileLimits(countLimit: 300, maximumLayoutContexts: 4, maximumFileSize: limit)
                var saved: (data: Data, report: HeightFileReport)?
                let messages = collectDiagnostics { saved = snapshot.encoded(identity: testIdentity) }
                let kept = limit == full.count ? count : count - 1
                #expect(messages.count == count - kept, "the height left out is reported")
                #expect(saved?.report.entryCount == kept, "\(count) heights, a limit of \(limit) bytes")
                #expect((saved?.data.count ?? .max) <= limit, "\(count) heights, a limit of \(limit) bytes")
            }
        }
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

    /// What cannot be left out of a file (its identity and its contexts) fits a size limit of
    /// exactly its size, without heights; one byte less refuses the file. The largest limits there
    /// are write the file as any other.
    @Test func theIdentityAndContextsAloneFitALimitOfTheirSize() {
        var snapshot = stringCache(1).snapshot()
        let full = snapshot.encoded(identity: testIdentity).data
        let fixed = full.count - (1 + 2 + 8)  // "k0": its length, its UTF-8, its height
        snapshot.limits = HeightFileLimits(countLimit: 10, maximumLayoutContexts: 4, maximumFileSize: fixed)
        var saved: (data: Data, report: HeightFileReport)?
        _ = collectDiagnostics { saved = snapshot.encoded(identity: testIdentity) }
        #expect(saved?.report == HeightFileReport(outcome: .done, entryCount: 0, skippedCount: 1))
        #expect(saved?.data.count == fixed)
        snapshot.limits.maximumFileSize = fixed - 1
        _ = collectDiagnostics { saved = snapshot.encoded(identity: testIdentity) }
        #expect(saved?.report.outcome == .refused(.identityTooLarge(size: fixed, limit: fixed - 1)))
        #expect(saved?.data.isEmpty == true)
        snapshot.limits = HeightFileLimits(countLimit: .max, maximumLayoutContexts: .max)
        #expect(snapshot.limits.maximumFileSize == .max && snapshot.encoded(identity: testIdentity).data == full)
    }

    /// Once a height does not fit, it and every less recently used one are left out, even one small
    /// enough for the room left, and no more key is encoded (a JSON key costs a coder each): a
    /// full file costs nothing more, however many heights the cache holds.
    @Test func aFullFileLeavesTheRestOutWithoutEncodingIt() throws {
        let cache = KeyedHeightCache<CountedKey>(countLimit: 100)
        cache.layoutContext = LayoutContext(width: 320)
        let small = (1...50).map { CountedKey(name: "s\($0)") }
        let (long, newest) = (CountedKey(name: String(repeating: "l", count: 100)), CountedKey(name: "n"))
        for key in small + [long, newest] { cache.setHeight(1, for: key) }  // the newest last
        var snapshot = cache.snapshot()
        let full = snapshot.encoded(identity: testIdentity).data.count
        func size(_ key: CountedKey) throws -> Int { try 1 + JSONEncoder().encode([key]).count + 8 }
        let fixed = try full - (small + [long, newest]).reduce(0) { try $0 + size($1) }
        // Room for the newest and a small one, not the long one; then room for the newest and 1 byte.
        for room in [try size(newest) + size(small[0]), try size(newest) + 1] {
            snapshot.limits = HeightFileLimits(countLimit: 100, maximumLayoutContexts: 4, maximumFileSize: fixed + room)
            CountedKey.encodings.reset()
            var saved: (data: Data, report: HeightFileReport)?
            _ = collectDiagnostics { saved = snapshot.encoded(identity: testIdentity) }
            #expect(saved?.report == HeightFileReport(outcome: .done, entryCount: 1, skippedCount: 51))
            #expect(CountedKey.encodings.count == 2, "the newest and the first that did not fit")
            var loaded: KeyedHeightSnapshot<CountedKey>?
            _ = collectDiagnostics {
                loaded =
                    KeyedHeightSnapshot<CountedKey>.decode(
                        saved?.data ?? Data(), identity: testIdentity, limits: testLimits, fileName: "t"
                    ).snapshot
            }
            #expect(loaded?.heights(in: LayoutContext(width: 320)).map(\.key) == [newest])
        }
    }

    /// A key of exactly `maximumKeyLength` (4096) bytes is saved and loads; a longer one is left out
    /// of the file and counted, and the file loads: `String` keys and JSON-encoded keys alike.
    @Test func theLongestKeyIsSavedAndALongerOneIsLeftOut() throws {
        let strings = KeyedHeightCache<String>()
        strings.layoutContext = LayoutContext(width: 320)
        let longest = String(repeating: "k", count: 4096)
        strings.setHeight(1, for: longest)
        strings.setHeight(2, for: longest + "k")
        let saved = strings.snapshot().encoded(identity: testIdentity)
        #expect(saved.report == HeightFileReport(outcome: .done, entryCount: 1, skippedCount: 1))
        let loaded = decodeStrings(saved.data)
        #expect(loaded.report.outcome == .done && loaded.diagnostics.isEmpty)
        #expect(loaded.snapshot.heights(in: LayoutContext(width: 320)).map(\.key) == [longest])

        // A key that is not a String, Int or UUID is written as its JSON, `[{"name":"…"}]`.
        let overhead = try JSONEncoder().encode([NamedKey(name: "")]).count
        let named = KeyedHeightCache<NamedKey>()
        named.layoutContext = LayoutContext(width: 320)
        let longestNamed = NamedKey(name: String(repeating: "n", count: 4096 - overhead))
        #expect(try JSONEncoder().encode([longestNamed]).count == 4096)
        named.setHeight(1, for: longestNamed)
        named.setHeight(2, for: NamedKey(name: longestNamed.name + "n"))
        let savedNamed = named.snapshot().encoded(identity: testIdentity)
        #expect(savedNamed.report == HeightFileReport(outcome: .done, entryCount: 1, skippedCount: 1))
        var loadedNamed: (snapshot: KeyedHeightSnapshot<NamedKey>, report: HeightFileReport)?
        let diagnostics = collectDiagnostics {
            loadedNamed = KeyedHeightSnapshot<NamedKey>.decode(
                savedNamed.data, identity: testIdentity, limits: testLimits, fileName: "t.heights")
        }
        #expect(loadedNamed?.report.outcome == .done && diagnostics.isEmpty)
        #expect(loadedNamed?.snapshot.heights(in: LayoutContext(width: 320)).map(\.key) == [longestNamed])
    }

    /// Each field may end at the last byte of what is read; one byte more is truncation, never a
    /// read past the end, and so is a negative length.
    @Test func aFieldMayEndAtTheLastByte() {
        /// What `body` reads from `bytes`, all of them.
        func read<T>(_ bytes: [UInt8], _ body: (inout ByteReader) throws(FileDamage) -> T) -> Result<T, FileDamage> {
            bytes.withUnsafeBytes { raw in
                var reader = ByteReader(raw)
                return Result { () throws(FileDamage) -> T in
                    let value = try body(&reader)
                    guard reader.remaining == 0 else { throw FileDamage("\(reader.remaining) bytes left") }
                    return value
                }
            }
        }
        func string(_ bytes: [UInt8]) -> Result<String, FileDamage> {
            read(bytes) { (reader: inout ByteReader) throws(FileDamage) -> String in try reader.string() }
        }
        func bytes(_ counts: [Int]) -> Result<[UInt8], FileDamage> {
            read([1, 2]) { (reader: inout ByteReader) throws(FileDamage) -> [UInt8] in
                var result: [UInt8] = []
                for count in counts { result += try reader.bytes(count) }
                return result
            }
        }
        let uint16 = read([0x34, 0x12]) { (reader: inout ByteReader) throws(FileDamage) -> UInt16 in
            try reader.uint16()
        }
        #expect(uint16 == .success(0x1234))
        #expect(string([3, 0x61, 0x62, 0x63]) == .success("abc"))
        #expect(string([4, 0x61, 0x62, 0x63]) == .failure(FileDamage("truncated")))
        #expect(bytes([2]) == .success([1, 2]) && bytes([1, 1, 0]) == .success([1, 2]))
        #expect(bytes([3]) == .failure(FileDamage("truncated")) && bytes([-1]) == .failure(FileDamage("truncated")))
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

/// A key type that is not a `String`, an `Int` or a `UUID`: written to a height file as its JSON.
struct NamedKey: Codable, Hashable, Sendable { var name: String }

/// A key written as its JSON, which counts its encodings.
struct CountedKey: Codable, Hashable, Sendable {
    static let encodings = Counter()
    var name: String

    init(name: String) { self.name = name }
    init(from decoder: any Decoder) throws { name = try decoder.singleValueContainer().decode(String.self) }

    func encode(to encoder: any Encoder) throws {
        Self.encodings.increment()
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func increment() { lock.withLock { value += 1 } }
        func reset() { lock.withLock { value = 0 } }
    }
}
