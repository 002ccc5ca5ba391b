import Foundation

/// Learns, without a value, what a typed route's synthesized `init(from:)` reads: whether an
/// enum has a case of a coding key, and the names, types and shapes of a case's associated
/// values (or of a struct's properties).
///
/// The type is decoded from a recording decoder: for an enum, one that offers only the probed
/// case's key, so that Swift's synthesized initializer asks for every associated value of that
/// case by key and type; the recorder answers each with a sample of its type (`""`, `0`, a
/// zero `UUID`, the first case of a `CaseIterable` type, a struct probed in turn...). A value
/// whose type has no sample (a raw-value enum that is not `CaseIterable`) stops the
/// initializer there: what it would have asked for next is unknown.
enum CodableProbe {
  /// What the probe of one case (or of a struct) learned.
  struct Result<Value> {
    /// Whether the enum has a case of the probed key (always `false` for a struct probe).
    var caseExists = false
    /// The values asked for, in order, each with its path from the case's container.
    var values: [ProbedValue] = []
    /// How the type's `init(from:)` treated the top-level decoder.
    var shape: TopShape = .keyed
    /// The value the initializer made of the samples, when it finished.
    var sample: Value?
    /// Where it stopped: the path of the value without a sample, and its type's name.
    var stop: (path: [String], typeName: String)?
  }

  /// How a type reads the decoder it is given.
  enum TopShape: Equatable {
    /// Keys, without reading which keys there are: a struct.
    case keyed
    /// Reads which keys there are: an enum with cases (or a dictionary).
    case keyedByCase
    /// One value: a raw-value enum, or a type that encodes as one value.
    case singleValue
    /// A list.
    case unkeyed
  }

  /// Probes the case of `E` whose coding key is `caseKey`.
  static func probe<E: Decodable>(_ type: E.Type, caseKey: String) -> Result<E> {
    let log = ProbeLog()
    let sample = try? E(from: ProbeDecoder(log: log, top: .enumCase(caseKey)))
    return log.result(sample)
  }

  /// Probes `T` as a struct of parameters.
  static func probe<T: Decodable>(_ type: T.Type) -> Result<T> {
    let log = ProbeLog()
    let sample = try? T(from: ProbeDecoder(log: log, top: .structure))
    return log.result(sample)
  }
}

/// One value a type's `init(from:)` asked for.
struct ProbedValue {
  /// What the value is, for parameters.
  enum Shape: Equatable {
    /// One value: text, a number, a boolean, a `UUID`, a `URL`, a `Date`, a raw-value enum.
    case single
    /// A list: one query item per element.
    case array
    /// A struct: its properties are the values whose path continues this one's.
    case group
    /// A dictionary, or an enum with cases: never a parameter.
    case keyedCollection
  }

  /// The coding keys from the case's container (or the struct's) to the value.
  var path: [String]
  /// The name of the value's type (the wrapped type of an optional).
  var typeName: String
  /// Whether the value may be absent (an optional).
  var isOptional: Bool
  var shape: Shape
}

/// What a probe records as it goes.
private final class ProbeLog {
  var caseExists = false
  var values: [ProbedValue] = []
  var shape: CodableProbe.TopShape = .keyed
  var stop: (path: [String], typeName: String)?

  /// The most keys from the top to a value: deeper values are not probed (recursive types).
  static let maximumDepth = 4

  func record(_ path: [String], _ type: Any.Type, optional: Bool) {
    values.append(
      ProbedValue(
        path: path, typeName: String(describing: type), isOptional: optional, shape: .single))
  }

  func setShape(_ shape: ProbedValue.Shape, at path: [String]) {
    guard let index = values.lastIndex(where: { $0.path == path }) else { return }
    if values[index].shape == .keyedCollection { return }
    values[index].shape = shape
  }

  func result<Value>(_ sample: Value?) -> CodableProbe.Result<Value> {
    CodableProbe.Result(
      caseExists: caseExists, values: values, shape: shape, sample: sample, stop: stop)
  }
}

/// Why a probe could not go on.
private struct ProbeStop: Error {
  let reason: String
}

/// A coding key read from a path.
private struct ProbeKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { return nil }
}

/// The decoder a probed type is decoded from.
private struct ProbeDecoder: Decoder {
  /// What the decoder stands for.
  enum Top {
    /// The enum itself, offering the one case key.
    case enumCase(String)
    /// A struct of parameters.
    case structure
    /// A value at `path` (a struct value, an array, one value).
    case value([String])
  }

  let log: ProbeLog
  let top: Top
  var codingPath: [any CodingKey] {
    guard case .value(let path) = top else { return [] }
    return path.map(ProbeKey.init(stringValue:))
  }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    switch top {
    case .enumCase(let caseKey):
      return KeyedDecodingContainer(CaseOffer<Key>(caseKey: caseKey, log: log))
    case .structure:
      return KeyedDecodingContainer(Recorder<Key>(path: [], log: log))
    case .value(let path):
      log.setShape(.group, at: path)
      return KeyedDecodingContainer(Recorder<Key>(path: path, log: log))
    }
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .value(let path) = top else {
      log.shape = .unkeyed
      throw ProbeStop(reason: "a list")
    }
    log.setShape(.array, at: path)
    return EmptyList(codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    guard case .value(let path) = top else {
      log.shape = .singleValue
      throw ProbeStop(reason: "one value")
    }
    return SingleSample(path: path, log: log)
  }
}

