extension RouteRequest {
  /// What the router knows of the link this request carries, when it accounts for its links
  /// (receipts, duplicate suppression or a link store); `nil` otherwise.
  public var trackedLink: TrackedLink? { attributes[TrackedLink.Key.self] }
}
