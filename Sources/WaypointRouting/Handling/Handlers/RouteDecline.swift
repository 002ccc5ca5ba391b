/// Thrown by a handler that does not take a request after all: the router passes the request
/// to the next candidate route, then to the fallback handler.
public struct RouteDecline: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why the handler declined, for the request log.
  public let reason: String

  /// A decline with a reason for the log.
  public init(_ reason: String = "declined") {
    self.reason = reason
  }

  /// The reason.
  public var description: String { reason }
}
