#if os(Linux)
    import Foundation

    /// This test binary run again, as a second real process, for one XCTest method (named
    /// `Module.Class/method`), with `environment` added to this process's: the method sees the
    /// variables and does the child's part. Its standard output and error come back through one
    /// pipe. A child still running after `timeout` seconds is terminated, so that a hung child
    /// fails its test instead of hanging the run.
    final class ChildTestProcess: @unchecked Sendable {
        private let process = Process()
        private let output = Pipe()
        private(set) var text = ""

        init(running test: String, environment: [String: String], timeout: TimeInterval = 120) throws {
            process.executableURL = URL(
                fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            process.arguments = [test]
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardOutput = output
            process.standardError = output
            try process.run()
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
                if let process = self?.process, process.isRunning { process.terminate() }
            }
        }

        /// Reads the child's output until it has printed the line `line`; `false` if its output
        /// ended first.
        func waitForLine(_ line: String) -> Bool {
            while !lines.contains(Substring(line)) {
                let data = output.fileHandleForReading.availableData
                guard !data.isEmpty else { return false }
                text += String(decoding: data, as: UTF8.self)
            }
            return true
        }

        /// Reads the rest of the child's output and waits for it to exit.
        /// - Returns: Every line it printed.
        func finish() -> [Substring] {
            text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return lines
        }

        private var lines: [Substring] { text.split(separator: "\n") }

        /// Prints `line` on the standard output at once (a child's signal to its parent).
        static func say(_ line: String) {
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
    }
#endif
