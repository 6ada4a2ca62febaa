#if canImport(UIKit) && canImport(ObjectiveC)
    import ObjectiveC
    import UIKit

    /// The implementation a hook calls through to, always with the hooked method's own selector.
    struct OriginalImplementation<Function>: @unchecked Sendable {
        /// The hooked class.
        let cls: AnyClass
        /// The hooked method's selector: the `_cmd` the original receives.
        let selector: Selector
        /// The implementation the hook replaced, or `nil` if `cls` only inherited the method (the
        /// hook was added to `cls`): then the superclass's implementation is looked up at each call,
        /// so that a hook installed on the superclass later is still honoured.
        let replaced: IMP?

        /// The original implementation as a callable C function.
        var function: Function {
            let implementation = replaced ?? class_getMethodImplementation(class_getSuperclass(cls), selector)
            return unsafeBitCast(implementation, to: Function.self)
        }
    }

    /// Hooks Objective-C methods by replacing their implementation with a block, as RSSwizzle and
    /// InterposeKit do, rather than by exchanging two methods' implementations.
    ///
    /// Exchanging implementations would move a hook installed earlier by another library (an
    /// `_objc_msgForward` forwarding hook, as Aspects installs) under this package's selector, and
    /// its call-through would then arrive with the wrong `_cmd`. Here the original implementation
    /// is kept and called with the original selector, so earlier and later hooks of the same
    /// method, installed either way, keep working. Nothing is added to the class's method list
    /// unless it only inherited the method.
    enum MethodHook {
        /// Replaces the implementation of `selector` on `cls` with the block `makeBlock` returns for
        /// the original implementation.
        ///
        /// If `cls` inherits the method rather than implementing it, the block is added to `cls`
        /// (its superclass, and the superclass's other subclasses, never change). Not idempotent:
        /// call it once per method (the callers run it once per process).
        ///
        /// - Parameters:
        ///   - function: The original's C type: `@convention(c) (AnyObject, Selector, ...) -> ...`.
        ///   - makeBlock: Makes the replacement: an `@convention(block)` closure taking the receiver
        ///     and the method's arguments.
        /// - Returns: `false` if `cls` has no such method (then nothing changed).
        @discardableResult
        static func replace<Function, Block>(
            _ selector: Selector, in cls: AnyClass, function: Function.Type,
            with makeBlock: (OriginalImplementation<Function>) -> Block
        ) -> Bool {
            guard let method = class_getInstanceMethod(cls, selector) else { return false }
            let current = method_getImplementation(method)
            let inherited =
                class_getSuperclass(cls).flatMap { class_getInstanceMethod($0, selector) }.map {
                    method_getImplementation($0) == current
                } ?? false
            let original = OriginalImplementation<Function>(
                cls: cls, selector: selector, replaced: inherited ? nil : current)
            let block = makeBlock(original)
            let implementation = imp_implementationWithBlock(unsafeBitCast(block, to: AnyObject.self))
            if inherited {
                return class_addMethod(cls, selector, implementation, method_getTypeEncoding(method))
            }
            method_setImplementation(method, implementation)
            return true
        }

        /// Reports a ``Diagnostic`` naming `cls` and the methods that could not be hooked.
        static func reportMissing(_ selectors: [Selector], in cls: AnyClass) {
            guard !selectors.isEmpty else { return }
            Diagnostics.report(
                .misuse,
                "\(cls) has no \(selectors.map { NSStringFromSelector($0) }.joined(separator: ", ")); heights may go "
                    + "stale after those data changes. Set heightCache.automaticallyInvalidates = false and apply "
                    + "changes yourself")
        }
    }
#endif
