import Foundation

/// A key the interactive mode understands.
enum Key: Equatable {
    case up, down, pageUp, pageDown, space
    case character(Character)
    case interrupt
}

/// Turns bytes read from a raw-mode terminal into keys: ASCII keys, Ctrl-C, and the escape
/// sequences of the arrow and page keys (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`, …). Unknown sequences
/// are dropped. A sequence split across two reads is completed by the next read.
struct KeyDecoder {
    private var pending: [UInt8] = []

    mutating func keys(from bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                guard index + 1 < pending.count else { break }  // wait for the rest
                let next = pending[index + 1]
                guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else {
                    index += 1  // a lone Escape
                    continue
                }
                // Parameters and intermediates, then a final byte in 0x40...0x7E.
                var end = index + 2
                while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
                guard end < pending.count else { break }
                let body = String(decoding: pending[(index + 2)...end], as: UTF8.self)
                switch body {
                case "A": keys.append(.up)
                case "B": keys.append(.down)
                case "5~": keys.append(.pageUp)
                case "6~": keys.append(.pageDown)
                default: break
                }
                index = end + 1
                continue
            }
            switch byte {
            case 0x03: keys.append(.interrupt)
            case 0x20: keys.append(.space)
            case 0x21...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
            default: break
            }
            index += 1
        }
        pending.removeFirst(index)
        if pending.count > 16 { pending.removeAll() }
        return keys
    }
}
