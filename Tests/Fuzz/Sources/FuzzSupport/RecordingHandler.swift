import WaypointRouting

/// A handler whose behaviour the dispatch reference can predict: it answers with its name, or
/// declines or fails in a fixed way, and records its runs in the request's ``Probe``.
public struct RecordingHandler: RouteHandler {
  /// How the handler treats a request.
  public enum Behaviour: Sendable, Hashable {
    /// Handles every request.
    case accept
    /// `shouldHandle` returns false when the path parameter has this value.
    case declineWhen(parameter: String, equals: String)
    /// `handle` throws ``RouteDecline``.
    case throwDecline
    /// `handle` throws an error that is not a ``RouteError``.
    case fail
  }

  /// The error a failing handler throws.
  public struct Failure: Error, CustomStringConvertible {
    /// `handler failed`.
    public var description: String { "handler failed" }
  }

  /// The name the response carries as its `handler` value.
  public let name: String
  /// How it treats requests.
  public let behaviour: Behaviour

  /// A handler called `name`.
  public init(_ name: String, _ behaviour: Behaviour = .accept) {
    self.name = name
    self.behaviour = behaviour
  }

  /// Whether the handler takes a request with these path parameters.
  public func accepts(_ parameters: PathParameters) -> Bool {
    guard case .declineWhen(let parameter, let value) = behaviour else { return true }
    return parameters[parameter] != value
  }

  /// See ``accepts(_:)``.
  public func shouldHandle(_ request: RouteRequest) -> Bool {
    accepts(request.pathParameters)
  }

  /// Records the run, then answers, declines or fails.
  public func handle(_ request: RouteRequest) async throws -> RouteResponse {
    (request.primitiveParameters[Probe.parameterName] as? Probe)?.recordInvocation()
    switch behaviour {
    case .throwDecline: throw RouteDecline("declined by \(name)")
    case .fail: throw Failure()
    case .accept, .declineWhen: return .success(["handler": name])
    }
  }
}
