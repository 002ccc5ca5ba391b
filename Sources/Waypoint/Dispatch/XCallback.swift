/// x-callback-url chaining (WLRRouter's callback chaining): when a handled URL carries
/// `x-success`, `x-error` or `x-cancel`, the callback URL for the response's status is
/// dispatched with the response as query parameters, if it comes from an accepted source.
struct XCallback {
  let router: Router
  let dispatcher: Dispatcher

  /// Dispatches the callback URL that `url` names for `outcome`, if any.
  func follow(_ url: String, outcome: RouteOutcome) async {
    guard let parsed = try? RouteURL(url, maximumLength: router.configuration.maximumURLLength),
      parsed.hasQuery
    else { return }
    let query = parsed.query
    let response = outcome.callbackResponse
    var values = response.values
    let key: String
    switch response.status {
    case .success:
      key = "x-success"
    case .cancelled:
      key = "x-cancel"
    case .failure:
      key = "x-error"
      values["errorCode"] = response.error?.code ?? "failure"
      values["errorMessage"] = response.error?.description ?? "failed"
    }
    guard let target = query.first(key), !target.isEmpty else { return }
    guard
      let callbackURL = try? RouteURL(target, maximumLength: router.configuration.maximumURLLength),
      router.configuration.accepts(callbackURL.source)
    else {
      dispatcher.emit(.rejected(url: target, error: .callbackNotAllowed(target)))
      return
    }
    let full = Self.appending(values, to: target)
    dispatcher.emit(.callback(url: full))
    let callbackDispatcher = Dispatcher(
      router: router, primitiveParameters: [:], callback: RouteCallback())
    _ = await callbackDispatcher.dispatch(full, origin: parsed.source, chain: RedirectChain())
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
