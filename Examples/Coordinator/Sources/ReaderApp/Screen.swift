import Waypoint

/// The handler of every ``AppRoute`` case: it shows the case's screen where its pattern
/// places it. The design notes' `Router.open(_:)` switched over the route to push or present;
/// here the plan does (``NavigationPlanner``), and the navigator performs it.
struct Screen: NavigationHandler {
  let navigator: any Navigator
  let planner: NavigationPlanner?
}
