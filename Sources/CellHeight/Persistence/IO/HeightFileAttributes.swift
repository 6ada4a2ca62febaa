import Foundation

/// What a written height file carries besides its bytes. The writer asks for them through an
/// ``Applier``: the platform's (``HeightFilePlatform/apply``) in an app, a recorder in a test.
struct HeightFileAttributes: Equatable, Sendable {
    /// Readable from the device's first unlock after a restart on, so that a launch in the
    /// background can read it (Apple's data protection class
    /// `completeUntilFirstUserAuthentication`).
    var isProtectedUntilFirstUnlock: Bool
    /// Left out of backups: heights are measured again after a restore.
    var isExcludedFromBackup: Bool

    /// The attributes of every height file.
    static let standard = HeightFileAttributes(isProtectedUntilFirstUnlock: true, isExcludedFromBackup: true)

    /// Gives the file at the URL the attributes; a failure leaves the file as it is (the system's
    /// defaults), it is not an error.
    typealias Applier = @Sendable (HeightFileAttributes, URL) -> Void
}
