/// A fuzz input read as a mode byte followed by text lines.
///
/// Seeds stay readable: the mode is an ASCII digit or letter, and the lines are the URLs or
/// patterns. Bytes that are not UTF-8 become U+FFFD, as they would in any Swift string.
public struct FuzzInput: Sendable {
  /// The first byte, which chooses how the target reads the rest; 0 for an empty input.
  public let mode: UInt8
  /// The bytes after the first, as text.
  public let text: String

  /// Reads `size` bytes at `data`.
  public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    mode = bytes.first ?? 0
    text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  }

  /// The text split at line feeds, keeping empty lines, at most `limit` of them.
  public func lines(limit: Int) -> [String] {
    Array(
      text.split(separator: "\n", maxSplits: limit, omittingEmptySubsequences: false).prefix(limit)
        .map(String.init))
  }
}
