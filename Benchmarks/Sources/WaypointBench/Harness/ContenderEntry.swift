/// A contender the benchmark can register: its name, what it is, and how to build it.
struct ContenderEntry: Sendable {
  /// The short name used in tables, in JSON and by `--contenders`.
  let name: String
  /// What the contender is, in one line.
  let summary: String
  /// Whether it runs when `--contenders` is not given.
  let runsByDefault: Bool
  /// Whether it measures the harness rather than a router (``HarnessFloorContender``): it is
  /// exempt from the correctness check and left out of the two-thread and registration runs.
  var isHarnessMeasure = false
  /// Registers the patterns and returns the contender, ready to look up.
  let register: @Sendable (_ patterns: [String]) async throws -> ContenderDriver

  /// An entry for a synchronous contender type.
  static func synchronous<Subject: Contender>(
    _ type: Subject.Type, runsByDefault: Bool = true
  ) -> ContenderEntry {
    ContenderEntry(
      name: Subject.name, summary: Subject.summary, runsByDefault: runsByDefault,
      register: { ContenderDriver(try Subject(patterns: $0)) })
  }

  /// An entry for a harness measure: a synchronous contender that finds no route.
  static func harness<Subject: Contender>(_ type: Subject.Type) -> ContenderEntry {
    var entry = synchronous(type)
    entry.isHarnessMeasure = true
    return entry
  }

  /// An entry for an asynchronous contender type.
  static func asynchronous<Subject: AsyncContender>(
    _ type: Subject.Type, runsByDefault: Bool = true
  ) -> ContenderEntry {
    ContenderEntry(
      name: Subject.name, summary: Subject.summary, runsByDefault: runsByDefault,
      register: { ContenderDriver(try await Subject(patterns: $0)) })
  }
}
