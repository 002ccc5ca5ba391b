import Waypoint

extension ArgumentReader {
  /// Reads `arguments` for a command that also takes the source options `sources`, by their
  /// names and their aliases.
  init(
    _ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>,
    sources: [SourceOption]
  ) throws {
    try self.init(
      arguments, valueOptions: valueOptions.union(sources.map(\.rawValue)),
      flagOptions: flagOptions,
      aliases: Dictionary(uniqueKeysWithValues: sources.map { ($0.alias, $0.rawValue) }))
  }

  /// Every value given for the source option, by its name or its alias, in order.
  func values(_ option: SourceOption) -> [String] { values(option.rawValue) }

  /// The web origins given.
  ///
  /// - Throws: ``UsageError`` for a value that is not an `http` or `https` origin.
  func webOrigins() throws -> [WebOrigin] {
    try values(.webOrigin).map { text in
      do {
        return try WebOrigin(text)
      } catch {
        throw UsageError("invalid --\(SourceOption.webOrigin.rawValue): \(error)")
      }
    }
  }

  /// A router that accepts the app schemes and web origins given.
  ///
  /// - Throws: ``UsageError`` for a web origin that is not an `http` or `https` origin.
  func router(caseInsensitive: Bool = false) throws -> Router {
    Router(
      configuration: Router.Configuration(
        appSchemes: values(.appScheme), webOrigins: try webOrigins(),
        caseInsensitive: caseInsensitive))
  }
}
