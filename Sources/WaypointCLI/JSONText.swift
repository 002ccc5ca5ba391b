import Waypoint

/// A JSON value written with its keys in the order given, as one line.
indirect enum JSONText {
  case string(String)
  case number(Int)
  case bool(Bool)
  case null
  case array([JSONText])
  case object([(String, JSONText)])

  /// A string, or `null` for `nil`.
  static func string(_ value: String?) -> JSONText {
    value.map { .string($0) } ?? .null
  }

  /// A route error as `{"code": ..., "message": ...}`; `code` is its case name.
  static func error(_ error: RouteError) -> JSONText {
    .object([("code", .string(error.code)), ("message", .string(error.description))])
  }

  /// Path parameters as an object of their decoded values, in pattern order.
  static func parameters(_ parameters: PathParameters) -> JSONText {
    .object(parameters.map { ($0.name, .string($0.value)) })
  }

  /// The value as compact JSON (RFC 8259).
  var rendered: String {
    switch self {
    case .string(let value): return Self.quoted(value)
    case .number(let value): return String(value)
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array(let items): return "[" + items.map(\.rendered).joined(separator: ",") + "]"
    case .object(let members):
      return "{" + members.map { Self.quoted($0.0) + ":" + $0.1.rendered }.joined(separator: ",")
        + "}"
    }
  }

  /// The value as indented JSON, for files people read.
  func pretty(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .array(let items) where !items.isEmpty:
      return "[\n" + items.map { inner + $0.pretty(indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)]"
    case .object(let members) where !members.isEmpty:
      return "{\n"
        + members.map { inner + Self.quoted($0.0) + ": " + $0.1.pretty(indent: inner) }
        .joined(separator: ",\n") + "\n\(indent)}"
    default:
      return rendered
    }
  }

  private static func quoted(_ text: String) -> String { JSONString.quoted(text) }
}
