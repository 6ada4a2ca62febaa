// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CellHeight",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    products: [
        .library(name: "CellHeight", targets: ["CellHeight"]),
        .library(name: "Precache", targets: ["Precache"]),
    ],
    targets: [
        .target(name: "CellHeight"),
        .target(name: "Precache", dependencies: ["CellHeight"]),
        // The example: a deterministic feed, a typesetting measurer and a scripted session.
        .target(name: "FeedKit", dependencies: ["CellHeight", "Precache"], path: "Example/FeedKit"),
        .executableTarget(name: "Example", dependencies: ["FeedKit"], path: "Example/Main"),
        // Not part of `swift test`: `swift run -c release Benchmarks`.
        .executableTarget(name: "Benchmarks", dependencies: ["CellHeight", "Precache", "FeedKit"], path: "Benchmarks"),
        // Seeded randomness, the reference model and random valid updates, shared by the test targets.
        .target(name: "TestSupport", dependencies: ["CellHeight"], path: "Tests/Support"),
        .testTarget(name: "CellHeightTests", dependencies: ["CellHeight", "TestSupport"]),
        .testTarget(name: "PrecacheTests", dependencies: ["Precache", "CellHeight", "TestSupport"]),
        .testTarget(name: "ExampleTests", dependencies: ["FeedKit", "TestSupport"]),
        // The code blocks of README.md and the DocC articles, written by scripts/snippets: built with the
        // tests, without package access, so that they see the libraries as an app does.
        .testTarget(name: "DocSnippets", dependencies: ["CellHeight", "Precache"], packageAccess: false),
        .executableTarget(
            name: "DocProgramReadme", dependencies: ["CellHeight", "Precache"], path: "Tests/DocPrograms/Readme",
            packageAccess: false),
        // UIKit-hosted tests: real windows, tables and the main run loop on the iOS Simulator
        // (`xcodebuild test`); empty on Linux. The second runs in its own process, so that its
        // own hook is installed before the package's.
        // What both UIKit-hosted test targets share (a cell label, a model, a window); empty on Linux.
        .target(name: "UIKitTestSupport", path: "Tests/UIKitTestSupport"),
        .testTarget(name: "UIKitHostedTests", dependencies: ["CellHeight", "Precache", "UIKitTestSupport"]),
        .testTarget(name: "HooksInstalledFirstTests", dependencies: ["CellHeight", "Precache", "UIKitTestSupport"]),
    ]
)
