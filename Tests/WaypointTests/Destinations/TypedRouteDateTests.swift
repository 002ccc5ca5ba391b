import Foundation
import Testing
import Waypoint
import WaypointTesting

@Suite("Typed routes: dates as ISO 8601")
struct TypedRouteDateTests {
  static let mayDay = Date(timeIntervalSince1970: 1_714_564_800)  // 2024-05-01T12:00:00Z

  @Test func aDateIsWrittenAsISO8601InUTCWithTheFewestFractionDigits() throws {
    #expect(try EventDestination(start: Self.mayDay).url() == "/events/2024-05-01T12:00:00Z")
    #expect(
      try EventDestination(start: Self.mayDay.addingTimeInterval(0.5)).url()
        == "/events/2024-05-01T12:00:00.5Z")
    #expect(
      try EventDestination(start: Date(timeIntervalSince1970: -0.25)).url()
        == "/events/1969-12-31T23:59:59.75Z")
    #expect(
      try EventDestination(
        start: Self.mayDay, end: Self.mayDay.addingTimeInterval(3600),
        reminders: [Self.mayDay.addingTimeInterval(-60)]
      ).url()
        == "/events/2024-05-01T12:00:00Z?end=2024-05-01T13%3A00%3A00Z"
        + "&reminders=2024-05-01T11%3A59%3A00Z")
    #expect(
      try EventDestination(start: Date(timeIntervalSince1970: -62_135_596_800)).url()
        == "/events/0001-01-01T00:00:00Z")
  }

  @Test func datesComeBackIdentical() throws {
    var samples = ParameterSamples(seed: 8601)
    for _ in 0..<300 {
      let seconds = Double(samples.int(in: -60_000_000_000...250_000_000_000))
      // Whole seconds, microseconds, or every bit a Double has.
      let fractions = [
        0, Double(samples.int(in: 0...999_999)) / 1_000_000,
        Double(samples.int(in: 0...Int.max)) / Double(Int.max),
      ]
      let date = Date(timeIntervalSinceReferenceDate: seconds + fractions[samples.int(in: 0...2)])
      let event = EventDestination(start: date, end: date, reminders: [date, date])
      do {
        let url = try event.url()
        #expect(try EventDestination.parse(url) == event, "\(url)")
      } catch {
        // Only a date within about 4 years of 2001 can be finer than a nanosecond.
        #expect(abs(date.timeIntervalSinceReferenceDate) < 134_217_728, "\(date): \(error)")
      }
    }
    for date in [Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSince1970: 0)] {
      #expect(try EventDestination.parse(EventDestination(start: date).url()).start == date)
    }
  }

  @Test func offsetsAndFractionsAreRead() throws {
    #expect(try EventDestination.parse("/events/2024-05-01T14:00:00+02:00").start == Self.mayDay)
    #expect(try EventDestination.parse("/events/2024-05-01T06:30:00-05:30").start == Self.mayDay)
    #expect(
      try EventDestination.parse("/events/2024-05-01t12:00:00.000000001z").start
        == Self.mayDay.addingTimeInterval(1e-9))
  }

  @Test(arguments: [
    "733000000", "2024-05-01", "2024-02-30T00:00:00Z", "2024-05-01T12:00:00",
    "2024-05-01T24:00:00Z", "2024-05-01T12:00:00.1234567890Z", "0000-01-01T00:00:00Z",
    "2024-05-01T12:00:00+2:00",
  ])
  func aTextThatIsNotADateAndTimeIsRefused(text: String) {
    let escaped = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    #expect(
      throws: RouteError.invalidParameter(
        name: "start", value: text, route: "/events/:start",
        reason: "expects an ISO 8601 date and time such as 2024-05-01T12:00:00Z")
    ) { try EventDestination.parse("/events/\(escaped)") }
  }

  @Test func aDateNoTextGivesBackIsRefusedWhenBuilding() {
    let reason =
      "no ISO 8601 text gives this date back (years 1 to 9999, at most 9 fraction digits)"
    for date in [
      Date(timeIntervalSince1970: 253_402_300_800),  // 10000-01-01
      Date(timeIntervalSinceReferenceDate: 1e-12), Date(timeIntervalSinceReferenceDate: 1e300),
      Date(timeIntervalSinceReferenceDate: .nan),
    ] {
      #expect(
        throws: RouteError.invalidParameter(
          name: "start", value: "", route: "/events/:start", reason: reason)
      ) { try EventDestination(start: date).url() }
    }
  }
}
