import Foundation

/// Number formatting for the tables.
enum Format {
  /// `value` with `digits` decimals: `decimal(3.14159, digits: 2)` is `"3.14"`.
  static func decimal(_ value: Double, digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }

  /// A time in nanoseconds with about four significant figures: `"83.12"`, `"1234"`,
  /// `"123456"`.
  static func nanoseconds(_ value: Double) -> String {
    switch value {
    case ..<100: decimal(value, digits: 2)
    case ..<1000: decimal(value, digits: 1)
    default: decimal(value, digits: 0)
    }
  }

  /// A count per lookup: two decimals below 100, none above (`"4.68"`, `"105012"`).
  static func count(_ value: Double) -> String {
    decimal(value, digits: value < 100 ? 2 : 0)
  }

  /// A whole number with thousands separators: `"1,234,567"`.
  static func grouped(_ value: Double) -> String {
    let digits = String(Int(value.rounded()))
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0, digits.first != "-" || offset > 1 {
        result.append(",")
      }
      result.append(digit)
    }
    return result
  }

  /// A duration in milliseconds with one decimal.
  static func milliseconds(_ duration: Duration) -> String {
    decimal(duration.nanoseconds / 1e6, digits: 1)
  }

  /// `text` padded with spaces on the left to `width`.
  static func right(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }

  /// `text` padded with spaces on the right to `width`.
  static func left(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
