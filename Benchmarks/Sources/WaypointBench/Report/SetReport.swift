/// A route set and every contender's results on it.
struct SetReport: Sendable, Codable {
  /// The set's name.
  let name: String
  /// What the set holds.
  let summary: String
  /// Where it comes from.
  let source: [String]
  /// Whether it was generated rather than published.
  let synthetic: Bool
  /// How many routes (method and pattern).
  let routes: Int
  /// How many distinct patterns the contenders register.
  let patterns: Int
  /// How many lookups the set has.
  let lookups: Int
  /// One result per contender, in table order.
  let results: [LookupResult]
  /// The median of `waypoint-match` over that of `pcre2-c`, the engine's floor, when both ran.
  let waypointMatchOverPCRE2C: Double?
  /// The median of `r3` over that of `waypoint-match`, when both ran.
  let r3OverWaypointMatch: Double?
  /// `waypoint-match / pcre2-c` with the `harness-floor` median taken off both, when all three
  /// ran: the ratio of what each lookup costs beyond the harness.
  let waypointMatchOverPCRE2CNetOfHarness: Double?

  private enum CodingKeys: String, CodingKey {
    case name, summary, source, synthetic, routes, patterns, lookups, results
    // Spelled out: the snake-case conversion would write `pcre2c`.
    case waypointMatchOverPCRE2C = "waypoint_match_over_pcre2_c"
    case r3OverWaypointMatch
    case waypointMatchOverPCRE2CNetOfHarness = "waypoint_match_over_pcre2_c_net_of_harness"
  }

  /// The report of a set whose contenders produced `results`; the ratios are computed from
  /// them.
  init(
    name: String, summary: String, source: [String], synthetic: Bool, routes: Int, patterns: Int,
    lookups: Int, results: [LookupResult]
  ) {
    self.name = name
    self.summary = summary
    self.source = source
    self.synthetic = synthetic
    self.routes = routes
    self.patterns = patterns
    self.lookups = lookups
    self.results = results
    func median(_ contender: String) -> Double? {
      results.first { $0.name == contender && $0.error == nil }?.nsMedian
    }
    func ratio(_ numerator: Double?, _ denominator: Double?) -> Double? {
      guard let numerator, let denominator, denominator > 0 else { return nil }
      return numerator / denominator
    }
    let waypoint = median(WaypointMatchContender.name)
    waypointMatchOverPCRE2C = ratio(waypoint, median(PCRE2TrieContender.name))
    r3OverWaypointMatch = ratio(median(R3Contender.name), waypoint)
    let floor = median(HarnessFloorContender.name)
    let net = { (value: Double?) in floor.flatMap { floor in value.map { $0 - floor } } }
    waypointMatchOverPCRE2CNetOfHarness = ratio(
      net(waypoint), net(median(PCRE2TrieContender.name)))
  }
}
