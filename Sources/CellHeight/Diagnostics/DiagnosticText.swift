/// Text that came from a file or a path, made fit for a one-line diagnostic: quoted, with every
/// character that could break or forge a log line escaped, and cut to about 80 characters.
///
/// A damaged or hostile height file can hold any bytes in its strings, and a file name can hold a
/// newline: unescaped, they would split a log line or write terminal control sequences into it.
enum DiagnosticText {
    /// The most characters of `quoted(_:)`'s content before it is cut.
    static let maximumLength = 80

    /// `text` in double quotes; `\`, `"`, newlines, tabs, control and format characters (bidi
    /// overrides among them) and separators escaped (`\n`, `\u{202E}`); past ``maximumLength``
    /// characters of the result, cut with `…` and the text's full length. O(``maximumLength``).
    static func quoted(_ text: String) -> String {
        var result = "\""
        var length = 0
        for scalar in text.unicodeScalars {
            let piece = escaped(scalar)
            guard length + piece.count <= maximumLength else {
                return result + "…\" (\(text.utf8.count) bytes)"
            }
            result += piece
            length += piece.count
        }
        return result + "\""
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\\": return "\\\\"
        case "\"": return "\\\""
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
                return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                return String(scalar)
            }
        }
    }
}
