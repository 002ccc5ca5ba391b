// The router is built on the matching engine, and its API speaks the engine's vocabulary
// (`RouteURL`, `RouteExpression`, `LinkSource`, ...): importing the router imports it too.
@_exported import WaypointMatching
