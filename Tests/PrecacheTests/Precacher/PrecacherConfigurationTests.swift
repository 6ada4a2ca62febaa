import CellHeight
import Foundation
import TestSupport
import XCTest

@testable import Precache

/// Issue 32 §4: the tuning of a pass is one value with presets, checked as a whole.
final class PrecacherConfigurationTests: XCTestCase {
    func testThePresetsAreTheDocumentedValues() {
        XCTAssertEqual(Precacher.Configuration.default.timeSlice, 0.0005)
        XCTAssertEqual(Precacher.Configuration.default.timeBudget, 0.004)
        XCTAssertNil(Precacher.Configuration.default.batchSize)
        XCTAssertEqual(Precacher.Configuration(), .default)
        XCTAssertEqual(Precacher.Configuration.onePerPass, Precacher.Configuration(batchSize: 1))
    }

    func testOnePerPassMeasuresOneRowAPassAsFDTemplateLayoutCellDid() {
        MainActor.assumeIsolated {
            let h = Harness([40], batchSize: 100)
            XCTAssertEqual(h.precacher.configuration.batchSize, 100)
            h.precacher.configuration = .onePerPass
            h.precacher.start()
            h.runToCompletion()
            XCTAssertEqual(h.rowsPerPass.filter { $0 > 0 }.count, 40)
            XCTAssertTrue(h.rowsPerPass.allSatisfy { $0 <= 1 }, "\(h.rowsPerPass)")
        }
    }

    func testEveryBadFieldIsReportedAndKeepsItsPreviousValue() {
        MainActor.assumeIsolated {
            let h = Harness([10])
            h.precacher.configuration = Precacher.Configuration(timeSlice: 0.002, timeBudget: 0.003, batchSize: 4)
            let messages = collectDiagnostics {
                h.precacher.configuration = Precacher.Configuration(timeSlice: -1, timeBudget: .infinity, batchSize: 0)
            }
            XCTAssertEqual(
                h.precacher.configuration, Precacher.Configuration(timeSlice: 0.002, timeBudget: 0.003, batchSize: 1))
            XCTAssertEqual(messages.map(\.kind), [.misuse, .misuse, .misuse])
            XCTAssertTrue(messages[0].message.contains("timeSlice must be a positive number of seconds, not -1.0"))
            XCTAssertTrue(messages[1].message.contains("Use nil for no budget"))
            XCTAssertTrue(messages[2].message.contains("Use pause() to stop precaching"))
            let quiet = collectDiagnostics {
                h.precacher.configuration = Precacher.Configuration(timeSlice: nil, timeBudget: nil, batchSize: nil)
            }
            XCTAssertEqual(quiet, [], "nil turns each limit off")
        }
    }
}
