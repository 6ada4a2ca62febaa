import CellHeight
import Precache

/// The feed as an interactive terminal screen: a ``FeedTable`` scrolled line by line, drawn at the
/// terminal's width, with a precacher filling the cache while the user does nothing.
///
/// The terminal's columns become points through ``FeedCellText/width(forColumns:)``, and one
/// terminal line is one body line (``FeedCellLayout/bodyLineHeight`` points), so each row takes as
/// many lines as its height. Drawing the screen reads the height of every visible row through the
/// cache (measuring it on a miss), exactly as the simulated display does. This type holds no
/// terminal I/O: ``screen(styled:)`` returns the lines to show.
@MainActor
public final class FeedBrowser {
    /// The table shown.
    public let table: FeedTable
    /// The precacher, unless precaching is off.
    public let precacher: Precacher?
    /// Where the feed is scrolled to.
    public private(set) var position = ScrollPosition()
    /// The terminal's width in columns.
    public private(set) var columns: Int
    /// The terminal's height in lines (the feed, a status line and a help line).
    public private(set) var lines: Int
    /// A short note shown in place of the help line, such as what the last key did.
    public var message = ""

    private let text: FeedCellText
    private var cellLines: [Int: [CellTextLine]] = [:]
    private var meter = ThroughputMeter()
    private var visible: ClosedRange<Int>?
    private var direction = ScrollDirection.down

    /// Creates a browser for a terminal of `columns` × `lines`.
    ///
    /// - Parameters:
    ///   - entries: The feed.
    ///   - seed: The seed new entries are generated from.
    ///   - columns: The terminal's width.
    ///   - lines: The terminal's height.
    ///   - precache: Whether to precache.
    ///   - configuration: The precacher's time slice, time budget and batch cap.
    public init(
        entries: [FeedEntry], seed: UInt64, columns: Int, lines: Int, precache: Bool = true,
        configuration: Precacher.Configuration = .default
    ) {
        text = FeedCellText()
        self.columns = max(8, columns)
        self.lines = max(3, lines)
        table = FeedTable(
            entries: entries, seed: seed, width: text.width(forColumns: Self.bodyColumns(max(8, columns))))
        precacher = precache ? Precacher(heightCache: table.cache, dataSource: table) : nil
        precacher?.configuration = configuration
    }

    /// Body columns for a terminal `columns` wide: two go to the gutter.
    private static func bodyColumns(_ columns: Int) -> Int { max(1, columns - 2) }

    /// Lines of the screen that show the feed.
    public var feedLines: Int { max(1, lines - 2) }

    /// The viewport's height in points.
    public var viewportHeight: Double { Double(feedLines) * table.layout.bodyLineHeight }

    /// The row that ``deleteFocusedRow()`` deletes, marked `▶` on screen: the first row whose rule
    /// line (its first line, naming it) is on screen. When the top row's rule is scrolled off and the
    /// next row's rule is below the screen (a row taller than the screen), the top row, with its rule
    /// pinned to the screen's first line. So the row `d` deletes is always the one marked.
    public var focusedRow: Int? {
        guard table.rowCount > 0 else { return nil }
        let row = min(position.row, table.rowCount - 1)
        guard position.offset > 0, row + 1 < table.rowCount else { return row }
        let height = table.cachedHeight(ofRow: row) ?? table.height(ofRow: row)
        let nextRule = Int(((height - position.offset) / table.layout.bodyLineHeight).rounded(.down))
        return nextRule < feedLines ? row + 1 : row
    }

    /// A row as people count it, on screen, in the status line and in messages: from 1.
    ///
    /// - Parameter row: A row index, from 0.
    public static func rowNumber(_ row: Int) -> String { NumberText.count(row + 1) }

    /// Starts precaching (nearest the visible rows first).
    public func start() {
        _ = screen(styled: false)
        precacher?.start()
    }

    // MARK: Actions

