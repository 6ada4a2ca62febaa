import CellHeight
import Foundation
import Testing

/// Which cell registration measures an item that no one displays (issue 36).
@Suite struct ListRegistrationChoiceTests {
    @Test func oneRegistrationMeasuresEveryItem() {
        let choice = ListRegistrationChoice()
        #expect(choice.registration(for: "a", section: 3, isFirstItem: true, count: 1) { _ in true } == 0)
    }

    @Test func aFirstItemHeaderAndTheItemsUnderItKeepTheirRegistrations() {
        // headerMode .firstItemInSection: the cell provider dequeues a header registration (1) for
        // each section's first item, the item registration (0) for the others.
        var choice = ListRegistrationChoice()
        choice.registrationConfigured(1, key: "Fruit", section: 0, isFirstItem: true)
        choice.registrationConfigured(0, key: "apple", section: 0, isFirstItem: false)
        let accepts: (Int) -> Bool = { _ in true }
        #expect(choice.registration(for: "Vegetables", section: 4, isFirstItem: true, count: 2, accepts: accepts) == 1)
        #expect(choice.registration(for: "leek", section: 4, isFirstItem: false, count: 2, accepts: accepts) == 0)
        #expect(choice.registration(for: "pear", section: 0, isFirstItem: false, count: 2, accepts: accepts) == 0)
    }

    @Test func eachSectionKeepsTheRegistrationItsItemsUse() {
        // A section of photos (registration 2) below a section of text (0): the place's latest
        // registration is per section, not the list's latest.
        var choice = ListRegistrationChoice()
        choice.registrationConfigured(0, key: "text 1", section: 0, isFirstItem: false)
        choice.registrationConfigured(2, key: "photo 1", section: 1, isFirstItem: false)
        let all: (Int) -> Bool = { _ in true }
        #expect(choice.registration(for: "text 9", section: 0, isFirstItem: false, count: 3, accepts: all) == 0)
        #expect(choice.registration(for: "photo 9", section: 1, isFirstItem: false, count: 3, accepts: all) == 2)
    }

    @Test func anItemSeenBeforeKeepsItsOwnRegistration() {
        var choice = ListRegistrationChoice()
        choice.registrationConfigured(0, key: "text", section: 0, isFirstItem: false)
        choice.registrationConfigured(2, key: "photo", section: 0, isFirstItem: false)
        let all: (Int) -> Bool = { _ in true }
        #expect(choice.registration(for: "text", section: 0, isFirstItem: false, count: 3, accepts: all) == 0)
        #expect(choice.registration(for: "photo", section: 0, isFirstItem: false, count: 3, accepts: all) == 2)
        #expect(
            choice.registration(for: "new", section: 0, isFirstItem: false, count: 3, accepts: all) == 2,
            "the place's latest")
    }

    @Test func aRegistrationThatDoesNotTakeTheItemIsNeverChosen() {
        var choice = ListRegistrationChoice()
        choice.registrationConfigured(1, key: "x", section: 0, isFirstItem: false)
        // Registration 1 takes headers (another item type): an item is measured with the first
        // registration that takes it.
        #expect(choice.registration(for: "y", section: 0, isFirstItem: false, count: 3) { $0 == 2 } == 2)
        #expect(choice.registration(for: "x", section: 0, isFirstItem: false, count: 3) { _ in false } == nil)
        #expect(choice.registration(for: "x", section: 0, isFirstItem: false, count: 1) { _ in true } == 0, "gone")
    }

    @Test func rememberedItemsAreBounded() {
        var choice = ListRegistrationChoice()
        for item in 0..<ListRegistrationChoice.itemLimit {
            choice.registrationConfigured(1, key: AnyHashable(item), section: 0, isFirstItem: false)
        }
        choice.registrationConfigured(2, key: "over", section: 1, isFirstItem: false)
        let all: (Int) -> Bool = { _ in true }
        #expect(choice.registration(for: "over", section: 1, isFirstItem: false, count: 3, accepts: all) == 2)
        #expect(
            choice.registration(for: AnyHashable(5), section: 1, isFirstItem: false, count: 3, accepts: all) == 2,
            "forgotten: chosen by its place")
        choice.removeAll()
        #expect(choice.registration(for: "over", section: 1, isFirstItem: false, count: 3, accepts: all) == 0)
    }

    @Test func exactlyTheItemLimitIsRemembered() {
        var choice = ListRegistrationChoice()
        choice.registrationConfigured(1, key: "first", section: 0, isFirstItem: false)
        for item in 1..<ListRegistrationChoice.itemLimit {
            choice.registrationConfigured(2, key: AnyHashable(item), section: 0, isFirstItem: false)
        }
        let all: (Int) -> Bool = { _ in true }
        #expect(
            choice.registration(for: "first", section: 9, isFirstItem: true, count: 3, accepts: all) == 1,
            "the limit is reached, not passed: the first item is still known")
    }
}
