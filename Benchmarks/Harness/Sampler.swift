/// Repeats a short measurement to tame noise: at least `minimumRuns` times, more while the total
/// stays under `budgetSeconds`, at most `maxRuns`; reports the median.
struct Sampler {
    var budgetSeconds = 0.3
    var maxRuns = 5
    var minimumRuns = 1

    func median(_ run: () -> Double) -> Double {
        var samples: [Double] = []
        var spent = 0.0
        repeat {
            let sample = run()
            samples.append(sample)
            spent += sample
        } while samples.count < minimumRuns
            || (samples.count < maxRuns && spent + spent / Double(samples.count) <= budgetSeconds)
        return Statistics(samples)?.median ?? 0
    }
}
