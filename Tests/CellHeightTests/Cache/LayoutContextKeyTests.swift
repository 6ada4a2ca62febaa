import CellHeight
import Foundation
import TestSupport
import Testing

/// What goes into the cache key: every change that changes a row's height gets its own bucket,
/// and a change that does not keeps the bucket. Screen sizes, margins and safe areas as in
/// `TableCellGeometryTests`. Content-size categories are `UIContentSizeCategory` raw values
/// (developer.apple.com/documentation/uikit/uicontentsizecategory).
@MainActor @Suite struct LayoutContextKeyTests {
    private let large = LayoutTraits(
        contentSizeCategory: "UICTContentSizeCategoryL", horizontalSizeClass: .compact, verticalSizeClass: .regular,
        displayScale: 3)

    private func table(
        _ inputs: TableCellGeometry.Inputs, traits: LayoutTraits? = nil, editing: ListEditingMode = .normal
    )
        -> LayoutContext
    {
        LayoutContext.table(TableCellGeometry(inputs), traits: traits ?? large, editing: editing)
    }

    private func portrait(style: TableCellGeometry.Style = .plain) -> TableCellGeometry.Inputs {
        .init(boundsWidth: 375, style: style, layoutMargins: HorizontalInsets(left: 16, right: 16))
    }

    private func landscape(safeArea: HorizontalInsets = HorizontalInsets(left: 44, right: 44))
        -> TableCellGeometry.Inputs
    {
        .init(boundsWidth: 812, safeArea: safeArea, layoutMargins: HorizontalInsets(left: 60, right: 60))
    }

    @Test func theOldInitializerStillWorksAndMeansWhatItMeant() {
        let context = LayoutContext(width: 375, contentSizeCategory: "L")
        #expect(context.width == 375 && context.contentSizeCategory == "L")
        #expect(context.layoutMargins == .zero && !context.isEditing && !context.isBoldText)
        #expect(context.horizontalSizeClass == .unspecified && context.displayScale == 0)
        #expect(LayoutContext(width: 375) == LayoutContext(width: 375, contentSizeCategory: ""))
        #expect(context.description == "width 375.0, L")
        #expect(LayoutContext(width: .nan, displayScale: -2) == .unspecified)
    }

    @Test func everyChangeThatChangesAHeightGetsItsOwnContext() {
        let base = table(portrait())
        let changes: [(String, LayoutContext)] = [
            ("rotation", table(landscape())),
            ("style", table(portrait(style: .insetGrouped))),
            ("Dynamic Type", table(portrait(), traits: with(\.contentSizeCategory, "UICTContentSizeCategoryXXL"))),
            ("size class", table(portrait(), traits: with(\.horizontalSizeClass, .regular))),
            ("vertical size class", table(portrait(), traits: with(\.verticalSizeClass, .compact))),
            ("Bold Text", table(portrait(), traits: with(\.isBoldText, true))),
            ("display scale", table(portrait(), traits: with(\.displayScale, 2))),
            ("editing mode", table(portrait(), editing: .editing)),
            (
                "readable width",
                table(
                    .init(
                        boundsWidth: 375, layoutMargins: HorizontalInsets(left: 16, right: 16),
                        readableContent: HorizontalInsets(left: 20, right: 20)))
            ),
            (
                "section index",
                table(
                    .init(
                        boundsWidth: 375, layoutMargins: HorizontalInsets(left: 16, right: 16),
                        sectionIndex: .shown(HorizontalInsets(left: 0, right: 15))))
            ),
        ]
        for (name, context) in changes {
            #expect(context != base, "\(name) must get its own bucket")
            #expect(context.width > 0, "\(name)")
        }
        #expect(Set(changes.map(\.1)).count == changes.count, "and no two of them share one")
    }

    @Test func changesThatChangeNoHeightKeepTheContext() {
        let base = table(landscape())
        // The notch on the other side: iPhone X's landscape safe area is 44 on both sides either way.
        #expect(table(landscape(safeArea: HorizontalInsets(left: 44, right: 44))) == base)
        // Swipe-to-delete: the rows keep their normal layout.
        #expect(table(landscape(), editing: .swipe) == base)
        // The adjusted content inset taking over the safe area (.always) moves the cells, not their content.
        var always = landscape()
        always.contentInset = HorizontalInsets(left: 44, right: 44)
        #expect(table(always) == base)
        // With content views not inset to the safe area and margins not following it, a safe-area
        // change (a bar on the side appearing) changes nothing a cell sees.
        var fixed = TableCellGeometry.Inputs(
            boundsWidth: 812, insetsContentViewsToSafeArea: false, layoutMargins: HorizontalInsets(left: 16, right: 16))
        let before = table(fixed)
        fixed.safeArea = HorizontalInsets(left: 44, right: 0)
        #expect(table(fixed) == before)
        // Dark mode, layout direction and the like are not traits that a context holds at all.
    }

