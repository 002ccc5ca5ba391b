extension LinkSource {
  /// The source whose ``description`` is `text` (`internal`, `myapp://`,
  /// `https://app.example.com:8443`), as a link store writes it; `nil` for other text.
  init?(storedText text: String) {
    if text == "internal" {
      self = .internal
    } else if text.hasSuffix("://") {
      let scheme = String(text.dropLast(3))
      guard !scheme.isEmpty, scheme == scheme.lowercased(), !scheme.contains(":") else {
        return nil
      }
      self = .appScheme(scheme)
    } else if let origin = try? WebOrigin(text), origin.description == text {
      self = .webOrigin(origin)
    } else {
      return nil
    }
  }
}
