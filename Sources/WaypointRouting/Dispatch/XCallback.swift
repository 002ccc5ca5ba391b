/// x-callback-url chaining (WLRRouter's callback chaining): when a URL carries `x-success`,
/// `x-error` or `x-cancel`, the callback URL for the response's status is dispatched with the
/// response as query parameters, under the rules of the Routing semantics article, *Callback URLs*:
/// only when the URL reached a handler (so never for a URL that was refused), and only to a source
/// the router accepts.
struct XCallback {
  let router: Router
  let dispatcher: Dispatcher

  /// What becomes of the callback URL that `parsed`, the URL handed to `handle`, names for
  /// `outcome`: dispatched, refused or withheld; `nil` when it names none.
  @inline(never)
  func follow(_ parsed: RouteURL, outcome: RouteOutcome) async -> CallbackURLOutcome? {
    guard parsed.hasQuery else { return nil }
    let query = parsed.query
    let response = outcome.callbackResponse
    let key: String
    switch response.status {
    case .success: key = "x-success"
    case .cancelled: key = "x-cancel"
    case .failure: key = "x-error"
    }
    guard let target = query.first(key), !target.isEmpty else { return nil }
    guard outcome.final.reachedHandler else {
      return CallbackURLOutcome(.withheld, parameter: key, url: target)
    }
    guard
      let callbackURL = try? RouteURL(target, maximumLength: router.configuration.maximumURLLength),
      router.configuration.accepts(callbackURL.source)
    else {
      dispatcher.emit(.rejected(url: target, error: .callbackNotAllowed(target)))
      return CallbackURLOutcome(.notAllowed, parameter: key, url: target)
    }
    var values = response.values
    if response.status == .failure {
      values["errorCode"] = response.error?.code ?? "failure"
      values["errorMessage"] = response.error?.description ?? "failed"
    }
    let full = Self.appending(values, to: target)
    dispatcher.emit(.callback(url: full))
    let callbackDispatcher = Dispatcher(router: router)
    let callbackOutcome = await callbackDispatcher.dispatch(
      full, origin: parsed.source, chain: RedirectChain())
    return CallbackURLOutcome(.dispatched, parameter: key, url: target, outcome: callbackOutcome)
  }

  /// `url` with `values` added to its query, sorted by name.
  static func appending(_ values: [String: String], to url: String) -> String {
    guard !values.isEmpty else { return url }
    let query = PercentEncoding.query(values.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    let (base, fragment) = url.split(separator: "#", maxSplits: 1).map(String.init).splitFirst()
    let joined = base.appendingQuery(query)
    return fragment.map { joined + "#" + $0 } ?? joined
  }
}

extension Array where Element == String {
  /// The first element and the second, if any.
  fileprivate func splitFirst() -> (String, String?) {
    (first ?? "", count > 1 ? self[1] : nil)
  }
}
