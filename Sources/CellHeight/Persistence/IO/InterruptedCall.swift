import Foundation

/// A POSIX call that a signal may interrupt before it did anything: it then returns -1 with `errno`
/// `EINTR` (a read or a write on a network file system can), and is made again.
enum InterruptedCall {
    /// What `call` returns once no signal interrupted it: a count, or -1 with `errno` saying why.
    /// `errno` is read only after a failure (-1): whatever an earlier call left in it never makes a
    /// call that succeeded run again.
    static func retried(_ call: () -> Int) -> Int {
        while true {
            let result = call()
            if result < 0 && errno == EINTR { continue }
            return result
        }
    }
}
