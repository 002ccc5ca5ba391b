/// Where a link comes from, for navigation: from outside the app (an app-scheme or web-origin
/// URL, a link held at launch), whose screen gets the parents behind it, or from inside (an
/// internal path), whose screen is pushed onto the stack on screen.
///
/// A request's origin is, in order: the ``Key`` attribute the caller set, ``outside`` for a
/// link that came with a cold start (held at launch or restored), else by its source
/// (``LinkSource/internal`` is ``inside``).
///
/// ```swift
/// var attributes = RequestAttributes()
/// attributes[LinkOrigin.Key.self] = .outside  // a path, planned as a cold start
/// await router.handle("/orders/7/review", attributes: attributes)
/// ```
public enum LinkOrigin: String, Sendable, Hashable, CaseIterable {
  /// Another app, a web page, a notification, a cold start: the screen is shown in its place
  /// (its tab, its parents behind it).
  case outside
  /// The app itself: the screen is pushed onto the stack on screen, unless its route places
  /// it elsewhere.
  case inside

  /// The request attribute by which a caller says where a link comes from, for one call.
  public enum Key: RequestAttributeKey {
    /// The link's origin.
    public typealias Value = LinkOrigin
  }

  /// The origin of a link from `source`: ``inside`` for an internal path, else ``outside``.
  public init(_ source: LinkSource) {
    self = source == .internal ? .inside : .outside
  }

  /// The origin of `request`: the caller's ``Key`` attribute, else ``outside`` for a link
  /// that came with a cold start, else by its source.
  public init(_ request: RouteRequest) {
    if let origin = request.attributes[Key.self] {
      self = origin
    } else if request.trackedLink?.arrival.isCold == true {
      self = .outside
    } else {
      self = LinkOrigin(request.source)
    }
  }
}
