#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a lock: the one small lock type of the package, for the engine and for
/// the router on top of it.
///
/// A POSIX mutex, which ThreadSanitizer understands (`Synchronization.Mutex` gives false
/// reports on Linux), kept in memory of its own (a mutex may not move) and free of Foundation.
/// Hold it briefly: never across an `await` or a call into user code.
package final class Locked<Value>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  /// Guards `value`.
  package init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  @discardableResult
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try holdingLock { () throws(Failure) in try body(&value) }
  }

  /// Runs `body` holding the lock: the one place that locks and unlocks.
  @inline(__always)
  fileprivate func holdingLock<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

extension Locked where Value == Void {
  /// Runs `body` holding the lock, for a lock that guards state kept elsewhere (`Locked(())`,
  /// one lock shared by many objects). The empty value is never accessed: its zero-sized
  /// field may share its address with the mutex pointer, and ThreadSanitizer reads an
  /// exclusive access to it as a write that races with every read of the pointer.
  package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    try holdingLock(body)
  }
}
