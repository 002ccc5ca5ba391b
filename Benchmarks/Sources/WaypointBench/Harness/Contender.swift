/// A router under test with a synchronous lookup.
///
/// The harness registers a set's distinct patterns in httprouter syntax (`:name` is one
/// segment, `*name` the rest of the path) and then looks up paths, expecting the index of the
/// pattern that matches. A lookup does what a real router does for a request: it finds the
/// route and extracts the parameters (at least their ranges).
///
/// A conforming type must be safe to share between threads: the two-thread run looks up on
/// one instance from two threads at once. To add a contender, conform a type and list it in
/// ``ContenderCatalog/all``.
protocol Contender: Sendable {
  /// The short name used in tables, in JSON and by `--contenders`.
  static var name: String { get }
  /// What the contender is and how it matches, in one line.
  static var summary: String { get }

  /// Registers `patterns`, which are distinct, in this order.
  init(patterns: [String]) throws

  /// The index of the pattern that matches `path`, or `nil` when none does.
  func lookup(_ path: String) -> Int?

  /// The parameter values a lookup of `path` extracts, in pattern order, or `nil` when this
  /// contender does not report them. Used by the untimed correctness check only.
  func parameterValues(_ path: String) -> [String]?
}

extension Contender {
  /// Reports no parameter values: the check of values is skipped for this contender.
  func parameterValues(_ path: String) -> [String]? { nil }
}

/// A contender that can register one more pattern after the others, as an app adds a route
/// to a running router; the registration run times it.
protocol IncrementalContender: Contender {
  /// Registers `pattern` after the registered ones.
  func add(_ pattern: String) throws
}

/// A router under test whose lookup is asynchronous, such as a full dispatch of a URL to a
/// handler.
///
/// The same contract as ``Contender``; the harness awaits each lookup in its timed loop.
protocol AsyncContender: Sendable {
  /// The short name used in tables, in JSON and by `--contenders`.
  static var name: String { get }
  /// What the contender is and how it matches, in one line.
  static var summary: String { get }

  /// Registers `patterns`, which are distinct, in this order.
  init(patterns: [String]) async throws

  /// The index of the pattern that matches (or handles) `path`, or `nil` when none does.
  func lookup(_ path: String) async -> Int?

  /// The parameter values a lookup of `path` extracts, in pattern order, or `nil` when this
  /// contender does not report them. Used by the untimed correctness check only.
  func parameterValues(_ path: String) async -> [String]?
}

extension AsyncContender {
  /// Reports no parameter values: the check of values is skipped for this contender.
  func parameterValues(_ path: String) async -> [String]? { nil }
}
