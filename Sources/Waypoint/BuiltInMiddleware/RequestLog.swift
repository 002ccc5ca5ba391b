/// Reports every decision of the router to a sink: received, rewritten, matched, declined,
/// rejected, redirected, handled (with the duration), not found.
///
/// ```swift
/// let logger = Logger(subsystem: "app", category: "routing") // OSLog
/// router.use(RequestLog { event in logger.debug("\(event.description)") }, priority: 1_000)
/// ```
///
/// Install it with a high priority so that it sees the requests before other middleware
/// decides about them. The sink runs on the dispatch path: hand the event on quickly.
public struct RequestLog: RouteMiddleware, RouteEventObserver {
  private let sink: @Sendable (RouteEvent) -> Void

  /// A log that calls `sink` with each event.
  public init(sink: @escaping @Sendable (RouteEvent) -> Void) {
    self.sink = sink
  }

  /// Passes the event to the sink.
  public func observe(_ event: RouteEvent) {
    sink(event)
  }
}
