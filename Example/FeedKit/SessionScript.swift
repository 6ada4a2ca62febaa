/// A row named relative to the table at the moment a ``SessionStep`` runs.
public enum RowAnchor: Sendable, Equatable {
    /// A row index counted from the first row.
    case top(Int)
    /// A row index counted from the first visible row.
    case visible(Int)
    /// A fraction of the row count, in `0...1`.
    case fraction(Double)

    /// The row index this anchor names, clamped to `0..<max(1, rowCount)`.
    ///
    /// - Parameters:
    ///   - firstVisible: The first visible row.
    ///   - rowCount: The number of rows.
    public func resolve(firstVisible: Int, rowCount: Int) -> Int {
        let row: Int
        switch self {
        case .top(let index): row = index
        case .visible(let offset): row = firstVisible + offset
        case .fraction(let fraction): row = Int((fraction * Double(rowCount)).rounded(.down))
        }
        return min(max(0, row), max(0, rowCount - 1))
    }
}

/// One step of a scripted session.
public enum SessionStep: Sendable, Equatable {
    /// Let the main run loop idle in the default mode: frames keep drawing and the precacher works.
    case idle(seconds: Double)
    /// Scroll: the run loop runs in the tracking mode while the fling plays, frame by frame.
    case fling(Fling)
    /// Insert freshly generated entries, as new posts arriving.
    case insert(count: Int, at: RowAnchor)
    /// Delete rows.
    case delete([RowAnchor])
    /// Lay the table out at a new width (rotation, split view): a new layout bucket.
    case changeWidth(Double)
    /// Idle in the default mode until the precacher has finished (or a timeout passes).
    case finishPrecaching

    /// A short description for progress lines.
    public var label: String {
        switch self {
        case .idle(let seconds): return "idle \(NumberText.decimal(seconds, places: 2)) s"
        case .fling(let fling):
            let way = fling.isDownward ? "down" : "up"
            return "fling \(way) at \(NumberText.count(Int(abs(fling.velocity)))) pt/s"
        case .insert(let count, _): return "insert \(count) rows"
        case .delete(let rows): return "delete \(rows.count) rows"
        case .changeWidth(let width): return "width → \(NumberText.decimal(width, places: 1)) pt"
        case .finishPrecaching: return "idle until precached"
        }
    }
}

/// The steps of a scripted session, in order.
public struct SessionScript: Sendable, Equatable {
    /// The steps.
    public var steps: [SessionStep]

    /// Creates a script.
    ///
    /// - Parameter steps: The steps, in order.
    public init(steps: [SessionStep]) {
        self.steps = steps
    }

    /// The flings of the script.
    public var flings: [Fling] {
        steps.compactMap { if case .fling(let fling) = $0 { fling } else { nil } }
    }

    /// The scripted session the example runs: idle time and flings in both directions, posts
    /// inserted at the top and rows deleted near the viewport and far from it while precaching is
    /// under way, a width change that starts precaching over, more flings at the new width, and
    /// idle time until every row is precached.
    ///
    /// - Parameters:
    ///   - width: The width to change to halfway through.
    ///   - timeScale: Multiplies every idle duration and fling length (1 for the full session;
    ///     tests use less). Fling velocities are not scaled.
    public static func standard(changingWidthTo width: Double, timeScale: Double = 1) -> SessionScript {
        let scale = timeScale.isFinite && timeScale > 0 ? timeScale : 1
        func idle(_ seconds: Double) -> SessionStep { .idle(seconds: seconds * scale) }
        func fling(_ velocity: Double, _ frames: Int) -> SessionStep {
            .fling(Fling(velocity: velocity, frames: max(2, Int((Double(frames) * scale).rounded()))))
        }
        return SessionScript(steps: [
            idle(1.5),
            fling(16_000, 72),
            idle(1.0),
            .insert(count: 5, at: .top(0)),
            .delete([.visible(2), .visible(6), .fraction(0.5), .fraction(0.75)]),
            idle(0.8),
            fling(28_000, 84),
            idle(0.4),
            fling(-20_000, 60),
            idle(0.8),
            .changeWidth(width),
            idle(1.5),
            fling(32_000, 90),
            idle(0.5),
            .insert(count: 8, at: .top(0)),
            .delete([.visible(1), .visible(3), .fraction(0.9)]),
            fling(-24_000, 72),
            .finishPrecaching,
        ])
    }
}
