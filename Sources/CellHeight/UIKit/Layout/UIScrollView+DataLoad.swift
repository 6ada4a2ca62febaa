#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    extension UIScrollView {
        /// Whether this table or collection view has laid out with `dataSource` (its data source
        /// now; UIKit's own first `reloadData()` is then behind it: ``ListDataLoad``). If not, and it
        /// is in a window, it is asked for one layout pass (`setNeedsLayout()`), once until it lays
        /// out: its store may have come after its last pass, and nothing else may lay it out before
        /// the user scrolls. The precache's wait asks this before each pass. O(1).
        package func heightDataIsLoaded(dataSource: ObjectIdentifier?) -> Bool {
            switch HeightStore.of(self).dataLoad.readiness(dataSource: dataSource, hasWindow: window != nil) {
            case .loaded:
                return true
            case .waiting(let asksForLayout):
                if asksForLayout { setNeedsLayout() }
                return false
            }
        }
    }
#endif
