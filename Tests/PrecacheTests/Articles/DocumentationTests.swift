import Foundation
import XCTest

/// What the README, the DocC articles, the doc comments and the CHANGELOG say about the API.
final class DocumentationTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The files under `folder` whose names end in `suffix`, as paths from the root.
    private static func files(under folder: String, endingWith suffix: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        let walker = FileManager.default.enumerator(atPath: base.path)
        return (walker?.allObjects as? [String] ?? []).filter { $0.hasSuffix(suffix) }.map { folder + "/" + $0 }
    }

    /// The lines of the Swift code blocks of `markdown` (in doc comments, after their `///`).
    static func codeLines(in markdown: String) -> [String] {
        var lines: [String] = []
        var inBlock = false
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("///") { line = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
            if line.hasPrefix("```") {
                inBlock.toggle()
            } else if inBlock {
                lines.append(line)
            }
        }
        return lines
    }

    /// Heights are `CGFloat` in the API: no snippet declares or converts a height as `Double`.
    func testSnippetsSpellHeightsAsCGFloat() throws {
        let paths =
            ["README.md"] + files(under: "Sources", endingWith: ".md") + files(under: "Sources", endingWith: ".swift")
        var offenders: [String] = []
        for path in paths {
            for line in Self.codeLines(in: try Self.text(path))
            where line.contains("Double") && line.lowercased().contains("height") {
                offenders.append("\(path): \(line)")
            }
        }
        XCTAssertEqual(offenders, [], "say CGFloat for heights; Double only for the storage")
    }

    /// The 0.1.0 entry names only API that exists (0.1.0 is not tagged, so it was corrected in place).
    func testTheFirstReleaseEntryUsesTheChNames() throws {
        let changelog = try Self.text("CHANGELOG.md")
        guard let start = changelog.range(of: "## [0.1.0]") else { return XCTFail("no 0.1.0 entry") }
        let entry = changelog[start.lowerBound...]
        for gone in [
            "tableView.precache", "collectionView.precache", "isTemplateLayoutCell", "UITableView.heightForCell",
        ] {
            XCTAssertFalse(entry.contains(gone), "the 0.1.0 entry names \(gone), which no longer exists")
        }
    }

    private func files(under folder: String, endingWith suffix: String) -> [String] {
        Self.files(under: folder, endingWith: suffix)
    }
}
