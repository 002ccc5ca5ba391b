extension CompiledRouteTable {
  /// Builds a compiled table in steps: groups the records by their group key, compiles (or
  /// reuses) each group's programs, then indexes the programs of each source.
  struct Builder {
    let records: [RouteRecord]
    let configuration: MatchConfiguration
    private var caseInsensitive: Bool { configuration.caseInsensitive }
    /// The group keys in order of first appearance, with their numbers.
    private var order: [GroupKey] = []
    private var orderNumbers: [Int] = []
    /// Per group number: the records of the groups that may have changed, how many records,
    /// and whether the group may have changed.
    private var members: [[RouteRecord]]
    private var counts: [Int]
    private var mayHaveChanged: [Bool]
    /// The raw regex routes, by the source they are restricted to.
    private var rawRegex: [LinkSource?: [RouteRecord]] = [:]
    /// The compiled groups, by key.
    private(set) var groups: [GroupKey: CompiledRouteGroup] = [:]
    /// The compiled regexes the groups hold, by text.
    private(set) var codes: [String: PCRE2Code] = [:]

    /// A builder of `records` (in dispatch order); `changedGroups`, when known, are the
    /// numbers of the only groups that may differ from the previous table's.
    init(_ records: [RouteRecord], configuration: MatchConfiguration, changedGroups: Set<Int>?) {
      self.records = records
      self.configuration = configuration
      let known = (changedGroups?.max() ?? -1) + 1
      members = [[RouteRecord]](repeating: [], count: known)
      counts = [Int](repeating: 0, count: known)
      mayHaveChanged = [Bool](repeating: false, count: known)
      for number in changedGroups ?? [] where number >= 0 { mayHaveChanged[number] = true }
      collect(everyGroupMayHaveChanged: changedGroups == nil)
    }

    /// The sources some route is restricted to.
    var restrictedSources: Set<LinkSource> {
      Set(order.compactMap(\.source)).union(rawRegex.keys.compactMap { $0 })
    }

    /// Sorts the records into their groups, counting each group's, and keeps the members of
    /// the groups that may have changed.
    private mutating func collect(everyGroupMayHaveChanged: Bool) {
      for record in records {
        let number = record.groupNumber
        guard number >= 0 else {
          rawRegex[record.source, default: []].append(record)
          continue
        }
        if number >= counts.count {
          let missing = number + 1 - counts.count
          members.append(contentsOf: repeatElement([], count: missing))
          counts.append(contentsOf: repeatElement(0, count: missing))
          mayHaveChanged.append(contentsOf: repeatElement(everyGroupMayHaveChanged, count: missing))
        }
        if counts[number] == 0, let key = record.groupKey {
          order.append(key)
          orderNumbers.append(number)
        }
        counts[number] += 1
        if mayHaveChanged[number] { members[number].append(record) }
      }
    }

    /// Compiles every group, reusing the groups of `previous` whose routes did not change, and
    /// the programs of a group of the same shape.
    ///
    /// - Throws: ``MatchingError/invalidPattern(_:position:reason:)`` naming a route whose
    ///   regex PCRE2 refuses.
    mutating func compileGroups(reusing previous: CompiledRouteTable?) throws(MatchingError) {
      var previousCodes = previous?.codes ?? [:]
      var groupsByShape: [CompiledRouteGroup.Shape: CompiledRouteGroup] = [:]
      // Programs of groups of the same shape share their code: hash each code's text once.
      var keptCodes = Set<ObjectIdentifier>()
      for (key, number) in zip(order, orderNumbers) {
        let group: CompiledRouteGroup
        if !mayHaveChanged[number], let reusable = previous?.groups[key],
          reusable.routes.count == counts[number]
        {
          group = reusable
        } else {
          if !mayHaveChanged[number] {
            members[number] = records.filter { $0.groupNumber == number }
          }
          let groupRecords = members[number]
          if let reusable = previous?.groups[key],
            reusable.routes.elementsEqual(groupRecords, by: { $0 === $1 })
          {
            group = reusable
          } else {
            let shape = CompiledRouteGroup.Shape(
              atoms: groupRecords.map(\.atoms), startsAfterFirstSegment: key.firstSegment != nil)
            if let template = groupsByShape[shape], template.sharesByShape {
              group = CompiledRouteGroup(groupRecords, shapedLike: template)
            } else {
              group = try CompiledRouteGroup(
                groupRecords.map { (route: $0, atoms: $0.atoms) },
                startsAfterFirstSegment: shape.startsAfterFirstSegment,
                caseInsensitive: caseInsensitive, codes: &previousCodes)
              groupsByShape[shape] = group
            }
          }
        }
        groups[key] = group
        for program in group.programs {
          guard let code = program.code, keptCodes.insert(ObjectIdentifier(code)).inserted else {
            continue
          }
          codes[code.pattern] = code
        }
      }
    }

    /// The programs and static routes of the routes restricted to `source` (`nil`: the
    /// unrestricted routes), indexed for lookups.
    func sourceIndex(for source: LinkSource?) -> SourceIndex {
      var programs = ContiguousArray<CompiledProgram>()
      func span(of keys: some Sequence<GroupKey>) -> ProgramSpan {
        let start = programs.count
        for key in keys { programs.append(contentsOf: groups[key]?.programs ?? []) }
        return ProgramSpan(start: Int32(start), count: Int32(programs.count - start))
      }
      let keys = order.filter { $0.source == source }
      let literal = keys.compactMap { key in
        key.firstSegment.map { (key: $0, value: span(of: [key])) }
      }
      let dynamic = span(of: keys.filter { $0.firstSegment == nil })
      let statics = staticRoutes(for: source)
      // A first segment with static routes says which lengths their paths have in its slot
      // (one with no programs is added for it if needed), so that only paths of those lengths
      // pay for the whole-path lookup.
      var lengthsByFirstSegment = statics.lengthsByFirstSegment
      var spans = literal.map { pair in
        var span = pair.value
        let key = caseInsensitive ? pair.key.lowercased() : pair.key
        span.staticPathLengths = lengthsByFirstSegment.removeValue(forKey: key) ?? 0
        if span.count == 1 && dynamic.count == 0 {
          span.single = Unretained(programs[Int(span.start)])
        }
        return (key: pair.key, value: span)
      }
      for (segment, lengths) in lengthsByFirstSegment.sorted(by: { $0.key < $1.key }) {
        spans.append((segment, ProgramSpan(start: 0, count: 0, staticPathLengths: lengths)))
      }
      return SourceIndex(
        literal: PathKeyIndex(spans, caseInsensitive: caseInsensitive), dynamic: dynamic,
        rawRegex: rawRegex[source] ?? [], programs: programs,
        statics: PathKeyIndex(statics.keys, caseInsensitive: caseInsensitive, filtered: true),
        staticRoutes: statics.routes,
        staticPathsAreCanonical: statics.keys.allSatisfy { Self.isCanonicalPath($0.key) })
    }

    /// Whether `path` is a canonical route path as it stands: the canonical scan takes all of
    /// it, without a trailing slash to leave out.
    private static func isCanonicalPath(_ path: String) -> Bool {
      var path = path
      return path.withUTF8 { bytes in
        guard let scan = CanonicalPathScanner.scanCanonicalPath(bytes, maximumLength: .max)
        else { return false }
        return scan.end == bytes.count && scan.routePathEnd == bytes.count
      }
    }

    /// The all-literal routes of `source` that a hash of their whole path answers for, with
    /// the lengths of their paths by first segment.
    private func staticRoutes(for source: LinkSource?) -> (
      routes: ContiguousArray<RouteRecord>, keys: [(key: String, value: Unretained<RouteRecord>)],
      lengthsByFirstSegment: [String: UInt64]
    ) {
      // Records are in dispatch order, priority first: the highest priority is the first
      // serving record's, and the records of that priority come before all others.
      let first = records.firstIndex { $0.source == source } ?? records.endIndex
      let highest = first < records.endIndex ? records[first].priority : 0
      let end = records[first...].firstIndex { $0.priority < highest } ?? records.endIndex
      // A literal route answers its path at once unless a route before it in dispatch order
      // also matches that path: only a pattern without parameters but with optional parts can
      // (`/a{/b}` registered before `/a/b` has the same specificity and wins).
      var optionalLiterals: [RouteRecord] = []
      var literals: [RouteRecord] = []
      for record in records[first..<end] where record.source == source {
        if record.literalPath != nil {
          literals.append(record)
        } else if record.isOptionalLiteral {
          optionalLiterals.append(record)
        }
      }
      // Only the optional literals whose plain prefix starts the path are tried on it, so
      // that many of them and many static routes do not cost their product.
      let shadowing = OptionalLiteralIndex(optionalLiterals, caseInsensitive: caseInsensitive)
      func isShadowed(_ record: RouteRecord, on path: String) -> Bool {
        guard !optionalLiterals.isEmpty else { return false }
        let others = shadowing.candidates(for: path)
        guard !others.isEmpty, let url = try? RouteURL(path) else { return false }
        return others.contains { other in
          DispatchOrder.precedes(other, record)
            && (try? other.matcher(configuration: configuration).match(url)) != nil
        }
      }
      var routes = ContiguousArray<RouteRecord>()
      var keys: [(key: String, value: Unretained<RouteRecord>)] = []
      var lengths: [String: UInt64] = [:]
      for record in literals {
        guard let path = record.literalPath, !isShadowed(record, on: path) else { continue }
        keys.append((path, Unretained(record)))
        routes.append(record)
        let segment = CompiledRouteTable.firstSegment(of: path)
        lengths[caseInsensitive ? segment.lowercased() : segment, default: 0] |=
          ProgramSpan.lengthBit(path.utf8.count)
      }
      return (routes, keys, lengths)
    }
  }
}
