import CellHeight
import Foundation
import Precache

/// A table's shape and measurer as a `PrecacheDataSource`.
@MainActor
final class ShapeSource: PrecacheDataSource {
    let table: TableShape
    let measurer: RowMeasurer

    init(table: TableShape, measurer: @escaping RowMeasurer) {
        self.table = table
        self.measurer = measurer
    }

    var numberOfSections: Int { table.numberOfSections }
    func numberOfRows(inSection section: Int) -> Int { table.numberOfRows(inSection: section) }
    func precacheHeight(at indexPath: IndexPath) throws -> CGFloat { CGFloat(measurer(indexPath)) }
}
