import Testing
import WaypointTestSupport

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("Optional literals indexed by prefix")
struct OptionalLiteralIndexTests {
  @Test(arguments: [false, true])
  func onlyRoutesWhosePrefixStartsThePathAreCandidates(caseInsensitive: Bool) throws {
    let router = makeRouter(caseInsensitive: caseInsensitive)
    for pattern in ["/a{/b}", "/ab{/c}", "/x/y{/z}", "/Q{/r}", "/caf\u{E9}{/x}", "/a{.html}"] {
      try router.register(pattern) { _ in .ok }
    }
    let entries = router.routeTable.storage.records.filter(\.isOptionalLiteral)
    #expect(entries.count == 6)
    let index = OptionalLiteralIndex(entries, caseInsensitive: caseInsensitive)
    func candidates(_ path: String) -> Set<String> {
      Set(index.candidates(for: path).map(\.expression.pattern))
    }
    #expect(candidates("/a/b") == ["/a{/b}", "/a{.html}"])
    #expect(candidates("/abc") == ["/a{/b}", "/ab{/c}", "/a{.html}"])
    #expect(candidates("/x/y/z") == ["/x/y{/z}"])
    #expect(candidates("/b") == [])
    #expect(candidates("/q/r") == (caseInsensitive ? ["/Q{/r}"] : []))
    #expect(candidates("/caf%C3%A9/x") == ["/caf\u{E9}{/x}"])
  }

  /// Every optional literal that matches a static route's path is among its candidates.
  @Test(arguments: 0..<16)
  func everyMatchingRouteIsACandidate(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed))
    let caseInsensitive = seed % 2 == 1
    let router = makeRouter(caseInsensitive: caseInsensitive)
    for _ in 0..<80 {
      _ = try? router.register(CompiledTableDifferentialTests.pattern(&random)) { _ in .ok }
    }
    let table = router.routeTable.storage
    let optional = table.records.filter(\.isOptionalLiteral)
    let index = OptionalLiteralIndex(optional, caseInsensitive: caseInsensitive)
    let paths =
      table.records.compactMap(\.literalPath)
      + (0..<100).map { _ in
        CompiledTableDifferentialTests.url(&random)
      }.filter { $0.hasPrefix("/") && !$0.contains("?") }
    for path in paths {
      guard let url = try? RouteURL(path) else { continue }
      let candidates = index.candidates(for: caseInsensitive ? path.lowercased() : path)
      for entry in optional
      where (try? entry.matcher(configuration: table.configuration).match(url)) != nil {
        #expect(candidates.contains { $0 === entry }, "\(entry.expression.pattern) on \(path)")
      }
    }
  }
}
