import Foundation

/// What a height file must have been written under to be used: heights measured under another
/// identity may be wrong, so a file whose identity differs is discarded whole.
///
/// The app supplies ``appVersion``: a string that changes whenever a change could change a height
/// (the cells' layout, constraints, fonts, or the content's formatting), such as the build number or a
/// "cell layout version" of its own. The library adds what the app cannot be expected to think of:
/// the OS version (major.minor: system fonts and Dynamic Type tables change between releases), the
/// preferred language, and the display scale; the file's format version and its key type (the fully
/// qualified name of the type its keys were saved as) are checked as well.
///
/// ```swift
/// let identity = HeightFileIdentity.current(appVersion: "42", displayScale: 3)
/// ```
public struct HeightFileIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The app's version of its cells' layout (its build, or its own layout version).
    public var appVersion: String
    /// The OS version, major.minor (`"17.4"`).
    public var systemVersion: String
    /// The first preferred language (`"en-GB"`), or empty.
    public var language: String
    /// The screen's scale (1, 2, 3), or 0 if unknown.
    public var displayScale: CGFloat

    /// Creates an identity from its parts.
    public init(appVersion: String, systemVersion: String, language: String, displayScale: CGFloat) {
        self.appVersion = appVersion
        self.systemVersion = systemVersion
        self.language = language
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
    }

    /// The identity of this launch: `appVersion`, the running OS's major.minor version, the first of
    /// `Locale.preferredLanguages`, and `displayScale` (the main screen's scale in a UIKit app).
    public static func current(appVersion: String, displayScale: CGFloat) -> HeightFileIdentity {
        let os = ProcessInfo.processInfo.operatingSystemVersion
        return HeightFileIdentity(
            appVersion: appVersion, systemVersion: "\(os.majorVersion).\(os.minorVersion)",
            language: Locale.preferredLanguages.first ?? "", displayScale: displayScale)
    }

    /// `"app 42, OS 17.4, en-GB, @3.0x"`.
    public var description: String { "app \(appVersion), OS \(systemVersion), \(language), @\(displayScale)x" }

    /// The first part that differs from `other` (a file's), named for a diagnostic (quoted,
    /// escaped and shortened: a file can hold any bytes), or `nil`.
    func difference(from other: HeightFileIdentity) -> String? {
        func parts(_ name: String, _ theirs: String, _ ours: String) -> String {
            "\(name) \(DiagnosticText.quoted(theirs)), not \(DiagnosticText.quoted(ours))"
        }
        if appVersion != other.appVersion { return parts("app version", other.appVersion, appVersion) }
        if systemVersion != other.systemVersion { return parts("OS", other.systemVersion, systemVersion) }
        if language != other.language { return parts("language", other.language, language) }
        if displayScale != other.displayScale { return "display scale \(other.displayScale), not \(displayScale)" }
        return nil
    }

    func write(to writer: inout ByteWriter) {
        writer.string(appVersion)
        writer.string(systemVersion)
        writer.string(language)
        writer.double(Double(displayScale))
    }

    static func read(from reader: inout ByteReader) throws(FileDamage) -> HeightFileIdentity {
        let app = try reader.string()
        let system = try reader.string()
        let language = try reader.string()
        let scale = try reader.double()
        return HeightFileIdentity(
            appVersion: app, systemVersion: system, language: language, displayScale: CGFloat(scale))
    }
}
