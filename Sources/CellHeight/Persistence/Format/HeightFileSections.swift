import Foundation

/// The section list of a height file (``HeightFileFormat``): after the contexts, tagged blocks of
/// known length, where later additions go without a new format version.
///
/// ```
/// section count (varint), then per section: tag (varint), length (varint), bytes
/// tag 1, template corrections: rule count (varint), then per rules' context:
///   the context (as the contexts above, without a correction), kind count (varint), then per kind:
///     reuse identifier (string), frame width f64, margins left f64, right f64,
///     accessory type i64, accessory view width (0 u8, or 1 u8 and f64),
///     editing accessory type i64, editing accessory view width (0 u8, or 1 u8 and f64),
///     editing flags u8 (1 editing, 2 indents, 4 reorder control), editing style u8,
///     indentation f64, offset f64
/// ```
///
/// A reader skips a tag it does not know, and a known section whose content does not read (the
/// checksum vouched for its bytes: only a writer of another meaning could have made it) is ignored:
/// the heights load either way. A file without sections loads as before they existed.
enum HeightFileSections {
    /// The offsets learned from displayed cells (``TemplateCorrections/Offset``).
    static let templateCorrections = 1

    /// The section list of a file whose corrections are `corrections`: no section without any.
    static func encoded(corrections: [TemplateCorrections.Offset]) -> [UInt8] {
        var writer = ByteWriter()
        guard !corrections.isEmpty else {
            writer.varint(0)
            return writer.bytes
        }
        var section = ByteWriter()
        var rules: [LayoutContext] = []
        for entry in corrections where !rules.contains(entry.rule) { rules.append(entry.rule) }
        section.varint(rules.count)
        for rule in rules {
            rule.write(to: &section)
            let kinds = corrections.filter { $0.rule == rule }
            section.varint(kinds.count)
            for entry in kinds { write(entry, to: &section) }
        }
        writer.varint(1)
        writer.varint(templateCorrections)
        writer.blob(section.bytes)
        return writer.bytes
    }

    /// Reads the section list: the corrections if the file has them (empty otherwise, or if their
    /// section does not read), every other section skipped.
    static func read(_ reader: inout ByteReader) throws(FileDamage) -> [TemplateCorrections.Offset] {
        let count = try reader.count(ofItemsAtLeast: 2, "sections")
        var corrections: [TemplateCorrections.Offset] = []
        for _ in 0..<count {
            let tag = try reader.varint()
            let bytes = try reader.bytes(try reader.varint())
            guard tag == templateCorrections else { continue }
            var section = ByteReader(bytes)
            do throws(FileDamage) {
                corrections = try readCorrections(&section)
                guard section.remaining == 0 else { throw FileDamage("bytes after its last correction") }
            } catch {
                corrections = []
                CellHeightLogging.debug(.measurement, "height file: template corrections ignored (\(error.reason))")
            }
        }
        return corrections
    }

    private static func readCorrections(_ reader: inout ByteReader) throws(FileDamage) -> [TemplateCorrections.Offset] {
        var corrections: [TemplateCorrections.Offset] = []
        let rules = try reader.count(ofItemsAtLeast: LayoutContext.minimumEncodedSize, "rule contexts")
        for _ in 0..<rules {
            let rule = try LayoutContext.read(from: &reader)
            let kinds = try reader.count(ofItemsAtLeast: minimumKindSize, "kinds of cell")
            for _ in 0..<kinds {
                var entry = try read(from: &reader)
                entry.rule = rule
                corrections.append(entry)
            }
        }
        return corrections
    }

    /// The fewest bytes a kind and its offset take: an empty identifier, no accessory view.
    private static let minimumKindSize: Int = {
        var writer = ByteWriter()
        write(
            TemplateCorrections.Offset(
                rule: LayoutContext(width: 0),
                kind: TemplateCellKind(reuseIdentifier: "", signature: TemplateLayoutSignature(frameWidth: 0)),
                offset: 0),
            to: &writer)
        return writer.bytes.count
    }()

    private static func write(_ entry: TemplateCorrections.Offset, to writer: inout ByteWriter) {
        let signature = entry.kind.signature
        writer.string(entry.kind.reuseIdentifier)
        writer.double(Double(signature.frameWidth))
        writer.double(Double(signature.layoutMargins.left))
        writer.double(Double(signature.layoutMargins.right))
        writer.uint64(UInt64(bitPattern: Int64(signature.accessoryType)))
        writeOptional(signature.accessoryViewWidth, to: &writer)
        writer.uint64(UInt64(bitPattern: Int64(signature.editingAccessoryType)))
        writeOptional(signature.editingAccessoryViewWidth, to: &writer)
        let editing = signature.editing
        writer.byte((editing.isEditing ? 1 : 0) | (editing.indents ? 2 : 0) | (editing.showsReorderControl ? 4 : 0))
        writer.byte(UInt8(editing.style.rawValue))
        writer.double(Double(signature.indentation))
        writer.double(Double(entry.offset))
    }

    /// A kind and its offset; its rule is the caller's to set.
    private static func read(from reader: inout ByteReader) throws(FileDamage) -> TemplateCorrections.Offset {
        let identifier = try reader.string(maximum: HeightFileFormat.maximumKeyLength)
        let frameWidth = try reader.double()
        let margins = HorizontalInsets(left: CGFloat(try reader.double()), right: CGFloat(try reader.double()))
        let accessoryType = Int(Int64(bitPattern: try reader.uint64()))
        let accessoryViewWidth = try readOptional(&reader)
        let editingAccessoryType = Int(Int64(bitPattern: try reader.uint64()))
        let editingAccessoryViewWidth = try readOptional(&reader)
        let flags = try reader.byte()
        guard flags <= 7, let style = RowEditingState.Style(rawValue: Int(try reader.byte())) else {
            throw FileDamage("a kind of cell has an unknown editing state")
        }
        let editing = RowEditingState(
            isEditing: flags & 1 != 0, indents: flags & 2 != 0, showsReorderControl: flags & 4 != 0, style: style)
        let signature = TemplateLayoutSignature(
            frameWidth: CGFloat(frameWidth), layoutMargins: margins, accessoryType: accessoryType,
            accessoryViewWidth: accessoryViewWidth, editingAccessoryType: editingAccessoryType,
            editingAccessoryViewWidth: editingAccessoryViewWidth, editing: editing,
            indentation: CGFloat(try reader.double()))
        return TemplateCorrections.Offset(
            rule: LayoutContext(width: 0), kind: TemplateCellKind(reuseIdentifier: identifier, signature: signature),
            offset: CGFloat(try reader.double()))
    }

    private static func writeOptional(_ value: CGFloat?, to writer: inout ByteWriter) {
        guard let value else { return writer.byte(0) }
        writer.byte(1)
        writer.double(Double(value))
    }

    private static func readOptional(_ reader: inout ByteReader) throws(FileDamage) -> CGFloat? {
        switch try reader.byte() {
        case 0: return nil
        case 1: return CGFloat(try reader.double())
        default: throw FileDamage("a kind of cell has a flag that is not 0 or 1")
        }
    }
}
