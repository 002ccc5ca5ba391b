/// What every match holds, whatever its table's value type: the route's record, the URL and
/// the parameters' ranges in its route path.
@usableFromInline
package struct MatchCore: Sendable {
  @usableFromInline let record: RouteRecord
  @usableFromInline let url: RouteURL
  @usableFromInline let captures: CaptureRanges

  @usableFromInline
  init(record: RouteRecord, url: RouteURL, captures: CaptureRanges) {
    self.record = record
    self.url = url
    self.captures = captures
  }
}
