#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    /// The key of the associated object that tags a displayed cell of a list that answers
    /// self-sizing from its cache.
    nonisolated(unsafe) private var cellTagKey: UInt8 = 0

    /// What a compositional list keeps for its cells that size themselves: the cell registrations
    /// made with `ch.cellRegistration(…)`, which registration measures an item that is not on screen
    /// (``ListRegistrationChoice``), the superview its templates are laid out in, and counts of how
    /// its displayed cells were answered. Held by the list's ``HeightStore``.
    @MainActor
    package final class ListCells {
        /// One registration made with `ch.cellRegistration(…)`, with its types erased.
        struct Registration {
            /// The identifier its template is kept under, and its kind of cell is known by
            /// (``TemplateCellKind``).
            let reuseIdentifier: String
            /// Makes its template: a new cell of its class, or from its nib.
            let make: () -> UICollectionViewCell?
            /// Whether its handler takes this item (the handler's item type).
            let accepts: (Any) -> Bool
            /// Runs its handler on a cell of its class with an item it accepts; `false` if the cell
            /// or the item is of another type (then nothing ran).
            let configure: (UICollectionViewCell, IndexPath, Any) -> Bool
        }

        /// The registrations, in the order they were made: a registration is its index here.
        private(set) var registrations: [Registration] = []
        /// Which registration measures an item that is not on screen.
        var choice = ListRegistrationChoice()
        /// The superview templates are laid out in: the collection view's layout margins, never in a
        /// window (``ListCellGeometry/inheritedMargins``).
        let stage = UIView()
        /// The items' outline levels in one section, read from its section snapshot once per change
        /// of the list's data (`DiffableItemSource.outlineLevels(ofSectionAt:cached:dataChanges:itemCount:)`).
        var outline: (stamp: OutlineStamp, levels: [AnyHashable: Int])?

        /// The list environment trait (iOS 18, `UIListEnvironment`'s raw value) its displayed cells
        /// got, by section: what a template of an item of that section gets too.
        var listEnvironments: [Int: Int] = [:]
        /// The layout invalidation that waits for an idle moment after a correction.
        var refresh: IdleMoment?
        /// How many times the list's layout was invalidated after a correction (for tests).
        package internal(set) var refreshes = 0

        /// How many displayed cells were given their cached height without Auto Layout (for tests).
        package private(set) var cachedAnswers = 0
        /// How many displayed cells UIKit sized and the package stored (for tests).
        package private(set) var storedSelfSizes = 0
        /// How many displayed cells UIKit sized with nothing stored (for tests).
        package private(set) var unstoredSelfSizes = 0
        private var mean = (context: LayoutContext.unspecified, sum: 0.0, count: 0)

        init() {
            stage.insetsLayoutMarginsFromSafeArea = false
            stage.preservesSuperviewLayoutMargins = false
        }

        /// Adds a registration and returns its index.
        func add(_ registration: Registration) -> Int {
            registrations.append(registration)
            return registrations.count - 1
        }

        /// The mean of the heights stored for this list's items in `context` (by precaching, by a
        /// displayed cell, or by a height call), or `nil` if none was. O(1).
        func meanHeight(in context: LayoutContext) -> CGFloat? {
            guard mean.context == context, mean.count > 0 else { return nil }
            return CGFloat(mean.sum / Double(mean.count))
        }

        /// A height was stored for an item in `context`.
        func heightWasStored(_ height: CGFloat, in context: LayoutContext) {
            if mean.context != context { mean = (context, 0, 0) }
            mean.sum += Double(height)
            mean.count += 1
        }

        /// Counts one displayed cell's answer.
        func count(_ answer: SelfSizingAnswer, stored: Bool) {
            switch answer {
            case .cached: cachedAnswers += 1
            case .measureAndStore where stored: storedSelfSizes += 1
            case .measureAndStore, .measureOnly: unstoredSelfSizes += 1
            case .passThrough: break
            }
        }

        /// The tag of `cell`, or `nil` if no registration of the package configured it. One
        /// associated-object lookup, safe on any thread (the self-sizing hook calls it first).
        nonisolated static func tag(of cell: AnyObject) -> ListCellTag? {
            objc_getAssociatedObject(cell, &cellTagKey) as? ListCellTag
        }

        /// Tags `cell`, configured by registration `registration` of `list` for the item keyed
        /// `key`: its `preferredLayoutAttributesFitting(_:)` answers from `list`'s cache.
        static func tag(_ cell: UICollectionViewCell, list: UICollectionView, key: AnyHashable?, registration: Int) {
            if let tag = tag(of: cell) {
                tag.list = list
                tag.key = key
                tag.registration = registration
            } else {
                let tag = ListCellTag(list: list, key: key, registration: registration)
                objc_setAssociatedObject(cell, &cellTagKey, tag, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }
    }

    /// What a displayed cell's registration handler left on it: its list, its item's key and the
    /// registration that configured it.
    @MainActor
    final class ListCellTag {
        /// The collection view that dequeued the cell.
        weak var list: UICollectionView?
        /// The item identifier the cell shows (`nil` when the data source is not diffable: the
        /// layout attributes' index path is the key then).
        var key: AnyHashable?
        /// The index of the registration in ``ListCells``.
        var registration: Int

        init(list: UICollectionView, key: AnyHashable?, registration: Int) {
            self.list = list
            self.key = key
            self.registration = registration
        }
    }

    /// When a list's outline levels were read: its data changes (hooked calls), the section's item
    /// count, and the section's index.
    struct OutlineStamp: Equatable {
        var dataChanges: Int
        var itemCount: Int
        var section: Int
    }
#endif
