/// What came of executing a plan: the plan, how many of its steps were performed, the step
/// that failed if one did, and the state after.
///
/// ```swift
/// let outcome = await navigator.execute(plan)
/// if let failure = outcome.failure {
///   print(failure)        // step 2 (push(order(id=7))) failed: ...
///   print(outcome.state)  // as far as the plan got
/// }
/// ```
public struct NavigationOutcome: Sendable, Hashable {
  /// The steps, in order.
  public var plan: [NavigationStep]
  /// How many steps were performed, from the first.
  public var performed: Int
  /// The step that failed and why; `nil` when every step was performed.
  public var failure: NavigationFailure?
  /// The state after the steps that were performed.
  public var state: NavigationState
  /// The URL the authentication gate holds until the user logs in, when the plan went to the
  /// login screen instead of a screen that requires login; `nil` otherwise.
  public var heldForLogin: String?

  /// An outcome.
  public init(
    plan: [NavigationStep], performed: Int, failure: NavigationFailure?, state: NavigationState,
    heldForLogin: String? = nil
  ) {
    self.plan = plan
    self.performed = performed
    self.failure = failure
    self.state = state
    self.heldForLogin = heldForLogin
  }

  /// Whether every step was performed.
  public var isComplete: Bool { failure == nil }
}
