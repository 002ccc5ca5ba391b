extension Router {
  /// What `newer` restores differently from this router in the saved `states`: each entry
  /// that it restores under another route, other parameters or another URL (a route renamed
  /// behind a redirect), leaves out (a route removed, a link a middleware now refuses), or
  /// restores where this router left it out. The check an app runs before it accepts a table
  /// change that must keep what its users saved; `waypoint diff --states` runs it.
  ///
  /// ```swift
  /// let changes = await old.restorationChanges(to: new, states: savedStates)
  /// for change in changes { print(change) }
  /// // state 0 tab orders [1] item(id=4): moved, item(id=4) /item/4 -> product(id=4) /product/4
  /// ```
  ///
  /// Each state is restored by each router as ``restore(_:tabs:)`` restores it, except that
  /// no authentication gate holds a link.
  public func restorationChanges(to newer: Router, states: [NavigationState]) async
    -> [RestorationChange]
  {
    var changes: [RestorationChange] = []
    for (index, state) in states.enumerated() {
      var oldRestorer = StateRestorer(router: self, holdsForLogin: false)
      var newRestorer = StateRestorer(router: newer, holdsForLogin: false)
      let before = await oldRestorer.restore(state, tabs: [])
      let after = await newRestorer.restore(state, tabs: [])
      for (place, entry) in state.placedEntries {
        guard let old = before.outcome(at: place, of: state),
          let new = after.outcome(at: place, of: state),
          let change = RestorationChange(
            state: index, place: place, saved: entry, before: old, after: new)
        else { continue }
        changes.append(change)
      }
    }
    return changes
  }
}
