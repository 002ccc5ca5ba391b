import Foundation
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// Collects values from any thread, in order.
final class Recorder<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Value] = []

  func append(_ value: Value) { lock.withLock { storage.append(value) } }
  func removeAll() { lock.withLock { storage.removeAll() } }
  var values: [Value] { lock.withLock { storage } }
}

/// A handler that records its name and answers with it.
struct NamedHandler: RouteHandler {
  let name: String
  let log: Recorder<String>
  var accepts = true

  func shouldHandle(_ request: RouteRequest) -> Bool { accepts }

  func handle(_ request: RouteRequest) async throws -> RouteResponse {
    log.append(name)
    return .success(["handler": name])
  }
}

extension RouteOutcome {
  /// The `handler` value of the response, following redirects.
  var handlerName: String? { response?.values["handler"] }
}

/// A router accepting `myapp` and `https://app.example.com`.
func makeRouter(caseInsensitive: Bool = false) -> Router {
  try! Router(
    appSchemes: ["myapp"], webOrigins: ["https://app.example.com"], caseInsensitive: caseInsensitive
  )
}

/// A router (``makeRouter(caseInsensitive:)``) with the patterns of the shipped route set
/// `name` (`Benchmarks/RouteSets/name.routes`), and per pattern a URL it matches (`:` and `*`
/// read as letters).
func sharedRouteSet(_ name: String) throws -> (router: Router, urls: [String]) {
  let router = makeRouter()
  let file = routeSetsDirectory.appendingPathComponent("\(name).routes")
  let patterns = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
    .filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: " ").last.map(String.init) }
  for pattern in patterns { _ = try? router.register(pattern) { _ in .ok } }
  let urls = patterns.map {
    $0.replacingOccurrences(of: ":", with: "v").replacingOccurrences(of: "*", with: "w")
  }
  return (router, urls)
}
