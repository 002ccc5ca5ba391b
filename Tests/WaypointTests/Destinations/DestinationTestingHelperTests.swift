import Foundation
import Testing
import Waypoint
import WaypointTesting

@Suite("WaypointTesting: ParameterSamples and expectRoundTrip")
struct DestinationTestingHelperTests {
  @Test func theSameSeedGivesTheSameValues() {
    var first = ParameterSamples(seed: 9)
    var second = ParameterSamples(seed: 9)
    var other = ParameterSamples(seed: 10)
    let a = (0..<50).map { _ in first.text() }
    #expect(a == (0..<50).map { _ in second.text() })
    #expect(a != (0..<50).map { _ in other.text() })
  }

  @Test func pathTextIsNeverTextNoPathCanCarry() {
    var samples = ParameterSamples(seed: 3)
    for _ in 0..<500 {
      let segment = samples.segment()
      #expect(!segment.isEmpty && segment != "." && segment != "..")
      for part in samples.segments().split(separator: "/", omittingEmptySubsequences: false) {
        #expect(!part.isEmpty && part != "." && part != "..")
      }
    }
  }

  @Test func numbersReachTheirEdges() {
    var samples = ParameterSamples(seed: 5)
    let ints = (0..<200).map { _ in samples.int(in: -3...3) }
    #expect(ints.contains(-3) && ints.contains(3) && ints.allSatisfy { (-3...3).contains($0) })
    let doubles = (0..<200).map { _ in samples.double() }
    #expect(doubles.allSatisfy { $0.isFinite })
    #expect(doubles.contains { $0.sign == .minus && $0 == 0 })
    let uuid = samples.uuid().uuidString
    #expect(Array(uuid)[14] == "4")
  }

  @Test func expectRoundTripReturnsTheURLsFromEachSource() {
    let urls = expectRoundTrip(
      ProductDestination(id: 4, tab: .info), configuration: destinationConfiguration,
      sources: [.internal, .appScheme("myapp")])
    #expect(urls == ["/product/4?tab=info", "myapp://product/4?tab=info"])
  }

  @Test func expectRoundTripReportsAValueThatDoesNotComeBackEqual() {
    let search = SearchDestination(
      query: "q", page: nil, exact: true, minimumPrice: .nan, note: nil, filters: [])
    withKnownIssue("nan is not equal to itself") {
      expectRoundTrip(search)
    }
    withKnownIssue("a URL from a source the configuration refuses does not parse") {
      expectRoundTrip(search, sources: [.appScheme("other")])
    }
    withKnownIssue("an empty path parameter has no URL") {
      let urls = expectRoundTrip(
        SearchDestination(
          query: "", page: nil, exact: true, minimumPrice: nil, note: nil, filters: []))
      #expect(urls.isEmpty)
    }
  }
}
