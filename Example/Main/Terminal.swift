import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The controlling terminal: raw mode, the alternate screen, its size, and restoring it.
///
/// The original settings are kept in a global so that ``Terminal/restore()`` also works from an
/// `atexit` handler, whatever way the program ends.
enum Terminal {
    /// The terminal settings before raw mode, while raw mode is on.
    nonisolated(unsafe) private static var saved: termios?

    /// The size of the terminal behind `descriptor`, or `nil` if it is not a terminal.
    static func size(of descriptor: Int32 = STDOUT_FILENO) -> (columns: Int, lines: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Switches standard input to raw mode (no echo, no line buffering, no signals from keys) and
    /// standard output to the alternate screen with the cursor hidden. Registers ``restore()`` to
    /// run at exit.
    static func enterFullScreen() throws {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { throw TerminalError.notATerminal }
        saved = settings
        var raw = settings
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST)  // keep "\n" → "\r\n" for any stray output
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { throw TerminalError.notATerminal }
        atexit { Terminal.restore() }
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
    }

    /// Leaves the alternate screen, shows the cursor and restores the original settings.
    /// Does nothing unless ``enterFullScreen()`` is in effect, so it is safe to call twice.
    static func restore() {
        guard var settings = saved else { return }
        saved = nil
        write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }

    /// Writes all of `text` to standard output at once.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// Why the terminal could not be set up.
enum TerminalError: Error, CustomStringConvertible {
    case notATerminal

    var description: String { "--interactive needs a terminal on standard input and output" }
}
