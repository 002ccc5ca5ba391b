import Foundation
import Waypoint

/// The app enum: a case without values, a constrained path parameter with a former
/// pattern, a URL in the query, and a case shown as a sheet.
enum AppRoute: RouteEnum, Hashable {
  case home
  case detail(id: Int)
  case web(url: URL)
  case login

  static let patterns: CasePatterns = [
    "home": "/home",
    "detail": CasePattern("/items/:id(\\d+)", formerly: ["/detail/:id(\\d+)"]),
    "web": "/web",
    "login": CasePattern("/login", presentation: .present(.sheet)),
  ]
}

/// An enum with each shape of associated values, and a case without a pattern.
enum ShapeRoute: RouteEnum, Hashable {
  enum Order: String, Codable, CaseIterable { case new, old }

  case pair(Int, String)
  case mixed(Int, label: String)
  case search(query: String?, page: Int?)
  case product(ProductDestination)
  case sorted(order: Order, tags: [String])
  case at(date: Date)
  case ext(for: Int)
  case renamed(id: Int)
  case files(path: String)
  case unrouted(id: Int)

  enum CodingKeys: String, CodingKey {
    case pair, mixed, search, product, sorted, at, ext, files, unrouted
    case renamed = "item"
  }

  static let patterns: CasePatterns = [
    "pair": CasePattern("/pairs/:left/:right", arguments: ["left", "right"]),
    "mixed": "/mixed/:_0",
    "search": "/search",
    "product": .destination(ProductDestination.self),
    "sorted": "/sorted/:order",
    "at": "/at/:date",
    "ext": "/ext/:for",
    "item": "/things/:id",
    "files": "/files/*path",
  ]
}

/// A case whose pattern names a parameter the case does not have.
enum TypoRoute: RouteEnum, Hashable {
  case detail(id: Int)
  static let patterns: CasePatterns = ["detail": "/items/:ident"]
}

/// A pattern keyed by no case.
enum MissingCaseRoute: RouteEnum, Hashable {
  case detail(id: Int)
  static let patterns: CasePatterns = ["detail": "/items/:id", "detal": "/old/:id"]
}

/// Two cases with the same pattern, and two that differ only by parameter names.
enum DuplicateRoute: RouteEnum, Hashable {
  case first(id: Int)
  case second(id: Int)
  case third(code: Int)
  static let patterns: CasePatterns = [
    "first": "/items/:id", "second": "/items/:id/", "third": "/items/:code",
  ]
}

/// A raw-value enum that is not `CaseIterable`: the probe has no sample of it.
enum Hidden: String, Codable, Hashable { case a, b }

/// A case whose check stops at a value without a sample, with a path parameter after it.
enum HiddenRoute: RouteEnum, Hashable {
  case hidden(first: Int, kind: Hidden, after: Int)
  static let patterns: CasePatterns = ["hidden": "/hidden/:first/:after"]
}

/// ``HiddenRoute`` with a sample value, which completes the check.
enum SampledHiddenRoute: RouteEnum, Hashable {
  case hidden(first: Int, kind: Hidden, after: Int)
  static let patterns: CasePatterns = ["hidden": "/hidden/:first/:after"]
  static let sampleValues: [SampledHiddenRoute] = [.hidden(first: 1, kind: .a, after: 2)]
}

/// Shapes no URL parameter can be: an array in the path, a dictionary, a struct in a struct,
/// arguments that do not fit, one name twice after flattening.
enum UnsupportedRoute: RouteEnum, Hashable {
  struct Point: Codable, Hashable {
    var x: Int
    var y: Int
  }
  struct Map: Codable, Hashable {
    var zoom: Int
    var center: Point
  }
  case tagged(tags: [String])
  case lookup(table: [String: Int])
  case map(Map)
  case pair(Int, Int)
  case clash(ProductDestination, id: Int)
  static let patterns: CasePatterns = [
    "tagged": "/tags/:tags",
    "lookup": "/lookup",
    "map": "/map",
    "pair": CasePattern("/pair/:a/:b", arguments: ["a", "b", "c"]),
    "clash": "/clash/:id",
  ]
}

/// A struct declared as a route enum.
struct NotAnEnumRoute: RouteEnum, Hashable {
  var id: Int
  static let patterns: CasePatterns = ["detail": "/items/:id"]
}

/// An enum of cases declared as a destination.
enum EnumDestination: RouteDestination, Hashable {
  case detail(id: Int)
  static let pattern = "/enum/:id"
}

/// A destination whose path parameter is not a property: the query would fill it.
struct TypoDestination: RouteDestination, Hashable {
  static let pattern = "/typo/:ident"
  var id: Int
}

/// A destination with dates: a path parameter, an optional query item, a list.
struct EventDestination: RouteDestination, Hashable {
  static let pattern = "/events/:start"
  var start: Date
  var end: Date?
  var reminders: [Date] = []
}

/// A configuration accepting `notes` and `https://notes.example.com`.
let notesConfiguration = Router.Configuration(
  appSchemes: ["notes"], webOrigins: [try! WebOrigin("https://notes.example.com")])
