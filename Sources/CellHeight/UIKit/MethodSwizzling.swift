#if canImport(ObjectiveC)
    import ObjectiveC

    /// Exchanges method implementations with the Objective-C runtime.
    enum MethodSwizzling {
        /// Makes `original` run `replacement`'s implementation on instances of `cls` (and its
        /// subclasses), and `replacement` run the original one, so the replacement calls through by
        /// calling itself.
        ///
        /// If `cls` inherits `original` rather than implementing it, the replacement is first added
        /// to `cls` itself, so a superclass (and its other subclasses) is never changed. Not
        /// idempotent: call it once per pair (the callers guard it with a `static let`).
        ///
        /// - Returns: `false` if either method does not exist (then nothing changed).
        @discardableResult
        static func exchange(_ original: Selector, with replacement: Selector, in cls: AnyClass) -> Bool {
            guard let originalMethod = class_getInstanceMethod(cls, original),
                let replacementMethod = class_getInstanceMethod(cls, replacement)
            else { return false }
            let added = class_addMethod(
                cls, original, method_getImplementation(replacementMethod), method_getTypeEncoding(replacementMethod))
            if added {
                class_replaceMethod(
                    cls, replacement, method_getImplementation(originalMethod), method_getTypeEncoding(originalMethod))
            } else {
                method_exchangeImplementations(originalMethod, replacementMethod)
            }
            return true
        }

        /// Exchanges every pair (each is tried, even after a failure) and reports a ``Diagnostic``
        /// naming `cls` if any could not be exchanged.
        /// - Returns: `true` if every pair was exchanged.
        static func exchangeAll(_ pairs: [(Selector, Selector)], in cls: AnyClass) -> Bool {
            let installed = !pairs.map { exchange($0.0, with: $0.1, in: cls) }.contains(false)
            if !installed {
                Diagnostics.report(
                    .misuse,
                    "some \(cls) methods could not be hooked; heights may go stale after data changes. "
                        + "Set heightCache.automaticallyInvalidates = false and apply changes yourself")
            }
            return installed
        }
    }
#endif
