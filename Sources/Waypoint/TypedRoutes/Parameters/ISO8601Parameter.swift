import Foundation

/// A `Date` as a URL parameter: ISO 8601 text in UTC, such as `2024-05-01T12:00:00Z`, written
/// so that it reads back as the identical `Date`.
///
/// Written as `yyyy-MM-ddTHH:mm:ss[.fraction]Z`: whole seconds without a fraction, otherwise
/// the fewest fraction digits (1 to 9) for which the text reads back as the same `Date`, which
/// is checked with the reader itself, so the round trip holds by construction. Read: `Z` or a
/// `±hh:mm` offset, 0 to 9 fraction digits; a bare number or a date without a time is refused.
enum ISO8601Parameter {
  /// Why a text is not a date.
  static let readFailure = "expects an ISO 8601 date and time such as 2024-05-01T12:00:00Z"
  /// Why a date has no text.
  static let writeFailure =
    "no ISO 8601 text gives this date back (years 1 to 9999, at most 9 fraction digits)"

  /// Seconds from 1970-01-01 to 2001-01-01, the reference date of `Date`.
  private static let referenceOffset: Int64 = 978_307_200
  /// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z, in seconds since the reference date.
  private static let earliest: Int64 = -63_113_904_000
  private static let latest: Int64 = 252_423_993_599

  /// The text of `date`, or `nil` when no text gives it back.
  static func text(of date: Date) -> String? {
    let interval = date.timeIntervalSinceReferenceDate
    let whole = interval.rounded(.down)
    // Also refuses NaN and the infinities, for which every comparison is false.
    guard whole >= Double(earliest), whole <= Double(latest) else { return nil }
    // Exact: `interval` and `whole` are within one of each other.
    let fraction = interval - whole
    var scale: Int64 = 1
    for digits in 0...9 {
      defer { scale *= 10 }
      var units = Int64((fraction * Double(scale)).rounded())
      var seconds = Int64(whole)
      if units >= scale {
        units -= scale
        seconds += 1
      }
      guard seconds <= latest, let text = format(seconds, units: units, digits: digits) else {
        return nil
      }
      if let back = self.date(from: text), back == date { return text }
    }
    return nil
  }

  /// The date `text` names, or `nil` when it is not an ISO 8601 date and time.
  static func date(from text: String) -> Date? {
    let bytes = Array(text.utf8)
    var reader = Reader(bytes: bytes)
    guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2),
      reader.skip("-"), let day = reader.number(2), reader.skip("T") || reader.skip("t"),
      let hour = reader.number(2), reader.skip(":"), let minute = reader.number(2),
      reader.skip(":"), let second = reader.number(2)
    else { return nil }
    var units: Int64 = 0
    var digits = 0
    if reader.skip(".") {
      while digits < 10, let digit = reader.number(1) {
        units = units * 10 + digit
        digits += 1
      }
      guard (1...9).contains(digits) else { return nil }
    }
    var offset: Int64 = 0
    if reader.skip("Z") || reader.skip("z") {
      offset = 0
    } else if let sign = reader.sign(), let hours = reader.number(2), reader.skip(":"),
      let minutes = reader.number(2), hours <= 23, minutes <= 59
    {
      offset = sign * (hours * 3600 + minutes * 60)
    } else {
      return nil
    }
    guard reader.isAtEnd, (1...9999).contains(year), (1...12).contains(month),
      (1...daysIn(month: month, year: year)).contains(day), hour <= 23, minute <= 59,
      second <= 59
    else { return nil }
    let days = daysSince1970(year: year, month: month, day: day)
    let seconds =
      days * 86_400 + hour * 3600 + minute * 60 + second - offset - referenceOffset
    guard let interval = interval(seconds, units: units, digits: digits) else { return nil }
    return Date(timeIntervalSinceReferenceDate: interval)
  }

  /// `seconds` (since the reference date) plus `units` of 10^-`digits` seconds, as the nearest
  /// `Double`: read from decimal text, which Swift rounds correctly.
  private static func interval(_ seconds: Int64, units: Int64, digits: Int) -> Double? {
    guard units > 0 else { return Double(seconds) }
    if seconds >= 0 { return Double("\(seconds).\(padded(units, digits))") }
    // seconds + u with -seconds >= 1 and 0 < u < 1: -((-seconds - 1) + (1 - u)).
    var scale: Int64 = 1
    for _ in 0..<digits { scale *= 10 }
    return Double("\(-seconds - 1).\(padded(scale - units, digits))").map { -$0 }
  }

  /// The text of `seconds` since the reference date plus `units` of 10^-`digits` seconds.
  private static func format(_ seconds: Int64, units: Int64, digits: Int) -> String? {
    let since1970 = seconds + referenceOffset
    let days = floorDivide(since1970, 86_400)
    let secondOfDay = since1970 - days * 86_400
    let (year, month, day) = civilDate(daysSince1970: days)
    guard (1...9999).contains(year) else { return nil }
    var text = padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2) + "T"
    text += padded(secondOfDay / 3600, 2) + ":" + padded(secondOfDay / 60 % 60, 2) + ":"
    text += padded(secondOfDay % 60, 2)
    if digits > 0 { text += "." + padded(units, digits) }
    return text + "Z"
  }

  private static func padded(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
    let quotient = value / divisor
    return value % divisor < 0 ? quotient - 1 : quotient
  }

  private static func isLeap(_ year: Int64) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  private static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
  private static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
    let year = month <= 2 ? year - 1 : year
    let era = floorDivide(year, 400)
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date of the proleptic Gregorian calendar `days` after 1970-01-01.
  private static func civilDate(daysSince1970 days: Int64) -> (Int64, Int64, Int64) {
    let shifted = days + 719_468
    let era = floorDivide(shifted, 146_097)
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// Reads ASCII digits and punctuation from the front of a text.
  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    /// `count` digits as a number, or `nil` (nothing read) when they are not all digits.
    mutating func number(_ count: Int) -> Int64? {
      guard index + count <= bytes.count else { return nil }
      var value: Int64 = 0
      for byte in bytes[index..<index + count] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      index += count
      return value
    }

    /// Reads `character` when it comes next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    /// Reads `+` (1) or `-` (-1) when one comes next.
    mutating func sign() -> Int64? {
      if skip("+") { return 1 }
      if skip("-") { return -1 }
      return nil
    }
  }
}
