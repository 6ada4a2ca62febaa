#if canImport(UIKit)
    import UIKit

    /// Reads the heights a self-sizing list gave its rows, each while the row is on screen.
    @MainActor
    public enum SelfSizedHeights {
        /// The height UIKit gave row `indexPath` of `table`: scrolled on screen, laid out, read
        /// until two reads in a row agree (a self-sizing table may correct a row on its next
        /// pass); `nil` if the row never showed.
        public static func height(of table: UITableView, at indexPath: IndexPath) -> CGFloat? {
            stableHeight {
                table.scrollToRow(at: indexPath, at: .middle, animated: false)
                table.layoutIfNeeded()
                MainRunLoop.turn(passes: 1)
                table.layoutIfNeeded()
                guard table.cellForRow(at: indexPath) != nil else { return nil }
                return table.rectForRow(at: indexPath).height
            }
        }

        /// The height UIKit gave item `indexPath` of `list`, read as for a table.
        public static func height(of list: UICollectionView, at indexPath: IndexPath) -> CGFloat? {
            stableHeight {
                list.scrollToItem(at: indexPath, at: .centeredVertically, animated: false)
                list.layoutIfNeeded()
                MainRunLoop.turn(passes: 1)
                list.layoutIfNeeded()
                guard list.cellForItem(at: indexPath) != nil else { return nil }
                return list.layoutAttributesForItem(at: indexPath)?.frame.height
            }
        }

        private static func stableHeight(_ read: () -> CGFloat?) -> CGFloat? {
            var last: CGFloat?
            for _ in 0..<10 {
                let height = read()
                if let height, height == last { return height }
                last = height
            }
            return nil
        }
    }
#endif
