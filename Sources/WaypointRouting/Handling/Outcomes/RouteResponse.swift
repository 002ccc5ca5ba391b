/// What a handler reports back to the caller: a status, values, and an optional payload.
///
/// The values are plain strings so that they can travel on: an x-callback-url request's
/// `x-success` URL receives them as query parameters.
///
/// ```swift
/// return .success(["orderID": "42"])
/// return .cancelled
/// return .failure(.handlerFailed(url: request.url.string, message: "out of stock"))
/// ```
public struct RouteResponse: Sendable, CustomStringConvertible {
  /// How the request ended.
  public enum Status: String, Sendable, Hashable {
    /// The request was carried out.
    case success
    /// The user or the handler cancelled it.
    case cancelled
    /// It failed; ``RouteResponse/error`` says why.
    case failure
  }

  /// How the request ended.
  public var status: Status
  /// Values for the caller (and for an `x-success` callback URL).
  public var values: [String: String]
  // Spelled `Optional<...>` so that it is not first initialized to `nil`, as a `T?` property
  // is: the initializer then initializes it once, instead of assigning over a `nil` through the
  // existential's value witnesses, which cost as much as the rest of making a response.
  // swift-format-ignore: UseShorthandTypeNames
  /// Any value the handler hands back to an in-process caller.
  public var payload: Optional<any Sendable>
  /// Why it failed, for ``Status/failure``.
  public var error: RouteError? {
    get { failure?.value }
    set { failure = newValue.map(Boxed.init) }
  }

  /// The error, behind one reference: a response is copied up through the dispatch, into the
  /// outcome and to the caller, and an error held inline (88 bytes, `nil` or not) made every
  /// copy larger, and every copy ask the error's enum which case it holds.
  private var failure: Boxed<RouteError>?

  /// A response with every part given.
  public init(
    status: Status, values: consuming [String: String] = Dictionary(),
    payload: consuming (any Sendable)? = nil, error: RouteError? = nil
  ) {
    self.status = status
    self.values = values
    self.payload = payload
    self.failure = error.map(Boxed.init)
  }

  /// Success with values and a payload.
  ///
  /// The values and the payload are consumed (moved into the response), not copied: a handler
  /// makes a response with them and keeps nothing of them. The empty values are spelled
  /// `Dictionary()`, not `[:]`, a call of `init(dictionaryLiteral:)` that is not inlined.
  public static func success(
    _ values: consuming [String: String] = Dictionary(), payload: consuming (any Sendable)? = nil
  ) -> RouteResponse {
    RouteResponse(status: .success, values: values, payload: payload)
  }

  /// Success with nothing to report: what the router completes a callback with when a handler
  /// returns without calling it.
  public static var ok: RouteResponse { .success() }

  /// The request was cancelled.
  public static var cancelled: RouteResponse { RouteResponse(status: .cancelled) }

  /// The request failed with `error`.
  public static func failure(_ error: RouteError) -> RouteResponse {
    RouteResponse(status: .failure, error: error)
  }

  /// `success`, `cancelled` or `failure: message`, with the values.
  public var description: String {
    var text = status.rawValue
    if let error { text += ": \(error)" }
    if !values.isEmpty {
      text +=
        " "
        + values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    }
    return text
  }
}
