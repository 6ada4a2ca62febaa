import CellHeight
import Foundation
import Testing

/// Horizontal insets at their edge cases: a frame or a strip of no width, a strip exactly in the
/// middle, values between 0 and 1, and the zeros that stand in for bad values.
struct HorizontalInsetsTests {
    /// A frame of no width is still a frame: its insets are taken; one whose edges cross is not.
    @Test func aFrameOfNoWidthHasInsetsOneWhoseEdgesCrossHasNone() {
        let point = HorizontalInsets.inset(ofFrameFrom: 100, to: 100, boundsMinX: 0, boundsWidth: 300)
        #expect(point == HorizontalInsets(left: 100, right: 200))
        let crossed = HorizontalInsets.inset(ofFrameFrom: 100, to: 99.5, boundsMinX: 0, boundsWidth: 300)
        #expect(crossed == .zero)
    }

    /// A strip half a point wide counts; a strip of no width does not.
    @Test func aStripOfAnyWidthCountsOneOfNoWidthDoesNot() {
        let thin = HorizontalInsets.occupied(byStripFrom: 299.5, to: 300, boundsMinX: 0, boundsWidth: 300)
        #expect(thin == HorizontalInsets(left: 0, right: 0.5))
        #expect(HorizontalInsets.occupied(byStripFrom: 300, to: 300, boundsMinX: 0, boundsWidth: 300) == .zero)
    }

    /// A strip counts from the edge whose half holds its middle; exactly in the middle, from the right.
    @Test func aStripCountsFromTheEdgeWhoseHalfHoldsItsMiddle() {
        let left = HorizontalInsets.occupied(byStripFrom: 139.5, to: 160, boundsMinX: 0, boundsWidth: 300)
        #expect(left == HorizontalInsets(left: 160, right: 0), "middle at 149.75, half a point left of 150")
        let middle = HorizontalInsets.occupied(byStripFrom: 140, to: 160, boundsMinX: 0, boundsWidth: 300)
        #expect(middle == HorizontalInsets(left: 0, right: 160), "middle exactly at 150")
    }

    /// Values between 0 and 1 are insets like any other; a negative zero is stored as zero.
    @Test func smallValuesAreKeptANegativeZeroIsZero() {
        let small = HorizontalInsets(left: 0.5, right: 1)
        #expect(small.left == 0.5 && small.right == 1)
        var negativeZero = HorizontalInsets(left: -0.0, right: 0)
        #expect(negativeZero.left.sign == .plus && negativeZero.description == "(left 0.0, right 0.0)")
        negativeZero.right = -0.0
        #expect(negativeZero.right.sign == .plus)
    }
}
