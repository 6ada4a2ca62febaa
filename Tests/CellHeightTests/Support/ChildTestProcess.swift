#if os(Linux)
    import Foundation

    /// A second real process for a test: by default this test binary run again for one XCTest
    /// method (named `Module.Class/method`), with `environment` added to this process's, so that the
    /// method sees the variables and does the child's part. Its standard output and error come back
    /// through one pipe. A child still running after `timeout` seconds is killed, so that a hung
    /// child fails its test instead of hanging the run.
    ///
    /// Started with `posix_spawn`, not Foundation's `Process`, whose `run()` leaks a weak reference's
    /// side table on Linux (LeakSanitizer reports it in `.ci/run`).
    final class ChildTestProcess: @unchecked Sendable {
        /// The child's process identifier.
        let identifier: pid_t
        private let output: Int32
        private let lock = NSLock()
        private var hasExited = false
        private var isFinished = false
        private(set) var text = ""

        /// Runs this test binary again for `test`.
        convenience init(running test: String, environment: [String: String], timeout: TimeInterval = 120) throws {
            let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
            try self.init(executable: binary, arguments: [test], environment: environment, timeout: timeout)
        }

        /// Runs `executable` with `arguments`.
        init(
            executable: String, arguments: [String], environment: [String: String] = [:], timeout: TimeInterval = 120
        ) throws {
            var pipe: [Int32] = [0, 0]
            guard Glibc.pipe(&pipe) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
            posix_spawn_file_actions_addclose(&actions, pipe[0])
            posix_spawn_file_actions_addclose(&actions, pipe[1])
            let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0)=\($1)" }
            let argv = ([executable] + arguments).map { strdup($0) } + [nil]
            let envp = variables.map { strdup($0) } + [nil]
            defer { (argv + envp).forEach { free($0) } }
            var identifier = pid_t()
            let status = posix_spawn(&identifier, executable, &actions, nil, argv, envp)
            close(pipe[1])
            guard status == 0 else {
                close(pipe[0])
                throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO)
            }
            (self.identifier, output) = (identifier, pipe[0])
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in self?.kill() }
        }

        deinit {
            if !isFinished {
                kill()
                _ = finish()
            }
        }

        /// Reads the child's output until it has printed the line `line`; `false` if its output
        /// ended first.
        func waitForLine(_ line: String) -> Bool {
            while !lines.contains(Substring(line)) {
                guard readMore() else { return false }
            }
            return true
        }

        /// Reads the rest of the child's output and waits for it to exit.
        /// - Returns: Every line it printed.
        func finish() -> [Substring] {
            if !isFinished {
                isFinished = true
                while readMore() {}
                close(output)
                // Wait for the exit without reaping, so that kill() never meets a reused identifier.
                var info = siginfo_t()
                while waitid(P_PID, id_t(identifier), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
                lock.withLock { hasExited = true }
                var status: Int32 = 0
                while waitpid(identifier, &status, 0) < 0 && errno == EINTR {}
            }
            return lines
        }

        private var lines: [Substring] { text.split(separator: "\n") }

        /// Appends what the child printed next; `false` at the end of its output.
        private func readMore() -> Bool {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(output, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                text += String(decoding: buffer[..<count], as: UTF8.self)
                return true
            }
        }

        private func kill() {
            lock.withLock { if !hasExited { _ = Glibc.kill(identifier, SIGKILL) } }
        }

        /// Prints `line` on the standard output at once (a child's signal to its parent).
        static func say(_ line: String) {
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
    }
#endif
