import Waypoint

extension DiffCommand {
  /// What `new` restores differently from `old` in the states of the `--states` files.
  struct StateReport {
    let states: SavedStates
    let changes: [RestorationChange]

    /// How many saved states have a change.
    var changedStateCount: Int { Set(changes.map(\.state)).count }

    init(old: Router, new: Router, paths: [String]) async throws {
      states = try SavedStates(paths: paths)
      changes = await old.restorationChanges(to: new, states: states.states.map(\.state))
    }

    /// The name of the state a change is of.
    func name(of change: RestorationChange) -> String { states.states[change.state].name }

    /// One block per changed entry, then a summary line:
    ///
    /// ```
    /// states.json[0] tab orders [1] item(id=4): moved
    ///   before: item(id=4) /item/4
    ///   after:  product(id=4) /product/4
    /// 1 of 2 saved state(s) changed: 1 entry moved, 0 broken, 0 newly restored
    /// ```
    var text: String {
      var text = ""
      for change in changes {
        text += "\(name(of: change)) \(change.place) \(change.saved): \(change.kind.rawValue)\n"
        text += "  before: \(change.before)\n"
        text += "  after:  \(change.after)\n"
      }
      let count = { (kind: RestorationChange.Kind) in changes.filter { $0.kind == kind }.count }
      let moved = count(.moved)
      text +=
        "\(changedStateCount) of \(states.states.count) saved state(s) changed: "
        + "\(moved) \(moved == 1 ? "entry" : "entries") moved, \(count(.broken)) broken, "
        + "\(count(.newlyRestored)) newly restored\n"
      return text
    }

    /// `{"checked":N,"changes":[{"state","place","entry","kind","before","after"}]}`.
    var json: JSONText {
      .object([
        ("checked", .number(states.states.count)),
        (
          "changes",
          .array(
            changes.map { change in
              .object([
                ("state", .string(name(of: change))), ("place", .string(change.place.description)),
                ("entry", .string(change.saved.description)),
                ("kind", .string(change.kind.rawValue)),
                ("before", .string(change.before.description)),
                ("after", .string(change.after.description)),
              ])
            })
        ),
      ])
    }
  }
}
