import Waypoint

/// The time one hostile input may take: generous enough for a debug build under
/// AddressSanitizer or ThreadSanitizer on a busy machine, far below what an unbounded parse,
/// an exponential expansion or a catastrophic backtrack would take.
enum HardeningBudget {
  /// The bound for one parse, registration, lookup or dispatch.
  static let perInput: Duration = .seconds(2)

  /// Runs `body` and returns its result with the time it took.
  static func measure<Result>(_ body: () throws(RouteError) -> Result) -> (
    Swift.Result<Result, RouteError>, Duration
  ) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = Swift.Result { () throws(RouteError) -> Result in try body() }
    return (result, clock.now - start)
  }

  /// Runs async `body` and returns its result with the time it took.
  static func measure<Result>(_ body: () async -> Result) async -> (Result, Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = await body()
    return (result, clock.now - start)
  }
}

/// A short, printable form of a long or invisible input, for test names.
func hardeningLabel(_ input: String) -> String {
  var text = ""
  for scalar in input.unicodeScalars {
    switch scalar.value {
    case 0x20..<0x7F: text.unicodeScalars.append(scalar)
    case 0..<0x20, 0x7F: text += "\\u{\(String(scalar.value, radix: 16))}"
    default: text.unicodeScalars.append(scalar)
    }
  }
  let count = input.utf8.count
  return count > 80 ? "\(text.prefix(60))… (\(count) bytes)" : text
}
