import CellHeight
import Foundation
import TestSupport
import Testing

/// The platform-neutral decisions behind the UIKit template one-liners.
@Suite struct TemplateHeightRulesTests {
    /// Runs `measure` with counting closures.
    private func measure(
        _ identifier: String = "Cell", width: CGFloat = 320, forces: Bool = false, separator: CGFloat = 0,
        autoLayout: CGFloat, frame: CGFloat, warnings: TemplateFallbackWarnings = TemplateFallbackWarnings()
    ) -> (result: TemplateMeasurement, autoLayoutCalls: Int, frameCalls: Int) {
        var autoLayoutCalls = 0
        var frameCalls = 0
        let result = TemplateHeightRules.measure(
            identifier: identifier, width: width, forcesFrameLayout: forces, separator: separator,
            normalFrameHeight: TemplateHeightRules.defaultEstimate, warnings: warnings,
            autoLayoutHeight: {
                autoLayoutCalls += 1
                return autoLayout
            },
            frameLayoutHeight: { _ in
                frameCalls += 1
                return frame
            })
        return (result, autoLayoutCalls, frameCalls)
    }

    @Test func autoLayoutWinsWhenItGivesAHeight() {
        let diagnostics = collectDiagnostics {
            let run = measure(separator: 0.5, autoLayout: 80, frame: 999)
            #expect(run.result == .height(80.5, method: .autoLayout))
            #expect(run.autoLayoutCalls == 1)
            #expect(run.frameCalls == 0, "frame layout is not asked when Auto Layout answers")
        }
        #expect(diagnostics.isEmpty)
    }

    @Test func zeroFromAutoLayoutFallsBackToFrameLayoutAndWarnsOncePerIdentifier() {
        let warnings = TemplateFallbackWarnings()
        let diagnostics = collectDiagnostics {
            for _ in 0..<3 {
                let run = measure("Plain", autoLayout: 0, frame: 44, warnings: warnings)
                #expect(run.result == .height(44, method: .frameLayout))
                #expect(run.autoLayoutCalls == 1 && run.frameCalls == 1)
            }
            #expect(measure("Other", autoLayout: 0, frame: 30, warnings: warnings).result.height == 30)
        }
        #expect(diagnostics.count == 2, "one warning per identifier: \(diagnostics)")
        #expect(diagnostics.allSatisfy { $0.kind == .misuse })
        #expect(diagnostics[0].message.contains("\"Plain\""))
        #expect(diagnostics[0].message.contains("contentView.bottomAnchor"), "the warning says how to self-size")
        #expect(diagnostics[0].message.contains("forcesFrameLayout"), "and how to keep frame layout")
        #expect(warnings.warnedIdentifiers == ["Plain", "Other"])
    }

    @Test func brokenAutoLayoutHeightsFallBackToo() {
        for broken in [-5, CGFloat.nan, .infinity] {
            let diagnostics = collectDiagnostics {
                let run = measure(autoLayout: broken, frame: 50)
                #expect(run.result == .height(50, method: .frameLayout), "\(broken)")
            }
            #expect(diagnostics.map(\.kind) == [.misuse], "\(broken)")
            #expect(diagnostics.first?.message.contains("a height of \(broken)") == true, "\(diagnostics)")
        }
    }

    @Test func forcedFrameLayoutNeverAsksAutoLayoutNorWarns() {
        let diagnostics = collectDiagnostics {
            let run = measure(forces: true, separator: 1, autoLayout: 80, frame: 30)
            #expect(run.result == .height(31, method: .frameLayout))
            #expect(run.autoLayoutCalls == 0)
        }
        #expect(diagnostics.isEmpty)
    }

    @Test func noWidthMeansUnmeasurableWithoutLayingOut() {
        for width in [0, -1, CGFloat.nan, .infinity] {
            let run = measure(width: width, autoLayout: 80, frame: 80)
            #expect(run.result == .unmeasurable, "\(width)")
            #expect(run.autoLayoutCalls + run.frameCalls == 0)
        }
    }

