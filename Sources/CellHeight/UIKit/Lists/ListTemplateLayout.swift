#if canImport(UIKit) && canImport(ObjectiveC)
    import UIKit

    extension TemplateLayout {
        /// What measuring one list cell's template needs besides the cell.
        struct ListCellJob {
            /// The registration's template identifier.
            var identifier: String
            /// Where the item lies (``ListCellGeometry``).
            var geometry: ListCellGeometry
            /// The collection view's layout margins, given to the template's superview.
            var collectionViewMargins: HorizontalInsets
            /// The collection view's width, the superview's.
            var boundsWidth: CGFloat
            /// The layout's estimated height for the item: the frame height before fitting.
            var estimatedHeight: CGFloat
            /// The rules' layout context (corrections are learned in it).
            var rule: LayoutContext
        }

        /// Measures a configured list cell as UIKit sizes a displayed one: the whole cell is fitted
        /// with Auto Layout at the item's width (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
        /// with a required width, what `preferredLayoutAttributesFitting(_:)` does by default), so
        /// that its accessories, indentation and content configuration (a `UIListContentConfiguration`,
        /// a `UIHostingConfiguration`) take their room as they do on screen.
        ///
        /// The template lies in a superview that is never in a window (``ListCells/stage``), as wide
        /// as the collection view and with its layout margins, at the item's place, so that the cell
        /// inherits margins as a displayed one does; its content view gets the safe area that
        /// reaches into the item. Once per template signature (frame width, inherited margins,
        /// accessories, indentation) it is laid out to read its content view's width, which the
        /// displayed cells are compared with (``TemplateCorrections``); a learned offset widens or
        /// narrows the width it is fitted at. The separator adds nothing
        /// (``ListCellGeometry/separatorHeight``).
        static func measureListCell(_ cell: UICollectionViewCell, in job: ListCellJob, store: HeightStore)
            -> TemplateMeasurement
        {
            guard let cells = store.listCells else { return .unmeasurable }
            let geometry = job.geometry
            let stage = cells.stage
            stage.frame = CGRect(
                x: 0, y: 0, width: job.boundsWidth, height: TemplateHeightRules.provisionalLayoutHeight)
            let margins = job.collectionViewMargins
            stage.layoutMargins = UIEdgeInsets(top: 0, left: margins.left, bottom: 0, right: margins.right)
            if cell.superview !== stage {
                // Templates dropped since (the traits changed) leave the stage with their successors.
                for old in stage.subviews where !store.cells.keeps(old) { old.removeFromSuperview() }
                stage.addSubview(cell)
            }

            let content = cell.contentView
            let own = content.layoutMargins
            let safeArea = content.insetsLayoutMarginsFromSafeArea ? geometry.safeAreaInsideItem : .zero
            if safeArea != .zero {
                content.layoutMargins = UIEdgeInsets(
                    top: own.top, left: own.left + safeArea.left, bottom: own.bottom, right: own.right + safeArea.right)
            }
            defer { if safeArea != .zero { content.layoutMargins = own } }

            let kind = TemplateCellKind(
                reuseIdentifier: job.identifier, signature: listSignature(of: cell, geometry: geometry))
            let width = geometry.itemWidth + store.templateWidthErrorForTesting
            var laidOut = store.cells[memo: job.identifier].contentWidth(for: kind.signature)
            if laidOut == nil {
                cell.frame = CGRect(
                    x: geometry.itemEdges.left, y: 0, width: width, height: TemplateHeightRules.provisionalLayoutHeight)
                cell.layoutIfNeeded()
                let read = content.bounds.width
                store.cells[memo: job.identifier].record(read, for: kind.signature)
                store.corrections.templateWasLaidOut(kind, contentWidth: read, in: job.rule)
                laidOut = read
            }
            let offset = laidOut.map { store.corrections.contentWidth(laidOut: $0, for: kind, in: job.rule) - $0 } ?? 0
            let fitWidth = width + offset
            let result = TemplateHeightRules.measure(
                identifier: job.identifier, width: fitWidth, forcesFrameLayout: TemplateMarks.forcesFrameLayout(cell),
                separator: ListCellGeometry.separatorHeight,
                normalFrameHeight: job.estimatedHeight,
                autoLayoutHeight: {
                    cell.frame = CGRect(x: geometry.itemEdges.left, y: 0, width: fitWidth, height: job.estimatedHeight)
                    return cell.systemLayoutSizeFitting(
                        CGSize(width: fitWidth, height: UIView.layoutFittingCompressedSize.height),
                        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
                    ).height
                },
                frameLayoutHeight: { frameHeight in
                    cell.frame = CGRect(x: geometry.itemEdges.left, y: 0, width: fitWidth, height: frameHeight)
                    return cell.sizeThatFits(CGSize(width: fitWidth, height: 0)).height
                })
            CellHeightLogging.debug(.measurement, "list item \"\(job.identifier)\" at width \(fitWidth): \(result)")
            return result
        }

        /// The signature of a list cell laid out as `geometry` places it: its frame width, the
        /// margins it inherits, how many accessories it has and its indentation. The same for a
        /// displayed cell and its item's template, whatever UIKit sets on the cell privately.
        static func listSignature(of cell: UICollectionViewCell, geometry: ListCellGeometry) -> TemplateLayoutSignature
        {
            let list = IOSOnlyUIKit.listCellLayout(of: cell)
            return TemplateLayoutSignature(
                frameWidth: geometry.itemWidth, layoutMargins: geometry.inheritedMargins,
                accessoryType: list.accessories,
                indentation: list.indentation)
        }
    }

    extension IOSOnlyUIKit {
        /// How many accessories `cell` has and how far it is indented, if it is a
        /// `UICollectionViewListCell` (iOS 14); none otherwise.
        static func listCellLayout(of cell: UICollectionViewCell) -> (accessories: Int, indentation: CGFloat) {
            #if os(iOS)
                if #available(iOS 14.0, *), let list = cell as? UICollectionViewListCell {
                    return (list.accessories.count, CGFloat(list.indentationLevel) * list.indentationWidth)
                }
            #endif
            return (0, 0)
        }

        /// The list environment trait of `cell` (iOS 18: `traitCollection.listEnvironment`, the style
        /// of the list section it is displayed in, which `UIListContentConfiguration` adopts), as
        /// `UIListEnvironment`'s raw value; `nil` before iOS 18 or while it is unspecified.
        static func listEnvironment(of cell: UICollectionViewCell) -> Int? {
            // Stub gap (apple-typecheck): UITraitCollection.listEnvironment, UIMutableTraits.listEnvironment
            // and UIListEnvironment (iOS 18) not stubbed. `!os(Linux)` keeps this out of the Linux
            // type-check until they are; checked by hand with ../coord extra stubs. Remove it then.
            #if os(iOS) && !os(Linux)
                if #available(iOS 18.0, *), cell.traitCollection.listEnvironment != .unspecified {
                    return cell.traitCollection.listEnvironment.rawValue
                }
            #endif
            return nil
        }

        /// Gives a template the list environment trait `environment` (``listEnvironment(of:)``) of
        /// the displayed cells of its item's section, so that its content configuration takes their
        /// style (iOS 18; nothing before).
        static func setListEnvironment(_ environment: Int, of cell: UICollectionViewCell) {
            // Stub gap (apple-typecheck): as in listEnvironment(of:). Remove it then.
            #if os(iOS) && !os(Linux)
                if #available(iOS 18.0, *), let value = UIListEnvironment(rawValue: environment),
                    cell.traitCollection.listEnvironment != value
                {
                    cell.traitOverrides.listEnvironment = value
                }
            #endif
        }

        /// Gives a template list cell its item's outline level, as UIKit gives a displayed one
        /// ("The indentation level sets automatically when you use a hierarchical data source",
        /// `UICollectionViewListCell.indentationLevel`). The registration's handler runs after it,
        /// so a level the handler sets wins, as on screen.
        static func setOutlineLevel(_ level: Int, of cell: UICollectionViewCell) {
            #if os(iOS)
                if #available(iOS 14.0, *), let list = cell as? UICollectionViewListCell,
                    list.indentationLevel != level
                {
                    list.indentationLevel = level
                }
            #endif
        }
    }
#endif
