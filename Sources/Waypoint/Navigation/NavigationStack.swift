/// An in-memory ``Navigator``: a navigation stack with modals on top, so that navigation flows
/// can be tested without a UI.
///
/// ```swift
/// let screens = NavigationStack(root: Destination("home"))
/// try await screens.navigate(to: Destination("product", parameters: ["id": "42"]),
///                            from: nil, presentation: .push, transition: .animated)
/// try await screens.navigate(to: Destination("login"), from: nil,
///                            presentation: .present(.sheet), transition: .animated)
/// print(screens)
/// // root: home > product(id=42)
/// // sheet: login
/// ```
///
/// On Apple platforms SwiftUI also has a `NavigationStack`; write `Waypoint.NavigationStack`
/// where both are imported.
public final class NavigationStack: Navigator, CustomStringConvertible {
  /// What is on screen.
  public struct State: Sendable, Hashable {
    /// The root navigation stack, bottom first.
    public var stack: [Destination]
    /// The modals, bottom first, each with its own stack.
    public var modals: [Modal]

    /// The screen on top of everything.
    public var top: Destination? { modals.last?.stack.last ?? stack.last }
  }

  /// A modal presentation with its own navigation stack.
  public struct Modal: Sendable, Hashable {
    /// How it was presented.
    public var style: PresentationStyle
    /// Its stack, bottom first.
    public var stack: [Destination]
  }

  private let state: Locked<State>
  private let custom: @Sendable (String, Destination, inout State) -> Void

  /// A navigator showing `root`, if given. `custom` performs ``Presentation/custom(_:)``
  /// presentations; by default they push.
  public init(
    root: Destination? = nil,
    custom: @escaping @Sendable (String, Destination, inout State) -> Void = {
      _, destination, state in
      NavigationStack.push(destination, onto: &state)
    }
  ) {
    self.state = Locked(State(stack: root.map { [$0] } ?? [], modals: []))
    self.custom = custom
  }

  /// What is on screen now.
  public var current: State { state.withLock { $0 } }

  /// The screen on top of everything.
  public var top: Destination? { current.top }

  /// Shows `destination`: first goes back to `source` when given (dismissing what is above
  /// it), then pushes, presents, replaces the top, sets the root, or runs the custom
  /// presentation.
  ///
  /// - Throws: ``RouteError/navigationFailed(_:)`` when `source` is not on screen.
  public func navigate(
    to destination: Destination, from source: Destination?, presentation: Presentation,
    transition: NavigationTransition
  ) async throws {
    try state.withLock { state throws(RouteError) in
      if let source { try Self.unwind(to: source, in: &state) }
      switch presentation {
      case .push:
        Self.push(destination, onto: &state)
      case .present(let style):
        state.modals.append(Modal(style: style, stack: [destination]))
      case .replaceTop:
        if state.modals.isEmpty {
          if !state.stack.isEmpty { state.stack.removeLast() }
          state.stack.append(destination)
        } else {
          state.modals[state.modals.count - 1].stack.removeLast()
          state.modals[state.modals.count - 1].stack.append(destination)
        }
      case .setRoot:
        state = State(stack: [destination], modals: [])
      case .custom(let name):
        custom(name, destination, &state)
      }
    }
  }

  /// Pops the top screen of the current stack; a modal whose stack empties is dismissed.
  public func pop() {
    state.withLock { state in
      if state.modals.isEmpty {
        if state.stack.count > 1 { state.stack.removeLast() }
      } else {
        state.modals[state.modals.count - 1].stack.removeLast()
        if state.modals[state.modals.count - 1].stack.isEmpty { state.modals.removeLast() }
      }
    }
  }

  /// Dismisses the top modal.
  public func dismiss() {
    state.withLock { state in
      if !state.modals.isEmpty { state.modals.removeLast() }
    }
  }

  /// Pushes onto the top modal's stack, or onto the root stack.
  public static func push(_ destination: Destination, onto state: inout State) {
    if state.modals.isEmpty {
      state.stack.append(destination)
    } else {
      state.modals[state.modals.count - 1].stack.append(destination)
    }
  }

  private static func unwind(to source: Destination, in state: inout State) throws(RouteError) {
    for index in state.modals.indices.reversed() {
      if let position = state.modals[index].stack.lastIndex(of: source) {
        state.modals.removeSubrange((index + 1)...)
        state.modals[index].stack.removeSubrange((position + 1)...)
        return
      }
    }
    guard let position = state.stack.lastIndex(of: source) else {
      throw .navigationFailed("\(source) is not on screen")
    }
    state.modals.removeAll()
    state.stack.removeSubrange((position + 1)...)
  }

  /// The state, one line per container:
  ///
  /// ```
  /// root: home > product(id=42)
  /// sheet: login
  /// ```
  public var description: String {
    let state = current
    var lines = ["root: " + Self.describe(state.stack)]
    lines += state.modals.map { "\($0.style.rawValue): " + Self.describe($0.stack) }
    return lines.joined(separator: "\n")
  }

  private static func describe(_ stack: [Destination]) -> String {
    stack.isEmpty ? "(empty)" : stack.map(\.description).joined(separator: " > ")
  }
}
