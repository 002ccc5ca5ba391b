/// Finds where a path pattern stops matching a route path: the furthest URL segment any
/// reading of the pattern reaches, and what refused it there.
///
/// It lines the pattern's segments up with the URL's, trying each choice of optional parts
/// and each number of segments a wildcard or constraint may take, and keeps the failure that
/// says most: a refused segment rather than a segment count, then the one that came furthest. Each pattern segment is matched by a matcher of its own, compiled from the
/// segment alone, so the segment rules are the router's own.
final class SegmentTracer {
  /// The URL's route path, split into segments (percent-encoded).
  let segments: [Substring]
  let configuration: MatchConfiguration
  /// Segment matchers by segment pattern; `nil` for a segment that does not compile alone.
  private var matchers: [String: RouteMatcher?] = [:]
  /// The most alignment steps and segment matches one trace takes before it gives up, so that
  /// a long path against several wildcards stays quick.
  private static let stepBudget = 4_096

  /// Where a reading of the pattern failed.
  struct Failure {
    /// How many URL segments it accepted.
    let position: Int
    /// How many of those a literal segment of the pattern accepted: what makes a miss near.
    let literalSegments: Int
    let verdict: RouteVerdict

    /// Whether it says more than a segment count does.
    var isSpecific: Bool {
      switch verdict {
      case .tooFewSegments, .tooManySegments: return false
      default: return true
      }
    }
  }

  init(path: String, configuration: MatchConfiguration) {
    self.segments = path.split(separator: "/")
    self.configuration = configuration
  }

  /// What refused the path for `parts`, and how many segments it accepted first; `nil` when
  /// some reading of the pattern accepts every segment.
  func trace(_ parts: [PatternPart]) -> Failure? {
    let readings = PatternSegment.expansions(of: parts).map(PatternSegment.segments(of:))
    let minimum = readings.map(\.count).min() ?? 0
    let maximum = readings.map(\.count).max() ?? 0
    var best: Failure?
    var steps = Self.stepBudget
    for reading in readings {
      var context = Alignment(
        pattern: reading, minimum: minimum, maximum: maximum, best: best, steps: steps)
      if align(0, 0, &context) { return nil }
      best = context.best
      steps = context.steps
    }
    return best
  }

  /// The state of one alignment.
  private struct Alignment {
    let pattern: [PatternSegment]
    let minimum: Int
    let maximum: Int
    var best: Failure?
    var steps: Int

    /// How many of the first `index` pattern segments are literal.
    func literalSegments(before index: Int) -> Int {
      pattern[..<index].filter(\.isLiteral).count
    }

    /// Keeps the failure that says most: a refused segment before a segment count, then the
    /// one that came furthest, then the first found.
    mutating func record(_ failure: Failure) {
      guard let current = best else {
        best = failure
        return
      }
      if failure.isSpecific != current.isSpecific {
        if failure.isSpecific { best = failure }
      } else if failure.position > current.position {
        best = failure
      }
    }
  }

  /// Whether pattern segments from `index` match URL segments from `position` to the end.
  private func align(_ index: Int, _ position: Int, _ context: inout Alignment) -> Bool {
    context.steps -= 1
    guard context.steps >= 0 else { return false }
    let count = segments.count
    guard index < context.pattern.count else {
      if position == count { return true }
      context.record(
        Failure(
          position: position, literalSegments: context.literalSegments(before: index),
          verdict: .tooManySegments(maximum: context.maximum, found: count)))
      return false
    }
    let segment = context.pattern[index]
    guard position < count else {
      // A last segment whose constraint accepts "" matches where the path has ended.
      if index == context.pattern.count - 1, segment.hasConstraint, matches(segment, "/") {
        return true
      }
      context.record(
        Failure(
          position: position, literalSegments: context.literalSegments(before: index),
          verdict: .tooFewSegments(minimum: context.minimum, found: count)))
      return false
    }
    let last = segment.mayTakeSeveralSegments ? count : position + 1
    var matchedSome = false
    for end in (position + 1)...last {
      context.steps -= 1
      guard context.steps >= 0 else { return false }
      guard matches(segment, "/" + segments[position..<end].joined(separator: "/")) else {
        continue
      }
      matchedSome = true
      if align(index + 1, end, &context) { return true }
    }
    if !matchedSome {
      context.record(
        Failure(
          position: position, literalSegments: context.literalSegments(before: index),
          verdict: refusal(of: segment, at: position)))
    }
    return false
  }

  /// Why `segment` refused the URL segment at `position`.
  private func refusal(of segment: PatternSegment, at position: Int) -> RouteVerdict {
    let found = String(segments[position])
    if segment.isLiteral {
      if position == 0 { return .firstSegmentDiffers(expected: segment.literalText, found: found) }
      return .literalSegmentDiffers(
        segment: position + 1, expected: segment.literalText, found: found)
    }
    if segment.parts.count == 1, case .parameter(let name, let constraint?) = segment.parts[0] {
      return .constraintRefused(
        parameter: name, constraint: constraint, text: found, segment: position + 1)
    }
    // A segment mixing text and parameters: a constraint refused its text when the segment
    // matches without that constraint.
    for (index, part) in segment.parts.enumerated() {
      guard case .parameter(let name, let constraint?) = part else { continue }
      var relaxed = segment.parts
      relaxed[index] = .parameter(name: name, constraint: nil)
      let relaxedSegment = PatternSegment(parts: relaxed)
      if let text = capture(name, of: relaxedSegment, in: "/" + found) {
        return .constraintRefused(
          parameter: name, constraint: constraint, text: text, segment: position + 1)
      }
    }
    return .segmentDiffers(segment: position + 1, expected: segment.text, found: found)
  }

  /// Whether `segment` alone matches `path`.
  private func matches(_ segment: PatternSegment, _ path: String) -> Bool {
    guard let matcher = matcher(for: segment) else { return false }
    return (try? matcher.match(path)) != nil
  }

  /// What `segment` alone captures as `name` in `path`, still percent-encoded.
  private func capture(_ name: String, of segment: PatternSegment, in path: String) -> String? {
    guard let matcher = matcher(for: segment), let result = try? matcher.match(path) else {
      return nil
    }
    return result.parameters.raw(name).map(String.init)
  }

  private func matcher(for segment: PatternSegment) -> RouteMatcher? {
    let pattern = "/" + segment.text
    if let cached = matchers[pattern] { return cached }
    let matcher = try? RouteMatcher(RouteExpression(pattern), configuration: configuration)
    matchers[pattern] = matcher
    return matcher
  }
}
