/// A ``Navigator`` over a ``NavigationState`` in memory: it performs each step by applying it
/// to the state (``NavigationState/apply(_:)``), so that navigation can be tested without a
/// UI, and a UI adapter can keep the state it shows.
///
/// ```swift
/// let screens = InMemoryNavigator(root: NavigationEntry("home"))
/// _ = await screens.execute([.push(NavigationEntry("product", parameters: ["id": "42"]))])
/// _ = await screens.execute([.present(NavigationEntry("login"), style: .sheet)])
/// print(screens)
/// // root: home > product(id=42)
/// // sheet: login
/// ```
public final class InMemoryNavigator: Navigator, CustomStringConvertible {
  private let storage: Locked<NavigationState>
  private let custom:
    @Sendable (String, NavigationEntry, inout NavigationState) throws(RouteError) -> Void

  /// A navigator showing `state`. `custom` performs ``NavigationStep/custom(_:_:)`` steps; by
  /// default they push.
  public init(
    state: NavigationState,
    custom:
      @escaping @Sendable (String, NavigationEntry, inout NavigationState) throws(RouteError) ->
      Void = { _, entry, state throws(RouteError) in try state.apply(.push(entry)) }
  ) {
    self.storage = Locked(state)
    self.custom = custom
  }

  /// A navigator showing one stack with `root` on it, if given.
  public convenience init(
    root: NavigationEntry? = nil,
    custom:
      @escaping @Sendable (String, NavigationEntry, inout NavigationState) throws(RouteError) ->
      Void = { _, entry, state throws(RouteError) in try state.apply(.push(entry)) }
  ) {
    self.init(state: NavigationState(stack: root.map { [$0] } ?? []), custom: custom)
  }

  /// What is on screen now.
  public var state: NavigationState { storage.withLock { $0 } }

  /// The screen on top of everything.
  public var top: NavigationEntry? { state.top }

  /// Applies `step` to the state; the transition is not animated in memory.
  ///
  /// - Throws: ``RouteError/navigationFailed(_:)`` when the step does not fit the state; the
  ///   state is then unchanged.
  public func perform(_ step: NavigationStep, transition: NavigationTransition)
    async throws(RouteError)
  {
    try storage.withLock { state throws(RouteError) in
      var next = state
      if case .custom(let name, let entry) = step {
        try custom(name, entry, &next)
      } else {
        try next.apply(step)
      }
      state = next
    }
  }

  /// Replaces what is on screen, as restoring a saved state does.
  public func show(_ state: NavigationState) {
    storage.withLock { $0 = state }
  }

  /// Pops the top screen of the current stack; a modal whose stack empties is dismissed, and
  /// the root's stack keeps its root screen.
  public func pop() {
    storage.withLock { state in
      if let modal = state.modals.last {
        if modal.stack.count > 1 {
          state.modals[state.modals.count - 1].stack.removeLast()
        } else {
          state.modals.removeLast()
        }
      } else if state.rootStack.count > 1 {
        state.updateCurrentStack { $0.removeLast() }
      }
    }
  }

  /// Dismisses the top modal.
  public func dismiss() {
    storage.withLock { state in
      if !state.modals.isEmpty { state.modals.removeLast() }
    }
  }

  /// The state, one line per stack (``NavigationState/description``).
  public var description: String { state.description }
}
