#if canImport(UIKit)
    import UIKit
    import XCTest

    /// What ``TableTwins`` and ``CollectionTwins`` both check: that a list is in the environment its
    /// scenario names, and the package's height of each row against the self-sizing twin's.
    @MainActor
    enum TwinChecks {
        /// Fails the test unless `list` (a "table" or a "list", as `noun` says) is as wide as
        /// `environment`, got its additional safe area (if it has one) and its text size (if it sets one).
        static func assertIn(
            _ environment: ListEnvironment, _ list: UIScrollView, noun: String, scenario name: String,
            file: StaticString, line: UInt
        ) {
            XCTAssertEqual(list.bounds.width, environment.size.width, "\(name): \(noun) width", file: file, line: line)
            if environment.additionalSafeArea.left > 0 {
                XCTAssertGreaterThanOrEqual(
                    list.safeAreaInsets.left, environment.additionalSafeArea.left,
                    "\(name): the \(noun) did not get the root controller's safe area", file: file, line: line)
            }
            if let category = environment.contentSizeCategory {
                XCTAssertEqual(
                    list.traitCollection.preferredContentSizeCategory, category,
                    "\(name): the \(noun) did not get the text size", file: file, line: line)
            }
        }

        /// For each of ``HeightTexts/indexPaths`` (a "row" or an "item", as `noun` says), in order:
        /// `cachedHeight`, which must equal `storedHeight` (the one in `heightCache`), then
        /// `selfSizedHeight` (`nil`: the twin never displayed it, a failure), then `compare` with the
        /// index path and both heights. Fails unless the cached heights take at least 4 values.
        static func compareHeights(
            _ noun: String, scenario name: String, cachedHeight: (IndexPath) -> CGFloat,
            storedHeight: (IndexPath) -> CGFloat?, selfSizedHeight: (IndexPath) -> CGFloat?,
            file: StaticString, line: UInt, compare: (IndexPath, CGFloat, CGFloat) -> Void
        ) {
            var heights: [CGFloat] = []
            for indexPath in HeightTexts.indexPaths {
                let height = cachedHeight(indexPath)
                heights.append(height)
                XCTAssertEqual(
                    storedHeight(indexPath), height, "\(name), \(noun) \(indexPath): not the height in heightCache",
                    file: file, line: line)
                guard let uikit = selfSizedHeight(indexPath) else {
                    XCTFail(
                        "\(name), \(noun) \(indexPath): the twin never displayed the \(noun)", file: file, line: line)
                    continue
                }
                compare(indexPath, height, uikit)
            }
            XCTAssertGreaterThanOrEqual(
                Set(heights).count, 4, "\(name): the \(noun)s should differ in height: \(heights)", file: file,
                line: line)
        }
    }
#endif
