import Foundation
import TestSupport
import Testing

@testable import CellHeight

/// The file on disk: what is read (the file opened, regular, never more than the limit) and how it
/// is written (a temporary file of the package's own, given its attributes, renamed; a killed
/// save's temporary file removed by the next save or load). Issue 30, defects 5 and 7.
@MainActor @Suite(.serialized) struct HeightFileDiskTests {
    @Test func theSizeLimitIsCheckedOnTheFileALinkLeadsTo() throws {
        let url = temporaryHeightFile()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let target = url.deletingLastPathComponent().appendingPathComponent("target")
        try Data(count: 100_000).write(to: target)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        guard case .oversized(100_000) = HeightFileReader.contents(of: url, maximumSize: 50_000) else {
            Issue.record("the link's target was read")
            return
        }
        // A sparse file of 1 GB behind a link: discarded unread, through the public load.
        let sparse = url.deletingLastPathComponent().appendingPathComponent("sparse")
        #expect(FileManager.default.createFile(atPath: sparse.path, contents: nil))
        let handle = try FileHandle(forWritingTo: sparse)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let link = url.deletingLastPathComponent().appendingPathComponent("sparse.heights")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: sparse)
        var report: HeightFileReport?
        let diagnostics = collectDiagnostics {
            report = KeyedHeightCache<String>().load(from: link, identity: testIdentity)
        }
        #expect(report?.outcome == .discarded(.tooLarge(size: 1_073_741_824, limit: 10_321_920)))
        #expect(diagnostics.map(\.kind) == [.invalidFile], "\(diagnostics)")
    }

    @Test func neverMoreThanTheLimitIsReadWhateverTheSizeSaid() {
        #if os(Linux)
            // procfs reports a size of 0 for files that hold kilobytes.
            let maps = URL(fileURLWithPath: "/proc/self/maps")
            guard case .oversized(nil) = HeightFileReader.contents(of: maps, maximumSize: 100) else {
                Issue.record("more than 100 bytes were read")
                return
            }
            guard case .data(let data) = HeightFileReader.contents(of: maps, maximumSize: 1 << 20) else {
                Issue.record("a regular file of size 0 and some content was not read")
                return
            }
            #expect(data.count > 100)
            // The largest limit there is: no overflow while the buffer grows.
            guard case .data = HeightFileReader.contents(of: maps, maximumSize: .max) else {
                Issue.record("not read with the largest limit")
                return
            }
        #endif
    }

    /// A file longer than its size said when it was opened (it grew, or procfs, which says 0) is read
    /// to its end whatever its length: all of it up to the limit, one byte more is too large.
    @Test func aFileIsReadToItsEndWhateverItsSizeSaid() throws {
        #if os(Linux)
            // A process's arguments in procfs (size 0): "/bin/sleep", "120" and zeros, each ended by 0.
            func arguments(_ length: Int, limit: Int) throws -> (expected: Data, read: HeightFileReader.Contents) {
                let zeros = String(repeating: "0", count: length - "/bin/sleep 120  ".utf8.count)
                let sleep = try ChildTestProcess(executable: "/bin/sleep", arguments: ["120", zeros], timeout: 60)
                let expected = Data("/bin/sleep\u{0}120\u{0}\(zeros)\u{0}".utf8)
                return withExtendedLifetime(sleep) {  // killed when released
                    let url = URL(fileURLWithPath: "/proc/\(sleep.identifier)/cmdline")
                    // Empty until the exec has set the arguments up (posix_spawn may return before).
                    let deadline = Date() + 30
                    while !hasFirstByte(url), Date() < deadline { sched_yield() }
                    return (expected, HeightFileReader.contents(of: url, maximumSize: limit))
                }
            }
            for (length, limit) in [(10_000, 1 << 20), (8192, 8192)] {
                let (expected, read) = try arguments(length, limit: limit)
                guard case .data(let data) = read else {
                    Issue.record("\(length) bytes under a limit of \(limit): \(read)")
                    continue
                }
                #expect(expected.count == length && data == expected, "\(data.count) bytes of \(length) read")
            }
            guard case .oversized(nil) = try arguments(8193, limit: 8192).read else {
                Issue.record("8193 bytes read under a limit of 8192")
                return
            }
        #endif
    }

    /// A file that fails to read (an error of the disk: `EIO`) is unreadable, with that error.
    @Test func aReadErrorMakesTheFileUnreadable() {
        #if os(Linux)
            // This process's memory from address 0, never mapped: every read fails with EIO.
            let memory = URL(fileURLWithPath: "/proc/self/mem")
            guard case .unreadable(code: EIO) = HeightFileReader.contents(of: memory, maximumSize: 1 << 20) else {
                Issue.record("a read that fails was not reported as such")
                return
            }
        #endif
    }

    @Test func onlyARegularFileIsRead() throws {
        let folder = temporaryHeightFile().deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fifo = folder.appendingPathComponent("fifo.heights")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // A FIFO without a writer would block a reader for ever; a device may never end.
        for url in [fifo, URL(fileURLWithPath: "/dev/null"), folder] {
            guard case .notRegular = HeightFileReader.contents(of: url, maximumSize: 1 << 20) else {
                Issue.record("\(url.path) was read")
                continue
            }
        }
        var report: HeightFileReport?
        let messages = collectDiagnostics {
            report = KeyedHeightCache<String>().load(from: fifo, identity: testIdentity)
        }
        #expect(report?.outcome == .discarded(.notARegularFile))
        #expect(messages.count == 1)
    }

    @Test func aKilledSavesTemporaryFileIsRemovedByTheNextSaveOrLoad() throws {
        let url = temporaryHeightFile()
        defer { removeTemporaryHeightFile(url) }
        let other = url.deletingLastPathComponent().appendingPathComponent("other.heights")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // What a save killed mid-write leaves: a temporary file of a process that is gone. And the
        // temporary files of saves that may be under way: this process's, and a running process's
        // (pid 1 always runs).
        let (stale, ours, staleOfOther, running) = (
            temporary(besides: url, process: .max), HeightFileTemporaries.newURL(besides: url),
            temporary(besides: other, process: .max), temporary(besides: url, process: 1)
        )
        for file in [stale, ours, staleOfOther, running] { try Data(count: 3_000).write(to: file) }
        #expect(stale.lastPathComponent.hasPrefix(".cellheight-tmp-"))

        _ = KeyedHeightCache<String>().load(from: url, identity: testIdentity)
        #expect(!FileManager.default.fileExists(atPath: stale.path), "removed by the load")
        #expect(FileManager.default.fileExists(atPath: ours.path), "a save of this process may be under way")
        #expect(FileManager.default.fileExists(atPath: running.path), "a save of a running process may be under way")
        #expect(FileManager.default.fileExists(atPath: staleOfOther.path), "another height file's")
        try Data(count: 3_000).write(to: stale)
        stringCache(2).save(to: url, identity: testIdentity)
        #expect(!FileManager.default.fileExists(atPath: stale.path), "removed by the save")
        let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(
            Set(names) == [
                url.lastPathComponent, ours.lastPathComponent, staleOfOther.lastPathComponent,
                running.lastPathComponent,
            ])
        // A running process's temporary file older than the bound belongs to a save that will never
        // finish (its identifier was taken again, or its process may not be signalled).
        let old = Date(timeIntervalSinceNow: -HeightFileTemporaries.maximumAge - 60)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: running.path)
        _ = KeyedHeightCache<String>().load(from: url, identity: testIdentity)
        #expect(!FileManager.default.fileExists(atPath: running.path), "removed once older than the bound")
    }

    @Test func theFileGetsItsAttributesUnderItsTemporaryNameThenReplacesTheOldOne() throws {
        let url = temporaryHeightFile()
        #expect(HeightFileWriter.save(Data("old".utf8), to: url, applying: { _, _ in }) == nil)
        let calls = UncheckedBox([(attributes: HeightFileAttributes, name: String, data: Data, old: Data)]())
        let problem = HeightFileWriter.save(
            Data("new".utf8), to: url,
            applying: { attributes, file in
                calls.value.append((attributes, file.lastPathComponent, bytes(of: file), bytes(of: url)))
                #expect(file.deletingLastPathComponent() == url.deletingLastPathComponent(), "the same folder")
            })
        #expect(problem == nil)
        #expect(calls.value.count == 1)
        let call = try #require(calls.value.first)
        #expect(call.attributes == HeightFileAttributes(isProtectedUntilFirstUnlock: true, isExcludedFromBackup: true))
        #expect(call.name.hasPrefix(".cellheight-tmp-"))
        #expect(call.data == Data("new".utf8) && call.old == Data("old".utf8), "complete, before the rename")
        #expect(bytes(of: url) == Data("new".utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(names == [url.lastPathComponent], "no temporary file left")
        #expect(HeightFileAttributes.standard == call.attributes, "what every save asks for")
    }

    /// Issue 37 §4: a save to `/dev/null` as root replaced the device with a file. Only paths
    /// made here are tried: a FIFO, a folder, and a link to the FIFO (never a real device).
    @Test func aSaveNeverReplacesAnythingButARegularFileAndSaysWhyAsTheLoadDoes() throws {
        let folder = temporaryHeightFile().deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (fifo, directory, link) = (
            folder.appendingPathComponent("fifo.heights"), folder.appendingPathComponent("folder.heights"),
            folder.appendingPathComponent("link.heights")
        )
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        #expect(mkfifo(fifo.path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)
        for url in [fifo, directory, link] {
            var saved: HeightFileReport?
            let messages = collectDiagnostics { saved = stringCache(2).save(to: url, identity: testIdentity) }
            #expect(saved?.outcome == .refused(.notARegularFile), "\(url.lastPathComponent)")
            #expect(
                messages.map(\.message) == [
                    "height file \"\(url.lastPathComponent)\" was not written: " + HeightFileReport.notARegularFile
                ])
            // The load refuses the path with the same words.
            var loaded: HeightFileReport?
            let loadMessages = collectDiagnostics {
                loaded = KeyedHeightCache<String>().load(from: url, identity: testIdentity)
            }
            #expect(loaded?.outcome == .discarded(.notARegularFile))
            #expect(loadMessages.count == 1 && loadMessages[0].message.contains(HeightFileReport.notARegularFile))
        }
        #expect(fileType(fifo) == 0o010000 && fileType(directory) == 0o040000 && fileType(link) == 0o120000)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == fifo.path)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(Set(names) == ["fifo.heights", "folder.heights", "link.heights"], "no temporary file left")
        #expect(
            HeightFileReport.RefusalReason.notARegularFile.description
                == HeightFileReport.DiscardReason.notARegularFile.description)
    }

    /// A temporary file that cannot be created fails the save with the call that failed, `open`,
    /// and its error.
    @Test func aTemporaryFileThatCannotBeCreatedFailsTheSaveAtItsOpen() {
        #if os(Linux)
            // procfs: the folder exists, nothing can be created in it.
            let url = URL(fileURLWithPath: "/proc/heights.heights")
            var report: HeightFileReport?
            let messages = collectDiagnostics { report = stringCache(2).save(to: url, identity: testIdentity) }
            #expect(report?.outcome == .failed(.fileSystem(call: "open", code: ENOENT)))
            #expect(messages.count == 1)
        #endif
    }

    @Test func aFailedWriteSaysWhyAndLeavesNoTemporaryFile() throws {
        let url = temporaryHeightFile(String(repeating: "n", count: 300))  // longer than a name may be
        defer { removeTemporaryHeightFile(url) }
        var report: HeightFileReport?
        let messages = collectDiagnostics { report = stringCache(2).save(to: url, identity: testIdentity) }
        #expect(report?.outcome == .failed(.fileSystem(call: "rename", code: ENAMETOOLONG)))
        guard case .failed(let reason) = report?.outcome else { return }
        #expect(reason.description.hasSuffix(": give the file a shorter name"), "\(reason)")
        #expect(messages.count == 1 && messages[0].message.contains("could not be written"))
        let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(names.isEmpty, "the temporary file was removed")
    }
}

/// A temporary file of `url` as process `process` would have named it.
private func temporary(besides url: URL, process: pid_t) -> URL {
    let ours = HeightFileTemporaries.newURL(besides: url)
    return ours.deletingLastPathComponent().appendingPathComponent(
        ours.lastPathComponent.replacingOccurrences(of: "-\(getpid())-", with: "-\(process)-"))
}

/// The POSIX file-type bits of `url` itself (a link is not followed): FIFO 0o010000, folder
/// 0o040000, link 0o120000; 0 if there is nothing.
private func fileType(_ url: URL) -> UInt32 {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return 0 }
    return UInt32(status.st_mode) & 0o170000
}

/// Whether the file at `url` has a byte to read.
private func hasFirstByte(_ url: URL) -> Bool {
    let descriptor = open(url.path, O_RDONLY)
    defer { close(descriptor) }
    var byte: UInt8 = 0
    return descriptor >= 0 && read(descriptor, &byte, 1) == 1
}
