/// A handler whose work is navigation: WLRRouteHandler's lifecycle over a ``Navigator``.
///
/// For each request the router asks for the target (``destination(for:)``), the source to
/// present from (``source(for:)``), the preferred presentation (``presentation(for:)``) and
/// the transition (``transition(for:)``), then the navigator performs it.
///
/// ```swift
/// struct ProductPage: NavigationHandler {
///   let navigator: any Navigator
///   func destination(for request: RouteRequest) throws -> Destination {
///     guard let id = request["id"] else { throw RouteDecline("no id") }
///     return Destination("product", parameters: ["id": id])
///   }
/// }
/// ```
public protocol NavigationHandler: RouteHandler {
  /// What performs the navigation.
  var navigator: any Navigator { get }

  /// The screen to show for the request (WLRRouter's target view controller).
  func destination(for request: RouteRequest) async throws -> Destination

  /// The screen to present from (WLRRouter's source view controller); `nil`, the default, is
  /// the screen on top.
  func source(for request: RouteRequest) -> Destination?

  /// How to show the screen: by default the route's own presentation (from a manifest), else
  /// ``Presentation/push``.
  func presentation(for request: RouteRequest) -> Presentation

  /// How to animate; animated by default.
  func transition(for request: RouteRequest) -> NavigationTransition
}

extension NavigationHandler {
  /// The screen on top.
  public func source(for request: RouteRequest) -> Destination? { nil }

  /// The route's presentation, else push.
  public func presentation(for request: RouteRequest) -> Presentation {
    request.route?.presentation ?? .push
  }

  /// Animated.
  public func transition(for request: RouteRequest) -> NavigationTransition { .animated }

  /// Runs the lifecycle and navigates; the response's values name the destination and the
  /// presentation.
  public func handle(_ request: RouteRequest) async throws -> RouteResponse {
    let destination = try await destination(for: request)
    let presentation = presentation(for: request)
    try await navigator.navigate(
      to: destination, from: source(for: request), presentation: presentation,
      transition: transition(for: request))
    return .success([
      "destination": destination.description, "presentation": presentation.description,
    ])
  }
}
