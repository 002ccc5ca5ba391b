import Testing
import WaypointTestSupport

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("Reverse routing")
struct ReverseRoutingTests {
  @Test(arguments: [
    ("/user/:id", ["id": "42"], "/user/42"),
    ("/user/:id", ["id": "a/b c"], "/user/a%2Fb%20c"),
    ("/user/:id", ["id": "50%"], "/user/50%25"),
    ("/files/*path", ["path": "a/b c/d"], "/files/a/b%20c/d"),
    ("/users{/:id}/edit", [:], "/users/edit"),
    ("/users{/:id}/edit", ["id": "7"], "/users/7/edit"),
    ("myapp://share/:id", ["id": "9"], "myapp://share/9"),
    ("https://app.example.com/p/:id", ["id": "é"], "https://app.example.com/p/%C3%A9"),
    ("/search", ["q": "a b&c=d", "page": "2"], "/search?page=2&q=a%20b%26c%3Dd"),
    ("/", [:], "/"),
  ])
  func builds(pattern: String, parameters: [String: String], expected: String) throws {
    #expect(try RouteExpression(pattern).url(parameters: parameters) == expected)
  }

  @Test func missingAndInvalidParametersAreTypedErrors() throws {
    let router = makeRouter()
    try router.register("/user/:id(\\d+)", name: "user") { _ in .ok }
    #expect(try router.url(for: "user", parameters: ["id": "42"]) == "/user/42")
    #expect(throws: RouteError.missingParameter(name: "id", route: "/user/:id(\\d+)")) {
      try router.url(for: "user")
    }
    #expect {
      try router.url(for: "user", parameters: ["id": "me"])
    } throws: { error in
      guard case .invalidParameter(let name, let value, _, let reason) = error as? RouteError else {
        return false
      }
      return name == "id" && value == "me" && reason.contains("constraint")
    }
    #expect(throws: RouteError.unknownRoute("nobody")) { try router.url(for: "nobody") }
    #expect(throws: RouteError.self) {
      try router.url(forPattern: "/user/:id(\\d+)", parameters: ["id": ""])
    }
    #expect(try router.url(forPattern: "/user/:id(\\d+)", parameters: ["id": "1"]) == "/user/1")
  }

  @Test func dotSegmentValuesAreInvalid() {
    #expect {
      try RouteExpression("/u/:a/x/:b").url(parameters: ["a": "ok", "b": ".."])
    } throws: { error in
      guard case .invalidParameter(let name, _, _, let reason) = error as? MatchingError else {
        return false
      }
      return name == "b" && reason.contains(". or ..")
    }
    #expect(throws: MatchingError.self) {
      try RouteExpression("/f/*a").url(parameters: ["a": "x/./y"])
    }
  }

  @Test func emptyValuesAndEmptyWildcardSegmentsAreInvalid() {
    #expect(throws: MatchingError.self) { try RouteExpression("/a/:x").url(parameters: ["x": ""]) }
    #expect(throws: MatchingError.self) {
      try RouteExpression("/a/*x").url(parameters: ["x": "a//b"])
    }
    #expect(throws: MatchingError.self) { try RouteExpression(regex: "/a").url(parameters: [:]) }
  }

  @Test("building then matching gives the same parameters", arguments: 0..<8)
  func roundTripOnRandomValues(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed))
    let patterns = ["/u/:a", "/u/:a/x/:b", "/p/:a-:b", "/f/*a", "myapp://s/:a{/:b}", "/c/:a(\\w+)"]
    let alphabet = Array("abcXYZ019-._~!$&'()*+,;=:@ /?#%[]éß家🙂")
    for _ in 0..<200 {
      let pattern = patterns.randomElement(using: &generator)!
      let expression = try RouteExpression(pattern)
      var parameters: [String: String] = [:]
      for name in expression.parameterNames {
        let length = Int.random(in: 1...8, using: &generator)
        var value = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
        if pattern.hasPrefix("/c/") {
          value = String(value.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(5))
        }
        if pattern.hasPrefix("/f/") { value = value.split(separator: "/").joined(separator: "/") }
        if pattern.hasPrefix("/p/") && name == "b" {
          value = value.replacingOccurrences(of: "-", with: "")
        }
        if !value.isEmpty && value != "." && value != ".." { parameters[name] = value }
      }
      guard parameters.count == expression.parameterNames.count else { continue }
      let url = try expression.url(parameters: parameters)
      let match = try RouteMatcher(expression).match(url)
      #expect(match?.parameters.dictionary == parameters, "\(pattern) \(parameters) -> \(url)")
    }
  }
}
