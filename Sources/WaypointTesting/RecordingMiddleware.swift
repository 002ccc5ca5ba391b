import Foundation
import Waypoint

/// A middleware that records what it sees (requests before and after, with outcomes) and
/// every ``RouteEvent``, and lets everything continue.
public final class RecordingMiddleware: RouteMiddleware, RouteEventObserver, @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [String] = []
  private var observed: [RouteEvent] = []

  /// A recorder.
  public init() {}

  /// `before <url>` and `after <url>: <outcome>` lines, in order.
  public var log: [String] { lock.withLock { seen } }

  /// The router's events, in order.
  public var events: [RouteEvent] { lock.withLock { observed } }

  /// Records the request and lets it continue.
  public func before(_ request: RouteRequest) async -> MiddlewareDecision {
    lock.withLock { seen.append("before \(request.url)") }
    return .continue
  }

  /// Records the outcome.
  public func after(_ request: RouteRequest, outcome: RouteOutcome) async {
    lock.withLock { seen.append("after \(request.url): \(outcome)") }
  }

  /// Records the event.
  public func observe(_ event: RouteEvent) {
    lock.withLock { observed.append(event) }
  }
}
