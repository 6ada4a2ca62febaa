/// Measures a series of sizes, smallest first, and extrapolates every size whose predicted cost
/// exceeds the cap instead of running it. An anchor at half the smallest size is measured first
/// (not reported) so a growth model through two points exists from the start.
struct CappedSeries {
    let capSeconds: Double

    /// `measure(n)` runs size `n` and returns seconds — the quantity that gets extrapolated, which
    /// must also be (about) what the run costs. Returns seconds per size.
    func run(sizes: [Int], measure: (Int) -> Double) -> [Int: MetricValue] {
        var points: [(n: Int, t: Double)] = []
        let sorted = sizes.sorted()
        if let smallest = sorted.first, smallest >= 2, !sorted.contains(smallest / 2) {
            points.append((smallest / 2, measure(smallest / 2)))
        }
        var results: [Int: MetricValue] = [:]
        for n in sorted {
            let predicted = model(points)?.predict(n) ?? 0
            if predicted <= capSeconds {
                let seconds = measure(n)
                points.append((n, seconds))
                results[n] = .measured(seconds)
            } else if let model = model(points) {
                results[n] = .extrapolated(model.predict(n))
            }
        }
        return results
    }

    private func model(_ points: [(n: Int, t: Double)]) -> GrowthModel? {
        switch points.count {
        case 0: return nil
        case 1: return GrowthModel(quadraticThrough: points[0])
        default: return GrowthModel(through: points[points.count - 2], points[points.count - 1])
        }
    }
}
