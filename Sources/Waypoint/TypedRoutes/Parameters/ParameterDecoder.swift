import Foundation

/// A `Decoder` over a request's merged parameters, for ``RouteRequest/decode(_:)`` and the
/// typed routes: a struct's properties, or an enum case's associated values, are parameters.
struct ParameterDecoder: Decoder {
  /// What is being decoded.
  enum Level {
    /// The value itself, a struct: its properties are parameters.
    case properties
    /// An enum value: a keyed container with the one key `caseKey`, whose values are
    /// parameters; `renames` gives the parameter name of a value's coding key (`_0` → `id`).
    case enumCase(caseKey: String, renames: [String: String])
    /// The value of the parameter `name`. Its keyed container (a struct value of an enum case)
    /// is flattened into the container at `group`, when there is one: its properties are
    /// parameters too; otherwise it is refused, as parameters are not nested.
    case value(name: String, group: [any CodingKey]?)
  }

  let parameters: ParameterLookup
  /// The place of the value, for errors: the case key (for an enum), then the parameter name.
  let codingPath: [any CodingKey]
  let level: Level
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// A decoder of a struct's properties from `parameters`.
  init(parameters: ParameterLookup) {
    self.init(parameters: parameters, codingPath: [], level: .properties)
  }

  init(parameters: ParameterLookup, codingPath: [any CodingKey], level: Level) {
    self.parameters = parameters
    self.codingPath = codingPath
    self.level = level
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    switch level {
    case .properties:
      return KeyedDecodingContainer(
        KeyedParameters(parameters: parameters, codingPath: codingPath, renames: [:]))
    case .enumCase(let caseKey, let renames):
      return KeyedDecodingContainer(
        CaseContainer(
          parameters: parameters, codingPath: codingPath, caseKey: caseKey, renames: renames))
    case .value(_, let group?):
      return KeyedDecodingContainer(
        KeyedParameters(parameters: parameters, codingPath: group, renames: [:]))
    case .value(_, nil):
      throw DecodingError.typeMismatch(
        [String: Any].self,
        .init(codingPath: codingPath, debugDescription: "parameters are not nested"))
    }
  }

  /// The parameter a single value or an array reads; none at the top.
  private var name: String {
    if case .value(let name, _) = level { return name }
    return ""
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    UnkeyedParameters(values: parameters.values(name), codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleParameter(value: parameters.values(name).first, codingPath: codingPath)
  }
}

/// A key of a coding path: a parameter's name, or an enum's case key.
struct ParameterKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) {
    stringValue = name
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    return nil
  }
}

/// An enum value: the one key of its case, whose nested container holds the case's values.
private struct CaseContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let parameters: ParameterLookup
  let codingPath: [any CodingKey]
  let caseKey: String
  let renames: [String: String]

  var allKeys: [Key] { Key(stringValue: caseKey).map { [$0] } ?? [] }

  func contains(_ key: Key) -> Bool { key.stringValue == caseKey }

  func decodeNil(forKey key: Key) throws -> Bool { false }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    throw notTheSynthesizedShape(key)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    guard key.stringValue == caseKey else { throw notTheSynthesizedShape(key) }
    return KeyedDecodingContainer(
      KeyedParameters(
        parameters: parameters, codingPath: codingPath + [ParameterKey(caseKey)],
        renames: renames, flattensGroups: true))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    throw notTheSynthesizedShape(key)
  }

  func superDecoder() throws -> any Decoder {
    throw notTheSynthesizedShape(nil)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    throw notTheSynthesizedShape(key)
  }

  private func notTheSynthesizedShape(_ key: Key?) -> DecodingError {
    DecodingError.typeMismatch(
      [String: Any].self,
      .init(
        codingPath: codingPath + (key.map { [$0] } ?? []),
        debugDescription: "the enum's Codable is not the one Swift writes"))
  }
}

