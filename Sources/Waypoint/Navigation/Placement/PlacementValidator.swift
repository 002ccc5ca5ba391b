/// The check of every route's parent, run when a change of the routes completes (a
/// registration batch, a plugin install, a manifest apply), so that a child may come before
/// its parent: a parent must be a route's name, a path pattern whose required parameters the
/// child fills from its own path parameters and defaults, and no chain of parents may lead
/// back to where it started.
///
/// Tabs are not checked: the router knows of no declared tabs.
struct PlacementValidator: RouteSetValidator {
  func validate(_ routes: [Route], byName: [String: Route]) throws(RouteError) {
    var parents: [String: String] = [:]
    for route in routes {
      guard let parentName = route.placement.parent else { continue }
      let label = route.name ?? route.pattern
      guard let parent = byName[parentName] else {
        throw .unknownParent(route: label, parent: parentName)
      }
      guard !parent.expression.isRawRegex else {
        throw .irreversibleParent(route: label, parent: parentName)
      }
      let fillable = route.fillableParameterNames
      let missing = parent.expression.requiredParameterNames.filter {
        !fillable.contains($0) && parent.defaults[$0] == nil
      }
      guard missing.isEmpty else {
        throw .unfillableParent(route: label, parent: parentName, missing: missing)
      }
      if let name = route.name { parents[name] = parentName }
    }
    try Self.checkCycles(parents, in: routes)
  }

  /// Throws ``RouteError/parentCycle(_:)`` for the first route, in dispatch order, whose chain
  /// of parents comes back to a route already in it.
  private static func checkCycles(_ parents: [String: String], in routes: [Route])
    throws(RouteError)
  {
    var acyclic: Set<String> = []
    for route in routes {
      guard let start = route.name, parents[start] != nil, !acyclic.contains(start) else {
        continue
      }
      var chain = [start]
      var current = start
      while let next = parents[current], !acyclic.contains(next) {
        if let index = chain.firstIndex(of: next) {
          throw .parentCycle(Array(chain[index...]) + [next])
        }
        chain.append(next)
        current = next
      }
      acyclic.formUnion(chain)
    }
  }
}

extension Route {
  /// The parameters the route can give its parent: the path parameters every match sets (a
  /// raw regex route's named groups), and its defaults.
  var fillableParameterNames: Set<String> {
    let captured =
      expression.isRawRegex ? expression.parameterNames : expression.requiredParameterNames
    return Set(captured).union(defaults.keys)
  }
}
