import Foundation

extension NavigationState: Codable {
  /// The version of the JSON format that ``json()`` writes and the newest that
  /// ``init(json:)`` reads.
  public static let formatVersion = 1

  /// Reads a state that ``json()`` wrote.
  ///
  /// ```swift
  /// let saved = state.json()                      // kept where the app likes
  /// let restored = try NavigationState(json: saved)
  /// restored == state                             // true
  /// ```
  ///
  /// - Throws: ``NavigationStateError/unsupportedFormat(found:supported:)`` for a state in a
  ///   newer format, ``NavigationStateError/corrupt(_:)`` for data that is not a navigation
  ///   state (not JSON, truncated, a field missing or of the wrong kind), and
  ///   ``NavigationStateError/invalid(_:)`` for one that cannot be on screen.
  public init(json data: Data) throws(NavigationStateError) {
    let decoder = JSONDecoder()
    let header: FormatHeader
    do {
      header = try decoder.decode(FormatHeader.self, from: data)
    } catch {
      throw .corrupt(Self.reason(error))
    }
    guard header.format <= Self.formatVersion else {
      throw .unsupportedFormat(found: header.format, supported: Self.formatVersion)
    }
    guard header.format >= 1 else { throw .corrupt("format \(header.format) does not exist") }
    let wire: Wire
    do {
      wire = try decoder.decode(Wire.self, from: data)
    } catch {
      throw .corrupt(Self.reason(error))
    }
    self = try wire.state()
  }

  /// The state as JSON, with its format version: keys sorted, slashes unescaped.
  ///
  /// ```json
  /// {"format":1,"modals":[],"stack":[{"parameters":{},"route":"home","url":"/"}]}
  /// ```
  public func json() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Strings, integers, arrays and dictionaries of them always encode.
    return (try? encoder.encode(self)) ?? Data()
  }

  /// Decodes the JSON format of ``json()``, as ``init(json:)`` does; the typed errors become
  /// `DecodingError.dataCorrupted` with their message.
  public init(from decoder: any Decoder) throws {
    let header = try FormatHeader(from: decoder)
    guard header.format == Self.formatVersion else {
      let error: NavigationStateError =
        header.format > Self.formatVersion
        ? .unsupportedFormat(found: header.format, supported: Self.formatVersion)
        : .corrupt("format \(header.format) does not exist")
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: error.description,
          underlyingError: error))
    }
    do {
      self = try Wire(from: decoder).state()
    } catch let error as NavigationStateError {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: error.description,
          underlyingError: error))
    }
  }

  /// Encodes the JSON format of ``json()``.
  public func encode(to encoder: any Encoder) throws {
    try Wire(self).encode(to: encoder)
  }

  /// A decoding error's reason, in a few words.
  private static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not JSON, or truncated" : "bad value at \(path(context.codingPath))"
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])) is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(path(context.codingPath)) is of the wrong kind"
    @unknown default:
      return "\(error)"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    guard !keys.isEmpty else { return "the top level" }
    return keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      .trimmingCharacters(in: CharacterSet(charactersIn: "."))
  }

  /// The format version, read before anything else.
  private struct FormatHeader: Decodable {
    let format: Int
  }

  /// The JSON: the format, the one stack or the tabs with the selected one, the modals.
  private struct Wire: Codable {
    var format: Int
    var stack: [NavigationEntry]?
    var tabs: [NavigationTab]?
    var selectedTab: String?
    var modals: [NavigationModal]

    init(_ state: NavigationState) {
      format = NavigationState.formatVersion
      switch state.root {
      case .stack(let stack): self.stack = stack
      case .tabs(let tabs, let selected):
        self.tabs = tabs
        self.selectedTab = selected
      }
      modals = state.modals
    }

    func state() throws(NavigationStateError) -> NavigationState {
      switch (stack, tabs) {
      case (let stack?, nil):
        return try NavigationState(root: .stack(stack), modals: modals)
      case (nil, let tabs?):
        guard let selectedTab else { throw .corrupt("tabs without selectedTab") }
        return try NavigationState(root: .tabs(tabs, selected: selectedTab), modals: modals)
      case (nil, nil):
        throw .corrupt("neither stack nor tabs")
      case (.some, .some):
        throw .corrupt("both stack and tabs")
      }
    }
  }
}
