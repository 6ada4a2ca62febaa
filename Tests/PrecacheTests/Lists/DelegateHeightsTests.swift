import CellHeight
import Foundation
import Testing

@testable import Precache

/// How precaching judges the answers of a list delegate's height method (``DelegateHeights``).
@Suite struct DelegateHeightsTests {
    private final class Delegate {}
    private let first = ObjectIdentifier(Delegate.self)
    private let second = ObjectIdentifier(DelegateHeightsTests.self)

    @Test func missingDelegatesAndMethodsArePointless() {
        var rules = DelegateHeights(automaticDimension: -1)
        #expect(rules.judge(nil, delegate: nil, storedByDelegate: false) == .pointless(.noDelegate))
        #expect(rules.judge(nil, delegate: first, storedByDelegate: false) == .pointless(.noHeightMethod))
    }

    @Test func automaticDimensionBeforeAnyHeightIsPointlessAfterARun() {
        var rules = DelegateHeights(automaticDimension: -1)
        for _ in 1..<DelegateHeights.constantRun {
            #expect(rules.judge(-1, delegate: first, storedByDelegate: false) == .failed)
        }
        #expect(rules.judge(-7, delegate: first, storedByDelegate: false) == .pointless(.automaticDimension))
    }

    @Test func automaticDimensionAfterAHeightFailsThatRowOnly() {
        var rules = DelegateHeights(automaticDimension: -1)
        #expect(rules.judge(30, delegate: first, storedByDelegate: true) == .stored)
        for _ in 0..<(3 * DelegateHeights.constantRun) {
            #expect(rules.judge(-1, delegate: first, storedByDelegate: false) == .failed)
        }
    }

    @Test func constantHeightsThatAreNotStoredArePointless() {
        var rules = DelegateHeights(automaticDimension: -1)
        for _ in 1..<DelegateHeights.constantRun {
            #expect(rules.judge(44, delegate: first, storedByDelegate: false) == .height(44))
        }
        #expect(rules.judge(44, delegate: first, storedByDelegate: false) == .pointless(.constant(44)))
        rules.reset()
        #expect(rules.judge(44, delegate: first, storedByDelegate: false) == .height(44))
        // Equal heights that the delegate stores itself are real measurements, however many.
        for _ in 0..<20 { #expect(rules.judge(44, delegate: first, storedByDelegate: true) == .stored) }
    }

    @Test func aFallbackFromAFailedMeasurementIsNeverAHeight() {
        var rules = DelegateHeights(automaticDimension: -1)
        for _ in 0..<(3 * DelegateHeights.constantRun) {
            #expect(rules.judge(44, delegate: first, storedByDelegate: false, measurementFailed: true) == .failed)
            #expect(rules.judge(-1, delegate: first, storedByDelegate: false, measurementFailed: true) == .failed)
        }
        #expect(rules.judge(44, delegate: first, storedByDelegate: false) == .height(44), "no run was counted")
    }

    @Test func eachDelegateIsJudgedAfresh() {
        var rules = DelegateHeights(automaticDimension: -1)
        for _ in 1..<DelegateHeights.constantRun {
            #expect(rules.judge(44, delegate: first, storedByDelegate: false) == .height(44))
        }
        #expect(rules.judge(44, delegate: second, storedByDelegate: false) == .height(44), "a new delegate")
    }

    @Test func aPauseEndsWhenAnotherDelegateOrOneAtLastIsThere() {
        var rules = DelegateHeights(automaticDimension: -1)
        #expect(!rules.mayResume(withDelegate: nil), "nothing paused")
        #expect(rules.judge(nil, delegate: nil, storedByDelegate: false) == .pointless(.noDelegate))
        #expect(!rules.mayResume(withDelegate: nil), "still none")
        #expect(rules.mayResume(withDelegate: first), "a delegate at last")
        #expect(rules.judge(nil, delegate: first, storedByDelegate: false) == .pointless(.noHeightMethod))
        #expect(!rules.mayResume(withDelegate: first), "the same delegate")
        #expect(rules.mayResume(withDelegate: second))
        #expect(rules.mayResume(withDelegate: nil), "gone: the next pass says so")
        rules.reset()
        #expect(!rules.mayResume(withDelegate: second), "a new run forgets the pause")
    }
}