    /// Scrolls by `count` terminal lines (negative scrolls up).
    ///
    /// - Parameter count: Lines to scroll.
    public func scroll(lines count: Int) {
        guard count != 0 else { return }
        direction = count < 0 ? .up : .down
        position.scroll(
            by: Double(count) * table.layout.bodyLineHeight, rowCount: table.rowCount, viewportHeight: viewportHeight
        ) { table.height(ofRow: $0) }
    }

    /// Scrolls by a screen less one line.
    ///
    /// - Parameter down: `true` to scroll toward later rows.
    public func page(down: Bool) {
        scroll(lines: (down ? 1 : -1) * max(1, feedLines - 1))
    }

    /// Follows a terminal resize: a new width is a new layout context (a new cache bucket, and the
    /// precacher starts a new run); a new height only changes the viewport.
    ///
    /// - Parameters:
    ///   - columns: The new width.
    ///   - lines: The new height.
    public func resize(columns: Int, lines: Int) {
        let columns = max(8, columns)
        self.lines = max(3, lines)
        guard columns != self.columns else { return }
        self.columns = columns
        cellLines.removeAll()
        table.setWidth(text.width(forColumns: Self.bodyColumns(columns)))
        let cached = table.cache.statistics.cachedCount
        let bucket =
            cached == 0
            ? "a new layout bucket, nothing cached at this width yet"
            : "back to this width's kept bucket, \(NumberText.count(cached)) heights cached"
        message = "\(columns) columns = \(NumberText.decimal(table.width, places: 1)) pt: \(bucket)"
    }

    /// Forgets every height, as `reloadData()` does.
    public func reload() {
        table.reload()
        message = "reloaded: every height forgotten, precaching starts over"
    }

    /// Inserts `count` new posts at the top; the scroll position keeps its row index, as a table's
    /// content offset does, so at the top they come into view.
    ///
    /// - Parameter count: How many posts.
    public func insertAtTop(count: Int) {
        table.insertNewEntries(count: count, at: 0)
        message = "inserted \(count) posts at the top"
    }

    /// Deletes the focused row (the one marked `▶`); the rows below it move up.
    public func deleteFocusedRow() {
        guard let row = focusedRow else { return }
        let id = table.entries[row].id
        position.adjust(for: table.deleteRows([row]), rowCount: table.rowCount)
        message = "deleted row \(Self.rowNumber(row)) (entry \(id))"
    }

    // MARK: Drawing

    /// The whole screen, exactly ``lines`` lines: the feed, a status line and a help line.
    /// Reads the heights of the visible rows (measuring misses) and tells the precacher which rows
    /// are visible.
    ///
    /// - Parameter styled: Whether to add ANSI colors and attributes.
    public func screen(styled: Bool) -> [String] {
        position.clamp(rowCount: table.rowCount)
        var screen = Array(repeating: "", count: feedLines)
        let lineHeight = table.layout.bodyLineHeight
        var top = -position.offset
        var row = position.row
        while row < table.rowCount, top < viewportHeight {
            let height = table.height(ofRow: row)
            let first = Int((top / lineHeight).rounded(.down))
            let end = Int(((top + height) / lineHeight).rounded(.down))
            let content = cell(row: row, height: height, styled: styled)
            for (index, line) in content.enumerated() where first + index < end && first + index >= 0 {
                guard first + index < feedLines else { break }
                screen[first + index] = line
            }
            top += height
            row += 1
        }
        if let focused = focusedRow, focused == position.row, position.offset > 0 {
            screen[0] = rule(row: focused, height: table.height(ofRow: focused), styled: styled)
        }
        let shown = table.rowCount == 0 ? nil : position.row...max(position.row, row - 1)
        if shown != visible {
            visible = shown
            precacher?.setVisibleRows(
                shown.map { FeedTable.indexPath($0.lowerBound)...FeedTable.indexPath($0.upperBound) },
                direction: direction)
        }
        return screen + [statusLine(styled: styled), helpLine(styled: styled)]
    }

