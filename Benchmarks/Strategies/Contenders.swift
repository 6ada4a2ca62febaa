/// The strategies compared in every run, in column order, and the ratio columns between them.
///
/// Like is compared with like: classic and ours b=1 take one row per pass, fixed batch and ours
/// b=10 ten; ours (default) is the package as shipped (time-sliced, no row cap), and the bare
/// loop is the physical limit (the rows' measuring time with no scheduling at all).
@MainActor
enum Contenders {
    static var classic: any PrecacheStrategy.Type { ClassicPrecache.self }
    static var fixedBatch: any PrecacheStrategy.Type { FixedBatchQueue.self }
    static var oursBatchOne: any PrecacheStrategy.Type { OursBatchOnePrecache.self }
    static var oursBatchTen: any PrecacheStrategy.Type { OursBatchTenPrecache.self }
    static var oursBatch32: any PrecacheStrategy.Type { OursBatch32Precache.self }
    /// The package at its default settings.
    static var ours: any PrecacheStrategy.Type { OursPrecache.self }
    static var bareLoop: any PrecacheStrategy.Type { BareLoopPrecache.self }

    static var all: [any PrecacheStrategy.Type] {
        [classic, fixedBatch, oursBatchOne, oursBatchTen, oursBatch32, ours, bareLoop]
    }

    static var ratioColumns: [RatioColumn] {
        [
            RatioColumn(
                title: "b=1/classic", numerator: oursBatchOne.displayName, denominator: classic.displayName,
                meaning: "like for like, both one row per pass"),
            RatioColumn(
                title: "b=10/fixed", numerator: oursBatchTen.displayName, denominator: fixedBatch.displayName,
                meaning: "like for like, both ten rows per pass (ours stops earlier only if a pass reaches its slice)"),
            RatioColumn(
                title: "default/fixed", numerator: ours.displayName, denominator: fixedBatch.displayName,
                meaning: "each as shipped: ours time-sliced (0.5 ms, no row cap) against Texture-style batches of ten"),
            RatioColumn(
                title: "default/bare", numerator: ours.displayName, denominator: bareLoop.displayName,
                meaning: "ours as shipped against the physical limit (1x = no cost beyond the work itself)"),
        ]
    }
}
