import CoreFoundation
import Dispatch
import FeedKit
import Foundation

/// The `--interactive` terminal UI: wires the terminal, the keyboard, signals and a redraw timer
/// to a ``FeedBrowser`` on the main run loop.
///
/// While keys keep arriving (and for ``trackingHold`` seconds after the last one) the main run loop
/// runs in the tracking mode, as UIKit's does while a finger is on the screen, so the precacher
/// holds back; then it returns to the default mode and precaching goes on.
@MainActor
final class InteractiveApp {
    /// How long after the last key the run loop stays in the tracking mode.
    static let trackingHold = 0.15

    private let browser: FeedBrowser
    private var decoder = KeyDecoder()
    private var lastKey: UInt64 = 0
    private var done = false
    private var sources: [any DispatchSourceProtocol] = []
    private var redrawTimer: CFRunLoopTimer?
    private var messageTime: UInt64 = 0
    /// What the terminal shows now, line by line: only changed lines are written.
    private var shown: [String] = []

    init(options: ExampleOptions) {
        let size = Terminal.size() ?? (80, 24)
        let configuration = options.interactiveConfiguration
        browser = FeedBrowser(
            entries: FeedGenerator.makeFeed(count: configuration.rowCount, seed: configuration.seed),
            seed: configuration.seed, columns: size.columns, lines: size.lines, precache: options.precache,
            configuration: configuration.precacher)
        browser.table.addedCostPerRow = SessionClock.nanoseconds(configuration.rowCost.addedSeconds)
    }

    /// Runs until `q` or Ctrl-C, then restores the terminal.
    func run() throws {
        try Terminal.enterFullScreen()
        defer { Terminal.restore() }
        MainRunLoop.prepare()
        listen()
        browser.start()
        draw()
        let timer = CFRunLoopTimerCreateWithHandler(nil, CFAbsoluteTimeGetCurrent(), 1.0 / 30, 0, 0) { [weak self] _ in
            MainActor.assumeIsolated { self?.draw() }
        }
        CFRunLoopAddTimer(CFRunLoopGetMain(), timer, MainRunLoop.commonModes)
        redrawTimer = timer
        defer { CFRunLoopTimerInvalidate(timer) }
        while !done {
            let sinceKey = Double(SessionClock.elapsed(since: lastKey)) / 1e9
            if lastKey != 0, sinceKey < Self.trackingHold {
                MainRunLoop.run(MainRunLoop.trackingMode, for: Self.trackingHold - sinceKey) { done }
            } else {
                MainRunLoop.run(MainRunLoop.defaultMode, for: 0.25) { done || recentKey }
            }
        }
        for source in sources { source.cancel() }
    }

    private var recentKey: Bool {
        lastKey != 0 && Double(SessionClock.elapsed(since: lastKey)) / 1e9 < Self.trackingHold
    }

    /// Keyboard, terminal resizes and interrupts, all on the main queue (which the main run loop
    /// serves in the common modes, so in the tracking mode too).
    private func listen() {
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readKeys() } }
        input.resume()
        sources.append(input)
        for signalNumber in [SIGWINCH, SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    if signalNumber == SIGWINCH { self?.resized() } else { self?.quit() }
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    private func readKeys() {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else {
            if count == 0 { quit() }  // end of input
            return
        }
        for key in decoder.keys(from: Array(buffer[0..<count])) { handle(key) }
        draw()
    }

    private func handle(_ key: Key) {
        switch key {
        case .down, .character("j"): scroll { browser.scroll(lines: 1) }
        case .up, .character("k"): scroll { browser.scroll(lines: -1) }
        case .pageDown, .space: scroll { browser.page(down: true) }
        case .pageUp: scroll { browser.page(down: false) }
        case .character("r"): note { browser.reload() }
        case .character("i"): note { browser.insertAtTop(count: 3) }
        case .character("d"): note { browser.deleteFocusedRow() }
        case .character("q"), .interrupt: quit()
        default: break
        }
    }

    /// A scrolling key: the run loop switches to (or stays in) the tracking mode.
    private func scroll(_ action: () -> Void) {
        let wasTracking = recentKey
        lastKey = SessionClock.now()
        action()
        if !wasTracking { MainRunLoop.wake() }
    }

    private func note(_ action: () -> Void) {
        action()
        messageTime = SessionClock.now()
    }

    private func resized() {
        guard let size = Terminal.size() else { return }
        note { browser.resize(columns: size.columns, lines: size.lines) }
        Terminal.write("\u{1B}[2J")
        shown = []
        draw()
    }

    private func quit() {
        done = true
        MainRunLoop.wake()
    }

    private func draw() {
        guard !done else { return }
        if messageTime != 0, SessionClock.elapsed(since: messageTime) > 3_000_000_000 {
            browser.message = ""
            messageTime = 0
        }
        let lines = browser.screen(styled: true)
        var output = ""
        for (index, line) in lines.enumerated() where index >= shown.count || shown[index] != line {
            output += "\u{1B}[\(index + 1);1H" + line + "\u{1B}[0m\u{1B}[K"
        }
        shown = lines
        guard !output.isEmpty else { return }
        Terminal.write(output)
    }
}
