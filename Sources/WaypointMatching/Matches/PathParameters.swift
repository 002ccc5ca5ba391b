/// The path parameters of a match, by name, percent-decoded when read.
///
/// Values are captured on the percent-encoded path and decoded exactly once when read, so
/// `%2F` stays inside one parameter as `/`, and `%252F` reads as `%2F`. A parameter inside an
/// optional part that was absent is not set: it is `nil`, not `""`.
///
/// ```swift
/// let match = try RouteMatcher("/files/:name").match("/files/a%2Fb")
/// match?.parameters["name"]   // "a/b"
/// match?.parameters.raw("name") // "a%2Fb"
/// ```
public struct PathParameters: Sendable, Sequence, CustomStringConvertible {
  package let url: RouteURL
  package let allNames: [String]
  package let captures: CaptureRanges

  /// The parameters `allNames` of a match on `url`, at `captures` in its route path.
  package init(url: RouteURL, allNames: [String], captures: CaptureRanges) {
    self.url = url
    self.allNames = allNames
    self.captures = captures
  }

  /// The decoded value of the parameter `name`, or `nil` when the match did not set it.
  public subscript(name: String) -> String? {
    raw(name).map { PercentEncoding.decode($0) }
  }

  /// The value of `name` as it is in the path, still percent-encoded.
  public func raw(_ name: String) -> Substring? {
    guard let index = allNames.firstIndex(of: name), let range = captures[index] else { return nil }
    return url.pathSlice(range)
  }

  /// The names of the parameters this match set, in pattern order.
  public var names: [String] {
    allNames.indices.compactMap { captures[$0] == nil ? nil : allNames[$0] }
  }

  /// How many parameters this match set.
  public var count: Int { names.count }

  /// Whether the match set no parameter.
  public var isEmpty: Bool { names.isEmpty }

  /// The set parameters as a dictionary of decoded values.
  public var dictionary: [String: String] {
    Dictionary(uniqueKeysWithValues: map { ($0.name, $0.value) })
  }

  /// The set parameters as a dictionary of values as they are in the path, still
  /// percent-encoded (what a redirect carries over).
  var rawDictionary: [String: String] {
    var values: [String: String] = [:]
    for index in allNames.indices {
      guard let range = captures[index] else { continue }
      values[allNames[index]] = String(url.pathSlice(range))
    }
    return values
  }

  /// Iterates over the set parameters in pattern order, decoded.
  public func makeIterator() -> Iterator {
    Iterator(parameters: self)
  }

  /// Reads the set parameters one at a time, in pattern order, decoding each when it is
  /// reached. A named type for the reason ``QueryParameters/Iterator`` is one: a loop outside
  /// this module calls ``next()`` without looking up an opaque type's conformance at each step.
  public struct Iterator: IteratorProtocol {
    let parameters: PathParameters
    /// The index in `parameters.allNames` of the next parameter to look at.
    var index = 0

    /// The next set parameter, decoded; `nil` after the last one.
    public mutating func next() -> (name: String, value: String)? {
      while index < parameters.allNames.count {
        let current = index
        index += 1
        if let range = parameters.captures[current] {
          return (
            parameters.allNames[current], PercentEncoding.decode(parameters.url.pathSlice(range))
          )
        }
      }
      return nil
    }
  }

  /// `name=value` pairs, decoded.
  public var description: String {
    map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
  }
}
