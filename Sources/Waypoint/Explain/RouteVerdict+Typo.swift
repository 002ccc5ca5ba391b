extension RouteVerdict {
  /// For a refused literal, the edit distance between the route's text and the URL's when it
  /// is small enough to be a typo (at most a third of the text, and at least 1 allowed);
  /// `nil` otherwise.
  var typoDistance: Int? {
    let expected: String
    let found: String
    switch self {
    case .firstSegmentDiffers(let route, let url),
      .literalSegmentDiffers(_, let route, let url):
      (expected, found) = (route, url)
    default:
      return nil
    }
    let distance = editDistance(Array(expected.utf8), Array(found.utf8), limit: 64)
    return distance <= max(1, expected.utf8.count / 3) ? distance : nil
  }
}

/// The Levenshtein distance between two byte strings, or `limit + 1` when either is longer
/// than `limit` (a long segment is not a typo of another).
func editDistance(_ lhs: [UInt8], _ rhs: [UInt8], limit: Int) -> Int {
  guard lhs.count <= limit, rhs.count <= limit else { return limit + 1 }
  var previous = Array(0...rhs.count)
  var current = previous
  for (row, left) in lhs.enumerated() {
    current[0] = row + 1
    for (column, right) in rhs.enumerated() {
      current[column + 1] = min(
        previous[column + 1] + 1, current[column] + 1, previous[column] + (left == right ? 0 : 1))
    }
    swap(&previous, &current)
  }
  return previous[rhs.count]
}
