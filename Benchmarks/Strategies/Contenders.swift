/// The strategies compared in every run, in column order.
///
/// "Ours" joins by adding one file to Benchmarks/ with its `PrecacheStrategy` type and:
///
///     extension Contenders {
///       static var ours: (any PrecacheStrategy.Type)? { OursPrecache.self }
///     }
///
/// That declaration replaces `OursSlot`'s default (nil); ratio columns appear by themselves.
@MainActor
enum Contenders: OursSlot {
    static var classic: any PrecacheStrategy.Type { ClassicPrecache.self }
    static var fixedBatch: any PrecacheStrategy.Type { FixedBatchQueue.self }
    static var baselines: [any PrecacheStrategy.Type] { [classic, fixedBatch] }

    static var all: [any PrecacheStrategy.Type] {
        guard let ours else { return baselines }
        return baselines + [ours, OursBatchedPrecache.self, OursLargeBatchPrecache.self]
    }
}

/// The place "ours" plugs into; nil until a file provides it.
@MainActor
protocol OursSlot {
    static var ours: (any PrecacheStrategy.Type)? { get }
}

extension OursSlot {
    static var ours: (any PrecacheStrategy.Type)? { nil }
}
