import Waypoint

/// ``WaypointMatchContender``, reading every parameter as a percent-decoded `String`
/// (`BorrowedMatch.decodedParameter(at:)`), as a handler that wants text does: the second
/// figure beside the raw bytes.
struct WaypointMatchDecodedContender: RouterMatchContender {
  static let name = "waypoint-match-decoded"
  static let summary = "Waypoint Router.withMatch, every parameter read as a decoded String"

  let router: Router

  static func read(_ match: borrowing BorrowedMatch, at index: Int) -> Int {
    let value = match.decodedParameter(at: index)
    blackHole(value)
    return value?.utf8.count ?? 0
  }
}
