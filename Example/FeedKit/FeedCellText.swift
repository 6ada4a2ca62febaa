import Foundation

/// One line of a feed cell drawn as text, and what part of the cell it belongs to.
public struct CellTextLine: Sendable, Equatable {
    /// The part of the cell a line belongs to, for styling.
    public enum Kind: Sendable, Equatable {
        /// The header row: user name and time.
        case header
        /// A line of the title.
        case title
        /// A line of the body.
        case body
        /// A line of the image placeholder.
        case image
    }

    /// The part of the cell.
    public var kind: Kind
    /// The text, at most the cell's columns wide.
    public var text: String
}

/// Draws a feed cell as lines of terminal text, laid out exactly as ``FeedCellLayout`` measures it:
/// the title wrapped at the title font's columns, the body at the body font's columns, and the
/// image as a box as tall as its height in body lines.
public struct FeedCellText: Sendable {
    /// The layout the text follows.
    public var layout: FeedCellLayout

    /// Creates a renderer for `layout`.
    ///
    /// - Parameter layout: The cell layout.
    public init(layout: FeedCellLayout = FeedCellLayout()) {
        self.layout = layout
    }

    /// The cell width in points whose body text is `columns` terminal columns wide: the inverse of
    /// ``FeedCellLayout/columns(forWidth:)``.
    ///
    /// - Parameter columns: Body columns; at least 1.
    public func width(forColumns columns: Int) -> Double {
        Double(max(1, columns)) * layout.bodyColumnWidth + 2 * layout.padding
    }

    /// The lines that show `entry` at `width` points: header, title, body, image.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - width: The cell width in points.
    public func lines(for entry: FeedEntry, width: Double) -> [CellTextLine] {
        let columns = layout.columns(forWidth: width)
        var result = [CellTextLine(kind: .header, text: Self.clip(header(for: entry), to: columns))]
        for line in LineBreaker(maxColumns: layout.titleColumns(forWidth: width)).lines(of: entry.title) {
            result.append(CellTextLine(kind: .title, text: line))
        }
        for line in LineBreaker(maxColumns: columns).lines(of: entry.body) {
            result.append(CellTextLine(kind: .body, text: line))
        }
        if let image = entry.image {
            let height = layout.contentWidth(forWidth: width) / image.aspectRatio
            let rows = max(2, Int((height / layout.bodyLineHeight).rounded()))
            result += box(label: "photo \(image.pixelWidth)×\(image.pixelHeight)", columns: columns, rows: rows)
        }
        return result
    }

    private func header(for entry: FeedEntry) -> String {
        "\(entry.userName) · \(Self.timestamp(entry.timestamp))"
    }

    private func box(label: String, columns: Int, rows: Int) -> [CellTextLine] {
        guard columns >= 4 else {
            return Array(
                repeating: CellTextLine(kind: .image, text: String(repeating: "▒", count: columns)), count: rows)
        }
        let inner = columns - 2
        let title = Self.clip(" \(label) ", to: inner)
        let top = "┌" + title + String(repeating: "─", count: inner - DisplayWidth.of(title)) + "┐"
        let middle = "│" + String(repeating: " ", count: inner) + "│"
        let bottom = "└" + String(repeating: "─", count: inner) + "┘"
        var lines = [CellTextLine(kind: .image, text: top)]
        lines += Array(repeating: CellTextLine(kind: .image, text: middle), count: max(0, rows - 2))
        lines.append(CellTextLine(kind: .image, text: bottom))
        return lines
    }

    /// `text` cut to at most `columns` display columns.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - columns: The most columns.
    public static func clip(_ text: String, to columns: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if used + width > columns { break }
            result.append(character)
            used += width
        }
        return result
    }

    /// `"2025-06-14 23:58"` in UTC.
    static func timestamp(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let minutes = (seconds - days * 86_400) / 60
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day)) \(two(minutes / 60)):\(two(minutes % 60))"
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01.
    private static func civilDate(daysSinceEpoch days: Int) -> (Int, Int, Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
