import Foundation
import Testing

@Suite("TemporaryDirectory: test files live and die with the test")
struct TemporaryDirectoryTests {
  struct Failure: Error {}

  /// Stands for a suite instance, which Swift Testing makes for each test and releases when
  /// the test ends.
  struct SuiteInstance {
    let scratch = TemporaryDirectory()

    func writeThenFail() throws {
      _ = try scratch.file("/a\n", suffix: ".routes")
      _ = try scratch.path(suffix: ".svg")
      throw Failure()
    }
  }

  static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  @Test func createsNothingUntilAPathIsAskedFor() throws {
    let scratch = TemporaryDirectory()
    #expect(!Self.exists(scratch.url.path))
    let output = try scratch.path(suffix: ".svg")
    #expect(Self.exists(scratch.url.path))
    #expect(!Self.exists(output))
    #expect(output.hasPrefix(scratch.url.path + "/"))
    #expect(output.hasSuffix(".svg"))
  }

  @Test func filesHoldTheirTextUnderNamesOfTheirOwn() throws {
    let scratch = TemporaryDirectory()
    let first = try scratch.file("one", suffix: ".json")
    let second = try scratch.file("two", suffix: ".json")
    #expect(first != second)
    #expect(try String(contentsOfFile: first, encoding: .utf8) == "one")
    #expect(try String(contentsOfFile: second, encoding: .utf8) == "two")
    #expect(TemporaryDirectory().url != scratch.url)
  }

  @Test func removesItsDirectoryAndFilesWhenReleased() throws {
    var directory = ""
    var file = ""
    do {
      let scratch = TemporaryDirectory()
      directory = scratch.url.path
      file = try scratch.file("text", suffix: ".txt")
      #expect(Self.exists(file))
    }
    #expect(!Self.exists(file))
    #expect(!Self.exists(directory))
  }

  @Test func removesItsDirectoryWhenTheTestThrows() throws {
    var directory = ""
    #expect(throws: Failure.self) {
      let instance = SuiteInstance()
      directory = instance.scratch.url.path
      try instance.writeThenFail()
    }
    #expect(!directory.isEmpty)
    #expect(!Self.exists(directory))
  }
}