    @Test func resultsThatBreakTheCacheRulesAreRefused() {
        let diagnostics = collectDiagnostics {
            #expect(measure(forces: true, autoLayout: 0, frame: .nan).result == .unmeasurable)
            #expect(measure(autoLayout: 20_000_000, frame: 0).result == .unmeasurable)
            #expect(measure(forces: true, separator: -10, autoLayout: 0, frame: 5).result == .unmeasurable)
        }
        #expect(diagnostics.count == 3)
        #expect(diagnostics.allSatisfy { $0.kind == .invalidHeight })
        #expect(diagnostics[0].message.contains("template \"Cell\""))
    }

    @Test func zeroFromFrameLayoutGivesTheDefaultRowHeightAsFDDid() {
        // FDTemplateLayoutCell 1.6 used 44 when sizeThatFits(_:) also gave 0, then added the separator.
        let diagnostics = collectDiagnostics {
            #expect(
                measure(forces: true, separator: 0.5, autoLayout: 0, frame: 0).result
                    == .height(44.5, method: .frameLayout))
            #expect(measure(autoLayout: 0, frame: 0).result == .height(44, method: .frameLayout))
        }
        #expect(diagnostics.count == 1, "only the Auto Layout fallback warning: \(diagnostics)")
    }

    @Test func theProvisionalHeightComingBackFromSizeThatFitsIsRefused() {
        // UIView.sizeThatFits(_:): "The default implementation of this method returns the existing size of
        // the view" (developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)).
        let diagnostics = collectDiagnostics {
            let run = measure(forces: true, autoLayout: 0, frame: TemplateHeightRules.provisionalLayoutHeight)
            #expect(run.result == .unmeasurable, "it passed validation before and cached a 10,000-pt row")
        }
        #expect(diagnostics.map(\.kind) == [.measurementFailed])
        #expect(diagnostics.first?.message.contains("Override sizeThatFits(_:)") == true)
    }

    @Test func frameLayoutIsAskedAtANormalFrameHeight() {
        var framedAt: [CGFloat] = []
        func run(normal: CGFloat) -> TemplateMeasurement {
            TemplateHeightRules.measure(
                identifier: "Cell", width: 320, forcesFrameLayout: true, separator: 0, normalFrameHeight: normal,
                warnings: TemplateFallbackWarnings(), autoLayoutHeight: { 0 },
                frameLayoutHeight: { height in
                    framedAt.append(height)
                    return height  // UIView's default: the current size
                })
        }
        #expect(run(normal: 60) == .height(60, method: .frameLayout))
        #expect(run(normal: TemplateHeightRules.provisionalLayoutHeight) == .height(44, method: .frameLayout))
        #expect(run(normal: .nan) == .height(44, method: .frameLayout))
        #expect(framedAt == [60, 44, 44], "never the provisional height")
        #expect(TemplateHeightRules.normalFrameHeight(estimatedRowHeight: 60, rowHeight: 44) == 60)
        #expect(TemplateHeightRules.normalFrameHeight(estimatedRowHeight: -1, rowHeight: -1) == 44)
        #expect(TemplateHeightRules.normalFrameHeight(estimatedRowHeight: 20_000, rowHeight: 44) == 44)
    }

    @Test func aProvisionalLayoutOnlyWhenWidthAccessoryOrEditingChanged() {
        var memo = TemplateLayoutMemo()
        let base = TemplateLayoutSignature(frameWidth: 375, layoutMargins: HorizontalInsets(left: 16, right: 16))
        #expect(memo.needsProvisionalLayout(for: base), "the first measurement lays out")
        memo.record(375, for: base)
        #expect(memo.contentWidth(for: base) == 375 && !memo.needsProvisionalLayout(for: base))

        var disclosure = base
        disclosure.accessoryType = 1  // UITableViewCell.AccessoryType.disclosureIndicator
        #expect(memo.needsProvisionalLayout(for: disclosure))
        memo.record(337, for: disclosure)
        #expect(memo.contentWidth(for: disclosure) == 337)
        #expect(memo.needsProvisionalLayout(for: base), "one signature is remembered: back to none lays out again")

        var changes: [TemplateLayoutSignature] = []
        for change in [
            { (s: inout TemplateLayoutSignature) in s.frameWidth = 724 },
            { $0.layoutMargins = HorizontalInsets(left: 20, right: 20) },
            { $0.accessoryViewWidth = 51 },
            { $0.editingAccessoryType = 3 },
            { $0.editingAccessoryViewWidth = 30 },
            { $0.editing.isEditing = true },
            { $0.editing.indents = false },
            { $0.editing.showsReorderControl = true },
            { $0.editing.style = .delete },
            { $0.indentation = 10 },
        ] {
            var signature = disclosure
            change(&signature)
            changes.append(signature)
            #expect(memo.needsProvisionalLayout(for: signature), "\(signature)")
        }
        #expect(Set(changes).count == changes.count)

        memo.record(.nan, for: base)
        #expect(memo.needsProvisionalLayout(for: disclosure), "a bad read forgets everything")
        memo.record(0, for: base)
        #expect(memo.needsProvisionalLayout(for: base))
        memo.record(300, for: base)
        memo.reset()
        #expect(memo.needsProvisionalLayout(for: base))
    }

    @Test func separatorIsOnePixel() {
        #expect(TemplateHeightRules.separatorHeight(hasSeparator: false, displayScales: [3]) == 0)
        #expect(TemplateHeightRules.separatorHeight(hasSeparator: true, displayScales: [3]) == 1.0 / 3)
        #expect(TemplateHeightRules.separatorHeight(hasSeparator: true, displayScales: [2, 3]) == 0.5)
        #expect(
            TemplateHeightRules.separatorHeight(hasSeparator: true, displayScales: [0, 3]) == 1.0 / 3,
            "an unspecified scale (0) falls through to the next one")
        #expect(TemplateHeightRules.separatorHeight(hasSeparator: true, displayScales: [.nan, -2, 2]) == 0.5)
        #expect(TemplateHeightRules.separatorHeight(hasSeparator: true, displayScales: [0, 0]) == 1)
        #expect(TemplateHeightRules.separatorHeight(hasSeparator: true, displayScales: []) == 1)
    }

    @Test func fallbackEstimatePrefersTheListsOwnNumbers() {
        #expect(TemplateHeightRules.fallbackEstimate(estimatedRowHeight: 60, rowHeight: 44) == 60)
        #expect(TemplateHeightRules.fallbackEstimate(estimatedRowHeight: 0, rowHeight: 50) == 50)
        #expect(
            TemplateHeightRules.fallbackEstimate(estimatedRowHeight: -1, rowHeight: -1) == 44,
            "UITableView.automaticDimension (-1) is not an estimate")
        #expect(TemplateHeightRules.fallbackEstimate(estimatedRowHeight: .nan, rowHeight: .infinity) == 44)
    }

    @Test func warningsAreThreadSafe() async {
        let warnings = TemplateFallbackWarnings()
        let diagnostics = DiagnosticCapture()
        let reported = await diagnostics.record {
            await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<64 { group.addTask { warnings.warnOnce(identifier: "Shared", autoLayoutHeight: 0) } }
                return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
        }
        #expect(reported == 1)
        #expect(diagnostics.all.count == 1, "the child tasks report to the test's capture: \(diagnostics.all)")
    }

    @Test func anyPositiveWidthHeightOrScaleCountsHoweverSmall() {
        // 0 (or a bad value) is the only "none": a value below a point is still a value.
        #expect(measure(width: 0.5, autoLayout: 30, frame: 0).result == .height(30, method: .autoLayout))
        #expect(measure(autoLayout: 0.5, frame: 80).result == .height(0.5, method: .autoLayout))
        #expect(TemplateHeightRules.separatorHeight(hasSeparator: true, displayScales: [0.5]) == 2)
        #expect(TemplateHeightRules.fallbackEstimate(estimatedRowHeight: 0.5, rowHeight: 80) == 0.5)
    }

    @Test func frameLayoutIsFramedAtAnyHeightBelowTheProvisionalOne() {
        var framedAt: [CGFloat] = []
        for normal in [0.5, TemplateHeightRules.provisionalLayoutHeight - 0.5, 0] {
            _ = TemplateHeightRules.measure(
                identifier: "Cell", width: 320, forcesFrameLayout: true, separator: 0, normalFrameHeight: normal,
                warnings: TemplateFallbackWarnings(), autoLayoutHeight: { 0 },
                frameLayoutHeight: { height in
                    framedAt.append(height)
                    return 60
                })
        }
        #expect(framedAt == [0.5, 9_999.5, 44], "0 is no frame height: the default row height instead")
    }
}
