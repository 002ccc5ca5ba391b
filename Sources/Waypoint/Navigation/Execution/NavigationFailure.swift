/// The step of a plan that failed: its position, the step, and why.
public struct NavigationFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The step's position in the plan, from 0.
  public var index: Int
  /// The step that failed.
  public var step: NavigationStep
  /// Why, as the navigator said.
  public var error: RouteError

  /// The failure of `step`, at `index` of its plan, with `error`.
  public init(index: Int, step: NavigationStep, error: RouteError) {
    self.index = index
    self.step = step
    self.error = error
  }

  /// `step 2 (push(order(id=7))) failed: ...`.
  public var description: String {
    "step \(index + 1) (\(step)) failed: \(error)"
  }
}
