#if canImport(UIKit)
    import CellHeight
    import UIKit
    import UIKitTestSupport
    import XCTest

    /// The delegate of the cached table: heights from the package, as its documentation shows.
    @MainActor
    class CachedHeightsDelegate: NSObject, UITableViewDelegate {
        let scenario: TableScenario

        init(_ scenario: TableScenario) { self.scenario = scenario }

        /// The package's height for the row: `heightCache`'s, or measured and cached there.
        func cachedHeight(_ tableView: UITableView, at indexPath: IndexPath) -> CGFloat {
            tableView.ch.heightForCell(withIdentifier: scenario.content.identifier, cacheByIndexPath: indexPath) {
                (cell: UITableViewCell) in scenario.configure(cell, at: indexPath)
            }
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            cachedHeight(tableView, at: indexPath)
        }

        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            tableView.ch.estimatedHeightForRow(at: indexPath)
        }
    }

    /// Two tables of one scenario side by side in identical windows: one whose heights come from the
    /// package's cache, and its twin, which sizes its rows itself (`rowHeight = automaticDimension`,
    /// no height delegate). Every row's cached height must equal the twin's `rectForRow(at:)`
    /// height, read while the twin displays the row, within half a pixel.
    @MainActor
    enum TableTwins {
        static func assertCachedHeightsMatchSelfSizing(
            _ scenario: TableScenario, file: StaticString = #filePath, line: UInt = #line
        ) {
            let cachedSource = scenario.makeSource()
            let delegate = scenario.makeCachedDelegate()
            let cached = scenario.makeTable(source: cachedSource)
            cached.delegate = delegate
            _ = cached.ch.heightCache  // the table's store exists before setEditing, as in an app
            let twinSource = scenario.makeSource()
            let twinDelegate = scenario.makeTwinDelegate()
            let twin = scenario.makeTable(source: twinSource)
            twin.delegate = twinDelegate
            twin.rowHeight = UITableView.automaticDimension
            twin.estimatedRowHeight = 44
            let windows = [
                ListHost.window(holding: cached, in: scenario.environment),
                ListHost.window(holding: twin, in: scenario.comparedEnvironment),
            ]
            if scenario.isEditing {
                // Through setEditing(_:animated:), as the Edit button does: editing mode proper.
                for table in [cached, twin] { table.setEditing(true, animated: false) }
            }
            for table in [cached, twin] { table.layoutIfNeeded() }
            defer {
                for window in windows { window.isHidden = true }
                withExtendedLifetime((cachedSource, twinSource, twinDelegate)) {}
            }

            let first = IndexPath(row: 0, section: 0)
            guard
                UIKitHost.spin(
                    until: {
                        cached.layoutIfNeeded()
                        return delegate.cachedHeight(cached, at: first) != UITableView.automaticDimension
                    }, "\(scenario.name): the package never measured a row (its geometry never got ready)", file: file,
                    line: line)
            else { return }
            if let category = scenario.textSizeChange {
                for indexPath in HeightTexts.indexPaths { _ = delegate.cachedHeight(cached, at: indexPath) }
                ListHost.setTextSize(category, of: cached)
                guard
                    UIKitHost.spin(
                        until: {
                            cached.layoutIfNeeded()
                            return cached.traitCollection.preferredContentSizeCategory == category
                                && delegate.cachedHeight(cached, at: first) != UITableView.automaticDimension
                        }, "\(scenario.name): the text size never changed", file: file, line: line)
                else { return }
            }
            checkSetUp(scenario, cached: cached, twin: twin, file: file, line: line)

            let scale = max(1, twin.traitCollection.displayScale)
            TwinChecks.compareHeights(
                "row", scenario: scenario.name, cachedHeight: { delegate.cachedHeight(cached, at: $0) },
                storedHeight: { cached.ch.heightCache.height(at: $0) },
                selfSizedHeight: { SelfSizedHeights.height(of: twin, at: $0) }, file: file, line: line,
                compare: { indexPath, height, uikit in
                    let contentWidth = twin.cellForRow(at: indexPath)?.contentView.bounds.width ?? 0
                    XCTAssertEqual(
                        height, uikit, accuracy: 0.5 / scale,
                        "\(scenario.name), row \(indexPath): cached \(height), UIKit \(uikit) (displayed content view "
                            + "\(contentWidth) pt wide; context \(cached.ch.heightCache.layoutContext))",
                        file: file, line: line)
                })
            if scenario.rulesAloneAreRight {
                XCTAssertEqual(
                    cached.ch.heightCache.layoutContext.ruleCorrection, .none,
                    "\(scenario.name): a displayed cell had to correct the rules (\(cached.ch.heightCache.layoutContext))",
                    file: file, line: line)
            }
        }

        /// Checks that the tables are in the situation the scenario names, so that a pass means
        /// something: safe area, readable width, section index, editing mode, text size.
        private static func checkSetUp(
            _ scenario: TableScenario, cached: UITableView, twin: UITableView, file: StaticString, line: UInt
        ) {
            let context = cached.ch.heightCache.layoutContext
            let environment = scenario.comparedEnvironment
            for table in [cached, twin] {
                TwinChecks.assertIn(environment, table, noun: "table", scenario: scenario.name, file: file, line: line)
                if scenario.followsReadableWidth {
                    XCTAssertLessThan(
                        table.readableContentGuide.layoutFrame.width, table.layoutMarginsGuide.layoutFrame.width - 1,
                        "\(scenario.name): the readable width should be narrower than the margins", file: file,
                        line: line)
                }
                XCTAssertEqual(table.isEditing, scenario.isEditing, "\(scenario.name): editing", file: file, line: line)
            }
            XCTAssertEqual(
                context.isEditing, scenario.isEditing, "\(scenario.name): context \(context)", file: file, line: line)
            if let category = environment.contentSizeCategory {
                XCTAssertEqual(
                    context.contentSizeCategory, category.rawValue, "\(scenario.name): context \(context)", file: file,
                    line: line)
            }
            if scenario.showsSectionIndex, environment.additionalSafeArea == .zero {
                // Upright, nothing else narrows the content; in landscape the index may sit in the
                // safe area's margin, which the content is kept out of anyway.
                XCTAssertLessThan(
                    context.width, cached.bounds.width - 1,
                    "\(scenario.name): the section index should narrow the content (context \(context))", file: file,
                    line: line)
            }
        }
    }
#endif
