/// The largest table the index-path caches serve. Indexes at or above these are out of range:
/// heights there are refused and changes there are reported (see ``Diagnostics``).
enum IndexLimits {
    /// Sections at or above this (1,048,576) are out of range.
    static let sections = 1 << 20
    /// Rows at or above this (16,777,216) are out of range.
    static let rows = 1 << 24

    /// `1,048,576`, for messages.
    static let sectionsText = "1,048,576"
    /// `16,777,216`, for messages.
    static let rowsText = "16,777,216"
}