    /// The status line: as many of ``statusParts()`` as fit the terminal's width, each whole (a
    /// part that does not fit is left out, so nothing is cut mid-word; only the first part is
    /// always shown, clipped on a terminal narrower than it).
    public func statusLine(styled: Bool) -> String {
        var line = ""
        for part in statusParts() {
            let candidate = line.isEmpty ? " " + part : line + " │ " + part
            if DisplayWidth.of(candidate) <= columns || line.isEmpty { line = candidate }
        }
        line = pad(line)
        return styled ? "\u{1B}[7m" + line + "\u{1B}[0m" : line
    }

    /// Everything the status line can show, most important first: precache progress and state
    /// (and its rate while running), the focused row, cache reads, the width.
    func statusParts() -> [String] {
        meter.record(table.ledger.precacheRows, at: SessionClock.now())
        var parts: [String] = []
        if let precacher {
            let progress = precacher.progress
            var state: String
            switch precacher.state {
            case .running: state = MainRunLoop.isTracking ? "held (scrolling)" : "running"
            case .waiting(let reason): state = "waiting (\(reason))"
            case .paused: state = "paused"
            case .finished: state = "finished"
            case .idle: state = "idle"
            }
            if precacher.state == .running {
                state += ", \(NumberText.count(Int(meter.rowsPerSecond.rounded()))) rows/s"
            }
            parts.append(
                "precache \(NumberText.count(progress.completedCount))/\(NumberText.count(progress.totalCount)) "
                    + "\(NumberText.decimal(progress.fractionCompleted * 100, places: 0))% \(state)")
        } else {
            parts.append("precache off")
        }
        parts.append("row \(focusedRow.map(Self.rowNumber) ?? "0")/\(NumberText.count(table.rowCount))")
        let ledger = table.ledger
        let hitRate = ledger.reads == 0 ? 1 : Double(ledger.hits) / Double(ledger.reads)
        parts.append("hits \(NumberText.percent(hitRate)), \(NumberText.count(ledger.onDemandRows)) measured on demand")
        parts.append("\(columns) cols = \(NumberText.decimal(table.width, places: 1)) pt")
        return parts
    }

    private func helpLine(styled: Bool) -> String {
        let help =
            message.isEmpty ? "j/k ↑/↓ line · space/PgDn PgUp page · r reload · i insert · d delete · q quit" : message
        let line = pad(" " + help)
        return styled ? "\u{1B}[2m" + line + "\u{1B}[0m" : line
    }

    /// The lines of `row`'s cell: a rule naming the row and its height, then its content.
    private func cell(row: Int, height: Double, styled: Bool) -> [String] {
        let entry = table.entries[row]
        let content: [CellTextLine]
        if let cached = cellLines[entry.id] {
            content = cached
        } else {
            content = text.lines(for: entry, width: table.width)
            if cellLines.count > 256 { cellLines.removeAll() }
            cellLines[entry.id] = content
        }
        var lines = [rule(row: row, height: height, styled: styled)]
        for line in content {
            let body = "  " + line.text
            guard styled else {
                lines.append(body)
                continue
            }
            switch line.kind {
            case .header: lines.append("\u{1B}[36m" + body + "\u{1B}[0m")
            case .title: lines.append("\u{1B}[1m" + body + "\u{1B}[0m")
            case .body: lines.append(body)
            case .image: lines.append("\u{1B}[33m" + body + "\u{1B}[0m")
            }
        }
        return lines
    }

    /// The rule line that names `row` and its height, marked `▶` when it is the focused row.
    private func rule(row: Int, height: Double, styled: Bool) -> String {
        let focused = row == focusedRow
        let label = "\(focused ? "▶" : "─") #\(Self.rowNumber(row)) · \(NumberText.decimal(height, places: 1)) pt "
        let rule = pad(label, fill: "─")
        return styled ? (focused ? "\u{1B}[7m" : "\u{1B}[2m") + rule + "\u{1B}[0m" : rule
    }

    private func pad(_ line: String, fill: Character = " ") -> String {
        let clipped = FeedCellText.clip(line, to: columns)
        return clipped + String(repeating: fill, count: max(0, columns - DisplayWidth.of(clipped)))
    }
}
