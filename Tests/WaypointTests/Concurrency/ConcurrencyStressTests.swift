import Foundation
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("Concurrency stress")
struct ConcurrencyStressTests {
  @Test func handlingWhileRegisteringAndRemoving() async throws {
    let router = makeRouter()
    router.use(RequestLog { _ in })
    for index in 0..<20 {
      try router.register("/stable/\(index)/:id") { request in .success(["id": request["id"] ?? ""])
      }
    }
    let callbacks = Recorder<Int>()
    let outcomes = Recorder<Int>()
    let handlers = 8
    let lookupsPerHandler = 200
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<handlers {
        group.addTask {
          for lookup in 0..<lookupsPerHandler {
            let key = worker * lookupsPerHandler + lookup
            let url =
              lookup % 3 == 0 ? "/volatile/\(lookup % 7)/x" : "myapp://stable/\(lookup % 20)/\(key)"
            let outcome = await router.handle(url) { _ in callbacks.append(key) }
            if outcome.kind == .handled, !url.hasPrefix("/volatile") {
              #expect(outcome.response?.values["id"] == String(key))
            }
            outcomes.append(key)
          }
        }
      }
      for writer in 0..<2 {
        group.addTask {
          for round in 0..<100 {
            let pattern = "/volatile/\((round + writer) % 7)/:x"
            if let route = try? router.register(pattern, handle: { _ in .ok }) {
              _ = router.canHandle("/volatile/1/x")
              // Only the writer that registered a route removes it.
              #expect((try? router.remove(route)) === route)
            }
            _ = router.routes.count
          }
        }
      }
    }
    let total = handlers * lookupsPerHandler
    #expect(outcomes.values.count == total)
    #expect(callbacks.values.count == total)
    #expect(Set(callbacks.values).count == total)
  }

  @Test func handlingWhileApplyingManifestsAndInstallingPlugins() async throws {
    let router = makeRouter()
    for name in ["a.page", "b.page"] {
      try router.registerHandler(
        ClosureRouteHandler { _ in .success(["handler": name]) }, named: name)
    }
    let manifests = [
      RouteManifest(routes: [.init(pattern: "/page/:id", handler: "a.page")]),
      RouteManifest(routes: [
        .init(pattern: "/page/:id", handler: "b.page"), .init(pattern: "/other", handler: "a.page"),
      ]),
    ]
    try router.apply(manifests[0])
    let plugin = TestPlugin(namespace: "extra") { registrar throws(RouteError) in
      registrar.handler("show") { _ in .success(["handler": "extra"]) }
      try registrar.route("/extra/:id", handler: "show")
      registrar.middleware(RequestLog { _ in })
    }
    let outcomes = Recorder<String>()
    let callbacks = Recorder<Int>()
    let lookups = 400
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<4 {
        group.addTask {
          for lookup in 0..<lookups {
            let url = lookup % 2 == 0 ? "/page/\(lookup)" : "/extra/\(lookup)"
            let outcome = await router.handle(url) { _ in
              callbacks.append(worker * lookups + lookup)
            }
            outcomes.append(outcome.handlerName ?? outcome.error?.code ?? "?")
          }
        }
      }
      group.addTask {
        for round in 0..<60 { _ = try? router.apply(manifests[round % 2]) }
      }
      group.addTask {
        for _ in 0..<60 {
          try? router.install(plugin)
          _ = try? router.uninstall("extra")
        }
      }
    }
    #expect(outcomes.values.count == 4 * lookups)
    #expect(Set(callbacks.values).count == 4 * lookups)
    #expect(Set(outcomes.values).isSubset(of: ["a.page", "b.page", "extra", "notFound"]))
  }

  @Test func matchingFromManyThreadsAgrees() async throws {
    let router = makeRouter()
    try router.register("/user/:id(\\d+)") { _ in .ok }
    try router.register("/user/me") { _ in .ok }
    await withTaskGroup(of: Bool.self) { group in
      for worker in 0..<8 {
        group.addTask {
          (0..<500).allSatisfy { index in
            let id = worker * 1_000 + index
            return (try? router.match("/user/\(id)"))?.parameters["id"] == String(id)
              && (try? router.match("/user/me"))?.route.pattern == "/user/me"
          }
        }
      }
      for await agreed in group { #expect(agreed) }
    }
  }

  @Test func callbackFiresOnceUnderRaces() async {
    let fired = Recorder<Int>()
    let callback = RouteCallback { _ in fired.append(1) }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<50 { group.addTask { callback(.ok) } }
    }
    #expect(fired.values.count == 1)
  }
}
