import CellHeight
import Foundation
import TestSupport
import Testing

/// Mutated height files: the reader never traps, and whatever it keeps obeys the rules (valid heights,
/// at most the limits, no key twice in a context). Random caches: every file a save reports as
/// written loads back, into a cache with the same limits, with the same heights.
///
/// `CELLHEIGHT_SEED` replays a run (its seed is printed); `CELLHEIGHT_FILE_FUZZ_CASES` sets how many
/// files and caches are tried (500 in the normal suite; the long mode runs 10,000 or more).
@MainActor
struct HeightFileFuzzTests {
    static let cases = ProcessInfo.processInfo.environment["CELLHEIGHT_FILE_FUZZ_CASES"].flatMap { Int($0) } ?? 500

    @Test func savedFilesLoadBackWithTheSameHeights() {
        let seed = testSeed("savedFilesLoadBackWithTheSameHeights")
        let url = temporaryHeightFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        var property = HeightFileRoundTrip(random: SeededGenerator(seed: seed), url: url)
        var failures: [String] = []
        for number in 0..<Self.cases where failures.count < 5 {
            if let problem = property.check() { failures.append("case \(number): \(problem)") }
        }
        print(
            "savedFilesLoadBackWithTheSameHeights: \(Self.cases) caches saved and loaded back (\(property.refused) "
                + "saves refused, \(property.leftOut) with heights skipped, up to \(property.mostContexts) contexts)")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n")) (seed \(seed))")
    }

    @Test func mutatedFilesLoadNothingWrong() {
        let seed = testSeed("mutatedFilesLoadNothingWrong")
        var random = SeededGenerator(seed: seed)
        let limits = HeightFileLimits(countLimit: 4, maximumLayoutContexts: 2)
        let bases = [[UInt8](twoContextFile()), [UInt8](manyEntryFile())]
        var (kept, failures) = (0, [String]())
        for number in 0..<Self.cases where failures.count < 5 {
            var bytes = bases[Int.random(in: 0..<bases.count, using: &random)]
            for _ in 0..<Int.random(in: 1...4, using: &random) { mutate(&bytes, using: &random) }
            // Half the cases carry a correct checksum, so that the parser behind it is exercised.
            var data = Data(bytes)
            if bytes.count >= 24, Bool.random(using: &random) { data = resealed(data) }
            let (snapshot, report, _) = decodeStrings(data, limits: limits)
            kept += snapshot.count
            if let problem = check(snapshot, report, limits) { failures.append("case \(number): \(problem)") }
        }
        print("mutatedFilesLoadNothingWrong: \(Self.cases) cases, \(kept) heights kept")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n")) (seed \(seed))")
    }

    private func check(
        _ snapshot: KeyedHeightSnapshot<String>, _ report: HeightFileReport, _ limits: HeightFileLimits
    ) -> String? {
        guard snapshot.contexts.count <= limits.maximumLayoutContexts else { return "too many contexts" }
        guard Set(snapshot.contexts).count == snapshot.contexts.count else { return "a context twice" }
        for context in snapshot.contexts {
            let heights = snapshot.heights(in: context)
            guard heights.count <= limits.countLimit else { return "too many heights in \(context)" }
            guard Set(heights.map(\.key)).count == heights.count else { return "a key twice in \(context)" }
            guard heights.allSatisfy({ $0.height.isFinite && $0.height >= 0 && $0.height <= 10_000_000 }) else {
                return "a bad height in \(context)"
            }
        }
        guard report.entryCount == snapshot.count else { return "report \(report) for \(snapshot.count) heights" }
        return nil
    }

    private func mutate(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
        guard !bytes.isEmpty else {
            bytes = [UInt8.random(in: 0...255, using: &random)]
            return
        }
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: bytes[index] ^= 1 << UInt8.random(in: 0..<8, using: &random)
        case 1:
            bytes[index] = [0, 0x7F, 0x80, 0xFF, UInt8.random(in: 0...255, using: &random)].randomElement(
                using: &random)!
        case 2: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...16, using: &random)))
        case 3:
            bytes.insert(
                contentsOf: (0..<Int.random(in: 1...9, using: &random)).map { _ in
                    UInt8.random(in: 0...255, using: &random)
                }, at: index)
        case 4:
            let end = min(bytes.count, index + Int.random(in: 1...40, using: &random))
            bytes.insert(contentsOf: bytes[index..<end], at: Int.random(in: 0...bytes.count, using: &random))
        default: bytes.removeSubrange(index...)
        }
    }

    /// A file with one context of 12 entries, some NaN, some repeated.
    private func manyEntryFile() -> Data {
        var payload = headBytes() + [2] + contextBytes(width: 320) + [12]
        for index in 0..<12 { payload += entryBytes("k\(index % 9)", index == 3 ? .nan : Double(index)) }
        payload += contextBytes(width: 500) + [0] + noSections
        return handmadeFile(payload: payload)
    }
}
