/// One change of the navigation state, as UIKit and SwiftUI each make it in one call (see
/// <doc:LinksBecomePlans> for the table): a plan is a list of steps.
///
/// ```swift
/// // a cold start into the Orders tab, to the review of order 7
/// [.selectTab("orders"),
///  .push(NavigationEntry("order", parameters: ["id": "7"], url: "/orders/7")),
///  .push(NavigationEntry("order-review", parameters: ["id": "7"], url: "myapp://orders/7/review"))]
/// ```
public enum NavigationStep: Sendable, Hashable, CustomStringConvertible {
  /// Selects the tab with this identifier.
  case selectTab(String)
  /// Dismisses the modals above the first `keeping` ones (`0`: every modal).
  case dismissModals(keeping: Int)
  /// Pops the current stack until the entry at `index` (0: the stack's root) is on top.
  case popTo(index: Int)
  /// Pushes a screen onto the current stack.
  case push(NavigationEntry)
  /// Presents a screen modally in a style, as the root of the modal's own stack.
  case present(NavigationEntry, style: PresentationStyle)
  /// Replaces the top of the current stack.
  case replaceTop(NavigationEntry)
  /// Dismisses every modal and makes the screen the only one of the root's stack on screen.
  case setRoot(NavigationEntry)
  /// An app-defined presentation, named (``Presentation/custom(_:)``).
  case custom(String, NavigationEntry)

  /// The screen the step shows, `nil` for a step that only selects, pops or dismisses.
  public var entry: NavigationEntry? {
    switch self {
    case .selectTab, .dismissModals, .popTo: return nil
    case .push(let entry), .present(let entry, _), .replaceTop(let entry), .setRoot(let entry),
      .custom(_, let entry):
      return entry
    }
  }

  /// `selectTab(orders)`, `dismissModals(keeping: 0)`, `popTo(1)`, `push(order(id=7))`,
  /// `present(sheet, login)`, `replaceTop(...)`, `setRoot(...)`, `custom(name, ...)`.
  public var description: String {
    switch self {
    case .selectTab(let id): return "selectTab(\(id))"
    case .dismissModals(let keeping): return "dismissModals(keeping: \(keeping))"
    case .popTo(let index): return "popTo(\(index))"
    case .push(let entry): return "push(\(entry))"
    case .present(let entry, let style): return "present(\(style.rawValue), \(entry))"
    case .replaceTop(let entry): return "replaceTop(\(entry))"
    case .setRoot(let entry): return "setRoot(\(entry))"
    case .custom(let name, let entry): return "custom(\(name), \(entry))"
    }
  }
}
