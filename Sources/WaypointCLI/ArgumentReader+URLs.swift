import Foundation

extension ArgumentReader {
  /// The URLs of the `--urls` files: one per line, blank lines and lines starting with `#`
  /// skipped, white space around each trimmed.
  ///
  /// - Throws: ``UsageError`` for a file that cannot be read.
  func urls() throws -> [String] {
    var urls: [String] = []
    for path in values("urls") {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError("cannot read URLs file \(path)")
      }
      urls += String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
    return urls
  }
}
