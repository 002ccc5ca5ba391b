import Foundation

/// A directory of its own under the system's temporary directory, removed with everything in
/// it when the last reference to it goes away.
///
/// A suite holds one as `let scratch = TemporaryDirectory()`: Swift Testing makes a suite
/// instance per test (and per argument of a parameterized test), so each test writes into its
/// own directory, which is removed when the test ends, whether it returns or throws. Nothing
/// is created until the first path is asked for.
final class TemporaryDirectory: Sendable {
  /// The directory; it exists once a path in it has been asked for.
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "waypoint-tests-\(UUID())", isDirectory: true)
  }

  /// The path of a new file name in the directory, ending in `suffix`; the directory is
  /// created, the file is not (a command may write it).
  func path(suffix: String) throws -> String {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.appendingPathComponent("\(UUID())\(suffix)").path
  }

  /// Writes `text` to a new file in the directory and returns its path.
  func file(_ text: String, suffix: String) throws -> String {
    let path = try path(suffix: suffix)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
