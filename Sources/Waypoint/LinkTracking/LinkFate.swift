/// Where one tracked link is on its way to its receipt, shared by every copy of its
/// ``TrackedLink``: whoever ends it first ends it, once.
///
/// A link is open from its arrival; the authentication gate may hold it (then only the gate
/// ends it: when it is shown after the login, superseded or cancelled); it ends once.
final class LinkFate: Sendable {
  private enum State {
    case open, heldByGate, ended
  }

  private let state = Locked(State.open)

  /// A fate that starts open, or held by the gate (a login link taken back from a store).
  init(heldByGate: Bool = false) {
    if heldByGate { state.withLock { $0 = .heldByGate } }
  }

  /// Marks the link as held by the gate; `false` when it had ended already.
  func holdForLogin() -> Bool {
    state.withLock { state in
      guard state != .ended else { return false }
      state = .heldByGate
      return true
    }
  }

  /// Ends the link, unless the gate holds it and `byGate` is `false`, or it has ended; returns
  /// whether this call ended it.
  func end(byGate: Bool) -> Bool {
    state.withLock { state in
      switch state {
      case .ended: return false
      case .heldByGate where !byGate: return false
      case .open, .heldByGate:
        state = .ended
        return true
      }
    }
  }

  /// Whether the gate holds the link.
  var isHeldByGate: Bool { state.withLock { $0 == .heldByGate } }
}
