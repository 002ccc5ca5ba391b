/// Where an entry is in a navigation state: its stack (the one root stack, a tab's, or a
/// modal's) and its index there, bottom first.
///
/// ```swift
/// NavigationPlace.tab("orders", index: 1).description  // "tab orders [1]"
/// NavigationPlace.modal(0, index: 0).description        // "modal 0 [0]"
/// ```
public enum NavigationPlace: Sendable, Hashable, CustomStringConvertible {
  /// The root's one stack, at `index`.
  case stack(index: Int)
  /// The stack of the tab with this identifier, at `index`.
  case tab(String, index: Int)
  /// The stack of the modal at this position (0: the bottom modal), at `index`.
  case modal(Int, index: Int)

  /// The entry's index in its stack, 0 for the stack's root.
  public var index: Int {
    switch self {
    case .stack(let index), .tab(_, let index), .modal(_, let index): return index
    }
  }

  /// `stack [2]`, `tab orders [1]` or `modal 0 [0]`.
  public var description: String {
    switch self {
    case .stack(let index): return "stack [\(index)]"
    case .tab(let id, let index): return "tab \(id) [\(index)]"
    case .modal(let position, let index): return "modal \(position) [\(index)]"
    }
  }
}
