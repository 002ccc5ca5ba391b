extension RankingReason: CustomStringConvertible {
  /// The reason in a sentence, for people: `the winner's priority 1 is higher than 0`.
  public var description: String {
    switch self {
    case .lowerPriority(let winner, let route):
      return "the winner's priority \(winner) is higher than \(route)"
    case .rawRegexAfterPathPattern:
      return "a path pattern goes before a raw regex route"
    case .lessSpecific(let segment, let winner, let route) where winner.isEmpty:
      return "the winner ends before segment \(segment), where this route has \(route)"
    case .lessSpecific(let segment, let winner, let route) where route.isEmpty:
      return "at segment \(segment), the winner's \(winner) goes on matching after this route ends"
    case .lessSpecific(let segment, let winner, let route):
      return "at segment \(segment), the winner's \(winner) is more specific than \(route)"
    case .unrestrictedAfterRestricted:
      return "the winner is restricted to the URL's source, and this route is not"
    case .registeredLater(let winner, let route):
      return "same rank, registered later (sequence \(route) after \(winner))"
    }
  }
}
