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
            identifier: identifier, width: width, forcesFrameLayout: forces, separator: separator, warnings: warnings,
            autoLayoutHeight: {
                autoLayoutCalls += 1
                return autoLayout
            },
            frameLayoutHeight: {
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
            let run = measure(autoLayout: broken, frame: 50)
            #expect(run.result == .height(50, method: .frameLayout), "\(broken)")
        }
    }

    @Test func forcedFrameLayoutNeverAsksAutoLayoutNorWarns() {
        let diagnostics = collectDiagnostics {
            let run = measure(forces: true, separator: 1, autoLayout: 80, frame: 0)
            #expect(run.result == .height(1, method: .frameLayout), "a zero frame height plus the separator is fine")
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
        let reported = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<64 { group.addTask { warnings.warnOnce(identifier: "Shared", autoLayoutHeight: 0) } }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(reported == 1)
    }
}
