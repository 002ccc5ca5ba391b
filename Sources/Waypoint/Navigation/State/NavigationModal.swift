/// A modal presentation (a sheet, a full-screen cover, a popover) with its own navigation
/// stack, bottom first.
public struct NavigationModal: Sendable, Hashable, Codable {
  /// How it is presented.
  public var style: PresentationStyle
  /// Its stack, bottom (the screen presented) first.
  public var stack: [NavigationEntry]

  /// A modal in `style` showing `stack`.
  public init(style: PresentationStyle, stack: [NavigationEntry]) {
    self.style = style
    self.stack = stack
  }
}