/// An enum's container: only the probed case's key is there.
private struct CaseOffer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let caseKey: String
  let log: ProbeLog
  var codingPath: [any CodingKey] { [] }

  var allKeys: [Key] {
    log.shape = .keyedByCase
    guard let key = Key(stringValue: caseKey) else { return [] }
    log.caseExists = true
    return [key]
  }

  func contains(_ key: Key) -> Bool { key.stringValue == caseKey }

  func decodeNil(forKey key: Key) throws -> Bool { false }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    // A struct reads its properties' keys without asking which keys there are.
    throw ProbeStop(reason: "a struct")
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    KeyedDecodingContainer(Recorder<NestedKey>(path: [], log: log))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    throw ProbeStop(reason: "not the synthesized shape")
  }

  func superDecoder() throws -> any Decoder { throw ProbeStop(reason: "a super decoder") }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    throw ProbeStop(reason: "a super decoder")
  }
}

/// Records every key asked for, and hands back a sample of the type asked for.
private struct Recorder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let path: [String]
  let log: ProbeLog
  var codingPath: [any CodingKey] { path.map(ProbeKey.init(stringValue:)) }

  var allKeys: [Key] {
    if path.isEmpty {
      log.shape = .keyedByCase
    } else {
      log.setShape(.keyedCollection, at: path)
    }
    return []
  }

  func contains(_ key: Key) -> Bool { true }

  func decodeNil(forKey key: Key) throws -> Bool { false }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let path = path + [key.stringValue]
    log.record(path, T.self, optional: false)
    return try Sample.make(T.self, path: path, log: log)
  }

  // Optionals: the synthesized code calls the overload of the wrapped type; each one is here so
  // that none falls back to `contains` and `decode`, which would lose the optionality.
  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { absent(type, key) }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    absent(type, key)
  }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    absent(type, key)
  }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { absent(type, key) }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { absent(type, key) }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { absent(type, key) }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { absent(type, key) }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { absent(type, key) }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { absent(type, key) }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { absent(type, key) }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { absent(type, key) }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
    absent(type, key)
  }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
    absent(type, key)
  }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    absent(type, key)
  }
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    absent(type, key)
  }

  /// Records an optional value, and answers that it is absent.
  private func absent<T>(_ type: T.Type, _ key: Key) -> T? {
    log.record(path + [key.stringValue], type, optional: true)
    return nil
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let path = path + [key.stringValue]
    log.record(path, [String: Any].self, optional: false)
    log.setShape(.group, at: path)
    return KeyedDecodingContainer(Recorder<NestedKey>(path: path, log: log))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let path = path + [key.stringValue]
    log.record(path, [Any].self, optional: false)
    log.setShape(.array, at: path)
    return EmptyList(codingPath: codingPath)
  }

  func superDecoder() throws -> any Decoder { throw ProbeStop(reason: "a super decoder") }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    throw ProbeStop(reason: "a super decoder")
  }
}

/// A list without elements: what an array is sampled as.
private struct EmptyList: UnkeyedDecodingContainer {
  let codingPath: [any CodingKey]
  var count: Int? { 0 }
  var isAtEnd: Bool { true }
  var currentIndex: Int { 0 }

  mutating func decodeNil() throws -> Bool { false }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    throw ProbeStop(reason: "an empty list")
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    throw ProbeStop(reason: "an empty list")
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw ProbeStop(reason: "an empty list")
  }

  mutating func superDecoder() throws -> any Decoder { throw ProbeStop(reason: "an empty list") }
}

/// One value, sampled.
private struct SingleSample: SingleValueDecodingContainer {
  let path: [String]
  let log: ProbeLog
  var codingPath: [any CodingKey] { path.map(ProbeKey.init(stringValue:)) }

  func decodeNil() -> Bool { false }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try Sample.make(T.self, path: path, log: log)
  }
}

/// Sample values of the types parameters have.
private enum Sample {
  static func make<T: Decodable>(_ type: T.Type, path: [String], log: ProbeLog) throws -> T {
    if let known = known(type) as? T { return known }
    if let iterable = type as? any CaseIterable.Type, let first = firstCase(of: iterable) as? T {
      return first
    }
    guard path.count < ProbeLog.maximumDepth else {
      if log.stop == nil { log.stop = (path, String(describing: type)) }
      throw ProbeStop(reason: "too deep")
    }
    do {
      return try T(from: ProbeDecoder(log: log, top: .value(path)))
    } catch {
      if log.stop == nil { log.stop = (path, String(describing: type)) }
      throw error
    }
  }

  /// A value of the scalar types a parameter may have.
  private static func known(_ type: Any.Type) -> Any? {
    switch type {
    case is String.Type: return ""
    case is Bool.Type: return false
    case is Double.Type: return 0.0
    case is Float.Type: return Float(0)
    case is Int.Type: return 0
    case is Int8.Type: return Int8(0)
    case is Int16.Type: return Int16(0)
    case is Int32.Type: return Int32(0)
    case is Int64.Type: return Int64(0)
    case is UInt.Type: return UInt(0)
    case is UInt8.Type: return UInt8(0)
    case is UInt16.Type: return UInt16(0)
    case is UInt32.Type: return UInt32(0)
    case is UInt64.Type: return UInt64(0)
    case is UUID.Type: return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    case is URL.Type: return URL(string: "https://example.invalid")
    case is Date.Type: return Date(timeIntervalSinceReferenceDate: 0)
    default: return nil
    }
  }

  private static func firstCase<C: CaseIterable>(of type: C.Type) -> Any? {
    type.allCases.first
  }
}
