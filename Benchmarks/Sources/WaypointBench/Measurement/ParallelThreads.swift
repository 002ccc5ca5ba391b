import Foundation

/// Runs work on threads of its own, outside Swift's concurrency pool, and times it.
///
/// The two-thread run needs two threads that really run at once; the global concurrent
/// executor does not promise to start a second thread for two child tasks on a small machine.
enum ParallelThreads {
  /// Runs `body` on `count` new threads at once, passing each its number from 0, and returns
  /// the wall-clock time until the last one finishes.
  static func run(count: Int, _ body: @escaping @Sendable (_ thread: Int) -> Void) async -> Duration
  {
    await withCheckedContinuation { continuation in
      let coordinator = Thread {
        let finished = DispatchSemaphore(value: 0)
        let clock = ContinuousClock()
        let start = clock.now
        for thread in 0..<count {
          Thread {
            body(thread)
            finished.signal()
          }.start()
        }
        for _ in 0..<count { finished.wait() }
        continuation.resume(returning: start.duration(to: clock.now))
      }
      coordinator.start()
    }
  }
}
