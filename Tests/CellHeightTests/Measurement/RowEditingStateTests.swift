import CellHeight
import Foundation
import Testing

/// Issue 29 §1: each row is measured in its own editing state, as UIKit displays it.
@Suite struct RowEditingStateTests {
    typealias Answers = RowEditingState.Answers

    @Test func outsideEditingModeEveryRowIsMeasuredNotEditing() {
        let reorderable = Answers(canEdit: true, style: .insert, indents: false, implementsMove: true, canMove: true)
        for mode in [ListEditingMode.normal, .swipe] {
            #expect(RowEditingState.of(mode, answers: reorderable) == .notEditing, "\(mode)")
            #expect(RowEditingState.tableWide(mode, implementsMove: true) == .notEditing, "\(mode)")
        }
    }

    @Test func aRowWhoseMethodsAreNotImplementedGetsUIKitsDefaults() {
        // canEditRowAt: "If this method is not implemented, all rows are assumed to be editable";
        // editingStyleForRowAt: .delete if not implemented; shouldIndentWhileEditingRowAt: "the
        // default is true"; no moveRowAt: no reorder control.
        let state = RowEditingState.of(.editing, answers: Answers())
        #expect(state == RowEditingState(isEditing: true, indents: true, showsReorderControl: false, style: .delete))
    }

    @Test func aReorderableRowShowsItsReorderControl() {
        // canMoveRowAt: "By default, the reordering control is shown if the data source implements
        // the tableView(_:moveRowAt:to:) method"; false hides it for that row.
        #expect(RowEditingState.of(.editing, answers: Answers(implementsMove: true)).showsReorderControl)
        #expect(RowEditingState.of(.editing, answers: Answers(implementsMove: true, canMove: true)).showsReorderControl)
        #expect(
            !RowEditingState.of(.editing, answers: Answers(implementsMove: true, canMove: false)).showsReorderControl)
        #expect(
            !RowEditingState.of(.editing, answers: Answers(implementsMove: false, canMove: true)).showsReorderControl,
            "showsReorderControl: the data source must implement tableView(_:moveRowAt:to:) too")
        #expect(RowEditingState.tableWide(.editing, implementsMove: true).showsReorderControl)
        #expect(!RowEditingState.tableWide(.editing, implementsMove: false).showsReorderControl)
    }

    @Test func aRowOfStyleNoneThatDoesNotIndentIsNeitherIndentedNorGivenAControl() {
        let state = RowEditingState.of(.editing, answers: Answers(style: RowEditingState.Style.none, indents: false))
        #expect(state == RowEditingState(isEditing: true, indents: false, showsReorderControl: false, style: .none))
        let indented = RowEditingState.of(.editing, answers: Answers(style: RowEditingState.Style.none))
        #expect(indented.indents && indented.style == .none, "style .none alone still indents (the default)")
        #expect(RowEditingState.of(.editing, answers: Answers(style: .insert)).style == .insert)
    }

    @Test func aRowThatCannotBeEditedIsLeftOutOfEditingState() {
        // canEditRowAt (issue 35 §5): "Rows that aren't editable ignore the editingStyle property of
        // a UITableViewCell object and do no indentation for the deletion or insertion control."
        // UIKit leaves their cells out of editing state (isEditing false): no control, no
        // indentation, no reorder control (a row is moved by its editing cell's control), and the
        // cell's normal accessory rather than its editing accessory.
        for answers in [
            Answers(canEdit: false), Answers(canEdit: false, style: .delete, indents: true, implementsMove: true),
            Answers(canEdit: false, style: .insert, implementsMove: true, canMove: true),
        ] {
            #expect(RowEditingState.of(.editing, answers: answers) == .notEditing, "\(answers)")
        }
    }

    @Test func rowsInDifferentEditingStatesHaveDifferentSignatures() {
        let states = [
            RowEditingState.notEditing, .of(.editing, answers: Answers()),
            .of(.editing, answers: Answers(implementsMove: true)),
            .of(.editing, answers: Answers(style: RowEditingState.Style.none, indents: false)),
            .of(.editing, answers: Answers(style: .insert)),
        ]
        let signatures = states.map { TemplateLayoutSignature(frameWidth: 390, editing: $0) }
        #expect(Set(signatures).count == states.count, "the style is part of the signature too")
    }

    /// The twin: UIKit's displayed cell, modelled from the documentation alone (its indentation
    /// and reorder control follow the row's answers), against the template as the package sets it
    /// up (`RowEditingState.of`), in a table whose text wraps by width. Each case's heights agree.
    @Test(arguments: EditingTwin.cases) func eachRowsTemplateIsAsWideAsItsDisplayedCell(_ twin: EditingTwin) {
        for (row, answers) in twin.rows.enumerated() {
            let template = RowEditingState.of(.editing, answers: answers)
            let displayed = EditingTwin.displayedContentWidth(answers)
            #expect(
                EditingTwin.contentWidth(of: template) == displayed,
                "\(twin.name), row \(row): template \(EditingTwin.contentWidth(of: template)), displayed \(displayed)")
            #expect(
                EditingTwin.height(at: EditingTwin.contentWidth(of: template))
                    == EditingTwin.height(at: displayed), "\(twin.name), row \(row)")
        }
    }
}

