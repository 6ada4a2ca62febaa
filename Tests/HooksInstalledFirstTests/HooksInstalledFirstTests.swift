// The "a hook installed before the package's" case: this target runs in a process of its own, so
// its hook is in place before the package installs its hooks. Tests live under
// `#if canImport(UIKit)`; on Linux this target is empty.
