import WaypointMatching

/// A web origin for test tables.
public func origin(_ text: String) -> WebOrigin {
  try! WebOrigin(text)
}
