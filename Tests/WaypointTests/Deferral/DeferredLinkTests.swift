import Foundation
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// A clock that stands still until a test moves it.
private final class TestClock: Sendable {
  private let start = ContinuousClock.now
  private let offset = Locked(Duration.zero)

  func advance(by duration: Duration) { offset.withLock { $0 += duration } }
  @Sendable func now() -> ContinuousClock.Instant { start + offset.withLock { $0 } }
}

/// Waits until `condition` holds, failing the test after a minute: the tasks it waits for may
/// start late when the other suites keep the cooperative pool's threads busy, and the wait
/// ends as soon as the condition holds.
private func waitUntil(
  _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () -> Bool
) async {
  let deadline = ContinuousClock.now + .seconds(60)
  while !condition() {
    if ContinuousClock.now > deadline {
      Issue.record("timed out waiting until \(what)", sourceLocation: sourceLocation)
      return
    }
    try? await Task.sleep(for: .milliseconds(1))
  }
}

/// A router whose `/p/:id` handler records the id it handled; events go to `events`.
private func recordingRouter(
  handled: Recorder<String>, events: Recorder<String>
) throws -> Router {
  let router = makeRouter()
  try router.register("/p/:id") { request in
    handled.append(request["id"] ?? "?")
    return .success(["id": request["id"] ?? "?"])
  }
  router.use(
    RequestLog { event in
      switch event {
      case .deferred, .dropped: events.append(event.description)
      default: break
      }
    })
  return router
}

/// Starts `handle(url)` in a task and waits until the router holds it (`url` must not be
/// held already).
private func handleHeld(_ router: Router, _ url: String, callback: Recorder<RouteResponse>? = nil)
  async -> Task<RouteOutcome, Never>
{
  let task = Task { await router.handle(url) { callback?.append($0) } }
  await waitUntil("\(url) is held") { router.heldLinks.contains(url) }
  return task
}

@Suite("Deferred links: suspend and resume")
struct DeferredLinkTests {
  @Test func heldLinksWaitAndResumeInArrivalOrder() async throws {
    let handled = Recorder<String>()
    let events = Recorder<String>()
    let router = try recordingRouter(handled: handled, events: events)
    router.suspend()
    #expect(router.isSuspended)
    let first = await handleHeld(router, "myapp://p/1")
    let second = await handleHeld(router, "/p/2")
    let third = await handleHeld(router, "https://app.example.com/p/3")
    #expect(router.heldLinks == ["myapp://p/1", "/p/2", "https://app.example.com/p/3"])
    #expect(handled.values.isEmpty)

    await router.resume()
    #expect(!router.isSuspended)
    #expect(router.heldLinks.isEmpty)
    #expect(handled.values == ["1", "2", "3"])
    #expect(await first.value.response?.values == ["id": "1"])
    #expect(await second.value.response?.values == ["id": "2"])
    #expect(await third.value.response?.values == ["id": "3"])
    #expect(
      events.values == [
        "deferred myapp://p/1", "deferred /p/2", "deferred https://app.example.com/p/3",
      ])

