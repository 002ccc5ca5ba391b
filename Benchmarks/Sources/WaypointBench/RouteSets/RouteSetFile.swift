import Foundation

/// One route-set file: `#` header lines, then one `METHOD PATH` (or `METHOD PATTERN`) per line.
struct RouteSetFile: Sendable {
  /// The header lines, without their leading `#`.
  let header: [String]
  /// The path or pattern of each line, in file order; the method is dropped because the
  /// contenders register patterns only.
  let paths: [String]

  /// The header lines that say where the content comes from: all but the `format:` line.
  var provenance: [String] {
    header.filter { !$0.hasPrefix("format:") }
  }

  /// Reads the file at `url`.
  ///
  /// - Throws: a Foundation error when the file cannot be read, or ``RouteSetError`` for a
  ///   line that is not `METHOD PATH`.
  init(contentsOf url: URL) throws {
    let text = try String(contentsOf: url, encoding: .utf8)
    var header: [String] = []
    var paths: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("#") {
        header.append(line.dropFirst().trimmingCharacters(in: .whitespaces))
        continue
      }
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count == 2, fields[1].hasPrefix("/") else {
        throw RouteSetError(
          set: url.lastPathComponent, reason: "line \"\(line)\" is not METHOD PATH")
      }
      paths.append(String(fields[1]))
    }
    self.header = header
    self.paths = paths
  }
}
