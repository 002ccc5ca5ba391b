import Foundation
import Testing

@testable import Waypoint

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
            if case .handled(let response) = outcome, !url.hasPrefix("/volatile") {
              #expect(response.values["id"] == String(key))
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
              router.remove(route)
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
