/// How a destination is shown.
public enum Presentation: Sendable, Hashable, LosslessStringConvertible {
  /// Pushed onto the current navigation stack.
  case push
  /// Presented modally, on top of everything, in a style.
  case present(PresentationStyle)
  /// Replaces the top of the current navigation stack.
  case replaceTop
  /// Becomes the only screen: modals are dismissed and the stack is reset.
  case setRoot
  /// An app-defined presentation, named.
  case custom(String)

  /// Reads `push`, `present(sheet)`, `replaceTop`, `setRoot` or `custom(name)`.
  public init?(_ description: String) {
    switch description {
    case "push": self = .push
    case "replaceTop": self = .replaceTop
    case "setRoot": self = .setRoot
    default:
      guard description.hasSuffix(")"), let open = description.firstIndex(of: "(") else {
        return nil
      }
      let argument = String(
        description[
          description.index(after: open)..<description.index(before: description.endIndex)])
      switch description[..<open] {
      case "present":
        guard let style = PresentationStyle(rawValue: argument) else { return nil }
        self = .present(style)
      case "custom" where !argument.isEmpty:
        self = .custom(argument)
      default:
        return nil
      }
    }
  }

  /// `push`, `present(sheet)`, `replaceTop`, `setRoot` or `custom(name)`.
  public var description: String {
    switch self {
    case .push: return "push"
    case .present(let style): return "present(\(style.rawValue))"
    case .replaceTop: return "replaceTop"
    case .setRoot: return "setRoot"
    case .custom(let name): return "custom(\(name))"
    }
  }
}

/// The style of a modal presentation.
public enum PresentationStyle: String, Sendable, Hashable, Codable {
  /// A sheet over part of the screen.
  case sheet
  /// Over the whole screen.
  case fullScreen
  /// A popover anchored to its source.
  case popover
}

/// How the change is animated (WLRRouteHandler's transition).
public struct NavigationTransition: Sendable, Hashable {
  /// Whether the change is animated.
  public var animated: Bool
  /// An app-defined transition, such as a custom animation's name.
  public var style: String?

  /// A transition, animated by default.
  public init(animated: Bool = true, style: String? = nil) {
    self.animated = animated
    self.style = style
  }

  /// The platform's default animation.
  public static let animated = NavigationTransition()
  /// No animation.
  public static let immediate = NavigationTransition(animated: false)
}
