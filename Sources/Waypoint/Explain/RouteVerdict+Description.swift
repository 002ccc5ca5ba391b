extension RouteVerdict: CustomStringConvertible {
  /// The verdict in a sentence, for people:
  /// `segment 2: the constraint \d+ of :id refused "shoes"`.
  public var description: String {
    switch self {
    case .winner:
      return "takes the URL"
    case .outranked(let reason):
      return "matches too, but comes after the winner: \(reason)"
    case .internalOnly:
      return "matches, but is internal-only and the URL came from outside the app"
    case .restrictedToAnotherSource(let source, let pathMatches):
      return "restricted to \(source), and the URL comes from elsewhere"
        + (pathMatches ? " (its path matches)" : " (its path does not match either)")
    case .sourceOnlyForRestrictedRoutes(let pathMatches):
      return "the router does not accept the URL's source, which reaches only the routes that"
        + " name it" + (pathMatches ? " (its path matches)" : " (its path does not match either)")
    case .firstSegmentDiffers(let expected, let found):
      return "first segment differs: expected \"\(expected)\", found \"\(found)\""
    case .literalSegmentDiffers(let segment, let expected, let found):
      return "segment \(segment) differs: expected \"\(expected)\", found \"\(found)\""
    case .constraintRefused(let parameter, let constraint, let text, let segment):
      return "segment \(segment): the constraint \(constraint) of :\(parameter) refused \"\(text)\""
    case .segmentDiffers(let segment, let expected, let found):
      return "segment \(segment): \"\(found)\" does not match \(expected)"
    case .tooFewSegments(let minimum, let found):
      return "too few segments: the route needs at least \(minimum), the path has \(found)"
    case .tooManySegments(let maximum, let found):
      return "too many segments: the route takes at most \(maximum), the path has \(found)"
    case .regexDidNotMatch:
      return "the regex does not match the path"
    case .patternDidNotMatch(let regex):
      return "the pattern does not match the path (its regex: \(regex))"
    case .matchFailed(let error):
      return "matching failed: \(error)"
    }
  }
}
