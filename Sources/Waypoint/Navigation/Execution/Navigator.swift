/// Performs navigation steps over an app's UI framework (UIKit, SwiftUI, AppKit), or in memory
/// (``InMemoryNavigator``) for tests: one call per ``NavigationStep``, each mapped to one call
/// of the framework (<doc:LinksBecomePlans#Steps-in-UIKit-and-SwiftUI>).
///
/// ```swift
/// let plan = try NavigationPlanner(router: router).plan(for: "myapp://orders/7", from: await navigator.state)
/// let outcome = await navigator.execute(plan)
/// outcome.failure  // nil: every step was performed
/// ```
public protocol Navigator: Sendable {
  /// What is on screen now, the state a plan starts from.
  var state: NavigationState { get async }

  /// Performs one step, with `transition`.
  ///
  /// - Throws: ``RouteError/navigationFailed(_:)`` when the step cannot be performed; what it
  ///   changed before failing stays.
  func perform(_ step: NavigationStep, transition: NavigationTransition) async throws(RouteError)
}

extension Navigator {
  /// Performs `plan`'s steps in order, and stops at the first that fails: the state stays as
  /// far as the plan got, and the outcome says which step failed and why.
  ///
  /// ```swift
  /// let outcome = await navigator.execute([.selectTab("orders"), .popTo(index: 5)])
  /// outcome.performed  // 1
  /// outcome.failure?.step  // popTo(5)
  /// ```
  public func execute(_ plan: [NavigationStep], transition: NavigationTransition = .animated)
    async -> NavigationOutcome
  {
    for (index, step) in plan.enumerated() {
      do {
        try await perform(step, transition: transition)
      } catch {
        return NavigationOutcome(
          plan: plan, performed: index,
          failure: NavigationFailure(index: index, step: step, error: error),
          state: await state)
      }
    }
    return NavigationOutcome(plan: plan, performed: plan.count, failure: nil, state: await state)
  }
}
