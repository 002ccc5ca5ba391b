#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// Per-thread objects (the table cache a lookup reads, kept in the thread's native slot) are
/// released when their thread exits.
@Suite("Thread-local objects")
struct ThreadLocalTests {
  /// Runs `body` on a new POSIX thread and waits until the thread has exited (its
  /// thread-specific destructors included).
  private func runOnExitedThread(_ body: @escaping @Sendable () -> Void) throws {
    final class Box: @unchecked Sendable {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(
      &thread, nil,
      { pointer in
        #if canImport(Darwin)
          let box = Unmanaged<Box>.fromOpaque(pointer).takeRetainedValue()
        #else
          let box = Unmanaged<Box>.fromOpaque(pointer!).takeRetainedValue()
        #endif
        box.body()
        return nil
      }, context)
    try #require(status == 0)
    #if canImport(Darwin)
      pthread_join(thread!, nil)
    #else
      pthread_join(thread, nil)
    #endif
  }

  @Test func aThreadsTableCacheIsReleasedWhenItExits() throws {
    let router = Router()
    try router.register("/a/:id") { _ in .ok }
    weak var firstTable: RouteTableStorage?
    do { firstTable = router.routeTable.storage }
    try runOnExitedThread {
      // The lookups cache the current table in this thread's cache, lent or not.
      _ = try? router.match("/a/1")
      _ = try? router.withMatch("/a/2") { $0.decodedParameter(at: 0) }
    }
    // The router holds a new table now; only a cache could still hold the first one.
    try router.register("/b") { _ in .ok }
    #expect(firstTable == nil)
    // A new thread starts with an empty cache and finds the current table.
    try runOnExitedThread {
      #expect((try? router.match("/b"))??.route.pattern == "/b")
    }
  }
}
