/// Why a route that matched a URL comes after the winner (<doc:RoutingSemantics#Which-route-wins>):
/// the first rule of dispatch order that tells the two apart.
///
/// ```swift
/// // "/user/me" and "/user/:id" both match "/user/me"
/// explanation.routes[1].verdict // .outranked(.lessSpecific(segment: 2, winner: "me", route: ":id"))
/// ```
public enum RankingReason: Sendable, Hashable {
  /// The winner has a higher explicit priority.
  case lowerPriority(winner: Int, route: Int)
  /// The winner is a path pattern, and this route a raw regex route.
  case rawRegexAfterPathPattern
  /// The winner is more specific: at `segment` (from 1), the winner's segment (pattern text,
  /// empty where the pattern has ended) ranks before this route's.
  case lessSpecific(segment: Int, winner: String, route: String)
  /// Both have the same shape, and the winner is restricted to the URL's source while this
  /// route is not.
  case unrestrictedAfterRestricted
  /// Everything else is equal, and the winner was registered first (by their registration
  /// numbers: 0 for the first route a router registered).
  case registeredLater(winner: Int, route: Int)
}
