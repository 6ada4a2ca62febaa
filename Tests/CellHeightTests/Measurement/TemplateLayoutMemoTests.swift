import CellHeight
import Foundation
import Testing

/// What a template's layout signature holds, and what its memo remembers between measurements.
@Suite struct TemplateLayoutMemoTests {
    @Test func accessoryViewWidthsGivenAtCreationAreInTheSignature() {
        // An accessory view of another width gives the content view another width.
        var memo = TemplateLayoutMemo()
        memo.record(300, for: TemplateLayoutSignature(frameWidth: 375, accessoryViewWidth: 30))
        #expect(memo.contentWidth(for: TemplateLayoutSignature(frameWidth: 375, accessoryViewWidth: 30)) == 300)
        #expect(memo.needsProvisionalLayout(for: TemplateLayoutSignature(frameWidth: 375, accessoryViewWidth: 44)))
        memo.record(310, for: TemplateLayoutSignature(frameWidth: 375, editingAccessoryViewWidth: 30))
        #expect(
            memo.needsProvisionalLayout(for: TemplateLayoutSignature(frameWidth: 375, editingAccessoryViewWidth: 44)))
    }

    @Test func anyPositiveContentWidthIsRememberedAndAResetMemoIsEmpty() {
        var memo = TemplateLayoutMemo()
        let signature = TemplateLayoutSignature(frameWidth: 375)
        memo.record(0.5, for: signature)
        #expect(memo.contentWidth(for: signature) == 0.5)
        memo.reset()
        #expect(memo == TemplateLayoutMemo(), "nothing of the last layout is kept")
    }
}
