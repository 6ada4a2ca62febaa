import Foundation
import TestSupport
import Testing

@testable import CellHeight

/// What a diagnostic repeats from a file or a path is escaped and shortened, and a file of another
/// key type is refused naming both types (issue 30, defect 6 and "key types are not checked").
@MainActor @Suite(.serialized) struct HeightFileDiagnosticTests {
    @Test func fileContentInADiagnosticIsEscapedAndShortened() {
        // A hostile file: an identity string with newlines, a terminal escape and a bidi override.
        let hostile = "7\nFAKE [CellHeight] all good\u{1B}[2J\u{202E}" + String(repeating: "x", count: 4000)
        let written = HeightFileIdentity(appVersion: hostile, systemVersion: "17.4", language: "en-GB", displayScale: 3)
        let data = twoContextCache().snapshot().encoded(identity: written).data
        let result = decodeStrings(data)
        #expect(result.snapshot.count == 0 && result.diagnostics.count == 1)
        let message = result.diagnostics.first?.message ?? ""
        #expect(!message.contains("\n") && !message.contains("\u{1B}") && !message.contains("\u{202E}"))
        #expect(message.contains(#""7\nFAKE [CellHeight] all good\u{1B}[2J\u{202E}xxx"#))
        #expect(message.contains("…\" (\(hostile.utf8.count) bytes)"))
        #expect(message.count < 300, "\(message.count) characters")

        // A file name with a newline.
        let url = temporaryHeightFile("feed\nFAKE")
        let messages = collectDiagnostics {
            _ = HeightFileWriter.save(Data("not a height file".utf8), to: url)
            _ = KeyedHeightCache<String>().load(from: url, identity: testIdentity)
        }
        #expect(messages.count == 1)
        #expect(messages.allSatisfy { !$0.message.contains("\n") && $0.message.contains(#""feed\nFAKE.heights""#) })
    }

    @Test func quotingEscapesWhatCouldBreakALineAndCutsAt80Characters() {
        #expect(DiagnosticText.quoted("feed.heights") == #""feed.heights""#)
        #expect(DiagnosticText.quoted("a\"b\\c\td\r\u{7}é") == #""a\"b\\c\td\r\u{7}é""#)
        #expect(DiagnosticText.quoted("\u{2028}\u{200F}") == #""\u{2028}\u{200F}""#)
        let long = DiagnosticText.quoted(String(repeating: "a", count: 100))
        #expect(long == "\"" + String(repeating: "a", count: 80) + "…\" (100 bytes)")
        // Combining marks are counted one by one, so that one character cannot carry thousands.
        let zalgo = DiagnosticText.quoted("e" + String(repeating: "\u{301}", count: 5000))
        #expect(zalgo.unicodeScalars.count < 100)
    }

    @Test func aFileOfAnotherKeyTypeIsRefusedNamingBoth() {
        let url = temporaryHeightFile()
        let posts = KeyedHeightCache<PostKey>()
        posts.setHeight(80, for: PostKey(id: 1))
        #expect(posts.save(to: url, identity: testIdentity).entryCount == 1)
        let comments = KeyedHeightCache<CommentKey>()
        var report: HeightFileReport?
        let messages = collectDiagnostics { report = comments.load(from: url, identity: testIdentity) }
        let reason = HeightFileReport.DiscardReason.keyTypeChanged(
            written: "CellHeightTests.PostKey", current: "CellHeightTests.CommentKey")
        #expect(report?.outcome == .discarded(reason))
        #expect(comments.height(for: CommentKey(id: 1)) == nil)
        let names = #"keys of type "CellHeightTests.PostKey", not "CellHeightTests.CommentKey""#
        #expect(messages.count == 1 && messages[0].message.contains(names))
        // The same type loads, and so does a type declared inside a function, launch after launch.
        #expect(KeyedHeightCache<PostKey>().load(from: url, identity: testIdentity).entryCount == 1)
        struct LocalKey: Codable, Hashable, Sendable { var id: Int }
        #expect(HeightFileKeyCoder<LocalKey>.typeName.hasSuffix("(local).LocalKey"))
        #expect(!HeightFileKeyCoder<LocalKey>.typeName.contains("$"))
    }
}

/// Two key types of the same encoded shape.
struct PostKey: Codable, Hashable, Sendable { var id: Int }
struct CommentKey: Codable, Hashable, Sendable { var id: Int }
