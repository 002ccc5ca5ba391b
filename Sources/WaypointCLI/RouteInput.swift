import Foundation
import Waypoint

/// The routes a tooling command reads: routes files (`--routes FILE`, repeatable) or a route
/// manifest (`--manifest FILE`).
struct RouteInput {
  /// One route as written, with where it was read.
  struct Entry {
    /// What a route is read from.
    enum Content {
      /// A pattern of a routes file.
      case pattern(String)
      /// A route of a manifest, read as the router's `apply` reads it.
      case manifest(RouteManifest.Entry)
    }

    /// `file:line` or `routes[3]`.
    let place: String
    let content: Content
    /// The HTTP method column of a routes file line.
    let method: String?

    /// The handler name a manifest route names.
    var handler: String? {
      guard case .manifest(let entry) = content else { return nil }
      return entry.handler
    }
  }

  /// One redirect as written.
  struct Redirect {
    let place: String
    let from: String
    let to: String
    let name: String?
    let priority: Int
    /// Whether it is the redirect of a typed route's former pattern, which the app's code
    /// registers (`"typed": true`).
    var typed = false
  }

  var entries: [Entry] = []
  var redirects: [Redirect] = []

  /// The options every tooling command takes to read routes.
  static let valueOptions: Set<String> = ["routes", "manifest"]

  /// Reads what `--routes` and `--manifest` name.
  ///
  /// - Throws: ``UsageError`` when neither is given, a file cannot be read, or the manifest is
  ///   not valid manifest JSON.
  init(_ options: ArgumentReader) throws {
    let files = options.values("routes")
    let manifests = options.values("manifest")
    guard !files.isEmpty || !manifests.isEmpty else {
      throw UsageError("give --routes FILE or --manifest FILE")
    }
    try self.init(routesFiles: files, manifests: manifests)
  }

