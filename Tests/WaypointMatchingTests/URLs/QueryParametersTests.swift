import Testing

@testable import WaypointMatching

@Suite("QueryParameters")
struct QueryParametersTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let query: String
    let items: [QueryItem]
    var testDescription: String { "?\(query)" }
  }

  static let table: [Case] = [
    .init(query: "a=1&b=2", items: [.init(name: "a", value: "1"), .init(name: "b", value: "2")]),
    .init(
      query: "tag=a&tag=b", items: [.init(name: "tag", value: "a"), .init(name: "tag", value: "b")]),
    .init(query: "flag", items: [.init(name: "flag", value: "")]),
    .init(query: "flag=", items: [.init(name: "flag", value: "")]),
    .init(query: "expr=x=y", items: [.init(name: "expr", value: "x=y")]),
    .init(query: "q=a+b", items: [.init(name: "q", value: "a b")]),
    .init(query: "q=a%2Bb", items: [.init(name: "q", value: "a+b")]),
    .init(query: "q=%E5%AE%B6", items: [.init(name: "q", value: "家")]),
    .init(query: "q=家", items: [.init(name: "q", value: "家")]),
    .init(query: "a%20b=c%26d", items: [.init(name: "a b", value: "c&d")]),
    .init(query: "a=1&&b=2&", items: [.init(name: "a", value: "1"), .init(name: "b", value: "2")]),
    .init(query: "", items: []),
    .init(query: "=v", items: [.init(name: "", value: "v")]),
  ]

  @Test("query model of section 5", arguments: table)
  func items(_ row: Case) throws {
    #expect(try RouteURL("/p?\(row.query)").query.items == row.items)
  }

  @Test func theIteratorIsANamedTypeThatDecodesOneItemPerStep() throws {
    var iterator: QueryParameters.Iterator = try RouteURL("/p?a=1&&b=x%20y&").query.makeIterator()
    #expect(iterator.next() == QueryItem(name: "a", value: "1"))
    #expect(iterator.next() == QueryItem(name: "b", value: "x y"))
    #expect(iterator.next() == nil)
    #expect(iterator.next() == nil)
  }

  @Test func repeatedKeysKeepEveryValue() throws {
    let query = try RouteURL("/p?tag=a&x=1&tag=b&tag=c").query
    #expect(query.first("tag") == "a")
    #expect(query.last("tag") == "c")
    #expect(query.all("tag") == ["a", "b", "c"])
    #expect(query["tag"] == "a")
    #expect(query.names == ["tag", "x"])
    #expect(query.all("missing").isEmpty)
    #expect(query["missing"] == nil)
    #expect(query.contains("x"))
  }

  @Test func plusIsASpaceOnlyInTheQuery() throws {
    let url = try RouteURL("/a+b?c=d+e")
    #expect(url.path == "/a+b")
    #expect(url.query["c"] == "d e")
  }
}
