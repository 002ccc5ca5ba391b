import Foundation

/// A value guarded by a lock: the one small lock type of the package.
///
/// `NSLock`-backed rather than `Synchronization.Mutex`, which gives false ThreadSanitizer
/// reports on Linux. Hold it briefly: never across an `await` or a call into user code.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Guards `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  @discardableResult
  func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
