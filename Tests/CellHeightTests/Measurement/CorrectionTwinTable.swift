import CellHeight
import Foundation

/// A table whose template rules are off, driven through the package's real caches
/// (``ListHeightState``) and corrections (``TemplateCorrections``) exactly as the UIKit adapter
/// drives them: `heightForRowAt` measures a template on a cache miss, records the width it was laid
/// out at and measures at the corrected width; a layout pass shows the visible rows, compares each
/// newly displayed cell with its template, and after a correction moves the caches and asks the
/// visible rows' heights once more (`beginUpdates()`/`endUpdates()`).
///
/// What it models of UIKit: a displayed cell's content view is ``displayedWidth`` wide for its
/// kind (a row with a disclosure indicator is narrower; a cell of reuse identifier "card" insets its
/// content view by ``cardInset`` at either side in its `layoutSubviews()`, its template as much as
/// its displayed cells); a template laid out by the package's rules gets that width plus
/// ``ruleError`` (the rule being off). Row heights follow the width:
/// text of `characters` characters, 8 points each, on lines 20 points tall, rounded up to a pixel
/// at scale 3 (as if every line break moved with the width).
@MainActor
final class CorrectionTwinTable {
    /// A row: its text length, its accessory (`UITableViewCell.AccessoryType` raw value) and the
    /// reuse identifier of its cell.
    struct Row {
        var id: Int
        var characters: Int
        var accessory: Int
        var identifier = "text"
    }

    /// How far a "card" cell insets its content view at either side.
    static let cardInset: CGFloat = 12

    /// The rules' layout context (what `TableLayout.context` is for a real table).
    let rule: LayoutContext
    let rows: [Row]
    /// Where heights are cached: by index path, or by the row's id (the keyed cache).
    let byKey: Bool
    let state = ListHeightState()
    var corrections = TemplateCorrections()
    /// How far the rules put a template off, by signature (negative: narrower than UIKit's cell).
    var ruleError: (TemplateLayoutSignature) -> CGFloat
    /// What a template of a kind is laid out at besides the rule's error, by kind and row (0: the
    /// same width for every row of the kind).
    var templateNoise: (TemplateCellKind, Int) -> CGFloat = { _, _ in 0 }

    /// Every row measured, in order.
    private(set) var measured: [Int] = []
    /// How many times the caches moved to a corrected context.
    private(set) var corrected = 0
    /// How many times the visible rows were measured again after a correction.
    private(set) var refreshes = 0

    init(
        rows: [Row], width: CGFloat = 390, byKey: Bool = false,
        ruleError: @escaping (TemplateLayoutSignature) -> CGFloat
    ) {
        rule = LayoutContext(width: width, contentSizeCategory: "UICTContentSizeCategoryL", displayScale: 3)
        self.rows = rows
        self.byKey = byKey
        self.ruleError = ruleError
    }

    /// `count` rows of various lengths, all with `accessory`, their cells of `identifier`.
    static func rows(_ count: Int, accessory: Int = 0, firstID: Int = 0, identifier: String = "text") -> [Row] {
        (0..<count).map {
            Row(id: firstID + $0, characters: 40 + ($0 * 37) % 400, accessory: accessory, identifier: identifier)
        }
    }

    func signature(of row: Int) -> TemplateLayoutSignature {
        TemplateLayoutSignature(
            frameWidth: rule.width, layoutMargins: HorizontalInsets(left: 16, right: 16),
            accessoryType: rows[row].accessory)
    }

    func kind(of row: Int) -> TemplateCellKind {
        TemplateCellKind(reuseIdentifier: rows[row].identifier, signature: signature(of: row))
    }

    /// UIKit's displayed content width for a kind: the cell less a disclosure indicator's room,
    /// less a card's insets.
    func displayedWidth(_ kind: TemplateCellKind) -> CGFloat {
        rule.width - (kind.signature.accessoryType == 0 ? 0 : 38)
            - (kind.reuseIdentifier == "card" ? 2 * Self.cardInset : 0)
    }

    static func height(characters: Int, width: CGFloat) -> CGFloat {
        (CGFloat(characters) * 8 * 20 / width * 3).rounded(.up) / 3 + 1
    }

    /// The height UIKit's self-sizing gives the row.
    func trueHeight(of row: Int) -> CGFloat {
        Self.height(characters: rows[row].characters, width: displayedWidth(kind(of: row)))
    }

    /// `tableView(_:heightForRowAt:)` answered by the package's cache.
    @discardableResult
    func height(of row: Int) -> CGFloat {
        let kind = kind(of: row)
        let key: ListHeightState.CacheKey = byKey ? .key(AnyHashable(rows[row].id)) : .indexPath(IndexPath(0, row))
        return state.height(key, in: corrections.cacheContext(for: rule)) {
            measured.append(row)
            let laidOut = displayedWidth(kind) + ruleError(kind.signature) + templateNoise(kind, row)
            corrections.templateWasLaidOut(kind, contentWidth: laidOut, in: rule)
            let width = corrections.contentWidth(laidOut: laidOut, for: kind, in: rule)
            return .height(Self.height(characters: rows[row].characters, width: width), method: .autoLayout)
        } ?? -1
    }

    /// One layout pass that shows `visible`: their heights are asked, their cells displayed and
    /// compared with their templates, and after a correction the visible rows are asked again once.
    func display(_ visible: Range<Int>) {
        for row in visible { height(of: row) }
        let cells = visible.map { (kind: kind(of: $0), contentWidth: displayedWidth(kind(of: $0))) }
        let outcome = corrections.cellsWereDisplayed(cells, in: rule)
        guard let stale = outcome.invalidated else { return }
        corrected += 1
        state.use(outcome.context)
        state.removeHeights(in: stale)
        refreshes += 1
        for row in visible { height(of: row) }
    }

    /// The rows among `range` whose cached height is not UIKit's.
    func wrongHeights(in range: Range<Int>) -> [Int] {
        range.filter { height(of: $0) != trueHeight(of: $0) }
    }
}
