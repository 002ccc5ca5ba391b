import Foundation

/// Invariant checks for the fuzz targets: a failed check prints what went wrong and aborts,
/// so that libFuzzer saves the input as a crash artifact.
///
/// The targets are built optimized, where `assert` would be compiled out (unless built with
/// `-assert-config Debug`, as `build-fuzzer` does): these checks do not depend on it, since
/// they call `abort()` themselves.
public enum Invariant {
  /// Fails on purpose when the environment sets `WAYPOINT_FUZZ_SELF_TEST`: each target calls it
  /// from `LLVMFuzzerInitialize`, and `build-fuzzer` checks that the optimized binary aborts
  /// with `INVARIANT FAILED`.
  public static func selfTestIfRequested() {
    guard ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_SELF_TEST"] != nil else { return }
    require(false, "self-test: WAYPOINT_FUZZ_SELF_TEST is set")
  }

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
