import Foundation

/// The types of primitive parameters a router stores with its held links: the built-in ones
/// and the `Codable` types the app registered, each with how its value becomes text and back.
struct StoredParameterTypes: Sendable {
  /// One storable type.
  private struct Codec: Sendable {
    let name: String
    let matches: @Sendable (any Sendable) -> Bool
    let text: @Sendable (any Sendable) -> String?
    let value: @Sendable (String) -> (any Sendable)?
  }

  private let codecs: [Codec]
  private let byName: [String: Codec]

  /// The built-in types and `appTypes`.
  init(appTypes: [any (Codable & Sendable).Type] = []) {
    var codecs = Self.builtIn
    for type in appTypes {
      codecs.append(Self.json(type))
    }
    self.codecs = codecs
    byName = Dictionary(codecs.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// `value` as a stored parameter, or `nil` when its type is not one of these.
  func stored(_ value: any Sendable) -> StoredParameter? {
    for codec in codecs where codec.matches(value) {
      guard let text = codec.text(value) else { return nil }
      return StoredParameter(type: codec.name, value: text)
    }
    return nil
  }

  /// The value of `parameter`, of its type, or `nil` when its type is not one of these or its
  /// text does not read as one.
  func value(of parameter: StoredParameter) -> (any Sendable)? {
    byName[parameter.type]?.value(parameter.value)
  }

  /// `parameters` split into those that can be stored and the sorted names of the others.
  func split(_ parameters: [String: any Sendable]) -> (
    stored: [String: StoredParameter], unstored: [String]
  ) {
    var stored: [String: StoredParameter] = [:]
    var unstored: [String] = []
    for (name, value) in parameters {
      if let parameter = self.stored(value) {
        stored[name] = parameter
      } else {
        unstored.append(name)
      }
    }
    return (stored, unstored.sorted())
  }

  /// The values of `parameters` that can be restored, and the sorted names of the others.
  func restore(_ parameters: [String: StoredParameter]) -> (
    values: [String: any Sendable], unrestored: [String]
  ) {
    var values: [String: any Sendable] = [:]
    var unrestored: [String] = []
    for (name, parameter) in parameters {
      if let value = value(of: parameter) {
        values[name] = value
      } else {
        unrestored.append(name)
      }
    }
    return (values, unrestored.sorted())
  }

  // MARK: The codecs

  private static let builtIn: [Codec] = [
    lossless(String.self), lossless(Bool.self), lossless(Int.self), lossless(Int8.self),
    lossless(Int16.self), lossless(Int32.self), lossless(Int64.self), lossless(UInt.self),
    lossless(UInt8.self), lossless(UInt16.self), lossless(UInt32.self), lossless(UInt64.self),
    lossless(Double.self), lossless(Float.self),
    Codec(
      name: "Date", matches: { $0 is Date },
      text: { ($0 as? Date).map { $0.timeIntervalSince1970.description } },
      value: { Double($0).map { Date(timeIntervalSince1970: $0) } }),
    Codec(
      name: "URL", matches: { $0 is URL }, text: { ($0 as? URL)?.absoluteString },
      value: { URL(string: $0) }),
    Codec(
      name: "UUID", matches: { $0 is UUID }, text: { ($0 as? UUID)?.uuidString },
      value: { UUID(uuidString: $0) }),
    Codec(
      name: "Data", matches: { $0 is Data }, text: { ($0 as? Data)?.base64EncodedString() },
      value: { Data(base64Encoded: $0) }),
  ]

  /// A type whose `description` reads back with `init?(_:)`; only a value of exactly this
  /// type matches (an `Int` never passes for a `Double`).
  private static func lossless<Value: LosslessStringConvertible & Sendable>(_ type: Value.Type)
    -> Codec
  {
    Codec(
      name: String(describing: type), matches: { Swift.type(of: $0) == type },
      text: { ($0 as? Value)?.description }, value: { Value($0) })
  }

  /// An app's `Codable` type, stored as JSON under its full name.
  private static func json<Value: Codable & Sendable>(_ type: Value.Type) -> Codec {
    Codec(
      name: String(reflecting: type), matches: { Swift.type(of: $0) == type },
      text: { value in
        guard let value = value as? Value else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
      },
      value: { text in try? JSONDecoder().decode(Value.self, from: Data(text.utf8)) })
  }
}
