import Foundation
import Waypoint

/// The routes a tooling command reads: routes files (`--routes FILE`, repeatable) or a route
/// manifest (`--manifest FILE`).
struct RouteInput {
  /// One route as written, with where it was read.
  struct Entry {
    /// `file:line` or `routes[3]`.
    let place: String
    let pattern: String?
    let regex: String?
    let source: String?
    let handler: String?
    let name: String?
    let priority: Int
    let flags: RouteFlags
    let presentation: String?
    /// The HTTP method column of a routes file line.
    let method: String?
  }

  /// One redirect as written.
  struct Redirect {
    let place: String
    let from: String
    let to: String
    let name: String?
    let priority: Int
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
    for path in files {
      for line in try RoutesFile(path: path).lines {
        entries.append(
          Entry(
            place: "\(path):\(line.number)", pattern: line.pattern, regex: nil, source: nil,
            handler: nil, name: nil, priority: 0, flags: [], presentation: nil, method: line.method)
        )
      }
    }
    for path in manifests {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError("cannot read manifest \(path)")
      }
      let manifest: RouteManifest
      do {
        manifest = try RouteManifest(json: data)
      } catch {
        throw UsageError("\(path): \(error)")
      }
      add(manifest, from: path)
    }
  }

  private mutating func add(_ manifest: RouteManifest, from path: String) {
    for (index, route) in manifest.routes.enumerated() {
      var flags: RouteFlags = []
      if route.flags?.contains("internalOnly") == true { flags.insert(.internalOnly) }
      if route.flags?.contains("requiresLogin") == true { flags.insert(.requiresLogin) }
      entries.append(
        Entry(
          place: "\(path) routes[\(index)]", pattern: route.pattern, regex: route.regex,
          source: route.source, handler: route.handler, name: route.name,
          priority: route.priority ?? 0, flags: flags, presentation: route.presentation,
          method: nil))
    }
    for (index, redirect) in manifest.redirects.enumerated() {
      redirects.append(
        Redirect(
          place: "\(path) redirects[\(index)]", from: redirect.from, to: redirect.to,
          name: redirect.name, priority: redirect.priority ?? 0))
    }
  }

  /// What registering the input gave: a router, and the entries it refused.
  struct Registration {
    let router: Router
    /// The registered routes with the entries they came from.
    let places: [ObjectIdentifier: String]
    /// The entries refused, with why.
    let refused: [(place: String, error: RouteError)]
    /// Entries skipped as repeats of an earlier line for another HTTP method.
    let repeats: Int
  }

  /// Registers every entry and redirect on a new router, each route with a handler that does
  /// nothing (named as the manifest names it); entries that fail are listed, not fatal.
  func register(configuration: Router.Configuration = .init()) -> Registration {
    let router = Router(configuration: configuration)
    for name in Set(entries.compactMap(\.handler)) {
      try? router.registerHandler(ClosureRouteHandler { _ in .ok }, named: name)
    }
    var places: [ObjectIdentifier: String] = [:]
    var refused: [(place: String, error: RouteError)] = []
    var seenMethods: [RouteExpression: Set<String>] = [:]
    var repeats = 0
    for entry in entries {
      do throws(RouteError) {
        let definition = try entry.definition()
        if let method = entry.method, let methods = seenMethods[definition.expression],
          !methods.contains(method)
        {
          seenMethods[definition.expression, default: []].insert(method)
          repeats += 1
          continue
        }
        if let method = entry.method {
          seenMethods[definition.expression, default: []].insert(method)
        }
        let route = try router.register(definition)
        places[ObjectIdentifier(route)] = entry.place
      } catch {
        refused.append((entry.place, error))
      }
    }
    for redirect in redirects {
      do throws(RouteError) {
        let route = try router.register(
          RouteDefinition.redirect(
            from: redirect.from, to: redirect.to, name: redirect.name, priority: redirect.priority))
        places[ObjectIdentifier(route)] = redirect.place
      } catch {
        refused.append((redirect.place, error))
      }
    }
    return Registration(router: router, places: places, refused: refused, repeats: repeats)
  }
}

extension RouteInput.Entry {
  /// The route definition of this entry.
  func definition() throws(RouteError) -> RouteDefinition {
    let expression: RouteExpression
    if let regex {
      let restriction: LinkSource?
      if let source {
        restriction =
          source.contains("://")
          ? .webOrigin(try WebOrigin(source)) : .appScheme(source.lowercased())
      } else {
        restriction = nil
      }
      expression = try RouteExpression(regex: regex, source: restriction)
    } else {
      expression = try RouteExpression(pattern ?? "")
    }
    return RouteDefinition(
      expression: expression, name: name, priority: priority, flags: flags,
      presentation: presentation.flatMap(Presentation.init),
      target: handler.map { .named($0) } ?? .handler(ClosureRouteHandler { _ in .ok }))
  }
}
