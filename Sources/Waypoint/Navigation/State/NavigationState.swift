/// What the app shows, as a value: a root (one navigation stack, or tabs with a stack each)
/// and the modals presented over it, bottom first, each with its own stack. Every screen is a
/// ``NavigationEntry``, a route's link.
///
/// ```swift
/// var state = try NavigationState(tabs: [
///   NavigationTab("home", root: NavigationEntry("home", url: "/")),
///   NavigationTab("orders", root: NavigationEntry("orders", url: "/orders")),
/// ])
/// try state.apply(.selectTab("orders"))
/// try state.apply(.push(NavigationEntry("order", parameters: ["id": "7"], url: "/orders/7")))
/// try state.apply(.present(NavigationEntry("login", url: "/login"), style: .sheet))
/// print(state)
/// // tab home: home
/// // tab orders (selected): orders > order(id=7)
/// // sheet: login
/// ```
///
/// The app keeps the state where it likes, as JSON (``json()``, ``init(json:)``), and the
/// steps of a plan (``NavigationStep``) change it.
public struct NavigationState: Sendable, Hashable, CustomStringConvertible {
  /// The stack or the tabs under the modals.
  public var root: NavigationRoot
  /// The modal presentations, bottom first.
  public var modals: [NavigationModal]

  /// One navigation stack showing `stack`, bottom first, and no modal.
  public init(stack: [NavigationEntry] = []) {
    self.root = .stack(stack)
    self.modals = []
  }

  /// The app's tabs, in order, with `selected` (by default the first) on screen.
  ///
  /// - Throws: ``NavigationStateError/invalid(_:)`` when there is no tab, two tabs have the
  ///   same identifier, a tab has no root screen, or `selected` is not a tab.
  public init(tabs: [NavigationTab], selected: String? = nil) throws(NavigationStateError) {
    let selected = selected ?? tabs.first?.id ?? ""
    try Self.check(tabs: tabs, selected: selected)
    self.root = .tabs(tabs, selected: selected)
    self.modals = []
  }

  /// A state with `root` and `modals`, checked as ``init(tabs:selected:)`` checks tabs; a
  /// modal must show a screen.
  ///
  /// - Throws: ``NavigationStateError/invalid(_:)``.
  public init(root: NavigationRoot, modals: [NavigationModal]) throws(NavigationStateError) {
    if case .tabs(let tabs, let selected) = root { try Self.check(tabs: tabs, selected: selected) }
    if let index = modals.firstIndex(where: \.stack.isEmpty) {
      throw .invalid("modal \(index) (\(modals[index].style.rawValue)) shows no screen")
    }
    self.root = root
    self.modals = modals
  }

  /// The identifier of the selected tab; `nil` for a root that is one stack.
  public var selectedTab: String? {
    if case .tabs(_, let selected) = root { return selected }
    return nil
  }

  /// The tabs' identifiers in order; empty for a root that is one stack.
  public var tabIdentifiers: [String] {
    if case .tabs(let tabs, _) = root { return tabs.map(\.id) }
    return []
  }

  /// The root's stack on screen: the selected tab's, or the one stack.
  public var rootStack: [NavigationEntry] {
    switch root {
    case .stack(let stack): return stack
    case .tabs(let tabs, let selected): return tabs.first { $0.id == selected }?.stack ?? []
    }
  }

  /// The stack of the tab `id`, `nil` when there is no such tab.
  public func stack(ofTab id: String) -> [NavigationEntry]? {
    guard case .tabs(let tabs, _) = root else { return nil }
    return tabs.first { $0.id == id }?.stack
  }

  /// The stack that a push changes: the top modal's, else the root's stack on screen.
  public var currentStack: [NavigationEntry] { modals.last?.stack ?? rootStack }

  /// The screen on top of everything.
  public var top: NavigationEntry? { currentStack.last }

  /// Every entry, the root's first (tab by tab, in order), then each modal's.
  public var entries: [NavigationEntry] {
    let rootEntries: [NavigationEntry]
    switch root {
    case .stack(let stack): rootEntries = stack
    case .tabs(let tabs, _): rootEntries = tabs.flatMap(\.stack)
    }
    return rootEntries + modals.flatMap(\.stack)
  }

  static func check(tabs: [NavigationTab], selected: String) throws(NavigationStateError) {
    guard !tabs.isEmpty else { throw .invalid("there are no tabs: declare at least one") }
    var seen = Set<String>()
    for tab in tabs {
      guard seen.insert(tab.id).inserted else {
        throw .invalid("two tabs are called \"\(tab.id)\": give each tab its own identifier")
      }
      guard !tab.stack.isEmpty else {
        throw .invalid("tab \"\(tab.id)\" has no root screen")
      }
    }
    guard seen.contains(selected) else {
      throw .invalid(
        "the selected tab \"\(selected)\" is not one of the tabs: "
          + tabs.map(\.id).joined(separator: ", "))
    }
  }

  /// One line per stack; the selected tab is marked:
  ///
  /// ```
  /// tab home: home
  /// tab orders (selected): orders > order(id=7)
  /// sheet: login
  /// ```
  ///
  /// A root that is one stack is written `root: home > product(id=42)`.
  public var description: String {
    var lines: [String]
    switch root {
    case .stack(let stack):
      lines = ["root: " + Self.describe(stack)]
    case .tabs(let tabs, let selected):
      lines = tabs.map { tab in
        "tab \(tab.id)\(tab.id == selected ? " (selected)" : ""): " + Self.describe(tab.stack)
      }
    }
    lines += modals.map { "\($0.style.rawValue): " + Self.describe($0.stack) }
    return lines.joined(separator: "\n")
  }

  private static func describe(_ stack: [NavigationEntry]) -> String {
    stack.isEmpty ? "(empty)" : stack.map(\.description).joined(separator: " > ")
  }
}
