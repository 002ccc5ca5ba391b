extension RouteMatch {
  /// The route, the URL and the ranges of the match, moved out of it: a request made of them
  /// takes them over without a retain and a release each, as it would reading them one by one
  /// from a match that is released afterwards.
  @inline(__always)
  consuming func parts() -> (route: Route, url: RouteURL, captures: CaptureRanges) {
    (route, url, captures)
  }
}
