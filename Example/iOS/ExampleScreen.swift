import UIKit

/// One screen of the example app, as the root list shows it.
struct ExampleScreen {
    let title: String
    let subtitle: String
    let make: @MainActor () -> UIViewController
}

extension ExampleScreen {
    /// Every screen of the app, in the root list's order: adding a screen is one line here.
    @MainActor static let all: [ExampleScreen] = [
        ExampleScreen(
            title: "Feed", subtitle: "2,000 rows precached in one line; cache modes, insert, swipe to delete, refresh",
            make: { FeedViewController() }),
        ExampleScreen(
            title: "Layout and Dynamic Type",
            subtitle: "Section index, inset grouped, readable width, larger text, editing: the template follows",
            make: { LayoutScenariosViewController() }),
        ExampleScreen(
            title: "Collection view feed",
            subtitle: "A flow layout list of 20,000 items: cached, near-screen or estimated sizes, precached",
            make: { CollectionFeedViewController() }),
        ExampleScreen(
            title: "Diffable feed",
            subtitle: "A diffable data source: heights cached and precached by id, kept through every snapshot",
            make: { DiffableFeedViewController() }),
        ExampleScreen(
            title: "Compositional list",
            subtitle:
                "The modern list: cell registration, diffable data source, outline; precached by id, answered from the cache",
            make: { CompositionalFeedViewController() }),
        ExampleScreen(
            title: "Objective-C feed",
            subtitle: "The feed in Objective-C: every ch_ selector, where FDTemplateLayoutCell had fd_ ones",
            make: { objectiveCScreen(named: "ObjCFeedViewController") }),
    ]

    /// A view controller written in Objective-C (declared in the bridging header), made by its class
    /// name: the Swift sources then type-check without the bridging header, which the package's
    /// Linux type-check cannot read.
    @MainActor private static func objectiveCScreen(named name: String) -> UIViewController {
        guard let type = NSClassFromString(name) as? UIViewController.Type else {
            preconditionFailure("\(name) is not in the app: add its .m to the target's Compile Sources phase")
        }
        return type.init()
    }
}
