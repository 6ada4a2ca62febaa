/// Frame layout of a feed cell, and the height it needs: the row height a table view would cache.
///
/// The cell stacks, inside ``padding`` on every side and separated by ``spacing``:
/// a header row (user name and time, ``headerHeight``), the title wrapped in the title font,
/// the body wrapped in the body font, and the image at the full content width
/// (height `contentWidth / aspectRatio`). Text is typeset with ``LineBreaker``, using a fixed
/// advance per column for each font, the way a terminal or a monospaced font would.
/// The result is rounded up to whole device pixels (``displayScale``).
///
/// The height is a pure, deterministic function of the entry's content and the width.
/// Its cost is dominated by the typesetting of the body, so it grows with the text length,
/// like an Auto Layout pass with a multi-line label.
///
/// Thread-safe: a value with no shared mutable state (its typesetting reads only constants and
/// caches nothing), so background workers measure with it at the same time as the main thread
/// (the `--background` variant, ``BackgroundFeedMeasurer``).
public struct FeedCellLayout: Sendable, Hashable {
    /// Points per column of the body font (a monospaced advance; a wide character takes two columns).
    public var bodyColumnWidth: Double
    /// Points per column of the title font, which is larger than the body font.
    public var titleColumnWidth: Double
    /// Line height of the body font, in points.
    public var bodyLineHeight: Double
    /// Line height of the title font, in points.
    public var titleLineHeight: Double
    /// Inset on every side of the content, in points.
    public var padding: Double
    /// Height of the header row (user name and time), in points.
    public var headerHeight: Double
    /// Vertical space between the header, title, body and image, in points.
    public var spacing: Double
    /// Device pixels per point; heights are rounded up to whole pixels.
    public var displayScale: Double

    /// Creates a layout; the defaults resemble a phone feed (a 375-point wide screen gives 43 body columns).
    ///
    /// - Parameters:
    ///   - bodyColumnWidth: Points per column of the body font.
    ///   - titleColumnWidth: Points per column of the title font.
    ///   - bodyLineHeight: Line height of the body font.
    ///   - titleLineHeight: Line height of the title font.
    ///   - padding: Inset on every side.
    ///   - headerHeight: Height of the header row.
    ///   - spacing: Space between the parts of the cell.
    ///   - displayScale: Device pixels per point.
    public init(
        bodyColumnWidth: Double = 8, titleColumnWidth: Double = 10, bodyLineHeight: Double = 20,
        titleLineHeight: Double = 22, padding: Double = 12, headerHeight: Double = 18, spacing: Double = 6,
        displayScale: Double = 3
    ) {
        self.bodyColumnWidth = bodyColumnWidth
        self.titleColumnWidth = titleColumnWidth
        self.bodyLineHeight = bodyLineHeight
        self.titleLineHeight = titleLineHeight
        self.padding = padding
        self.headerHeight = headerHeight
        self.spacing = spacing
        self.displayScale = displayScale
    }

    /// The width available to content inside the paddings, in points; never less than one body column.
    ///
    /// - Parameter width: The cell width in points.
    public func contentWidth(forWidth width: Double) -> Double {
        let inner = width - 2 * padding
        guard inner.isFinite else { return inner > 0 ? Self.maximumColumns * bodyColumnWidth : bodyColumnWidth }
        return min(max(inner, bodyColumnWidth), Self.maximumColumns * bodyColumnWidth)
    }

    /// The number of body-font columns that fit in a cell of the given width; at least 1.
    ///
    /// A terminal UI can use this to map a cell width to a text width in columns.
    ///
    /// - Parameter width: The cell width in points.
    public func columns(forWidth width: Double) -> Int {
        columns(in: contentWidth(forWidth: width), advance: bodyColumnWidth)
    }

    /// The number of title-font columns that fit in a cell of the given width; at least 1.
    ///
    /// - Parameter width: The cell width in points.
    public func titleColumns(forWidth width: Double) -> Int {
        columns(in: contentWidth(forWidth: width), advance: titleColumnWidth)
    }

    /// Whole columns of `advance` points in `width` points, clamped to `1...maximumColumns`
    /// (a non-positive advance gives the maximum and a NaN gives 1, rather than a crash).
    private func columns(in width: Double, advance: Double) -> Int {
        guard advance > 0 else { return Int(Self.maximumColumns) }
        let columns = (width / advance).rounded(.down)
        guard columns >= 1 else { return 1 }
        return Int(min(columns, Self.maximumColumns))
    }

    /// The height of the cell showing `entry` at the given width, in points: finite, rounded up to
    /// whole device pixels, and positive as long as the paddings and heights are not negative.
    ///
    /// - Parameters:
    ///   - entry: The content to lay out.
    ///   - width: The cell width in points (the table view's width).
    public func height(for entry: FeedEntry, width: Double) -> Double {
        let parts = measure(entry, width: width)
        var height = 2 * padding + headerHeight
        if parts.titleLines > 0 {
            height += spacing + Double(parts.titleLines) * titleLineHeight
        }
        if parts.bodyLines > 0 {
            height += spacing + Double(parts.bodyLines) * bodyLineHeight
        }
        if parts.imageHeight > 0 {
            height += spacing + parts.imageHeight
        }
        return displayScale > 0 ? (height * displayScale).rounded(.up) / displayScale : height
    }

    /// The measured parts of a cell: what ``height(for:width:)`` adds up.
    struct Parts: Equatable {
        /// Lines of the title.
        var titleLines: Int
        /// Lines of the body.
        var bodyLines: Int
        /// Height of the image in points, 0 without an image.
        var imageHeight: Double
    }

    /// Typesets the title and body and sizes the image.
    func measure(_ entry: FeedEntry, width: Double) -> Parts {
        let titleLines = LineBreaker(maxColumns: titleColumns(forWidth: width)).lineCount(of: entry.title)
        let bodyLines = LineBreaker(maxColumns: columns(forWidth: width)).lineCount(of: entry.body)
        let imageHeight = entry.image.map { contentWidth(forWidth: width) / $0.aspectRatio } ?? 0
        return Parts(titleLines: titleLines, bodyLines: bodyLines, imageHeight: imageHeight)
    }

    /// An upper bound on the columns of a line, so absurd widths stay cheap and finite.
    private static let maximumColumns: Double = 10_000
}
