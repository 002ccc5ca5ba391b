import Testing

@testable import Waypoint

/// A query's items are split at the byte `&`, and a name ends at the first byte `=`, whatever
/// follows them (the Routing semantics article, *Four sources*).
///
/// Found while profiling FuzzRouteURL: the items were split by `Character`, and `&` or `=`
/// followed by a combining mark (U+0301) forms one `Character` with it, so `?x=1&\u{301}y=2`
/// read as the one item `x` = `1&\u{301}y=2`, while the router's query limit, which counts
/// `&` bytes, counted two items.
@Suite("Query item splitting")
struct QueryItemSplittingTests {
  @Test("& followed by a combining mark separates two items")
  func ampersandBeforeACombiningMarkSeparates() throws {
    let url = try RouteURL("/a?x=1&\u{301}y=2")
    #expect(
      url.query.items == [
        QueryItem(name: "x", value: "1"), QueryItem(name: "\u{301}y", value: "2"),
      ])
    #expect(url.query.all("x") == ["1"])
    #expect(url.query["\u{301}y"] == "2")
    #expect(url.queryItemCount == url.query.items.count)
  }

  @Test("= followed by a combining mark ends the name")
  func equalsBeforeACombiningMarkEndsTheName() throws {
    let query = try RouteURL("/a?x=\u{301}1&\u{301}=2").query
    #expect(
      query.items == [
        QueryItem(name: "x", value: "\u{301}1"), QueryItem(name: "\u{301}", value: "2"),
      ])
    #expect(query["x"] == "\u{301}1")
    #expect(query.names == ["x", "\u{301}"])
  }

  /// Names still compare as strings do (canonical equivalence), escaped or not: `é` written
  /// precomposed, escaped or as `e` and a combining mark, and the Kelvin sign, which is `K`.
  @Test("a name is found by any string equal to it")
  func namesCompareAsStrings() throws {
    let query = try RouteURL("/a?caf%C3%A9=1&cafe\u{301}=2&caf\u{E9}=3&%E2%84%AA=4&K=5").query
    #expect(query.all("caf\u{E9}") == ["1", "2", "3"])
    #expect(query.all("cafe\u{301}") == ["1", "2", "3"])
    #expect(query.all("K") == ["4", "5"])
    #expect(query.first("\u{212A}") == "4")
    #expect(query.last("\u{212A}") == "5")
    #expect(!query.contains("cafe"))
  }

  /// `first`, `last`, `all` and `contains` agree with the items, on escapes, `+`, bare names,
  /// empty items and values holding `=`.
  @Test(
    "lookups agree with the items",
    arguments: ["a=1&b=2&a=3", "a+b=c+d&a%20b=e", "&&x&&x=&x==1&", "%2B=%2b&+=1", "", "&", "=&=1"])
  func lookupsAgreeWithTheItems(_ raw: String) throws {
    let query = try RouteURL("/a?" + raw).query
    let items = query.items
    #expect(query.isEmpty == items.isEmpty)
    for name in Set(items.map(\.name)) + ["missing"] {
      let values = items.filter { $0.name == name }.map(\.value)
      #expect(query.all(name) == values, "\(name)")
      #expect(query.first(name) == values.first, "\(name)")
      #expect(query.last(name) == values.last, "\(name)")
      #expect(query.contains(name) == !values.isEmpty, "\(name)")
    }
  }
}
