import Foundation

/// Invariant checks for the fuzz targets: a failed check prints what went wrong and aborts,
/// so that libFuzzer saves the input as a crash artifact.
public enum Invariant {
  /// Aborts with `message` unless `condition` holds.
  public static func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    guard !condition() else { return }
    fail(message(), file: file, line: line)
  }

  /// Aborts with `message`.
  public static func fail(
    _ message: String, file: StaticString = #fileID, line: UInt = #line
  ) -> Never {
    FileHandle.standardError.write(Data("INVARIANT FAILED at \(file):\(line): \(message)\n".utf8))
    abort()
  }
}
