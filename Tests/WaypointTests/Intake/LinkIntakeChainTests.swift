import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// The stage a test link passed, as an attribute.
private enum Passed: RequestAttributeKey {
  typealias Value = [String]
}

/// A stage that records the links it sees, marks them and passes them on, or ends the ones
/// `ends` picks with a rejection.
private final class MarkingStage: LinkIntake {
  let name: String
  let order: Int
  let log: Recorder<String>
  let taking = Locked(true)
  let ends: @Sendable (IncomingLink) -> Bool

  init(
    _ name: String, order: Int, log: Recorder<String>,
    ends: @escaping @Sendable (IncomingLink) -> Bool = { _ in false }
  ) {
    self.name = name
    self.order = order
    self.log = log
    self.ends = ends
  }

  var isTakingLinks: Bool { taking.withLock { $0 } }

  func take(_ link: IncomingLink, on router: Router, next: @escaping LinkIntakeChain.Next) async
    -> RouteOutcome
  {
    log.append("\(name) \(link.url)")
    if ends(link) { return .rejected(.notFound(link.url)) }
    var link = link
    link.attributes[Passed.self, default: []].append(name)
    let outcome = await next(link)
    log.append("\(name) done")
    return outcome
  }
}

extension Attributes {
  /// The value of `key`, or `defaultValue` to start from.
  fileprivate subscript<Key: AttributeKey>(key: Key.Type, default defaultValue: Key.Value)
    -> Key.Value where Key.Subject == Subject
  {
    get { self[key] ?? defaultValue }
    set { self[key] = newValue }
  }
}

/// The intake stages of a router form one chain in their order; a stage that takes no links
/// costs a `handle` call nothing but its check.
@Suite("Intake: the chain of stages before a dispatch")
struct LinkIntakeChainTests {
  /// A router whose `/p/:id` handler records the stages the link passed.
  private static func router(passed: Recorder<[String]>) throws -> Router {
    let router = makeRouter()
    try router.register("/p/:id") { request in
      passed.append(request.attributes[Passed.self] ?? [])
      return .ok
    }
    return router
  }

  @Test("stages run lowest order first, whatever the installation order, each around the rest")
  func order() async throws {
    let passed = Recorder<[String]>()
    let log = Recorder<String>()
    let router = try Self.router(passed: passed)
    router.change { change in
      change.installIntake(MarkingStage("late", order: 300, log: log))
      change.installIntake(MarkingStage("early", order: 100, log: log))
      change.installIntake(MarkingStage("middle", order: 200, log: log))
    }
    let outcome = await router.handle("/p/1")
    #expect(outcome.response != nil)
    #expect(passed.values == [["early", "middle", "late"]])
    #expect(
      log.values == [
        "early /p/1", "middle /p/1", "late /p/1", "late done", "middle done", "early done",
      ])
  }

  @Test("a stage that ends a link stops it: no later stage, no dispatch")
  func ending() async throws {
    let passed = Recorder<[String]>()
    let log = Recorder<String>()
    let router = try Self.router(passed: passed)
    router.change { change in
      change.installIntake(MarkingStage("first", order: 100, log: log))
      change.installIntake(
        MarkingStage("filter", order: 200, log: log) { $0.url.hasSuffix("/2") })
      change.installIntake(MarkingStage("last", order: 300, log: log))
    }
    let outcome = await router.handle("/p/2")
    #expect(outcome.error == .notFound("/p/2"))
    #expect(passed.values.isEmpty)
    #expect(log.values == ["first /p/2", "filter /p/2", "first done"])
  }

  @Test("a stage not taking links is passed by, and with none taking the router goes direct")
  func notTaking() async throws {
    let passed = Recorder<[String]>()
    let log = Recorder<String>()
    let router = try Self.router(passed: passed)
    let first = MarkingStage("first", order: 100, log: log)
    let second = MarkingStage("second", order: 200, log: log)
    router.change { change in
      change.installIntake(first)
      change.installIntake(second)
    }
    #expect(!router.servesDirectly)
    first.taking.withLock { $0 = false }
    await router.handle("/p/3")
    #expect(passed.values == [["second"]])
    second.taking.withLock { $0 = false }
    #expect(router.servesDirectly)
    await router.handle("/p/4")
    #expect(passed.values == [["second"], []])
  }

  @Test("after resume, a router that held links at launch goes direct again")
  func directAfterResume() async throws {
    let passed = Recorder<[String]>()
    let router = try Self.router(passed: passed)
    #expect(router.servesDirectly)
    router.suspend()
    #expect(!router.servesDirectly)
    await router.resume()
    #expect(router.servesDirectly)
    await router.handle("/p/5")
    #expect(passed.values == [[]])
  }

  @Test("a held link has passed the stages before the deferral when it arrived")
  func heldAfterObservers() async throws {
    let passed = Recorder<[String]>()
    let log = Recorder<String>()
    let router = try Self.router(passed: passed)
    router.change { $0.installIntake(MarkingStage("observer", order: 100, log: log)) }
    router.suspend()
    let task = Task { await router.handle("myapp://p/6") }
    while router.heldLinks.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
    #expect(log.values == ["observer myapp://p/6"])
    await router.resume()
    #expect(await task.value.response != nil)
    #expect(passed.values == [["observer"]])
    #expect(log.values == ["observer myapp://p/6", "observer done"])
  }
}
