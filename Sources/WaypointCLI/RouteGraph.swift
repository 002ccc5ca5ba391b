import Waypoint

/// The route tree as Graphviz DOT: one node per path segment, shared by the routes that share
/// it; a route's last segment is drawn with a double border and labelled with the route.
struct RouteGraph {
  private final class Node {
    let id: Int
    let label: String
    var children: [Node] = []
    var routes: [String] = []

    init(id: Int, label: String) {
      self.id = id
      self.label = label
    }
  }

  private var nodes: [Node] = []
  private var roots: [Node] = []

  /// The graph of `routes` (in dispatch order).
  init(_ routes: [Route]) {
    for route in routes {
      let root = root(for: route.expression.source.map { "\($0)" } ?? "/")
      var node = root
      if route.expression.isRawRegex {
        node = child(of: node, label: "regex " + route.pattern)
      } else {
        for segment in route.expression.path.split(separator: "/") {
          node = child(of: node, label: String(segment))
        }
      }
      var label = route.name.map { "\(route.pattern) (\($0))" } ?? route.pattern
      if let target = route.redirectTarget { label += " -> \(target)" }
      node.routes.append(label)
    }
  }

  private mutating func root(for label: String) -> Node {
    if let existing = roots.first(where: { $0.label == label }) { return existing }
    let node = Node(id: nodes.count, label: label)
    nodes.append(node)
    roots.append(node)
    return node
  }

  private mutating func child(of parent: Node, label: String) -> Node {
    if let existing = parent.children.first(where: { $0.label == label }) { return existing }
    let node = Node(id: nodes.count, label: label)
    nodes.append(node)
    parent.children.append(node)
    return node
  }

  /// The DOT text.
  var dot: String {
    var lines = [
      "digraph routes {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];",
    ]
    for node in nodes {
      var attributes = ["label=\(Self.quoted(node.label))"]
      if !node.routes.isEmpty {
        attributes.append("peripheries=2")
        attributes.append("xlabel=\(Self.quoted(node.routes.joined(separator: "\n")))")
      }
      lines.append("  n\(node.id) [\(attributes.joined(separator: ", "))];")
    }
    for node in nodes {
      for child in node.children { lines.append("  n\(node.id) -> n\(child.id);") }
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\""
      )
      .replacingOccurrences(of: "\n", with: "\\n") + "\""
  }
}
