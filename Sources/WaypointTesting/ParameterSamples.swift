import Foundation

/// Random parameter values for property tests, reproducible from a seed: text made of the
/// characters URLs get wrong (`/`, `%`, `?`, `#`, `+`, `&`, `=`, spaces, `.`, control
/// characters, accents, CJK, emoji and emoji sequences), and numbers at their edges.
///
/// ```swift
/// var samples = ParameterSamples(seed: 7)
/// let query = samples.segment()       // non-empty, never "." or "..", such as "%2F😀 #"
/// let note = samples.text()           // may be empty
/// let page = samples.optional { $0.int(in: 1...99) }
/// ```
public struct ParameterSamples: RandomNumberGenerator {
  private var state: UInt64

  /// Samples from `seed`: the same seed gives the same values.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next random bits (SplitMix64).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// The pieces text is made of.
  public static let pieces: [String] = [
    "a", "Z", "0", "42", "-", "_", "~", ".", "..", "/", "//", "%", "%2F", "%25", "%zz", "?", "#",
    " ", "+", "&", "=", ";", ",", ":", "@", "!", "$", "'", "(", ")", "*", "[", "]", "\\", "\"",
    "<", ">", "^", "`", "{", "|", "}", "é", "e\u{301}", "家居", "😀", "👩‍👩‍👧", "🇫🇷", "\u{0}",
    "\t", "\n", "\u{7F}", "\u{200B}", "x-success=evil://", "../",
  ]

  /// Text of up to `maximumPieces` pieces; empty now and then.
  public mutating func text(maximumPieces: Int = 6) -> String {
    let count = Int.random(in: 0...maximumPieces, using: &self)
    return (0..<count).map { _ in Self.pieces.randomElement(using: &self)! }.joined()
  }

  /// Text for one path parameter: never empty, `.` or `..` (which no path can carry), and it
  /// may hold `/`.
  public mutating func segment(maximumPieces: Int = 6) -> String {
    while true {
      let text = text(maximumPieces: maximumPieces)
      if !text.isEmpty, text != ".", text != ".." { return text }
    }
  }

  /// Text for a wildcard: one to `maximumSegments` segments joined by `/`, none empty, `.`
  /// or `..`, and none holding a `/`.
  public mutating func segments(maximumSegments: Int = 4) -> String {
    let count = Int.random(in: 1...maximumSegments, using: &self)
    return (0..<count).map { _ in
      var text: String
      repeat {
        text = segment(maximumPieces: 3).replacingOccurrences(of: "/", with: "")
      } while text.isEmpty || text == "." || text == ".."
      return text
    }.joined(separator: "/")
  }

  /// An `Int` in `range`, its ends included more often than chance.
  public mutating func int(in range: ClosedRange<Int> = Int.min...Int.max) -> Int {
    switch Int.random(in: 0..<8, using: &self) {
    case 0: return range.lowerBound
    case 1: return range.upperBound
    default: return Int.random(in: range, using: &self)
    }
  }

  /// A finite `Double`: zero, negative zero, tiny, huge, or any bit pattern that is finite.
  public mutating func double() -> Double {
    switch Int.random(in: 0..<8, using: &self) {
    case 0: return 0
    case 1: return -0.0
    case 2: return .leastNonzeroMagnitude
    case 3: return -.greatestFiniteMagnitude
    case 4: return Double(Int.random(in: -1000...1000, using: &self)) / 8
    default:
      while true {
        let value = Double(bitPattern: next())
        if value.isFinite { return value }
      }
    }
  }

  /// `true` or `false`.
  public mutating func bool() -> Bool { Bool.random(using: &self) }

  /// A random version 4 `UUID`.
  public mutating func uuid() -> UUID {
    var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &self) }
    bytes[6] = bytes[6] & 0x0F | 0x40
    bytes[8] = bytes[8] & 0x3F | 0x80
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
        bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }

  /// One of `cases`.
  public mutating func element<Value>(of cases: some Collection<Value>) -> Value {
    cases.randomElement(using: &self)!
  }

  /// `nil` one time in three, else a value from `make`.
  public mutating func optional<Value>(_ make: (inout Self) -> Value) -> Value? {
    Int.random(in: 0..<3, using: &self) == 0 ? nil : make(&self)
  }

  /// Zero to `maximumCount` values from `make`.
  public mutating func array<Value>(maximumCount: Int = 4, _ make: (inout Self) -> Value)
    -> [Value]
  {
    (0..<Int.random(in: 0...maximumCount, using: &self)).map { _ in make(&self) }
  }
}
