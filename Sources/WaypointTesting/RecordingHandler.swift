import Foundation
import Waypoint

/// A handler that records every request it handles (as a ``RecordedRequest`` snapshot, which
/// does not keep the route alive) and answers with a fixed response.
///
/// ```swift
/// let cart = RecordingHandler()
/// try router.register("/cart/:item", handler: cart)
/// await router.handle("/cart/7")
/// cart.requests.first?["item"] // "7"
/// ```
public final class RecordingHandler: RouteHandler, @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [RecordedRequest] = []
  private let response: RouteResponse
  private let accepts: Bool

  /// A handler that takes requests when `accepts` and answers `response`.
  public init(response: RouteResponse = .ok, accepts: Bool = true) {
    self.response = response
    self.accepts = accepts
  }

  /// The requests handled, in order.
  public var requests: [RecordedRequest] { lock.withLock { recorded } }

  /// The URLs handled, in order.
  public var urls: [String] { requests.map(\.url.string) }

  /// Takes the request if the handler was made to.
  public func shouldHandle(_ request: RouteRequest) -> Bool { accepts }

  /// Records the request and answers the fixed response.
  public func handle(_ request: RouteRequest) async throws -> RouteResponse {
    lock.withLock { recorded.append(RecordedRequest(request)) }
    return response
  }
}
