// iOS and Mac Catalyst (`os(iOS)`): the platforms the package declares with UIKit, where the
// diffable data sources exist.
#if canImport(UIKit) && os(iOS)
    import UIKit

    extension UICollectionViewDiffableDataSource: DiffableItemSource {
        func itemIdentifier(at indexPath: IndexPath) -> (key: AnyHashable, item: Any)? {
            itemIdentifier(for: indexPath).map { (AnyHashable($0), $0) }
        }

        /// Read from the section snapshot of the section at `index` (`snapshot(for:)`, iOS 14): its
        /// visible items' `level(of:)`, only those above 0. O(items of the section) once per change
        /// of the list's data, section or item count; O(1) otherwise.
        func outlineLevels(
            ofSectionAt index: Int, cached: inout (stamp: OutlineStamp, levels: [AnyHashable: Int])?,
            dataChanges: Int, itemCount: Int
        ) -> [AnyHashable: Int]? {
            let stamp = OutlineStamp(dataChanges: dataChanges, itemCount: itemCount, section: index)
            if let cached, cached.stamp == stamp { return cached.levels }
            let levels = sectionLevels(ofSectionAt: index)
            cached = levels.map { (stamp, $0) }
            return levels
        }

        // Stub gap (apple-typecheck): NSDiffableDataSourceSectionSnapshot (visibleItems, level(of:)) and
        // UICollectionViewDiffableDataSource.snapshot(for:) not stubbed. `!os(Linux)` keeps this out of the
        // Linux type-check until they are; checked by hand with ../coord extra stubs. Remove it then.
        private func sectionLevels(ofSectionAt index: Int) -> [AnyHashable: Int]? {
            #if !os(Linux)
                guard #available(iOS 14.0, *) else { return nil }
                let sections = snapshot().sectionIdentifiers
                guard sections.indices.contains(index) else { return nil }
                let outline = snapshot(for: sections[index])
                var levels: [AnyHashable: Int] = [:]
                for item in outline.visibleItems {
                    let level = outline.level(of: item)
                    if level > 0 { levels[AnyHashable(item)] = level }
                }
                return levels
            #else
                return nil
            #endif
        }
    }
#endif
