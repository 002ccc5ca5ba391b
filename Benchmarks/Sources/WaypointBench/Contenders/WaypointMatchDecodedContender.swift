import Waypoint

/// ``WaypointMatchContender``, reading every parameter as a percent-decoded `String`
/// (`RawParameter.decoded`), as a handler that wants text does: the second figure beside the
/// raw view.
struct WaypointMatchDecodedContender: RouterMatchContender {
  static let name = "waypoint-match-decoded"
  static let summary = "Waypoint Router.match, every parameter read as a decoded String"

  let router: Router

  static func read(_ value: RawParameter?) { blackHole(value?.decoded) }
}