    // Running again: a link is dispatched at once, without an event.
    #expect(await router.handle("/p/4").response?.values == ["id": "4"])
    #expect(events.values.count == 3)
  }

  @Test func refusedURLsAreNotHeld() async throws {
    let handled = Recorder<String>()
    let router = try recordingRouter(handled: handled, events: Recorder())
    router.suspend()
    #expect(await router.handle("evil://p/1").error?.code == "sourceNotAllowed")
    #expect(await router.handle("//evil.example/p/1").error?.code == "malformedURL")
    #expect(await router.handle("/p/%zz").error?.code == "badPercentEscape")
    #expect(router.heldLinks.isEmpty)
    // Matching only is never held.
    #expect(try router.match("/p/5")?.parameters["id"] == "5")
    #expect(router.canHandle("/p/5"))
    await router.resume()
    #expect(handled.values.isEmpty)
  }

  @Test func fullQueueDropsTheOldest() async throws {
    let handled = Recorder<String>()
    let events = Recorder<String>()
    let router = try recordingRouter(handled: handled, events: events)
    router.suspend(DeferralPolicy(capacity: 2, overflow: .dropOldest))
    let callback = Recorder<RouteResponse>()
    let oldest = await handleHeld(router, "/p/1", callback: callback)
    let kept = await handleHeld(router, "/p/2")
    let newest = Task { await router.handle("/p/3") }
    let dropped = await oldest.value
    #expect(dropped.error == .linkDropped("/p/1", reason: .queueFull))
    #expect(callback.values.map(\.error) == [.linkDropped("/p/1", reason: .queueFull)])
    await waitUntil("/p/3 is held") { router.heldLinks == ["/p/2", "/p/3"] }
    await router.resume()
    #expect(handled.values == ["2", "3"])
    #expect(await kept.value.response != nil)
    #expect(await newest.value.response != nil)
    #expect(events.values.contains("dropped /p/1: \(DeferredLinkDropReason.queueFull)"))
  }

  @Test func fullQueueDropsTheNewest() async throws {
    let handled = Recorder<String>()
    let router = try recordingRouter(handled: handled, events: Recorder())
    router.suspend(DeferralPolicy(capacity: 1, overflow: .dropNewest))
    let kept = await handleHeld(router, "/p/1")
    let refused = await router.handle("/p/2")
    #expect(refused.error == .linkDropped("/p/2", reason: .queueFull))
    #expect(router.heldLinks == ["/p/1"])
    await router.resume()
    #expect(handled.values == ["1"])
    #expect(await kept.value.response?.values == ["id": "1"])
  }

  @Test func keepOnlyTheLatest() async throws {
    let handled = Recorder<String>()
    let router = try recordingRouter(handled: handled, events: Recorder())
    router.suspend(DeferralPolicy(keepsLatestOnly: true))
    let superseded = await handleHeld(router, "/p/1")
    let latest = Task { await router.handle("/p/2") }
    #expect(await superseded.value.error == .linkDropped("/p/1", reason: .superseded))
    await waitUntil("/p/2 is held") { router.heldLinks == ["/p/2"] }
    await router.resume()
    #expect(handled.values == ["2"])
    #expect(await latest.value.response?.values == ["id": "2"])
  }

  @Test func linksExpireByTheInjectedClock() async throws {
    let handled = Recorder<String>()
    let events = Recorder<String>()
    let router = try recordingRouter(handled: handled, events: events)
    let clock = TestClock()
    router.suspend(DeferralPolicy(maximumAge: .seconds(30), now: clock.now))
    let old = await handleHeld(router, "/p/1")
    clock.advance(by: .seconds(20))
    let young = await handleHeld(router, "/p/2")
    clock.advance(by: .seconds(20))
    // /p/1 is 40 s old: the next arrival drops it.
    let third = await handleHeld(router, "/p/3")
    #expect(await old.value.error == .linkDropped("/p/1", reason: .expired))
    #expect(router.heldLinks == ["/p/2", "/p/3"])
    clock.advance(by: .seconds(15))
    // /p/2 is 35 s old when its turn comes; /p/3 is 15 s old.
    await router.resume()
    #expect(await young.value.error == .linkDropped("/p/2", reason: .expired))
    #expect(await third.value.response?.values == ["id": "3"])
    #expect(handled.values == ["3"])
    #expect(events.values.filter { $0.hasPrefix("dropped") }.count == 2)
  }

  @Test func linksArrivingWhileResumingQueueBehind() async throws {
    let handled = Recorder<String>()
    let router = makeRouter()
    let late = Locked<Task<RouteOutcome, Never>?>(nil)
    // The handler reaches its router weakly: the router holds the handler.
    try router.register("/p/:id") { [weak router] request in
      let id = request["id"] ?? "?"
      handled.append(id)
      if id == "1", let router {
        // A link that arrives while the held ones are dispatched waits for them.
        late.withLock { $0 = Task { await router.handle("/p/late") } }
        await waitUntil("the late link is queued") { router.heldLinks == ["/p/2", "/p/late"] }
      }
      return .ok
    }
    router.suspend()
    let first = await handleHeld(router, "/p/1")
    let second = await handleHeld(router, "/p/2")
    await router.resume()
    #expect(handled.values == ["1", "2", "late"])
    _ = await (first.value, second.value)
    #expect(await late.withLock({ $0 })?.value.response != nil)
    // The late task's outcome holds its route, whose handler holds `late`: let go of it.
    late.withLock { $0 = nil }
  }

  @Test func resumeWithoutSuspendIsHarmless() async throws {
    let router = makeRouter()
    try router.register("/a") { _ in .ok }
    await router.resume()
    #expect(!router.isSuspended)
    #expect(await router.handle("/a").response != nil)
  }

  @Test func handlesDuringSuspendAndResumeEachEndOnce() async throws {
    let router = makeRouter()
    try router.register("/p/:id") { _ in .ok }
    let callbacks = Recorder<Int>()
    let outcomes = await withTaskGroup(of: RouteOutcome.self) { group -> [RouteOutcome] in
      group.addTask {
        for _ in 0..<50 {
          router.suspend(DeferralPolicy(capacity: 8))
          try? await Task.sleep(for: .microseconds(200))
          await router.resume()
        }
        return .handled(.ok)
      }
      for index in 0..<400 {
        group.addTask {
          await router.handle("/p/\(index)") { _ in callbacks.append(index) }
        }
      }
      var outcomes: [RouteOutcome] = []
      for await outcome in group { outcomes.append(outcome) }
      return outcomes
    }
    await router.resume()
    #expect(outcomes.count == 401)
    #expect(callbacks.values.count == 400)
    #expect(Set(callbacks.values).count == 400)
    // Every call was either handled or dropped because the queue was full.
    for outcome in outcomes where outcome.response == nil {
      guard case .linkDropped(_, .queueFull)? = outcome.error else {
        Issue.record("unexpected outcome \(outcome)")
        continue
      }
    }
  }
}
