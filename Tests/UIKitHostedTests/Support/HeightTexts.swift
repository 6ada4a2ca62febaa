#if canImport(UIKit)
    import Foundation

    /// The rows of the height tests: multi-line texts of very different lengths (one word to a
    /// paragraph, explicit line breaks, a long unbreakable word), so that rows differ in height at
    /// every width the tests use, from a landscape phone's content view to an iPad's readable width.
    enum HeightTexts {
        /// Three sections of five rows (three, so that a section index has titles to show).
        static let sections: [[String]] = [
            [
                "Short.",
                "Two lines\nby an explicit line break.",
                "A sentence long enough to wrap onto a second line on a phone held upright, and maybe a third.",
                paragraph(3),
                "Supercalifragilisticexpialidocious-and-then-some-unbreakable-text-that-must-wrap-by-characters",
            ],
            [
                paragraph(1),
                "One\nTwo\nThree\nFour",
                "Medium text: a couple of clauses, a comma or two, and an ending.",
                paragraph(6),
                "OK",
            ],
            [
                "A row whose text is just over one line wide on most phones in portrait orientation.",
                paragraph(2),
                "Line one.\n\nLine three, after an empty line.",
                paragraph(4),
                "The last row: " + paragraph(1),
            ],
        ]

        /// The section index titles, one per section.
        static let indexTitles = ["A", "B", "C"]

        /// Every index path of ``sections``, in order.
        static var indexPaths: [IndexPath] {
            sections.indices.flatMap { section in
                sections[section].indices.map { IndexPath(row: $0, section: section) }
            }
        }

        /// The text of the row at `indexPath`.
        static func text(at indexPath: IndexPath) -> String { sections[indexPath.section][indexPath.row] }

        /// `sentences` sentences of ordinary prose.
        private static func paragraph(_ sentences: Int) -> String {
            let pool = [
                "Heights are measured once and kept while the run loop is idle.",
                "A template cell is laid out at the width the table gives its content view.",
                "Accessories, the section index and the safe area all take room from the text.",
                "Larger text sizes make every line taller and wrap the text sooner.",
                "Editing mode indents the content to make room for its controls.",
                "Nothing here depends on the device: every width comes from the window.",
            ]
            return (0..<sentences).map { pool[$0 % pool.count] }.joined(separator: " ")
        }
    }
#endif
