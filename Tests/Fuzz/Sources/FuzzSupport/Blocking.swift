import Foundation

/// Runs async work from the synchronous fuzz entry point.
///
/// The work starts at once on the fuzzer's thread (`Task.immediate`), as real async code, and
/// usually ends there too: dispatch to handlers that do not suspend never leaves the thread,
/// so an input costs no thread hop and no semaphore. Work that does suspend goes on wherever
/// its executor runs it, and the caller waits for it on a semaphore made only then.
public enum Blocking {
  /// Where the work leaves its value, and the semaphore of a caller waiting for it.
  private final class Rendezvous<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private var waiter: DispatchSemaphore?

    func finish(_ finished: Value) {
      let waiter = lock.withLock {
        value = finished
        return self.waiter
      }
      waiter?.signal()
    }

    func wait() -> Value {
      let semaphore = lock.withLock { () -> DispatchSemaphore? in
        guard value == nil else { return nil }
        let semaphore = DispatchSemaphore(value: 0)
        waiter = semaphore
        return semaphore
      }
      semaphore?.wait()
      guard let value = lock.withLock({ value }) else {
        Invariant.fail("async work ended without a value")
      }
      return value
    }
  }

  /// The value of `body`, waited for.
  public static func run<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
    let rendezvous = Rendezvous<Value>()
    if #available(macOS 26, iOS 26, *) {
      Task.immediate { rendezvous.finish(await body()) }
    } else {
      Task { rendezvous.finish(await body()) }
    }
    return rendezvous.wait()
  }
}
