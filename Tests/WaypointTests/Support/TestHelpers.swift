import Foundation
import Testing

@testable import Waypoint

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

/// A pattern, a URL, and the parameters expected (`nil`: no match), for match tables.
struct MatchCase: CustomTestStringConvertible, Sendable {
  let pattern: String
  let url: String
  let expected: [String: String]?
  var testDescription: String { "\(pattern) ~ \(url)" }
  init(_ pattern: String, _ url: String, _ expected: [String: String]?) {
    self.pattern = pattern
    self.url = url
    self.expected = expected
  }
}
