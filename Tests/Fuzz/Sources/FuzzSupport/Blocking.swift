import Foundation

/// Runs async work from the synchronous fuzz entry point, waiting for it on a semaphore (the
/// fuzzer's thread is not one of the concurrency pool's).
public enum Blocking {
  private final class Box<Value>: @unchecked Sendable {
    var value: Value?
  }

  /// The value of `body`, waited for.
  public static func run<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
    let box = Box<Value>()
    let done = DispatchSemaphore(value: 0)
    Task {
      box.value = await body()
      done.signal()
    }
    done.wait()
    guard let value = box.value else { Invariant.fail("async work ended without a value") }
    return value
  }
}
