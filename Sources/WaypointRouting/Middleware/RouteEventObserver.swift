/// A middleware that also wants every ``RouteEvent`` of the requests it sees.
///
/// The router reports events to each installed middleware that conforms, in run order.
/// Keep `observe(_:)` fast: it runs on the dispatch path.
public protocol RouteEventObserver: Sendable {
  /// Receives one event.
  func observe(_ event: RouteEvent)
}
