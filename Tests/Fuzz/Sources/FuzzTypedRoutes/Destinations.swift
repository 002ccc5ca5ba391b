import Foundation
import Waypoint

// The typed routes the target builds values of: each kind of parameter (path, constrained,
// wildcard, optional part, mixed segment, source-restricted, query items of every supported
// type) in a struct destination, and an enum whose cases use them again.

/// Free text in a plain path parameter, and as query items.
struct TextDestination: RouteDestination, Hashable {
  static let pattern = "/text/:name"
  var name: String
  var note: String?
  var tags: [String]
}

/// Numbers and booleans: a constrained path parameter and query items of each numeric type.
struct NumberDestination: RouteDestination, Equatable {
  static let pattern = "/numbers/:id(-?\\d+)"
  var id: Int
  var ratio: Double
  var scale: Float?
  var small: Int8?
  var big: UInt64
  var flag: Bool
  var flags: [Bool]

  /// Equal numbers, with NaN equal to NaN and 0 apart from -0: the identity a round trip
  /// must keep.
  static func == (lhs: Self, rhs: Self) -> Bool {
    func same<Number: BinaryFloatingPoint>(_ left: Number?, _ right: Number?) -> Bool {
      guard let left, let right else { return left == nil && right == nil }
      return left.isNaN ? right.isNaN : left == right && left.sign == right.sign
    }
    return lhs.id == rhs.id && same(lhs.ratio, rhs.ratio) && same(lhs.scale, rhs.scale)
      && lhs.small == rhs.small && lhs.big == rhs.big && lhs.flag == rhs.flag
      && lhs.flags == rhs.flags
  }
}

/// A wildcard, whose `/` separate segments.
struct FileDestination: RouteDestination, Hashable {
  static let pattern = "/files/*path"
  var path: String
}

/// An optional part holding a `UUID`, and enums with integer and string raw values.
struct EditDestination: RouteDestination, Hashable {
  static let pattern = "/users{/:id}/edit"
  enum Section: Int, Codable, CaseIterable { case profile = 1, privacy = 2, billing = 3 }
  enum Mode: String, Codable, CaseIterable { case view, edit, a = "a b/c%", empty = "" }
  var id: UUID?
  var section: Section?
  var sections: [Section]
  var mode: Mode
}

/// Two parameters in one segment.
struct MixedDestination: RouteDestination, Hashable {
  static let pattern = "/mixed/:name.:ext"
  var name: String
  var ext: String
}

/// A link restricted to the `myapp` scheme, with a renamed parameter.
struct ShareDestination: RouteDestination, Hashable {
  static let pattern = "myapp://share/:token"
  var shareToken: String

  enum CodingKeys: String, CodingKey {
    case shareToken = "token"
  }
}

/// Dates, in the path and in the query.
struct DateDestination: RouteDestination, Hashable {
  static let pattern = "/at/:when"
  var when: Date
  var until: Date?
}

/// URLs in the query.
struct WebDestination: RouteDestination, Hashable {
  static let pattern = "/web"
  var address: URL
  var mirrors: [URL]
}

/// An app's routes as one enum: the shapes of associated values, a former pattern, a
/// destination as a case's value.
enum AppRoute: RouteEnum, Hashable {
  case home
  case item(id: Int)
  case search(query: String, page: Int?)
  case file(path: String)
  case pair(String, String)
  case text(TextDestination)
  case at(date: Date)
  case toggle(on: Bool, label: String?)

  static let patterns: CasePatterns = [
    "home": "/home",
    "item": CasePattern("/items/:id(\\d+)", formerly: ["/item/:id(\\d+)"]),
    "search": "/search/:query",
    "file": "/browse/*path",
    "pair": CasePattern("/pairs/:left/:right", arguments: ["left", "right"]),
    "text": .destination(TextDestination.self),
    "at": "/dates/:date",
    "toggle": "/toggle/:on",
  ]
}
