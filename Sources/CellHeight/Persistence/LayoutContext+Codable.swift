import Foundation

/// Every field is encoded; decoding goes through the initializers, so that a bad width or scale is
/// sanitized as everywhere else.
extension LayoutContext: Codable {
    private enum CodingKeys: String, CodingKey {
        case width, contentSizeCategory, layoutMargins, horizontalSizeClass, verticalSizeClass, isBoldText
        case displayScale, isEditing, ruleCorrection
    }

    /// Decodes a context written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            width: try values.decode(CGFloat.self, forKey: .width),
            contentSizeCategory: try values.decode(String.self, forKey: .contentSizeCategory),
            layoutMargins: try values.decode(HorizontalInsets.self, forKey: .layoutMargins),
            horizontalSizeClass: try values.decode(SizeClass.self, forKey: .horizontalSizeClass),
            verticalSizeClass: try values.decode(SizeClass.self, forKey: .verticalSizeClass),
            isBoldText: try values.decode(Bool.self, forKey: .isBoldText),
            displayScale: try values.decode(CGFloat.self, forKey: .displayScale),
            isEditing: try values.decode(Bool.self, forKey: .isEditing))
        let correction = try values.decodeIfPresent(UInt64.self, forKey: .ruleCorrection)
        ruleCorrection = correction.map(RuleCorrection.init(rawValue:)) ?? .none
    }

    /// Encodes every field (the correction of the template rules only where there is one).
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(width, forKey: .width)
        try values.encode(contentSizeCategory, forKey: .contentSizeCategory)
        try values.encode(layoutMargins, forKey: .layoutMargins)
        try values.encode(horizontalSizeClass, forKey: .horizontalSizeClass)
        try values.encode(verticalSizeClass, forKey: .verticalSizeClass)
        try values.encode(isBoldText, forKey: .isBoldText)
        try values.encode(displayScale, forKey: .displayScale)
        try values.encode(isEditing, forKey: .isEditing)
        if ruleCorrection != .none { try values.encode(ruleCorrection.rawValue, forKey: .ruleCorrection) }
    }
}

/// Encoded as its raw value (UIKit's).
extension LayoutContext.SizeClass: Codable {}

/// Encoded as `left` and `right`; decoded through the initializer (sanitized).
extension HorizontalInsets: Codable {
    private enum CodingKeys: String, CodingKey { case left, right }

    /// Decodes insets written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            left: try values.decode(CGFloat.self, forKey: .left), right: try values.decode(CGFloat.self, forKey: .right)
        )
    }

    /// Encodes both insets.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(left, forKey: .left)
        try values.encode(right, forKey: .right)
    }
}

/// The height file's compact form of a context (see ``HeightFileFormat``).
extension LayoutContext {
    /// The fewest bytes a context takes in a file, with its entry count: an empty content-size
    /// category and no entries. Measured on the writer, so that the reader's bound cannot drift.
    static let minimumEncodedSize: Int = {
        var writer = ByteWriter()
        LayoutContext(width: 0).write(to: &writer)
        writer.varint(0)
        return writer.bytes.count
    }()

    func write(to writer: inout ByteWriter) {
        writer.double(Double(width))
        writer.string(contentSizeCategory)
        writer.double(Double(layoutMargins.left))
        writer.double(Double(layoutMargins.right))
        writer.byte(UInt8(horizontalSizeClass.rawValue))
        writer.byte(UInt8(verticalSizeClass.rawValue))
        writer.byte(isBoldText ? 1 : 0)
        writer.double(Double(displayScale))
        writer.byte(isEditing ? 1 : 0)
        if ruleCorrection == .none {
            writer.byte(0)
        } else {
            writer.byte(1)
            writer.uint64(ruleCorrection.rawValue)
        }
    }

    static func read(from reader: inout ByteReader) throws(FileDamage) -> LayoutContext {
        let width = try reader.double()
        let category = try reader.string()
        let left = try reader.double()
        let right = try reader.double()
        guard let horizontal = SizeClass(rawValue: Int(try reader.byte())),
            let vertical = SizeClass(rawValue: Int(try reader.byte()))
        else { throw FileDamage("a layout context has an unknown size class") }
        let bold = try reader.byte()
        let scale = try reader.double()
        let editing = try reader.byte()
        let corrected = try reader.byte()
        guard bold <= 1, editing <= 1, corrected <= 1 else {
            throw FileDamage("a layout context has a flag that is not 0 or 1")
        }
        let correction = corrected == 1 ? RuleCorrection(rawValue: try reader.uint64()) : .none
        guard corrected == 0 || correction != .none else {
            throw FileDamage("a layout context names a correction of the template rules without one")
        }
        var context = LayoutContext(
            width: CGFloat(width), contentSizeCategory: category,
            layoutMargins: HorizontalInsets(left: CGFloat(left), right: CGFloat(right)),
            horizontalSizeClass: horizontal, verticalSizeClass: vertical, isBoldText: bold == 1,
            displayScale: CGFloat(scale), isEditing: editing == 1)
        context.ruleCorrection = correction
        return context
    }
}
