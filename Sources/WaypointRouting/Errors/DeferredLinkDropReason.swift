/// Why a suspended router gave up a link without dispatching it.
public enum DeferredLinkDropReason: String, Sendable, Hashable, CaseIterable,
  CustomStringConvertible
{
  /// The queue was full (see ``DeferralPolicy/overflow``).
  case queueFull
  /// The link waited longer than ``DeferralPolicy/maximumAge``.
  case expired
  /// A newer link replaced it (``DeferralPolicy/keepsLatestOnly``).
  case superseded

  /// Why, as the end of a sentence: "it waited longer than the maximum age".
  public var description: String {
    switch self {
    case .queueFull: return "the queue of held links was full"
    case .expired: return "it waited longer than the maximum age"
    case .superseded: return "a newer link replaced it"
    }
  }
}