  /// Reads the routes files and manifests at these paths; none is fine.
  ///
  /// - Throws: ``UsageError`` when a file cannot be read or a manifest is not valid manifest
  ///   JSON.
  init(routesFiles files: [String], manifests: [String]) throws {
    for path in files {
      add(try RoutesFile(path: path), from: path)
    }
    for path in manifests {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError("cannot read manifest \(path)")
      }
      try addManifest(data, from: path)
    }
  }

  /// Reads the one route table at `path`, reading the file once: a route manifest when its
  /// text starts with `{` (after white space), a routes file otherwise.
  ///
  /// - Throws: ``UsageError`` when the file cannot be read or a manifest is not valid manifest
  ///   JSON.
  init(tableAt path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError("cannot read \(path)")
    }
    let isManifest = data.first { !Character(UnicodeScalar($0)).isWhitespace } == UInt8(ascii: "{")
    guard isManifest else {
      add(RoutesFile(text: String(decoding: data, as: UTF8.self)), from: path)
      return
    }
    try addManifest(data, from: path)
  }

  private mutating func add(_ file: RoutesFile, from path: String) {
    for line in file.lines {
      entries.append(
        Entry(
          place: "\(path):\(line.number)", content: .pattern(line.pattern), method: line.method))
    }
  }

  /// Reads the manifest JSON `data` of the file at `path`.
  ///
  /// - Throws: ``UsageError`` naming the file when the JSON is not a valid manifest.
  private mutating func addManifest(_ data: Data, from path: String) throws {
    let manifest: RouteManifest
    do {
      manifest = try RouteManifest(json: data)
    } catch {
      throw UsageError("\(path): \(error)")
    }
    add(manifest, from: path)
  }

  private mutating func add(_ manifest: RouteManifest, from path: String) {
    for (index, route) in manifest.routes.enumerated() {
      entries.append(
        Entry(place: "\(path) routes[\(index)]", content: .manifest(route), method: nil))
    }
    for (index, redirect) in manifest.redirects.enumerated() {
      redirects.append(
        Redirect(
          place: "\(path) redirects[\(index)]", from: redirect.from, to: redirect.to,
          name: redirect.name, priority: redirect.priority ?? 0, typed: redirect.typed == true))
    }
  }

  /// This input with the typed routes and redirects of `older` (`"typed": true`) that it does
  /// not restate: as the app keeps its typed routes when it applies a manifest that leaves them
  /// out, so does a comparison of two manifests.
  func carryingTypedRoutes(of older: RouteInput) -> RouteInput {
    func expression(_ entry: Entry) -> RouteExpression? {
      try? entry.definition().expression
    }
    let patterns = Set(entries.compactMap(expression))
    let sources = Set(redirects.compactMap { try? RouteExpression(parsing: $0.from) })
    var carried = self
    for entry in older.entries {
      guard case .manifest(let route) = entry.content, route.typed == true,
        let pattern = expression(entry), !patterns.contains(pattern)
      else { continue }
      carried.entries.append(entry)
    }
    for redirect in older.redirects where redirect.typed {
      guard let from = try? RouteExpression(parsing: redirect.from), !sources.contains(from)
      else { continue }
      carried.redirects.append(redirect)
    }
    return carried
  }

  /// What registering the input gave: a router, and the entries it refused.
  struct Registration {
    let router: Router
    /// The registered routes with the entries they came from.
    let places: [ObjectIdentifier: String]
    /// The entries refused, with why.
    let refused: [(place: String, error: RouteError)]
  }

  /// Registers every entry and redirect on a new router, for a command that needs the whole
  /// table.
  ///
  /// - Throws: ``UsageError`` naming the first entry refused.
  func registerAll() throws -> Registration {
    let registration = register()
    if let (place, error) = registration.refused.first { throw UsageError("\(place): \(error)") }
    return registration
  }

  /// Registers every entry and redirect on `router` (a new one by default), each route with a
  /// handler that does nothing (named as the manifest names it); entries that fail are listed,
  /// not fatal.
  ///
  /// The entries the router would refuse as duplicates are found first, so that the rest is
  /// registered in one call and the table compiled once (one call per entry compiles it again
  /// each time, which is quadratic for large tables); if that call still fails, the entries are
  /// registered one by one to say which.
  func register(on router: Router = Router()) -> Registration {
    for name in Set(entries.compactMap(\.handler)) {
      try? router.registerHandler(ClosureRouteHandler { _ in .ok }, named: name)
    }
    var definitions: [(place: String, definition: RouteDefinition)] = []
    var refused: [(place: String, error: RouteError)] = []
    var seenMethods: [RouteExpression: Set<String>] = [:]
    // The routes the router already has (`match` registers `--route` first) are duplicates as
    // well: left out here, they would make the one call fail.
    let existing = router.routes
    var seenExpressions = Set(existing.map(\.expression))
    var seenNames = Set(existing.compactMap(\.name))
    func add(_ place: String, _ definition: Result<RouteDefinition, RouteError>) {
      do throws(RouteError) {
        let definition = try definition.get()
        guard seenExpressions.insert(definition.expression).inserted else {
          throw .duplicateRoute(pattern: definition.expression.pattern)
        }
        if let name = definition.name, !seenNames.insert(name).inserted {
          seenExpressions.remove(definition.expression)
          throw .duplicateRouteName(name)
        }
        definitions.append((place, definition))
      } catch {
        refused.append((place, error))
      }
    }
    for entry in entries {
      let definition = Result { () throws(RouteError) in try entry.definition() }
      if let method = entry.method, case .success(let definition) = definition {
        // The same pattern for another HTTP method: one route serves both.
        let isOtherMethod = seenMethods[definition.expression].map { !$0.contains(method) }
        seenMethods[definition.expression, default: []].insert(method)
        if isOtherMethod == true { continue }
      }
      add(entry.place, definition)
    }
    for redirect in redirects {
      add(
        redirect.place,
        Result { () throws(RouteError) in
          try RouteDefinition.redirect(
            from: redirect.from, to: redirect.to, name: redirect.name, priority: redirect.priority)
        })
    }
    var places: [ObjectIdentifier: String] = [:]
    if let routes = try? router.register(definitions.map(\.definition)) {
      for (route, definition) in zip(routes, definitions) {
        places[ObjectIdentifier(route)] = definition.place
      }
    } else {
      for (place, definition) in definitions {
        do throws(RouteError) {
          places[ObjectIdentifier(try router.register(definition))] = place
        } catch {
          refused.append((place, error))
        }
      }
    }
    return Registration(router: router, places: places, refused: refused)
  }
}

extension RouteInput.Entry {
  /// The route definition of this entry: a pattern with a handler that does nothing, or the
  /// manifest route with its named handler.
  func definition() throws(RouteError) -> RouteDefinition {
    switch content {
    case .pattern(let pattern):
      return RouteDefinition(
        expression: try RouteExpression(parsing: pattern),
        target: .handler(ClosureRouteHandler { _ in .ok })
      )
    case .manifest(let entry):
      return try entry.definition()
    }
  }
}
