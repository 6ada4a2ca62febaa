import CoreFoundation
import Foundation

/// Element access on Foundation arrays at the lowest cost swift-corelibs-foundation offers.
///
/// `NSArray.object(at:)` returns `Any` and costs ~180 ns on Linux (bridging plus a dynamic cast);
/// reading through CoreFoundation and trusting the element's class costs ~20 ns, closer to what
/// `objectAtIndex:` costs in Objective-C. Mutations go through the ordinary NSMutableArray methods.
enum FoundationArray {
    /// The element at `index`, which the caller knows to be a `T`.
    @inline(__always)
    static func element<T: AnyObject>(_ array: NSArray, at index: Int, as type: T.Type) -> T {
        let raw = CFArrayGetValueAtIndex(unsafeBitCast(array, to: CFArray.self), index)!
        return Unmanaged<T>.fromOpaque(raw).takeUnretainedValue()
    }

    /// `-[NSMutableArray removeObject:]`: every element is compared with `isEqual:` and every
    /// match is removed, so it is a full linear scan even when the match is the first element.
    static func removeEvery(equalTo object: NSObject, from array: NSMutableArray) {
        var index = array.count - 1
        while index >= 0 {
            if element(array, at: index, as: NSObject.self).isEqual(object) {
                array.removeObject(at: index)
            }
            index -= 1
        }
    }
}
