import CellHeight
import Foundation

/// Issue 25: a keyed cache saved to and loaded from its height file, for String keys of 20
/// characters in one context, beside the floor of a load (`setHeight` inserting the same pairs into
/// an empty cache, each key built from the same bytes inside the timed loop: 20 characters do not fit
/// a small string, so both allocate) and beside Foundation's decoders on the same pairs. Medians of
/// interleaved rounds; the targets are ratios within the run.
@MainActor
struct HeightFileMetric {
    let plan: BenchmarkPlan
    let report: Report
    var rounds = 7

    private var count: Int { plan.name == "quick" ? 20_000 : 100_000 }
    private static let keyLength = 20

    func run() {
        let count = count
        Progress.log("height file: \(NumberFormat.count(count)) String keys, save and load beside setHeight")
        let group = "Height file (issue 25): \(NumberFormat.count(count)) String keys of 20 characters, one context"
        let keyBytes = (0..<count).flatMap { Array(String(format: "post-%015d", $0).utf8) }
        let heights = (0..<count).map { Double(44 + $0 % 200) }
        let identity = HeightFileIdentity(appVersion: "bench", systemVersion: "1.0", language: "en", displayScale: 3)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellheight-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("feed.heights")
        let source = fill(keyBytes, heights)
        source.save(to: url, identity: identity)
        let fileBytes = (try? Data(contentsOf: url).count) ?? 0
        let pairs = Dictionary(uniqueKeysWithValues: (0..<count).map { (key(keyBytes, $0), heights[$0]) })
        let plist = (try? PropertyListEncoder().encode(pairs)) ?? Data()
        let json = (try? JSONEncoder().encode(pairs)) ?? Data()

        var samples: [String: [Double]] = [:]
        for _ in 0..<rounds {
            samples["insert", default: []].append(ms { BlackHole.consume(Double(fill(keyBytes, heights).cachedCount)) })
            samples["load", default: []].append(
                ms {
                    let cache = KeyedHeightCache<String>(countLimit: count)
                    BlackHole.consume(Double(cache.load(from: url, identity: identity).entryCount))
                })
            samples["save", default: []].append(
                ms { BlackHole.consume(Double(source.save(to: url, identity: identity).entryCount)) })
            samples["plist", default: []].append(ms { decode(plist, with: PropertyListDecoder().decode) })
            samples["json", default: []].append(ms { decode(json, with: JSONDecoder().decode) })
        }
        let median = samples.mapValues { Statistics($0)!.median }
        let ours = Contenders.ours.displayName
        let rows: [(String, String)] = [
            ("insert", "setHeight into an empty cache, keys built from bytes (the floor)"),
            ("load", "load: read the file, verify, fill the cache"), ("save", "save: snapshot, encode, atomic write"),
            ("plist", "PropertyListDecoder, [String: Double] (decode only)"),
            ("json", "JSONDecoder, [String: Double] (decode only)"),
        ]
        for (key, label) in rows {
            report.record(group: group, metric: label, unit: "ms", contender: ours, .measured(median[key]!))
        }
        let floorBytes = count * (Self.keyLength + 8)
        report.record(
            group: group, metric: "file size", unit: "KB", contender: ours, .measured(Double(fileBytes) / 1000))
        report.record(
            group: group, metric: "property list / JSON size", unit: "KB", contender: ours,
            .measured(Double(plist.count + json.count) / 1000))
        let memory = memoryRatio(keyBytes, heights, url, identity)
        let detail =
            "load \(NumberFormat.value(median["load"]!)) ms, setHeight \(NumberFormat.value(median["insert"]!)) ms"
        let targets = [
            (
                "height file load <= 1.5x setHeight inserting the same pairs, same run",
                median["load"]! / median["insert"]!, 1.5, detail
            ),
            (
                "height file save <= 1.0x its load, same run", median["save"]! / median["load"]!, 1.0,
                "save \(NumberFormat.value(median["save"]!)) ms"
            ),
            (
                "height file size <= 1.2x keys' UTF-8 + 8 bytes a height", Double(fileBytes) / Double(floorBytes), 1.2,
                "\(fileBytes) of \(floorBytes) bytes"
            ),
            ("memory after a load <= 1.1x the cache filled by setHeight", memory.ratio, 1.1, memory.detail),
        ]
        for (name, measured, limit, detail) in targets {
            BenchmarkTarget(name: name, measured: measured, limit: limit, unit: "x", detail: detail).record(in: report)
        }
    }

    private func key(_ bytes: [UInt8], _ index: Int) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            String(
                decoding: UnsafeBufferPointer(rebasing: buffer[index * Self.keyLength..<(index + 1) * Self.keyLength]),
                as: UTF8.self)
        }
    }

    /// A cache filled by `setHeight`, each key built from its bytes in the loop.
    private func fill(_ keyBytes: [UInt8], _ heights: [Double]) -> KeyedHeightCache<String> {
        let cache = KeyedHeightCache<String>(countLimit: heights.count)
        keyBytes.withUnsafeBufferPointer { buffer in
            for index in heights.indices {
                let bytes = UnsafeBufferPointer(rebasing: buffer[index * Self.keyLength..<(index + 1) * Self.keyLength])
                cache.setHeight(CGFloat(heights[index]), for: String(decoding: bytes, as: UTF8.self))
            }
        }
        return cache
    }

    private func decode(_ data: Data, with decoder: ([String: Double].Type, Data) throws -> [String: Double]) {
        BlackHole.consume(Double((try? decoder([String: Double].self, data))?.count ?? -1))
    }

    private func ms(_ body: () -> Void) -> Double { MonotonicClock.time(body).milliseconds }

    /// Heap held by a loaded cache over heap held by the same pairs inserted with `setHeight`.
    private func memoryRatio(
        _ keyBytes: [UInt8], _ heights: [Double], _ url: URL, _ identity: HeightFileIdentity
    ) -> (ratio: Double, detail: String) {
        let inserted = MemoryGauge.delta { fill(keyBytes, heights) }
        let loaded = MemoryGauge.delta { () -> KeyedHeightCache<String> in
            let cache = KeyedHeightCache<String>(countLimit: heights.count)
            cache.load(from: url, identity: identity)
            return cache
        }
        withExtendedLifetime((inserted.value, loaded.value)) {}
        guard let a = inserted.heapBytes, let b = loaded.heapBytes, a > 0 else {
            return (.nan, "heap not measurable here")
        }
        return (Double(b) / Double(a), "loaded \(b / 1000) KB, setHeight \(a / 1000) KB of heap")
    }
}
