import Foundation
import FuzzSupport
import Waypoint

/// What a value's parameters should do when its URL is built, in the order the value encodes
/// them: the refusal of a typed route names the first parameter that no URL can carry.
struct Expectation {
  enum Verdict {
    /// A URL carries the parameter.
    case carried
    /// No URL can carry it: building the URL is refused naming it.
    case refused
    /// The rules of the target do not predict it (a date's fraction digits, two parameters in
    /// one segment): refused naming it, or carried.
    case eitherWay
  }

  private(set) var parameters: [(name: String, verdict: Verdict)] = []

  mutating func add(_ name: String, _ verdict: Verdict) { parameters.append((name, verdict)) }

  /// A path parameter's verdict: empty, `.` and `..` are refused.
  mutating func path(_ name: String, _ value: String) {
    add(name, value.isEmpty || value == "." || value == ".." ? .refused : .carried)
  }

  /// A wildcard's: any empty, `.` or `..` segment is refused.
  mutating func wildcard(_ name: String, _ value: String) {
    let segments = value.split(separator: "/", omittingEmptySubsequences: false)
    add(name, segments.contains { $0.isEmpty || $0 == "." || $0 == ".." } ? .refused : .carried)
  }

  /// A date's: out of years 1 to 9999 (or not a number) refused; whole seconds inside them
  /// carried; fractions carried when some text of at most nine digits gives them back.
  mutating func date(_ name: String, _ value: Date) {
    let interval = value.timeIntervalSinceReferenceDate
    let whole = interval.rounded(.down)
    if !(whole >= FuzzBytes.earliestDate && whole <= FuzzBytes.latestDate) {
      add(name, .refused)
    } else {
      add(name, interval == whole ? .carried : .eitherWay)
    }
  }

  /// Whether `name` may be the parameter a refusal names.
  func mayRefuse(naming name: String) -> Bool {
    for parameter in parameters {
      if parameter.verdict != .carried && parameter.name == name { return true }
      if parameter.verdict == .refused { return false }
    }
    return false
  }

  /// Whether a URL must be refused.
  var mustRefuse: Bool { parameters.contains { $0.verdict == .refused } }
}

/// The round trip of one value: value → URL → value is the identity, from every source the
/// value may be linked from, or the value is refused naming the parameter no URL can carry.
enum RoundTrip {
  static let webOrigin = try! WebOrigin("https://app.example.com")
  static let configuration = Router.Configuration(
    appSchemes: ["myapp"], webOrigins: [webOrigin])

  static func check<Value: TypedRoute & Equatable>(
    _ value: Value, _ expectation: Expectation,
    sources: [LinkSource] = [.appScheme("myapp"), .webOrigin(webOrigin)]
  ) {
    let built = TimeBudget.run("building the URL of \(value)") {
      Result { () throws(RouteError) in try value.url() }
    }
    let url: String
    switch built {
    case .failure(let error):
      let name: String
      switch error {
      case .invalidParameter(let named, _, _, _), .missingParameter(let named, _): name = named
      default: Invariant.fail("\(value) is refused with \(error), which names no parameter")
      }
      Invariant.require(
        expectation.mayRefuse(naming: name),
        "\(value) is refused naming \(name): \(error); expected \(expectation.parameters)")
      return
    case .success(let text):
      Invariant.require(
        !expectation.mustRefuse,
        "\(value) has the URL \(text), but \(expectation.parameters) should refuse it")
      url = text
    }
    parseBack(url, to: value)
    for source in sources {
      do throws(RouteError) {
        parseBack(try value.url(source: source), to: value)
      } catch {
        Invariant.fail("\(value) has the URL \(url) but none from \(source): \(error)")
      }
    }
  }

  private static func parseBack<Value: TypedRoute & Equatable>(_ url: String, to value: Value) {
    let parsed = TimeBudget.run("parsing \(url)") {
      Result { () throws(RouteError) in try Value.parse(url, configuration: configuration) }
    }
    switch parsed {
    case .success(let back):
      Invariant.require(back == value, "\(value) has the URL \(url), which parses as \(back)")
    case .failure(let error):
      Invariant.fail("\(value) has the URL \(url), which does not parse: \(error)")
    }
  }
}
