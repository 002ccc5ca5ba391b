extension NavigationState {
  /// Makes one step's change: the state a UI shows after performing it.
  ///
  /// ```swift
  /// var state = NavigationState(stack: [NavigationEntry("home")])
  /// try state.apply(.push(NavigationEntry("product", parameters: ["id": "42"])))
  /// state.description  // "root: home > product(id=42)"
  /// try state.apply(.popTo(index: 3))  // throws: the stack has 2 screens
  /// ```
  ///
  /// A ``NavigationStep/custom(_:_:)`` step pushes; a navigator that knows the presentation
  /// makes its own change instead.
  ///
  /// - Throws: ``RouteError/navigationFailed(_:)`` when the step cannot be made (a tab that
  ///   does not exist, more modals to keep than there are, an index outside the current
  ///   stack); the state is then unchanged.
  public mutating func apply(_ step: NavigationStep) throws(RouteError) {
    switch step {
    case .selectTab(let id):
      guard case .tabs(let tabs, _) = root else {
        throw .navigationFailed("cannot select tab \"\(id)\": the root is one stack, not tabs")
      }
      guard tabs.contains(where: { $0.id == id }) else {
        throw .navigationFailed(
          "cannot select tab \"\(id)\": the tabs are "
            + tabs.map(\.id).joined(separator: ", "))
      }
      root = .tabs(tabs, selected: id)
    case .dismissModals(let keeping):
      guard keeping >= 0, keeping <= modals.count else {
        throw .navigationFailed(
          "cannot keep \(keeping) modals: \(modals.count) are presented")
      }
      modals.removeSubrange(keeping...)
    case .popTo(let index):
      let stack = currentStack
      guard index >= 0, index < stack.count else {
        throw .navigationFailed(
          "cannot pop to screen \(index): the current stack has \(stack.count)")
      }
      updateCurrentStack { $0.removeSubrange((index + 1)...) }
    case .push(let entry), .custom(_, let entry):
      updateCurrentStack { $0.append(entry) }
    case .present(let entry, let style):
      modals.append(NavigationModal(style: style, stack: [entry]))
    case .replaceTop(let entry):
      updateCurrentStack { stack in
        if !stack.isEmpty { stack.removeLast() }
        stack.append(entry)
      }
    case .setRoot(let entry):
      modals.removeAll()
      updateCurrentStack { $0 = [entry] }
    }
  }

  /// Changes the stack a push changes: the top modal's, else the root's on screen.
  mutating func updateCurrentStack(_ change: (inout [NavigationEntry]) -> Void) {
    if !modals.isEmpty {
      change(&modals[modals.count - 1].stack)
      return
    }
    switch root {
    case .stack(var stack):
      change(&stack)
      root = .stack(stack)
    case .tabs(var tabs, let selected):
      guard let index = tabs.firstIndex(where: { $0.id == selected }) else { return }
      change(&tabs[index].stack)
      root = .tabs(tabs, selected: selected)
    }
  }
}
