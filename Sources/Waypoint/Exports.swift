// `import Waypoint` gives the whole package: the features here, the router they are built
// on, and the matching engine under it.
@_exported import WaypointRouting
