#if canImport(UIKit)
    import CellHeight
    import UIKit
    import XCTest

    /// `heightForCell(…, as: Cell.self) { cell in … }`: the cell type is named once, as with typed
    /// dequeueing, and the closure needs no annotation. Each form compiles here without one (the
    /// test fails to compile otherwise) and measures the registered cell class with the content the
    /// closure sets.
    final class HeightForCellTypeTests: XCTestCase {
        /// A cell whose height follows its number of lines: 20 points per line, by frame layout.
        private final class LinesCell: UITableViewCell {
            var lines = 1
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                ch.forcesFrameLayout = true
            }
            required init?(coder: NSCoder) { nil }
            override func sizeThatFits(_ size: CGSize) -> CGSize {
                CGSize(width: size.width, height: CGFloat(lines * 20))
            }
        }

        /// The same for a list-style collection view.
        private final class LinesItemCell: UICollectionViewCell {
            var lines = 1
            override init(frame: CGRect) {
                super.init(frame: frame)
                ch.forcesFrameLayout = true
            }
            required init?(coder: NSCoder) { nil }
            override func sizeThatFits(_ size: CGSize) -> CGSize {
                CGSize(width: size.width, height: CGFloat(lines * 20))
            }
        }

        @MainActor
        func testTableFormsInferTheCellTypeFromTheArgument() {
            let table = UITableView(frame: .zero, style: .plain)
            table.separatorStyle = .none
            table.register(LinesCell.self, forCellReuseIdentifier: "Lines")
            let window = UIKitHost.window(holding: table)
            defer { window.isHidden = true }

            let uncached = table.ch.heightForCell(withIdentifier: "Lines", as: LinesCell.self) { cell in
                cell.lines = 2
            }
            let byIndexPath = table.ch.heightForCell(
                withIdentifier: "Lines", as: LinesCell.self, cacheByIndexPath: IndexPath(row: 0, section: 0)
            ) { cell in
                cell.lines = 3
            }
            let byKey = table.ch.heightForCell(withIdentifier: "Lines", as: LinesCell.self, cacheByKey: "post-1") {
                cell in
                cell.lines = 4
            }

            // Each configuration reached a LinesCell: 20 points more per line, whatever the insets.
            XCTAssertEqual(byIndexPath - uncached, 20, accuracy: 0.5)
            XCTAssertEqual(byKey - byIndexPath, 20, accuracy: 0.5)
            XCTAssertEqual(table.ch.heightCache.height(at: IndexPath(row: 0, section: 0)), byIndexPath)
            XCTAssertEqual(table.ch.keyedHeightCache.height(for: AnyHashable("post-1")), byKey)
        }

        @MainActor
        func testCollectionFormsInferTheCellTypeFromTheArgument() {
            let layout = UICollectionViewFlowLayout()
            let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
            collection.register(LinesItemCell.self, forCellWithReuseIdentifier: "Lines")
            collection.ch.registerTemplateCell(forReuseIdentifier: "Lines") { LinesItemCell(frame: .zero) }
            let window = UIKitHost.window(holding: collection)
            defer { window.isHidden = true }

            let uncached = collection.ch.heightForCell(withIdentifier: "Lines", as: LinesItemCell.self) { cell in
                cell.lines = 2
            }
            let byIndexPath = collection.ch.heightForCell(
                withIdentifier: "Lines", as: LinesItemCell.self, cacheByIndexPath: IndexPath(item: 0, section: 0)
            ) { cell in
                cell.lines = 3
            }
            let byKey = collection.ch.heightForCell(
                withIdentifier: "Lines", as: LinesItemCell.self, cacheByKey: 7
            ) { cell in
                cell.lines = 4
            }

            XCTAssertEqual(byIndexPath - uncached, 20, accuracy: 0.5)
            XCTAssertEqual(byKey - byIndexPath, 20, accuracy: 0.5)
        }
    }
#endif
