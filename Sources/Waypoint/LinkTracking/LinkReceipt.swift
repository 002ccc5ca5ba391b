import Foundation

/// What became of one link the router received: one receipt per link, when its fate is final.
///
/// ```swift
/// router.deliverReceipts(campaignNames: ["ref"]) { receipt in
///   analytics.record(receipt.outcome.kind.rawValue, url: receipt.url, campaign: receipt.campaign)
/// }
/// await router.handle("https://app.example.com/product/7?utm_source=mail")
/// // receipt.outcome   .shown(route: "/product/:id")
/// // receipt.arrival   .warm
/// // receipt.campaign  ["utm_source": "mail"]
/// ```
///
/// A link's fate is final when a handler showed it, it was refused, or it was given up: a link
/// the launch holds ends after ``Router/resume()``; a link the ``AuthenticationGate`` holds
/// ends when it is shown after the login, or dropped. A link an earlier process held in a
/// ``LinkStore`` ends in the process that restores it, whose receipt says so
/// (``Arrival/restored``).
public struct LinkReceipt: Sendable, Hashable {
  /// When a link arrived, as the launch and the link store see it.
  public enum Arrival: String, Sendable, Hashable, CaseIterable {
    /// While the router held links (suspended at launch, or resuming): a cold start.
    case launch
    /// From the link store: an earlier process held it, and this one took it back. Cold.
    case restored
    /// While the router ran.
    case warm

    /// Whether the link came with a cold start: ``launch`` or ``restored``.
    public var isCold: Bool { self != .warm }
  }

  /// Why a link was given up without being shown, besides age and a newer link.
  public enum DropCause: String, Sendable, Hashable, CaseIterable {
    /// The queue of held links was full (``DeferralPolicy/overflow``).
    case queueFull
    /// The app gave it up (``AuthenticationGate/cancelPending()``).
    case cancelled
  }

  /// How a link ended: one of a closed set.
  public enum Outcome: Sendable, Hashable, CustomStringConvertible {
    /// A route's handler took it; `route` is its pattern, `nil` when a middleware answered
    /// it itself.
    case shown(route: String?)
    /// No route's handler took it (none matched, or each declined), and the fallback handler
    /// did.
    case declinedToFallback
    /// Nothing took it.
    case notFound
    /// A rule of the router or a middleware refused it: the error says which rule (its
    /// ``RouteError/code``), `middleware` names the middleware that rejected it, if one did.
    case rejected(RouteError, middleware: String?)
    /// It was redirected through `through` (in order), and ended as `ending`, which is never
    /// a redirect itself.
    indirect case redirected(through: [String], ending: Outcome)
    /// A handler (or a navigation step) threw.
    case failed(RouteError)
    /// It was given up without being shown.
    case dropped(DropCause)
    /// It waited longer than the maximum age.
    case expired
    /// A newer link took its place.
    case superseded
    /// The same link had arrived just before, or was waiting to be shown: it was not shown
    /// again.
    case duplicate

    /// The kind of ending, for counting and `switch`.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      /// ``Outcome/shown(route:)``.
      case shown
      /// ``Outcome/declinedToFallback``.
      case declinedToFallback
      /// ``Outcome/notFound``.
      case notFound
      /// ``Outcome/rejected(_:middleware:)``.
      case rejected
      /// ``Outcome/redirected(through:ending:)``.
      case redirected
      /// ``Outcome/failed(_:)``.
      case failed
      /// ``Outcome/dropped(_:)``.
      case dropped
      /// ``Outcome/expired``.
      case expired
      /// ``Outcome/superseded``.
      case superseded
      /// ``Outcome/duplicate``.
      case duplicate
    }

    /// What kind of ending this is; a redirect is ``Kind/redirected`` whatever it ended as.
    public var kind: Kind {
      switch self {
      case .shown: return .shown
      case .declinedToFallback: return .declinedToFallback
      case .notFound: return .notFound
      case .rejected: return .rejected
      case .redirected: return .redirected
      case .failed: return .failed
      case .dropped: return .dropped
      case .expired: return .expired
      case .superseded: return .superseded
      case .duplicate: return .duplicate
      }
    }

    /// The ending after any redirects.
    public var final: Outcome {
      if case .redirected(_, let ending) = self { return ending }
      return self
    }

    /// `shown by /product/:id`, `rejected: sourceNotAllowed`, `redirected to /x, shown by
    /// /x`...
    public var description: String {
      switch self {
      case .shown(let route): return "shown by \(route ?? "a middleware")"
      case .declinedToFallback: return "declined to the fallback"
      case .notFound: return "not found"
      case .rejected(let error, let middleware):
        return "rejected: \(error.code)" + (middleware.map { " by \($0)" } ?? "")
      case .redirected(let through, let ending):
        return "redirected to \(through.joined(separator: " -> ")), \(ending)"
      case .failed(let error): return "failed: \(error.code)"
      case .dropped(let cause): return "dropped: \(cause.rawValue)"
      case .expired: return "expired"
      case .superseded: return "superseded"
      case .duplicate: return "duplicate"
      }
    }
  }

  /// The link's identifier: unique, the same through a held launch, the login and a restart.
  public var id: String
  /// The URL as it arrived.
  public var url: String
  /// Where it came from; `nil` for a URL that could not be read.
  public var source: LinkSource?
  /// When it arrived, by the wall clock.
  public var arrivedAt: Date
  /// When its fate became final, by the wall clock.
  public var endedAt: Date
  /// Whether it came with a cold start.
  public var arrival: Arrival
  /// How it ended.
  public var outcome: Outcome
  /// Its campaign query items (`utm_*`, and the names the app gave), by name (the first value
  /// of each); they stayed in the URL's query.
  public var campaign: [String: String]
  /// The caller's primitive parameters that a restart could not bring back, by name (see
  /// ``StoredParameter``); empty for a link that was not restored.
  public var unrestoredParameters: [String]

  /// A receipt with every part given.
  public init(
    id: String, url: String, source: LinkSource?, arrivedAt: Date, endedAt: Date,
    arrival: Arrival, outcome: Outcome, campaign: [String: String] = [:],
    unrestoredParameters: [String] = []
  ) {
    self.id = id
    self.url = url
    self.source = source
    self.arrivedAt = arrivedAt
    self.endedAt = endedAt
    self.arrival = arrival
    self.outcome = outcome
    self.campaign = campaign
    self.unrestoredParameters = unrestoredParameters
  }
}
