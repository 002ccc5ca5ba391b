/// Why an `apple-app-site-association` file cannot be read: the system would not read it
/// either, or would read it in a way the file's author did not mean.
public enum SiteAssociationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file is not UTF-8 JSON; the parser's message.
  case invalidJSON(String)
  /// A value of the file is not what the format allows: where it is
  /// (`applinks.details[0].components[3]["?"].flag`), and what is wrong with it.
  case invalidValue(location: String, reason: String)
  /// The file is larger than the system reads (128 KiB, uncompressed).
  case tooLarge(byteCount: Int)

  /// The largest file the system reads, in bytes: 128 KiB (Apple's *Support Universal Links*,
  /// "no greater than 128 KB").
  public static let maximumByteCount = 128 * 1024

  /// A message a person can act on.
  public var description: String {
    switch self {
    case .invalidJSON(let message):
      return "the file is not valid JSON: \(message)"
    case .invalidValue(let location, let reason):
      return "\(location): \(reason)"
    case .tooLarge(let byteCount):
      return
        "the file is \(byteCount) bytes; the system reads at most \(Self.maximumByteCount) (128 KiB)"
    }
  }
}
