import CellHeight
import Foundation
import TestSupport
import Testing

@MainActor @Suite(.serialized) struct HeightFileRoundTripTests {
    @Test func savesAndLoadsEveryContextInItsOrder() throws {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        let saved = twoContextCache().save(to: url, identity: testIdentity)
        #expect(saved == HeightFileReport(outcome: .done, entryCount: 5, skippedCount: 0))

        let cache = KeyedHeightCache<String>()
        let loaded = cache.load(from: url, identity: testIdentity)
        #expect(loaded == HeightFileReport(outcome: .done, entryCount: 5, skippedCount: 0))
        let snapshot = cache.snapshot()
        let narrow = LayoutContext(width: 320, contentSizeCategory: "L", displayScale: 3)
        let wide = LayoutContext(width: 700, isEditing: true)
        #expect(snapshot.contexts.contains(narrow) && snapshot.contexts.contains(wide))
        #expect(snapshot.heights(in: narrow).map(\.key) == ["c", "b", "a"])
        #expect(snapshot.heights(in: wide).map(\.key) == ["y", "x"])
        #expect(snapshot.heights(in: wide).map(\.height) == [71, 70])
        // Eviction order kept: one more height in a full bucket evicts the oldest loaded one, "a".
        cache.countLimit = 3
        cache.layoutContext = narrow
        cache.setHeight(40, for: "d")
        #expect(cache.height(for: "a") == nil)
        #expect(cache.height(for: "b") == 20)
    }

    /// Heights measured after a displayed cell corrected a template rule live in a context that
    /// names the correction (issue 29): a file keeps the two apart, so that a relaunch finds the
    /// corrected heights only once the same correction is learned again.
    @Test func aContextsCorrectionOfTheTemplateRulesIsKept() throws {
        let url = temporaryHeightFile()
        let rules = LayoutContext(width: 390, displayScale: 3)
        var corrected = rules
        corrected.ruleCorrection = RuleCorrection(rawValue: 0xc172_4078_6554_c693)
        let cache = KeyedHeightCache<String>()
        cache.layoutContext = rules
        cache.setHeight(50, for: "post")
        cache.layoutContext = corrected
        cache.setHeight(58, for: "post")
        #expect(cache.save(to: url, identity: testIdentity).outcome == .done)

        let loaded = KeyedHeightCache<String>()
        loaded.layoutContext = rules
        #expect(
            loaded.load(from: url, identity: testIdentity)
                == HeightFileReport(outcome: .done, entryCount: 2, skippedCount: 0))
        #expect(loaded.height(for: "post") == 50)
        loaded.layoutContext = corrected
        #expect(loaded.height(for: "post") == 58)
        #expect(loaded.snapshot().contexts.map(\.ruleCorrection).contains(corrected.ruleCorrection))

