import Foundation

/// A JSON value as an association file holds it: read with `JSONDecoder`, which tells `true`
/// from `1` (`JSONSerialization` does not, on every platform), and written with its members in
/// the order given.
indirect enum AssociationJSON: Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([AssociationJSON])
  /// Members in order: as written for a value made here, sorted by key for a value read.
  case object([(String, AssociationJSON)])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([AssociationJSON].self) {
      self = .array(value)
    } else {
      let members = try container.decode([String: AssociationJSON].self)
      self = .object(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
  }

  /// The value read from `data`.
  ///
  /// - Throws: ``SiteAssociationError/invalidJSON(_:)``.
  static func read(_ data: Data) throws(SiteAssociationError) -> AssociationJSON {
    guard String(bytes: data, encoding: .utf8) != nil else {
      throw .invalidJSON("the file is not UTF-8")
    }
    do {
      return try JSONDecoder().decode(AssociationJSON.self, from: data)
    } catch let DecodingError.dataCorrupted(context) {
      let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey]
      throw .invalidJSON((underlying as? String) ?? context.debugDescription)
    } catch {
      throw .invalidJSON("\(error)")
    }
  }

  /// The member called `key` of an object.
  subscript(key: String) -> AssociationJSON? {
    guard case .object(let members) = self else { return nil }
    return members.last { $0.0 == key }?.1
  }

  /// What the value is, for a message: `a string`, `true`, `an array`...
  var kind: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return "the number \(value)"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The value as indented JSON, two spaces a level, for a file people read.
  func pretty(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .array(let items) where !items.isEmpty && items.allSatisfy(\.isScalar):
      // A list of strings on one line when it fits: `"appIDs": ["ABCDE12345.com.example.shop"]`.
      let line = "[" + items.map { $0.pretty() }.joined(separator: ", ") + "]"
      guard indent.count + line.count > 80 else { return line }
      return "[\n" + items.map { inner + $0.pretty(indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)]"
    case .array(let items) where !items.isEmpty:
      return "[\n" + items.map { inner + $0.pretty(indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)]"
    case .object(let members) where !members.isEmpty && members.allSatisfy(\.1.isScalar):
      // A component on one line when it fits: `{"/": "/cart", "comment": "cart.show"}`.
      let line =
        "{ " + members.map { Self.quoted($0.0) + ": " + $0.1.pretty() }.joined(separator: ", ")
        + " }"
      guard indent.count + line.count > 100 else { return line }
      return "{\n"
        + members.map { inner + Self.quoted($0.0) + ": " + $0.1.pretty(indent: inner) }
        .joined(separator: ",\n") + "\n\(indent)}"
    case .object(let members) where !members.isEmpty:
      return "{\n"
        + members.map { inner + Self.quoted($0.0) + ": " + $0.1.pretty(indent: inner) }
        .joined(separator: ",\n") + "\n\(indent)}"
    case .array: return "[]"
    case .object: return "{}"
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value):
      return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    case .string(let value): return Self.quoted(value)
    }
  }

  /// Whether the value is neither an array nor an object.
  private var isScalar: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }

  private static func quoted(_ text: String) -> String { JSONString.quoted(text) }
}
