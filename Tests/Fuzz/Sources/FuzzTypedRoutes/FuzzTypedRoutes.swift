import Foundation
import FuzzSupport
import Waypoint

/// Runs the invariant self-test when asked, and checks every type's declaration once, before
/// the first input, so that no input's coverage depends on coming first.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzTypedRoutesInitialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  Invariant.selfTestIfRequested()
  do throws(RouteError) {
    for table in [
      try TextDestination.typedRouteTable(), try NumberDestination.typedRouteTable(),
      try FileDestination.typedRouteTable(), try EditDestination.typedRouteTable(),
      try MixedDestination.typedRouteTable(), try ShareDestination.typedRouteTable(),
      try DateDestination.typedRouteTable(), try WebDestination.typedRouteTable(),
      try AppRoute.typedRouteTable(),
    ] {
      _ = table
    }
  } catch {
    Invariant.fail("a typed route of the target is refused: \(error)")
  }
  return 0
}

/// Fuzzes typed routes (`RouteDestination`, `RouteEnum`): building a value's URL and parsing
/// it back.
///
/// Input: a stream of choices (``FuzzBytes``): up to eight values, each a type (a byte) and
/// its parameters (strings of awkward characters and arbitrary Unicode, numbers at their
/// edges, dates, UUIDs, URLs, enums, optionals, arrays). Invariants: no crash, bounded time;
/// a value either has a URL, from itself and from every source it may be linked from, that
/// parses back to an equal value, or is refused with `invalidParameter` or
/// `missingParameter` naming the parameter no URL can carry (``Expectation``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTypedRoutes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var bytes = FuzzBytes(data, size)
  for _ in 0..<8 where !bytes.isAtEnd {
    checkValue(&bytes)
  }
  return 0
}

/// Makes one value of the type the next byte chooses, and checks its round trip.
func checkValue(_ bytes: inout FuzzBytes) {
  var expectation = Expectation()
  switch bytes.below(9) {
  case 0:
    let value = TextDestination(
      name: bytes.parameterText(), note: bytes.optional { $0.parameterText() },
      tags: bytes.array { $0.parameterText() })
    expectation.path("name", value.name)
    RoundTrip.check(value, expectation)
  case 1:
    let value = NumberDestination(
      id: bytes.integer(), ratio: bytes.double(), scale: bytes.optional { $0.float() },
      small: bytes.optional { Int8(truncatingIfNeeded: $0.integer()) },
      big: UInt64(bitPattern: bytes.int64()), flag: bytes.bool(), flags: bytes.array { $0.bool() })
    RoundTrip.check(value, expectation)
  case 2:
    let value = FileDestination(path: bytes.wildcardText())
    expectation.wildcard("path", value.path)
    RoundTrip.check(value, expectation)
  case 3:
    let value = EditDestination(
      id: bytes.optional { $0.uuid() },
      section: bytes.optional { $0.pick(EditDestination.Section.allCases) },
      sections: bytes.array { $0.pick(EditDestination.Section.allCases) },
      mode: bytes.pick(EditDestination.Mode.allCases))
    RoundTrip.check(value, expectation)
  case 4:
    let value = MixedDestination(name: bytes.parameterText(), ext: bytes.parameterText())
    expectation.add("name", .eitherWay)
    expectation.add("ext", .eitherWay)
    RoundTrip.check(value, expectation)
  case 5:
    let value = ShareDestination(shareToken: bytes.parameterText())
    expectation.path("token", value.shareToken)
    RoundTrip.check(value, expectation, sources: [.appScheme("myapp")])
  case 6:
    let value = DateDestination(when: bytes.date(), until: bytes.optional { $0.date() })
    expectation.date("when", value.when)
    if let until = value.until { expectation.date("until", until) }
    RoundTrip.check(value, expectation)
  case 7:
    let value = WebDestination(address: bytes.url(), mirrors: bytes.array { $0.url() })
    RoundTrip.check(value, expectation)
  default:
    let value = appRoute(&bytes, &expectation)
    RoundTrip.check(value, expectation)
  }
}

/// A case of ``AppRoute``, and what its parameters should do (named `case.parameter`).
func appRoute(_ bytes: inout FuzzBytes, _ expectation: inout Expectation) -> AppRoute {
  switch bytes.below(8) {
  case 0:
    return .home
  case 1:
    let id = bytes.integer()
    expectation.add("item.id", id < 0 ? .refused : .carried)
    return .item(id: id)
  case 2:
    let query = bytes.parameterText()
    expectation.path("search.query", query)
    return .search(query: query, page: bytes.optional { $0.integer() })
  case 3:
    let path = bytes.wildcardText()
    expectation.wildcard("file.path", path)
    return .file(path: path)
  case 4:
    let left = bytes.parameterText()
    let right = bytes.parameterText()
    expectation.path("pair.left", left)
    expectation.path("pair.right", right)
    return .pair(left, right)
  case 5:
    let text = TextDestination(
      name: bytes.parameterText(), note: bytes.optional { $0.parameterText() },
      tags: bytes.array { $0.parameterText() })
    expectation.path("text.name", text.name)
    return .text(text)
  case 6:
    let date = bytes.date()
    expectation.date("at.date", date)
    return .at(date: date)
  default:
    return .toggle(on: bytes.bool(), label: bytes.optional { $0.parameterText() })
  }
}
