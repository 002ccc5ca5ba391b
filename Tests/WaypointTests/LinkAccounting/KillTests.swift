import Foundation
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process killed with `SIGKILL` while it holds links hands them to the next process on the
/// same store (the process is `LinkStoreChild`, an executable of the package).
@Suite("Link store: a process killed with SIGKILL")
struct KillTests {
  let scratch = TemporaryDirectory()

  @Test(
    "the links a killed process held are shown by the next, in arrival order after launch and login"
  )
  func killedProcessHandsItsLinksOn() async throws {
    let folder = try scratch.path(suffix: "-kill")
    let holder = try ChildProcess("LinkStoreChild", arguments: ["hold", folder])
    let ready = await holder.waitForLine("READY")
    #expect(ready, "the child wrote: \(holder.lines)")
    guard ready else {
      holder.kill(SIGKILL)
      return
    }
    // While it lives, the store is its own: this process is refused.
    #expect(throws: LinkStoreError.locked(path: folder + "/links.links")) {
      _ = try FileLinkStore(folder: URL(fileURLWithPath: folder))
    }
    holder.kill(SIGKILL)
    _ = await holder.waitForExit()
    #expect(holder.terminatingSignal == SIGKILL)

    // What it left: four links, as it wrote them before their `deferred` events.
    let bytes = try #require(try POSIXFileSystem().contents(atPath: folder + "/links.links"))
    let left = try FileLinkStore.decode(bytes).get()
    #expect(
      left.map(\.url) == [
        "myapp://orders/7?utm_source=push", "myapp://p/1", "/p/2",
        "https://app.example.com/p/3?utm_campaign=spring",
      ])
    #expect(left.map(\.heldBy) == [.login(loginURL: "/login"), .launch, .launch, .launch])

    let resumer = try ChildProcess("LinkStoreChild", arguments: ["resume", folder])
    let status = await resumer.waitForExit()
    #expect(status == 0)
    #expect(
      resumer.lines == [
        "restored launch: myapp://p/1, /p/2, https://app.example.com/p/3?utm_campaign=spring",
        "restored login: myapp://orders/7?utm_source=push",
        // The system delivers the first link again: held in the store, it is not shown twice.
        "receipt myapp://p/1 launch duplicate",
        "again myapp://p/1: duplicateLink",
        "shown /p/1 n=0",
        "receipt myapp://p/1 restored shown by /p/:id",
        "shown /p/2 n=1",
        "receipt /p/2 restored shown by /p/:id",
        "shown /p/3 n=2",
        "receipt https://app.example.com/p/3?utm_campaign=spring restored shown by /p/:id"
          + " campaign utm_campaign=spring",
        "shown /orders/7 count=3 gift=true",
        "receipt myapp://orders/7?utm_source=push restored shown by /orders/:id"
          + " campaign utm_source=push unrestored note",
        "stored after: 0",
      ])
  }
}
