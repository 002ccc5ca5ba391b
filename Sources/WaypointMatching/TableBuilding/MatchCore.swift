/// What every match holds, whatever its table's value type: the route's record, the URL and
/// the parameters' ranges in its route path.
@usableFromInline
package struct MatchCore: Sendable {
  @usableFromInline package let record: RouteRecord
  @usableFromInline package let url: RouteURL
  @usableFromInline package let captures: CaptureRanges

  @usableFromInline
  init(record: RouteRecord, url: RouteURL, captures: CaptureRanges) {
    self.record = record
    self.url = url
    self.captures = captures
  }
}