/// A table in editing mode as far as its rows' content widths go.
struct EditingTwin: CustomStringConvertible, Sendable {
    static let cellWidth: CGFloat = 390
    /// The room an editing control (or an indented row's gap) takes.
    static let indentation: CGFloat = 38
    /// The room the reorder control takes.
    static let reorderControl: CGFloat = 40
    /// The room the cell's accessory takes (a disclosure indicator, `accessoryType`), shown out of
    /// editing state.
    static let accessory: CGFloat = 30
    /// The room the cell's editing accessory takes (`editingAccessoryType`, `.none`), shown in
    /// editing state.
    static let editingAccessory: CGFloat = 0

    var name: String
    var rows: [RowEditingState.Answers]
    var description: String { name }

    static let cases = [
        EditingTwin(
            name: "reorderable table", rows: Array(repeating: .init(implementsMove: true), count: 3)),
        EditingTwin(
            name: "style .none without indentation",
            rows: Array(repeating: .init(style: RowEditingState.Style.none, indents: false), count: 3)),
        EditingTwin(
            name: "rows that cannot be edited in a reorderable table",
            rows: [
                .init(canEdit: false, implementsMove: true), .init(canEdit: false, implementsMove: true, canMove: true),
                .init(canEdit: true, implementsMove: true),
            ]),
        EditingTwin(
            name: "rows that differ",
            rows: [
                .init(implementsMove: true, canMove: false), .init(canEdit: false, implementsMove: true),
                .init(style: .insert, implementsMove: true), .init(style: RowEditingState.Style.none, indents: false),
            ]),
    ]

    /// UIKit's displayed cell, from the documentation of the data source and delegate methods: a
    /// row that cannot be edited keeps its cell out of editing state (its accessory, no control).
    static func displayedContentWidth(_ answers: RowEditingState.Answers) -> CGFloat {
        guard answers.canEdit ?? true else { return cellWidth - accessory }
        let indented = answers.indents ?? true
        let reorders = answers.implementsMove && (answers.canMove ?? true)
        return cellWidth - (indented ? indentation : 0) - (reorders ? reorderControl : 0) - editingAccessory
    }

    /// A template cell laid out in `state` (UIKit lays out what the cell's properties say).
    static func contentWidth(of state: RowEditingState) -> CGFloat {
        guard state.isEditing else { return cellWidth - accessory }
        return cellWidth - (state.indents ? indentation : 0) - (state.showsReorderControl ? reorderControl : 0)
            - editingAccessory
    }

    /// A paragraph of 400 characters, 8 points each, on lines 20 points tall.
    static func height(at width: CGFloat) -> CGFloat { (400 * 8 / width).rounded(.up) * 20 }
}