/// The parameters by name: a struct's properties, or an enum case's values.
private struct KeyedParameters<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let parameters: ParameterLookup
  let codingPath: [any CodingKey]
  /// The parameter name of a coding key, where it is not the key itself.
  let renames: [String: String]
  /// Whether a struct value is flattened into this container (an enum case's values).
  var flattensGroups = false

  private func name(_ key: Key) -> String { renames[key.stringValue] ?? key.stringValue }

  var allKeys: [Key] {
    let renamed = Dictionary(renames.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    return parameters.names.compactMap { Key(stringValue: renamed[$0] ?? $0) }
  }

  func contains(_ key: Key) -> Bool { !parameters.values(name(key)).isEmpty }

  func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let name = name(key)
    let path = codingPath + [ParameterKey(name)]
    let values = parameters.values(name)
    if let direct = values.first as? T, values.count == 1 { return direct }
    if type == URL.self || type == Date.self {
      return try SingleParameter(value: values.first, codingPath: path).decode(type)
    }
    return try T(
      from: ParameterDecoder(
        parameters: parameters, codingPath: path,
        level: .value(name: name, group: flattensGroups ? codingPath : nil)))
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    throw DecodingError.typeMismatch(
      [String: Any].self,
      .init(
        codingPath: codingPath + [ParameterKey(name(key))],
        debugDescription: "parameters are not nested"))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    UnkeyedParameters(
      values: parameters.values(name(key)), codingPath: codingPath + [ParameterKey(name(key))])
  }

  func superDecoder() throws -> any Decoder {
    ParameterDecoder(parameters: parameters, codingPath: codingPath, level: .properties)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    ParameterDecoder(
      parameters: parameters, codingPath: codingPath + [ParameterKey(name(key))],
      level: .value(name: name(key), group: nil))
  }
}

/// Every value of one repeated parameter.
private struct UnkeyedParameters: UnkeyedDecodingContainer {
  let values: [any Sendable]
  let codingPath: [any CodingKey]
  var currentIndex = 0

  var count: Int? { values.count }
  var isAtEnd: Bool { currentIndex >= values.count }

  mutating func decodeNil() throws -> Bool { false }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: codingPath, debugDescription: "no more values"))
    }
    let value = values[currentIndex]
    currentIndex += 1
    if let direct = value as? T { return direct }
    if type == URL.self || type == Date.self {
      return try SingleParameter(value: value, codingPath: codingPath).decode(type)
    }
    return try T(from: SingleValueDecoder(value: value, codingPath: codingPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    throw DecodingError.typeMismatch(
      [String: Any].self,
      .init(codingPath: codingPath, debugDescription: "parameters are not nested"))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch(
      [Any].self, .init(codingPath: codingPath, debugDescription: "parameters are not nested"))
  }

  mutating func superDecoder() throws -> any Decoder {
    SingleValueDecoder(value: values[currentIndex], codingPath: codingPath)
  }
}

/// A decoder for one value, for types that decode from a single value (`UUID`, enums).
private struct SingleValueDecoder: Decoder {
  let value: any Sendable
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw DecodingError.typeMismatch(
      [String: Any].self, .init(codingPath: codingPath, debugDescription: "a single value"))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    UnkeyedParameters(values: [value], codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleParameter(value: value, codingPath: codingPath)
  }
}

/// One parameter value, converted from text.
private struct SingleParameter: SingleValueDecodingContainer {
  let value: (any Sendable)?
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { value == nil }

  func decode(_ type: Bool.Type) throws -> Bool {
    if let value = value as? Bool { return value }
    guard let bool = RouteRequest.bool(from: try text(type)) else { throw mismatch(type) }
    return bool
  }

  func decode(_ type: String.Type) throws -> String { try text(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if let value = value as? T { return value }
    if let convertible = type as? any LosslessStringConvertible.Type {
      guard let converted = convertible.init(try text(type)) as? T else { throw mismatch(type) }
      return converted
    }
    if type == URL.self {
      // A URL decodes from a keyed container of its own; a parameter holds its text.
      guard let url = URL(string: try text(type)) as? T else { throw mismatch(type) }
      return url
    }
    if type == Date.self {
      // A Date decodes from seconds since 2001 on its own; a parameter holds ISO 8601 text.
      guard let date = ISO8601Parameter.date(from: try text(type)) as? T else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: codingPath, debugDescription: ISO8601Parameter.readFailure))
      }
      return date
    }
    return try T(from: SingleValueDecoder(value: try text(type), codingPath: codingPath))
  }

  private func text(_ type: Any.Type) throws -> String {
    guard let value else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: codingPath, debugDescription: "the parameter is missing"))
    }
    return RouteRequest.text(of: value)
  }

  private func mismatch(_ type: Any.Type) -> DecodingError {
    DecodingError.typeMismatch(
      type, .init(codingPath: codingPath, debugDescription: "not a valid \(type)"))
  }
}
