/// The query of a URL as ordered items (<doc:RoutingSemantics#Four-sources>).
///
/// A repeated name keeps every value; `+` means a space here (and only here); `%2B` is `+`; a
/// name without `=` has the value `""`; a value may contain `=`. Nothing is decoded until read.
///
/// ```swift
/// let query = try RouteURL("/search?tag=a&tag=b+c&flag&expr=x%3Dy").query
/// query.all("tag")    // ["a", "b c"]
/// query.last("tag")   // "b c"
/// query["flag"]       // ""
/// query["expr"]       // "x=y"
/// ```
public struct QueryParameters: Sendable, Hashable, Sequence, CustomStringConvertible {
  /// The query as it appeared in the URL, without the `?`.
  public let rawValue: Substring

  /// A query from its text, without the leading `?`; escapes must be well-formed.
  init(_ rawValue: Substring) {
    self.rawValue = rawValue
  }

  /// Whether the query has no items.
  public var isEmpty: Bool { rawItems.first { !$0.isEmpty } == nil }

  /// Every item, in order.
  public var items: [QueryItem] { Array(self) }

  /// The distinct names, in order of first appearance.
  public var names: [String] {
    var seen = Set<String>()
    return compactMap { seen.insert($0.name).inserted ? $0.name : nil }
  }

  /// The first value for `name` (the same as ``first(_:)``).
  public subscript(name: String) -> String? { first(name) }

  /// The first value for `name`, or `nil` when the query does not have it.
  public func first(_ name: String) -> String? {
    first { $0.name == name }?.value
  }

  /// The last value for `name`, or `nil` when the query does not have it.
  public func last(_ name: String) -> String? {
    reversed().first { $0.name == name }?.value
  }

  /// Every value for `name`, in order; empty when the query does not have it.
  public func all(_ name: String) -> [String] {
    compactMap { $0.name == name ? $0.value : nil }
  }

  /// Whether the query has at least one item called `name`.
  public func contains(_ name: String) -> Bool {
    first(name) != nil
  }

  /// Iterates over the decoded items, in order.
  public func makeIterator() -> some IteratorProtocol<QueryItem> {
    rawItems.lazy.filter { !$0.isEmpty }.map(Self.decode).makeIterator()
  }

  /// The query as it appeared in the URL.
  public var description: String { String(rawValue) }

  private var rawItems: [Substring] {
    rawValue.split(separator: "&", omittingEmptySubsequences: false)
  }

  private static func decode(_ item: Substring) -> QueryItem {
    guard let equals = item.firstIndex(of: "=") else {
      return QueryItem(name: PercentEncoding.decode(item, plusIsSpace: true), value: "")
    }
    return QueryItem(
      name: PercentEncoding.decode(item[..<equals], plusIsSpace: true),
      value: PercentEncoding.decode(item[item.index(after: equals)...], plusIsSpace: true))
  }
}
