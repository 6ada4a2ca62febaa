/// `t(n) = a·n + b·n²` with `a, b ≥ 0`, fitted exactly through two measured points.
/// Linear algorithms come out with b ≈ 0; the classic precache's scans come out quadratic.
struct GrowthModel: Sendable {
    let linear: Double
    let quadratic: Double

    init(through first: (n: Int, t: Double), _ second: (n: Int, t: Double)) {
        let (n1, t1) = (Double(first.n), first.t)
        let (n2, t2) = (Double(second.n), second.t)
        guard n1 != n2 else {
            self.init(linear: t2 / n2, quadratic: 0)
            return
        }
        let quadratic = (t2 / n2 - t1 / n1) / (n2 - n1)
        let linear = t1 / n1 - quadratic * n1
        if quadratic < 0 {
            self.init(linear: t2 / n2, quadratic: 0)
        } else if linear < 0 {
            self.init(linear: 0, quadratic: t2 / (n2 * n2))
        } else {
            self.init(linear: linear, quadratic: quadratic)
        }
    }

    /// Pessimistic guess from a single point: all of it quadratic.
    init(quadraticThrough point: (n: Int, t: Double)) {
        self.init(linear: 0, quadratic: point.t / (Double(point.n) * Double(point.n)))
    }

    init(linear: Double, quadratic: Double) {
        self.linear = linear
        self.quadratic = quadratic
    }

    func predict(_ n: Int) -> Double {
        let size = Double(n)
        return linear * size + quadratic * size * size
    }
}
