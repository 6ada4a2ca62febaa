import CellHeight
import Foundation
import TestSupport

/// A fresh temporary file URL, in a folder of its own (under ``testFilesRoot``): `removeTemporaryHeightFile(_:)`
/// removes it at once.
func temporaryHeightFile(_ name: String = "heights") -> URL {
    testFilesRoot.appendingPathComponent(UUID().uuidString).appendingPathComponent(name + ".heights")
}

/// The folder of this process's test files, `$TMPDIR/cellheight-tests-<pid>`: removed with everything
/// in it when the process exits, so that no test leaves a file behind, whether it removes its own
/// earlier or not.
private let testFilesRoot: URL = {
    atexit { try? FileManager.default.removeItem(at: testFilesFolder(ofProcess: getpid())) }
    return testFilesFolder(ofProcess: getpid())
}()

private func testFilesFolder(ofProcess pid: pid_t) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("cellheight-tests-\(pid)")
}

/// Removes the folder of a `temporaryHeightFile()` with everything in it (`defer` it in the test).
func removeTemporaryHeightFile(_ url: URL) {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
}

let testIdentity = HeightFileIdentity(appVersion: "7", systemVersion: "17.4", language: "en-GB", displayScale: 3)
let testLimits = HeightFileLimits(countLimit: 10_000, maximumLayoutContexts: 4)

/// A cache of String keys in two contexts: 320 (a, b, c; c most recent) and 700 (x, y), 700 active.
@MainActor
func twoContextCache() -> KeyedHeightCache<String> {
    let cache = KeyedHeightCache<String>()
    cache.layoutContext = LayoutContext(width: 320, contentSizeCategory: "L", displayScale: 3)
    cache.setHeight(10, for: "a")
    cache.setHeight(20, for: "b")
    cache.setHeight(30, for: "c")
    cache.layoutContext = LayoutContext(width: 700, isEditing: true)
    cache.setHeight(70, for: "x")
    cache.setHeight(71, for: "y")
    return cache
}

/// The file bytes of `twoContextCache()`.
@MainActor
func twoContextFile() -> Data { twoContextCache().snapshot().encoded(identity: testIdentity).data }

/// Decodes `data` as a String-keyed file, collecting diagnostics.
func decodeStrings(
    _ data: Data, identity: HeightFileIdentity = testIdentity, limits: HeightFileLimits = testLimits
) -> (snapshot: KeyedHeightSnapshot<String>, report: HeightFileReport, diagnostics: [Diagnostic]) {
    var result: (KeyedHeightSnapshot<String>, HeightFileReport)!
    let diagnostics = collectDiagnostics {
        result = KeyedHeightSnapshot<String>.decode(data, identity: identity, limits: limits, fileName: "t.heights")
    }
    return (result.0, result.1, diagnostics)
}

/// Builds a file by hand, with a correct header and checksum around `payload`.
func handmadeFile(keyKind: UInt8 = 1, version: UInt16 = 3, payload: [UInt8]) -> Data {
    var bytes = Array("CHHF".utf8)
    bytes += [UInt8(version & 0xFF), UInt8(version >> 8), keyKind, 0]
    bytes += littleEndian(UInt64(payload.count))
    bytes += littleEndian(checksum(payload))
    return Data(bytes + payload)
}

/// Fixes the checksum of a file whose payload was changed on purpose.
func resealed(_ data: Data) -> Data {
    var bytes = [UInt8](data)
    let payload = Array(bytes[24...])
    bytes.replaceSubrange(8..<16, with: littleEndian(UInt64(payload.count)))
    bytes.replaceSubrange(16..<24, with: littleEndian(checksum(payload)))
    return Data(bytes)
}

func littleEndian(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }

/// FNV-1a over 64-bit little-endian words, then the last bytes (the format's checksum, written
/// again here from its definition).
func checksum(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var index = 0
    while index + 8 <= bytes.count {
        var word: UInt64 = 0
        for byte in 0..<8 { word |= UInt64(bytes[index + byte]) << (byte * 8) }
        hash = (hash ^ word) &* 0x100_0000_01b3
        index += 8
    }
    while index < bytes.count {
        hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
        index += 1
    }
    return hash
}

/// A payload's identity block for `testIdentity`.
func identityBytes(_ identity: HeightFileIdentity = testIdentity) -> [UInt8] {
    stringBytes(identity.appVersion) + stringBytes(identity.systemVersion) + stringBytes(identity.language)
        + littleEndian(Double(identity.displayScale).bitPattern)
}

/// What a payload holds before its contexts: the identity, the key type (`String`'s by default) and
/// an unknown origin.
func headBytes(_ identity: HeightFileIdentity = testIdentity, keyType: String = "Swift.String") -> [UInt8] {
    identityBytes(identity) + stringBytes(keyType) + littleEndian(0) + littleEndian(0)
}

/// What a payload holds after its contexts: no section.
let noSections: [UInt8] = [0]

/// A length (one byte: below 128) and the UTF-8.
func stringBytes(_ s: String) -> [UInt8] { [UInt8(s.utf8.count)] + Array(s.utf8) }

/// A context of width 320 and nothing else set (no correction of the template rules either).
func contextBytes(width: Double = 320) -> [UInt8] {
    littleEndian(width.bitPattern) + [0] + littleEndian(0) + littleEndian(0) + [0, 0, 0] + littleEndian(0) + [0, 0]
}

/// One String-keyed entry.
func entryBytes(_ key: String, _ height: Double) -> [UInt8] {
    [UInt8(key.utf8.count)] + Array(key.utf8) + littleEndian(height.bitPattern)
}

/// The file's bytes, or empty if there is none.
func bytes(of url: URL) -> Data { (try? Data(contentsOf: url)) ?? Data() }

/// A String-keyed cache with `count` heights ("k0"... most recent last) in `context`.
@MainActor
func stringCache(
    _ count: Int, in context: LayoutContext = LayoutContext(width: 320), countLimit: Int = 10_000,
    maximumLayoutContexts: Int = 4
) -> KeyedHeightCache<String> {
    let cache = KeyedHeightCache<String>(countLimit: countLimit, maximumLayoutContexts: maximumLayoutContexts)
    cache.layoutContext = context
    for index in 0..<count { cache.setHeight(CGFloat(10 + index), for: "k\(index)") }
    return cache
}
