import Foundation
import FuzzSupport

/// Parameter values made from the input: text full of what URLs get wrong, numbers at their
/// edges, dates in and out of what ISO 8601 text can say.
extension FuzzBytes {
  /// Text of up to ten pieces (``FuzzBytes/text(maximumLength:)``), or one of the texts a
  /// path refuses.
  mutating func parameterText() -> String {
    switch below(10) {
    case 0: return pick(["", ".", "..", "/", "a/b", "%2F", "%", "a.b", "..a", ". "])
    default: return text(maximumLength: 10)
    }
  }

  /// Wildcard text: segments joined by `/`, some of them empty or dot segments.
  mutating func wildcardText() -> String {
    let count = below(4) + 1
    return (0..<count).map { _ in parameterText() }.joined(separator: "/")
  }

  mutating func integer() -> Int {
    switch below(4) {
    case 0: return Int(int64())
    case 1: return pick([0, -1, 1, Int.min, Int.max])
    default: return Int(byte()) - 64
    }
  }

  mutating func double() -> Double {
    switch below(4) {
    case 0: return Double(bitPattern: UInt64(bitPattern: int64()))
    case 1: return pick([0, -0.0, .nan, .infinity, -.infinity, 0.1, 1e300, 5e-324, .pi, -1.5])
    default: return Double(Int(byte()) - 128) / 8
    }
  }

  mutating func float() -> Float {
    switch below(3) {
    case 0: return Float(bitPattern: UInt32(truncatingIfNeeded: int64()))
    case 1: return pick([0, -0.0, .nan, .infinity, 1e-45, 3.4e38, 0.1])
    default: return Float(Int(byte()) - 128) / 4
    }
  }

  /// Seconds since 2001-01-01 of 0001-01-01T00:00:00Z and of 9999-12-31T23:59:59Z.
  static let earliestDate: Double = -63_113_904_000
  static let latestDate: Double = 252_423_993_599

  mutating func date() -> Date {
    let interval: Double
    switch below(5) {
    case 0: interval = Double(bitPattern: UInt64(bitPattern: int64()))
    case 1: interval = Double(Int64(int64() % 300_000_000_000))
    case 2: interval = Double(int64() % 300_000_000_000) + Double(byte()) / 256
    case 3:
      interval = pick([
        Self.earliestDate, Self.latestDate, Self.earliestDate - 1, Self.latestDate + 1,
        Self.latestDate + 0.999_999, 0.000_000_001, -0.5,
      ])
    default: interval = Double(int64() % 4_000_000_000) / 1000
    }
    return Date(timeIntervalSinceReferenceDate: interval)
  }

  mutating func uuid() -> UUID {
    UUID(
      uuid: (
        byte(), byte(), byte(), byte(), byte(), byte(), byte(), byte(), byte(), byte(), byte(),
        byte(), byte(), byte(), byte(), byte()
      ))
  }

  /// A web address: a URL of escaped text, or text that happens to be a URL.
  mutating func url() -> URL {
    let text = parameterText()
    if bool(), let url = URL(string: text), url.scheme != nil { return url }
    let escaped = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    return URL(string: "https://example.com/" + escaped + "?q=" + escaped)!
  }

  mutating func optional<Value>(_ make: (inout FuzzBytes) -> Value) -> Value? {
    below(3) == 0 ? nil : make(&self)
  }

  mutating func array<Value>(_ make: (inout FuzzBytes) -> Value) -> [Value] {
    (0..<below(4)).map { _ in make(&self) }
  }
}
