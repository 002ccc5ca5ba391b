import Foundation

/// A routes file: one pattern per line, `#` starts a comment, and an optional leading HTTP
/// method column (`GET /user/:id`) is ignored, so the benchmark route sets load as they are.
struct RoutesFile {
  /// A pattern and where it was read.
  struct Line {
    let pattern: String
    let number: Int
    /// The HTTP method column, if the line has one.
    var method: String?
  }

  /// The patterns in file order.
  let lines: [Line]

  static let methods: Set<String> = [
    "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT", "TRACE", "ANY",
  ]

  /// Reads the file at `path`.
  init(path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError("cannot read routes file \(path)")
    }
    self.init(text: String(decoding: data, as: UTF8.self))
  }

  /// Reads routes from `text`.
  init(text: String) {
    var lines: [Line] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if let (method, pattern) = Self.methodAndPattern(in: rawLine) {
        lines.append(Line(pattern: pattern, number: index + 1, method: method))
      }
    }
    self.lines = lines
  }

  /// The method (if any) and the pattern on one line, or `nil` for a blank or comment line.
  static func methodAndPattern(in line: Substring) -> (String?, String)? {
    var text = line
    if let hash = commentStart(in: text) { text = text[..<hash] }
    text = text.drop(while: \.isWhitespace)
    while text.last?.isWhitespace == true { text = text.dropLast() }
    guard !text.isEmpty else { return nil }
    var method: String?
    if let space = text.firstIndex(where: \.isWhitespace), methods.contains(String(text[..<space]))
    {
      method = String(text[..<space])
      text = text[space...].drop(while: \.isWhitespace)
    }
    return (method, String(text))
  }

  /// The `#` that starts a comment: at the start of the line or after white space.
  private static func commentStart(in line: Substring) -> Substring.Index? {
    var previous: Character = " "
    for index in line.indices {
      if line[index] == "#" && previous.isWhitespace { return index }
      previous = line[index]
    }
    return nil
  }
}
