#if canImport(UIKit)
    import UIKit
    import XCTest

    @testable import CellHeight

    /// A list flow layout with estimated items is not refreshed (every item's size asked again)
    /// while it is flung, and is refreshed once when the fling stops (issue 24, section 3).
    ///
    /// The fling is simulated: a collection view whose `isTracking` and `isDecelerating` report
    /// what the test says, while the test moves `contentOffset` frame by frame, lays the list out
    /// and turns the run loop, as UIKit does during a real fling. It models UIScrollView's
    /// documented states: `isTracking` is true while the user's finger touches the content (the
    /// drag), `isDecelerating` while the content still moves after the finger lifted; both are
    /// false once the content has stopped. The run loop turns in its default mode here, where a
    /// real drag runs `UITrackingRunLoopMode`: stricter, since the package's scroll-stop watch
    /// runs in the default mode and must still not refresh while the list decelerates.
    final class ListFlingRefreshTests: XCTestCase {
        /// A collection view whose scrolling state is the test's.
        final class FlingCollectionView: UICollectionView {
            var simulatedTracking = false
            var simulatedDecelerating = false
            override var isTracking: Bool { simulatedTracking }
            override var isDecelerating: Bool { simulatedDecelerating }
        }

        /// A cell whose height is its content's: one box with a height constraint.
        final class BoxCell: UICollectionViewCell {
            private let box = UIView()
            private lazy var boxHeight = box.heightAnchor.constraint(equalToConstant: 44)

            override init(frame: CGRect) {
                super.init(frame: frame)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                let bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)
                bottom.priority = .defaultHigh
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor), bottom, boxHeight,
                ])
            }

            @available(*, unavailable)
            required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

            func configure(height: CGFloat) { boxHeight.constant = height }
        }

        /// The list's data source and delegate: `count` items of different heights, sized with
        /// `sizeForListItem(at:withIdentifier:as:configuration:)`; counts the size requests.
        final class ListDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            let count: Int
            var sizeRequests = 0

            init(count: Int) { self.count = count }

            static func height(ofItem item: Int) -> CGFloat { 44 + CGFloat(item % 7) * 13 }

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                count
            }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Box", for: indexPath)
                (cell as? BoxCell)?.configure(height: Self.height(ofItem: indexPath.item))
                return cell
            }

            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                sizeRequests += 1
                return collectionView.ch.sizeForListItem(at: indexPath, withIdentifier: "Box") { (cell: BoxCell) in
                    cell.configure(height: Self.height(ofItem: indexPath.item))
                }
            }
        }

        @MainActor
        private func makeList(count: Int) -> (FlingCollectionView, ListDelegate, UIWindow) {
            let layout = UICollectionViewFlowLayout()
            layout.minimumLineSpacing = 0
            let list = FlingCollectionView(frame: .zero, collectionViewLayout: layout)
            list.register(BoxCell.self, forCellWithReuseIdentifier: "Box")
            list.ch.registerTemplateCell(forReuseIdentifier: "Box") { BoxCell(frame: .zero) }
            let delegate = ListDelegate(count: count)
            list.dataSource = delegate
            list.delegate = delegate
            let window = UIKitHost.window(holding: list)
            list.layoutIfNeeded()
            return (list, delegate, window)
        }

        /// One frame of the fling: the content moves by `dy`, the list lays out, the loop turns.
        @MainActor
        private func frame(_ list: FlingCollectionView, by dy: CGFloat) {
            list.contentOffset.y += dy
            list.layoutIfNeeded()
            UIKitHost.turn(passes: 1)
        }

        @MainActor
        func testAFlingAsksForNoSizeAndItsStopRefreshesOnce() throws {
            let count = 10_000
            let (list, delegate, window) = makeList(count: count)
            // A default mode with no source or timer returns at once, before its observers run.
            let keepAlive = Timer(timeInterval: 3600, repeats: false) { _ in }
            RunLoop.main.add(keepAlive, forMode: .default)
            defer {
                keepAlive.invalidate()
                window.isHidden = true
            }
            // The first appearance settles (work UIKit defers to the run loop) before sizes are counted.
            UIKitHost.turn(passes: 5)
            list.layoutIfNeeded()
            let store = try XCTUnwrap(HeightStore.existing(list))
            XCTAssertFalse(store.flowEstimates.isEmpty, "the first layout estimated the items off screen")
            delegate.sizeRequests = 0

            list.simulatedTracking = true  // the drag
            for _ in 0..<10 { frame(list, by: 40) }
            list.simulatedTracking = false
            list.simulatedDecelerating = true  // the finger lifted; the content flies on
            for _ in 0..<60 { frame(list, by: 150) }
            XCTAssertTrue(
                store.flowEstimates.needsRefresh(visible: list.indexPathsForVisibleItems),
                "the fling brought estimated items on screen")
            XCTAssertEqual(delegate.sizeRequests, 0, "no size asked while the list tracks or decelerates")
            XCTAssertEqual(store.listRefreshes, 0)

            let anchor = try XCTUnwrap(list.indexPathsForVisibleItems.min())
            let anchorOnScreen =
                try XCTUnwrap(list.layoutAttributesForItem(at: anchor)).frame.minY - list.contentOffset.y
            list.simulatedDecelerating = false  // the content stopped
            UIKitHost.spin(until: { store.listRefreshes > 0 }, "the stop refreshed the layout")
            let perRefresh = delegate.sizeRequests
            print("ListFlingRefreshTests: one refresh asked sizeForItemAt \(perRefresh) times for \(count) items")
            XCTAssertGreaterThanOrEqual(perRefresh, list.indexPathsForVisibleItems.count)
            XCTAssertLessThanOrEqual(perRefresh, count, "one size request per item at most")

            let anchorAfter = try XCTUnwrap(list.layoutAttributesForItem(at: anchor)).frame.minY - list.contentOffset.y
            XCTAssertEqual(anchorAfter, anchorOnScreen, accuracy: 0.5, "the first visible item stayed in place")
            XCTAssertEqual(store.anchorOffsetWrites, 0, "UIKit applied the context's contentOffsetAdjustment")
            for indexPath in list.indexPathsForVisibleItems {
                let height = try XCTUnwrap(list.layoutAttributesForItem(at: indexPath)).frame.height
                XCTAssertEqual(
                    height, ListDelegate.height(ofItem: indexPath.item), accuracy: 0.5,
                    "item \(indexPath.item) is exact")
            }

            UIKitHost.turn(passes: 20)
            list.layoutIfNeeded()
            XCTAssertEqual(store.listRefreshes, 1, "at most one refresh per scroll stop")
            XCTAssertEqual(delegate.sizeRequests, perRefresh)
        }
    }
#endif
