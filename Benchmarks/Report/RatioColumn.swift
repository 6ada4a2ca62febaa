/// A ratio column of the table: one contender's value divided by another's, row by row.
struct RatioColumn: Sendable {
    /// The column title, such as "b=1/classic".
    let title: String
    let numerator: String
    let denominator: String
    /// What the ratio compares, for the table's footer.
    let meaning: String
}