        let json = try JSONEncoder().encode([rules, corrected])
        #expect(try JSONDecoder().decode([LayoutContext].self, from: json) == [rules, corrected])
    }

    /// Issue 35 §2: format version 3 digests a correction per cell kind. A version 2 file (written
    /// before) is migrated: its uncorrected heights load, its corrected ones, whose digest no
    /// correction learned now can match, are skipped (counted, one diagnostic), never kept as dead
    /// weight in a context slot.
    @Test func aVersion2FileLoadsWithoutItsGeometryOnlyCorrections() {
        let rules = LayoutContext(width: 390, displayScale: 3)
        var corrected = rules
        corrected.ruleCorrection = RuleCorrection(rawValue: 0xfbec_1120_44f3_e000)
        let cache = KeyedHeightCache<String>()
        cache.layoutContext = rules
        cache.setHeight(50, for: "post")
        cache.setHeight(30, for: "ad")
        cache.layoutContext = corrected
        cache.setHeight(58, for: "post")
        var bytes = [UInt8](cache.snapshot().encoded(identity: testIdentity).data)
        #expect(bytes[4] == 3 && bytes[5] == 0, "this version writes format version 3")
        bytes[4] = 2  // the header is outside the checksum

        let result = decodeStrings(Data(bytes))
        #expect(result.report == HeightFileReport(outcome: .done, entryCount: 2, skippedCount: 1))
        #expect(result.snapshot.contexts == [rules])
        #expect(result.snapshot.heights(in: rules).map(\.height) == [30, 50])
        #expect(result.diagnostics.count == 1 && result.diagnostics[0].message.contains("earlier version"))

        bytes[4] = 3
        #expect(decodeStrings(Data(bytes)).report == HeightFileReport(outcome: .done, entryCount: 3, skippedCount: 0))
        bytes[4] = 4
        #expect(decodeStrings(Data(bytes)).report.outcome == .discarded(.formatVersionChanged(written: 4)))
    }

    @Test func loadedHeightsNeverReplaceMeasuredOnes() {
        let snapshot = twoContextCache().snapshot()
        let cache = KeyedHeightCache<String>()
        cache.layoutContext = LayoutContext(width: 700, isEditing: true)
        cache.setHeight(99, for: "y")
        #expect(cache.merge(snapshot) == 4)
        #expect(cache.containsHeight(for: "x"))
        // The measured height stays the most recent: the loaded ones are evicted first.
        cache.countLimit = 1
        #expect(cache.height(for: "y") == 99)
        #expect(cache.height(for: "x") == nil)
    }

    @Test func intUUIDAndCodableKeysRoundTrip() {
        struct PostID: Codable, Hashable, Sendable {
            var feed: String
            var number: Int
        }
        let ids = (0..<3).map { _ in UUID() }
        let uuids = KeyedHeightCache<UUID>()
        for (index, id) in ids.enumerated() { uuids.setHeight(CGFloat(index + 1), for: id) }
        let ints = KeyedHeightCache<Int>()
        ints.setHeight(5, for: -7)
        ints.setHeight(6, for: .max)
        let posts = KeyedHeightCache<PostID>()
        posts.setHeight(8, for: PostID(feed: "home", number: 3))

        let uuidBack = KeyedHeightCache<UUID>()
        uuidBack.merge(decode(uuids.snapshot(), as: UUID.self))
        #expect(ids.map { uuidBack.height(for: $0) } == [1, 2, 3])
        let intBack = KeyedHeightCache<Int>()
        intBack.merge(decode(ints.snapshot(), as: Int.self))
        #expect(intBack.height(for: -7) == 5 && intBack.height(for: .max) == 6)
        let postBack = KeyedHeightCache<PostID>()
        postBack.merge(decode(posts.snapshot(), as: PostID.self))
        #expect(postBack.height(for: PostID(feed: "home", number: 3)) == 8)
    }

    @Test func anyHashableCacheSavesAndLoadsOneKeyTypeAndCountsTheRest() {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        let mixed = KeyedHeightCache<AnyHashable>()
        mixed.setHeight(10, for: "a")
        mixed.setHeight(11, for: 42)
        mixed.setHeight(12, for: "b")
        mixed.layoutContext = LayoutContext(width: 700)
        mixed.setHeight(13, for: 43)
        mixed.layoutContext = .unspecified
        // A context without heights of the key type is left out of the file.
        #expect(mixed.snapshot(keyType: String.self).snapshot.contexts == [.unspecified])
        let saved = mixed.save(to: url, identity: testIdentity, keyType: String.self)
        #expect(saved == HeightFileReport(outcome: .done, entryCount: 2, skippedCount: 2))

        let back = KeyedHeightCache<AnyHashable>()
        #expect(back.load(from: url, identity: testIdentity, keyType: String.self).entryCount == 2)
        #expect(back.height(for: "a") == 10 && back.height(for: "b") == 12 && back.height(for: 42) == nil)
        // Loading as another key type discards the file whole: its keys are not Ints.
        let wrong = KeyedHeightCache<AnyHashable>()
        var report: HeightFileReport?
        let diagnostics = collectDiagnostics {
            report = wrong.load(from: url, identity: testIdentity, keyType: Int.self)
        }
        #expect(report?.outcome == .discarded(.keyTypeChanged(written: "String keys", current: "Int keys")))
        #expect(diagnostics.count == 1 && diagnostics[0].message.contains("heights.heights"))
    }

    @Test func codableKeysThatDoNotDecodeAreSkippedAndCounted() {
        let cache = KeyedHeightCache<SmallID>()
        cache.setHeight(1, for: SmallID(id: 3))
        cache.setHeight(2, for: SmallID(id: 300))  // encodes, but does not decode
        let data = cache.snapshot().encoded(identity: testIdentity).data
        var report: HeightFileReport?
        let diagnostics = collectDiagnostics {
            report =
                KeyedHeightSnapshot<SmallID>.decode(
                    data, identity: testIdentity, limits: testLimits, fileName: "w.heights"
                ).report
        }
        #expect(report == HeightFileReport(outcome: .done, entryCount: 1, skippedCount: 1))
        #expect(diagnostics.count == 1 && diagnostics[0].message.contains("w.heights"))
    }

    @Test func layoutContextIsCodableWithEveryField() throws {
        let context = LayoutContext(
            width: 375, contentSizeCategory: "XL", layoutMargins: HorizontalInsets(left: 16, right: 20),
            horizontalSizeClass: .compact, verticalSizeClass: .regular, isBoldText: true, displayScale: 3,
            isEditing: true)
        let data = try JSONEncoder().encode(context)
        #expect(try JSONDecoder().decode(LayoutContext.self, from: data) == context)
        let json = String(decoding: data, as: UTF8.self)
        for field in ["width", "contentSizeCategory", "layoutMargins", "horizontalSizeClass", "verticalSizeClass"]
            + ["isBoldText", "displayScale", "isEditing"]
        {
            #expect(json.contains(field))
        }
    }

    @Test func missingFileLoadsNothingSilently() {
        var report: HeightFileReport?
        let diagnostics = collectDiagnostics {
            report = KeyedHeightCache<String>().load(from: temporaryHeightFile(), identity: testIdentity)
        }
        #expect(report?.outcome == .missing)
        #expect(diagnostics.isEmpty)
    }

    /// The writer writes the layout `HeightFileFormat` documents, byte for byte: a file read and
    /// written again is the same file. A length or a count takes one byte up to 127 and two from
    /// 128 (LEB128), and a file without corrections has no section.
    @Test func aFileReadAndWrittenAgainIsTheSameBytes() {
        let (short, long) = (String(repeating: "s", count: 127), String(repeating: "l", count: 128))
        let payload =
            headBytes() + [1] + contextBytes() + [2] + [0x7F] + Array(short.utf8) + littleEndian(Double(1).bitPattern)
            + [0x80, 0x01] + Array(long.utf8) + littleEndian(Double(2).bitPattern) + noSections
        let file = handmadeFile(payload: payload)
        let read = decodeStrings(file)
        #expect(read.report == HeightFileReport(outcome: .done, entryCount: 2, skippedCount: 0))
        #expect(read.snapshot.heights(in: LayoutContext(width: 320)).map(\.key) == [short, long])
        let written = read.snapshot.encoded(identity: testIdentity).data
        #expect(written == file, "\(written.count) bytes written, \(file.count) read")
    }

    @Test func theFileIsCompact() {
        let cache = KeyedHeightCache<String>(countLimit: 1000)
        for index in 0..<1000 { cache.setHeight(44, for: String(format: "post-%015d", index)) }
        let data = cache.snapshot().encoded(identity: testIdentity).data
        // 20 bytes of UTF-8, a length byte and 8 bytes a height, plus a small header.
        #expect(data.count <= 1000 * 29 + 150)
    }

    private func decode<Key: Codable & Hashable & Sendable>(
        _ snapshot: KeyedHeightSnapshot<Key>, as _: Key.Type
    ) -> KeyedHeightSnapshot<Key> {
        let data = snapshot.encoded(identity: testIdentity).data
        return KeyedHeightSnapshot<Key>.decode(data, identity: testIdentity, limits: testLimits, fileName: "k").snapshot
    }
}

/// A key whose decoding refuses ids above 255, as a key type changed between two versions might.
struct SmallID: Codable, Hashable, Sendable {
    var id: Int

    init(id: Int) { self.id = id }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(Int.self, forKey: .id)
        guard id < 256 else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: values, debugDescription: "too large")
        }
    }
}
