/// The time one operation on one fuzz input may take before it counts as a hang.
///
/// Generous on purpose: the targets run under AddressSanitizer and coverage instrumentation,
/// and a hostile constraint legitimately runs up to the router's match limit (one million
/// backtracking steps) before failing with `matchLimitExceeded`.
public enum TimeBudget {
  /// The bound for one parse, one registration or one lookup.
  public static let perOperation: Duration = .seconds(2)

  /// Runs `body` and aborts when it takes longer than ``perOperation``.
  public static func run<Result>(
    _ label: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line,
    _ body: () -> Result
  ) -> Result {
    let clock = ContinuousClock()
    let start = clock.now
    let result = body()
    let elapsed = clock.now - start
    Invariant.require(
      elapsed <= perOperation, "\(label()) took \(elapsed), more than \(perOperation)",
      file: file, line: line)
    return result
  }
}