    @Test func theCacheKeepsOneBucketPerContextAndFindsTheOldOneAgain() {
        let cache = IndexPathHeightCache()
        let portraitContext = table(portrait())
        let xxl = table(portrait(), traits: with(\.contentSizeCategory, "UICTContentSizeCategoryXXL"))
        let editing = table(portrait(), editing: .editing)
        cache.layoutContext = portraitContext
        cache.setHeight(60, at: IndexPath(0, 0))
        cache.layoutContext = xxl
        #expect(cache.height(at: IndexPath(0, 0)) == nil, "XXL text starts empty")
        cache.setHeight(96, at: IndexPath(0, 0))
        cache.layoutContext = editing
        #expect(cache.height(at: IndexPath(0, 0)) == nil, "editing mode starts empty")
        cache.setHeight(80, at: IndexPath(0, 0))
        cache.layoutContext = table(portrait(), editing: .swipe)
        #expect(cache.height(at: IndexPath(0, 0)) == 60, "a swipe reads the normal bucket")
        cache.layoutContext = xxl
        #expect(cache.height(at: IndexPath(0, 0)) == 96)
    }

    @Test func fieldsSetAfterTheInitializerAreSanitizedAsByIt() {
        // A NaN field made a context unequal to itself: its bucket was never found again, and
        // evicting it by key looped for ever once more contexts than the limit had been used.
        var bad = LayoutContext(width: 320)
        bad.width = .nan
        bad.displayScale = -.infinity
        bad.layoutMargins.left = .nan
        bad.layoutMargins.right = -3
        #expect(bad == LayoutContext(width: 0) && bad == bad)
        let cache = IndexPathHeightCache(maximumLayoutContexts: 2)
        let keyed = KeyedHeightCache<Int>(maximumLayoutContexts: 2)
        for width in 1...5 {
            cache.layoutContext = bad
            keyed.layoutContext = bad
            cache.setHeight(10, at: IndexPath(0, 0))
            keyed.setHeight(10, for: 0)
            cache.layoutContext = LayoutContext(width: CGFloat(width))
            keyed.layoutContext = LayoutContext(width: CGFloat(width))
        }
        cache.layoutContext = bad
        keyed.layoutContext = bad
        #expect(cache.height(at: IndexPath(0, 0)) == 10 && keyed.height(for: 0) == 10, "its bucket is found again")
    }

    @Test func descriptionNamesWhatIsNotDefault() {
        let context = table(portrait(), traits: with(\.isBoldText, true), editing: .editing)
        #expect(context.description.contains("width 375.0"))
        #expect(context.description.contains("margins (left 16.0, right 16.0)"))
        #expect(context.description.contains("bold text") && context.description.contains("editing"))
        #expect(context.description.contains("@3.0x"))
    }

    /// A width or display scale of minus zero is stored as zero, as every value that is not
    /// positive: one bucket, one name.
    @Test func minusZeroIsStoredAsZero() {
        let context = LayoutContext(width: -0.0, displayScale: -0.0)
        #expect(context.width.sign == .plus && context.displayScale.sign == .plus)
        #expect(context.description == "width 0.0")
    }

    /// One known size class names both; a display scale of 1 is named.
    @Test func descriptionNamesOneKnownSizeClassAndAScaleOfOne() {
        let compactWidth = LayoutContext(width: 320, horizontalSizeClass: .compact)
        #expect(compactWidth.description == "width 320.0, size classes compact/unspecified")
        let regularHeight = LayoutContext(width: 320, verticalSizeClass: .regular)
        #expect(regularHeight.description == "width 320.0, size classes unspecified/regular")
        #expect(LayoutContext(width: 320, displayScale: 1).description == "width 320.0, @1.0x")
    }

    @Test func flowListContextsHaveNoMarginsAndNeverEdit() {
        let context = LayoutContext.flowList(itemWidth: 724, traits: large)
        #expect(context.width == 724 && context.layoutMargins == .zero && !context.isEditing)
        #expect(context.traits == large)
        // Items running under a landscape notch (.fromContentInset): same width as items inside the
        // safe area of a wider view, other margins, so another bucket.
        let underNotch = LayoutContext.flowList(
            itemWidth: 724, safeAreaInsideItems: HorizontalInsets(left: 44, right: 44), traits: large)
        #expect(underNotch != context && underNotch.layoutMargins.total == 88)
    }

    private func with<Value>(_ key: WritableKeyPath<LayoutTraits, Value>, _ value: Value) -> LayoutTraits {
        var traits = large
        traits[keyPath: key] = value
        return traits
    }
}
