import Foundation
import WaypointRouting

/// Counts, for one `handle` call, how often handlers ran and the caller's callback fired.
/// Handlers find it among the request's primitive parameters.
public final class Probe: @unchecked Sendable {
  /// The primitive parameter name the probe travels under.
  public static let parameterName = "fuzz.probe"

  private let lock = NSLock()
  private var invocationCount = 0
  private var responses: [RouteResponse] = []

  /// A probe with nothing counted.
  public init() {}

  /// Records that a handler's `handle` ran.
  public func recordInvocation() { lock.withLock { invocationCount += 1 } }

  /// Records that the caller's callback fired with `response`.
  public func recordCallback(_ response: RouteResponse) {
    lock.withLock { responses.append(response) }
  }

  /// How often a handler's `handle` ran.
  public var invocations: Int { lock.withLock { invocationCount } }

  /// The responses the callback fired with.
  public var callbacks: [RouteResponse] { lock.withLock { responses } }
}
