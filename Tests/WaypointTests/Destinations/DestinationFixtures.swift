import Foundation
import Waypoint

/// A product page: a constrained path parameter, an optional enum and a repeated query item.
struct ProductDestination: RouteDestination, Hashable {
  static let pattern = "/product/:id(\\d+)"
  enum Tab: String, Codable, CaseIterable { case info, reviews, questions }
  var id: Int
  var tab: Tab?
  var tags: [String] = []
}

/// A search: free text in the path, and one query item of each scalar type.
struct SearchDestination: RouteDestination, Hashable {
  static let pattern = "/search/:query"
  var query: String
  var page: Int?
  var exact: Bool
  var minimumPrice: Double?
  var note: String?
  var filters: [String]
}

/// A file: a wildcard whose `/` separates segments.
struct FileDestination: RouteDestination, Hashable {
  static let pattern = "/files/*path"
  var path: String
}

/// A user editor: a `UUID` in an optional part, and an enum with integer raw values.
struct UserEditDestination: RouteDestination, Hashable {
  static let pattern = "/users{/:id}/edit"
  enum Section: Int, Codable, CaseIterable { case profile = 1, privacy = 2, billing = 3 }
  var id: UUID?
  var section: Section?
  var sections: [Section]
}

/// A shared link restricted to the `myapp` scheme, with a renamed parameter.
struct ShareDestination: RouteDestination, Hashable {
  static let pattern = "myapp://share/:token"
  var shareToken: String

  enum CodingKeys: String, CodingKey {
    case shareToken = "token"
  }
}

/// An order that needs a logged-in user.
struct OrderDestination: RouteDestination, Hashable {
  static let pattern = "/order/:id(\\d+)"
  static let flags: RouteFlags = [.requiresLogin]
  var id: Int
}

/// A destination with a property no URL parameter can be: a nested struct.
struct NestedDestination: RouteDestination, Hashable {
  struct Point: Codable, Hashable {
    var x: Int
    var y: Int
  }
  static let pattern = "/map/:zoom"
  var zoom: Int
  var center: Point
}

/// A destination whose path parameter is an array, which a path cannot carry.
struct ArrayPathDestination: RouteDestination, Hashable {
  static let pattern = "/tags/:tag"
  var tag: [String]
}

/// A destination whose first segment is a parameter: the host of a custom-scheme link.
struct SectionDestination: RouteDestination, Hashable {
  static let pattern = "/:section/:item"
  var section: String
  var item: String
}

/// A configuration accepting `myapp` and `https://app.example.com`.
let destinationConfiguration = Router.Configuration(
  appSchemes: ["myapp"], webOrigins: [try! WebOrigin("https://app.example.com")])

/// A destination that declares its required path parameter optional.
struct OptionalPathDestination: RouteDestination, Hashable {
  static let pattern = "/users/:id"
  var id: Int?
}

/// A web page shown in the app: a `URL` in the query.
struct WebPageDestination: RouteDestination, Hashable {
  static let pattern = "/web"
  var address: URL
  var fallback: URL?
  var mirrors: [URL] = []
}

/// A destination whose pattern is not valid.
struct BrokenPatternDestination: RouteDestination, Hashable {
  static let pattern = "/broken/:"
  var id: Int
}

/// A destination without parameters.
struct HomeDestination: RouteDestination, Hashable {
  static let pattern = "/home"
}

/// A destination that is one value rather than properties: it has no parameter names.
enum SingleValueDestination: String, RouteDestination {
  static let pattern = "/single"
  case one
}
