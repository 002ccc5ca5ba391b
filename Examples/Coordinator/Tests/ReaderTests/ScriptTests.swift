import Foundation
import ReaderApp
import Testing

@Suite("Scripted run")
struct ScriptTests {
  /// `expected-output.txt`, at the root of the example.
  static let expectedOutput = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("expected-output.txt")

  @Test func printsTheExpectedOutput() async throws {
    var lines: [String] = []
    try await ReaderScript.run { lines.append($0) }
    let expected = try String(contentsOf: Self.expectedOutput, encoding: .utf8)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init).dropLast()
    #expect(expected.hasSuffix("\n"))
    for (number, (line, wanted)) in zip(lines, expectedLines).enumerated() where line != wanted {
      Issue.record(
        """
        line \(number + 1) differs from expected-output.txt:
          printed:  \(line)
          expected: \(wanted)
        Regenerate it with: swift run coordinator > expected-output.txt
        """)
      return
    }
    #expect(lines.count == expectedLines.count, "the number of lines differs")
  }

  @Test func theRunIsDeterministic() async throws {
    var first: [String] = []
    var second: [String] = []
    try await ReaderScript.run { first.append($0) }
    try await ReaderScript.run { second.append($0) }
    #expect(first == second)
  }
}
