import Foundation
import Testing

@testable import Waypoint

/// One URL against a file, with the verdict Apple's documentation (or, where it says nothing,
/// `swcutil` as observed, or the article's decision) gives: `app`, `excluded`, `none`, or
/// `other` (another app).
struct MatchingCase: CustomTestStringConvertible, Sendable {
  /// The `components` array, or with `file`, the whole `applinks` object.
  let json: String
  let url: String
  let expected: String
  var file = false

  var testDescription: String { "\(json) \(url) -> \(expected)" }

  func association() throws -> SiteAssociation {
    let applinks =
      file ? json : #"{"details": [{"appIDs": ["T.app"], "components": \#(json)}]}"#
    return try SiteAssociation(json: Data(#"{"applinks": \#(applinks)}"#.utf8))
  }
}

@Suite("Association files: matching a URL as the system does")
struct SiteAssociationMatchingTests {
  static let cases: [MatchingCase] = [
    // Wildcards (Apple: *applinks.Details.Components*): * crosses /, ? is one character.
    .init(json: ##"[{"/": "/buy/*"}]"##, url: "https://example.com/buy/42", expected: "app"),
    .init(json: ##"[{"/": "/buy/*"}]"##, url: "https://example.com/buy/42/x", expected: "app"),
    .init(json: ##"[{"/": "/buy/*"}]"##, url: "https://example.com/buyer", expected: "none"),
    .init(json: ##"[{"/": "/buy/*"}]"##, url: "https://example.com/buy", expected: "app"),
    .init(json: ##"[{"/": "/buy/*"}]"##, url: "https://example.com/buy/", expected: "app"),
    .init(json: ##"[{"/": "/buy"}]"##, url: "https://example.com/buy/", expected: "app"),
    .init(json: ##"[{"/": "/a/*/c"}]"##, url: "https://example.com/a/c", expected: "none"),
    .init(json: ##"[{"/": "/id/????"}]"##, url: "https://example.com/id/4815", expected: "app"),
    .init(json: ##"[{"/": "/id/????"}]"##, url: "https://example.com/id/481", expected: "none"),
    .init(json: ##"[{"/": "/a/?*"}]"##, url: "https://example.com/a/", expected: "none"),
    .init(json: ##"[{"/": "/a/?*"}]"##, url: "https://example.com/a/b", expected: "app"),
    .init(json: ##"[{"/": "/x?y"}]"##, url: "https://example.com/x/y", expected: "app"),
    .init(json: ##"[{"/": "abc"}]"##, url: "https://example.com/abc", expected: "app"),
    .init(json: ##"[{"/": "abc"}]"##, url: "https://example.com/abcd", expected: "none"),
    .init(json: ##"[{"/": "/"}]"##, url: "https://example.com", expected: "app"),
    // Every key given must match; an absent part is "" (Apple's `/abc?def` example).
    .init(
      json: ##"[{"/": "/abc", "?": "def", "#": "*"}]"##, url: "https://example.com/abc?def",
      expected: "app"),
    .init(
      json: ##"[{"/": "/abc", "?": "def", "#": "*"}]"##, url: "https://example.com/abc",
      expected: "none"),
    .init(
      json: ##"[{"/": "/abc", "?": "def", "#": "*"}]"##, url: "https://example.com/?def",
      expected: "none"),
    // Order: the first match wins, an exclusion stops the search.
    .init(
      json: ##"[{"#": "no_universal_links", "exclude": true}, {"/": "/buy/*"}]"##,
      url: "https://example.com/buy/1#no_universal_links", expected: "excluded"),
    .init(
      json: ##"[{"#": "no_universal_links", "exclude": true}, {"/": "/buy/*"}]"##,
      url: "https://example.com/buy/1", expected: "app"),
    .init(
      json: ##"[{"/": "/a/private/*", "exclude": true}, {"/": "/a/*"}]"##,
      url: "https://example.com/a/private/x", expected: "excluded"),
    .init(
      json: ##"[{"/": "/a/*"}, {"/": "/a/private/*", "exclude": true}]"##,
      url: "https://example.com/a/private/x", expected: "app"),
    // What a component does not set matches everything.
    .init(json: ##"[{"#": "promo"}]"##, url: "https://example.com/a/b?c=d#promo", expected: "app"),
    .init(json: ##"[{"#": "promo"}]"##, url: "https://example.com/a/b#other", expected: "none"),
    .init(json: ##"[{}]"##, url: "https://example.com/anything", expected: "app"),
    .init(json: ##"[{"#": "?*"}]"##, url: "https://example.com/x", expected: "none"),
    .init(json: ##"[{"#": ""}]"##, url: "https://example.com/x", expected: "app"),
    // The query: a string is the whole query; a dictionary is items by name.
    .init(json: ##"[{"?": "a=1"}]"##, url: "https://example.com/x?a=1", expected: "app"),
    .init(json: ##"[{"?": "a=1"}]"##, url: "https://example.com/x?a=1&b=2", expected: "none"),
    .init(json: ##"[{"?": "*"}]"##, url: "https://example.com/x", expected: "app"),
    .init(json: ##"[{"?": {"a": "1"}}]"##, url: "https://example.com/x?b=2&a=1", expected: "app"),
    .init(json: ##"[{"?": {"a": "1"}}]"##, url: "https://example.com/x?b=2", expected: "none"),
    .init(json: ##"[{"?": {"b": "*"}}]"##, url: "https://example.com/x?a=1", expected: "app"),
    .init(json: ##"[{"?": {"b": "?*"}}]"##, url: "https://example.com/x?a=1", expected: "none"),
    .init(json: ##"[{"?": {"flag": ""}}]"##, url: "https://example.com/x?flag", expected: "app"),
    .init(
      json: ##"[{"?": {"id": "42"}}]"##, url: "https://example.com/x?id=7&id=42", expected: "none"),
    .init(
      json: ##"[{"?": {"id": "7"}}]"##, url: "https://example.com/x?id=7&id=7", expected: "app"),
    .init(
      json: ##"[{"/": "/help/*", "?": {"articleNumber": "????"}}]"##,
      url: "https://example.com/help/1?articleNumber=4815", expected: "app"),
    .init(
      json: ##"[{"/": "/help/*", "?": {"articleNumber": "????"}}]"##,
      url: "https://example.com/help/1?articleNumber=481", expected: "none"),
    // Case.
    .init(json: ##"[{"/": "/Help/*"}]"##, url: "https://example.com/help/1", expected: "none"),
    .init(
      json: ##"[{"/": "/Help/*", "caseSensitive": false}]"##, url: "https://example.com/help/1",
      expected: "app"),
    .init(
      json:
        ##"{"details": [{"appIDs": ["T.app"], "defaults": {"caseSensitive": false}, "components": [{"/": "/buy/*"}]}]}"##,
      url: "https://example.com/BUY/1", expected: "app", file: true),
    .init(
      json:
        ##"{"defaults": {"caseSensitive": false}, "details": [{"appIDs": ["T.app"], "defaults": {"caseSensitive": true}, "components": [{"/": "/Strict/*"}]}]}"##,
      url: "https://example.com/strict/1", expected: "none", file: true),
    .init(
      json:
        ##"{"defaults": {"caseSensitive": false}, "details": [{"appIDs": ["T.app"], "defaults": {"caseSensitive": true}, "components": [{"/": "/Loose/*", "caseSensitive": false}]}]}"##,
      url: "https://example.com/loose/1", expected: "app", file: true),
    .init(
      json:
        ##"{"defaults": {"/": "/foo/*"}, "details": [{"appIDs": ["T.app"], "components": [{"#": "*"}]}]}"##,
      url: "https://example.com/bar", expected: "none", file: true),
    .init(
      json:
        ##"{"defaults": {"exclude": true}, "details": [{"appIDs": ["T.app"], "components": [{"#": "*"}]}]}"##,
      url: "https://example.com/bar", expected: "excluded", file: true),
    // Percent-encoding: compared as written, unless percentEncoded is false.
    .init(json: ##"[{"/": "/a%20b"}]"##, url: "https://example.com/a%20b", expected: "app"),
    .init(json: ##"[{"/": "/a b"}]"##, url: "https://example.com/a%20b", expected: "none"),
    .init(
      json: ##"[{"/": "/a b", "percentEncoded": false}]"##, url: "https://example.com/a%20b",
      expected: "app"),
    .init(
      json: ##"[{"/": "/a%20b", "percentEncoded": false}]"##, url: "https://example.com/a%20b",
      expected: "none"),
    .init(json: ##"[{"/": "/a/b"}]"##, url: "https://example.com/a%2Fb", expected: "none"),
    .init(
      json: ##"[{"/": "/a/b", "percentEncoded": false}]"##, url: "https://example.com/a%2Fb",
      expected: "app"),
    .init(
      json: ##"[{"/": "/caf%C3%A9"}]"##, url: "https://example.com/caf%c3%a9", expected: "none"),
    .init(
      json: ##"[{"/": "/caf%C3%A9", "caseSensitive": false}]"##,
      url: "https://example.com/caf%c3%a9", expected: "app"),
    .init(
      json: ##"[{"/": "/café/*", "percentEncoded": false}]"##,
      url: "https://example.com/caf%C3%A9/menu", expected: "app"),
    .init(json: ##"[{"/": "/café"}]"##, url: "https://example.com/caf%C3%A9", expected: "none"),
    // Substitution variables.
    .init(json: ##"[{"/": "/id/$(digit)"}]"##, url: "https://example.com/id/7", expected: "app"),
    .init(json: ##"[{"/": "/id/$(digit)"}]"##, url: "https://example.com/id/77", expected: "none"),
    .init(json: ##"[{"/": "/id/$(digit)"}]"##, url: "https://example.com/id/x", expected: "none"),
    .init(
      json: ##"[{"/": "/id/$(digit)*"}]"##, url: "https://example.com/id/1a/b", expected: "app"),
    .init(
      json: ##"[{"/": "/id/$(upper)", "caseSensitive": false}]"##, url: "https://example.com/id/q",
      expected: "app"),
    .init(json: ##"[{"/": "/id/$(xdigit)"}]"##, url: "https://example.com/id/F", expected: "app"),
    .init(json: ##"[{"/": "/id/$(xdigit)"}]"##, url: "https://example.com/id/g", expected: "none"),
    .init(
      json: ##"[{"/": "/$(region)/home"}]"##, url: "https://example.com/GB/home", expected: "app"),
    .init(
      json: ##"[{"/": "/$(region)/home"}]"##, url: "https://example.com/UK/home", expected: "none"),
    .init(
      json: ##"[{"/": "/$(lang)/home"}]"##, url: "https://example.com/en/home", expected: "app"),
    .init(
      json:
        ##"{"substitutionVariables": {"food": ["burrito", "pizza", "sushi", "samosa"]}, "details": [{"appIDs": ["T.app"], "components": [{"/": "/$(lang)_$(region)/$(food)/"}]}]}"##,
      url: "https://example.com/en_US/pizza/", expected: "app", file: true),
    .init(
      json:
        ##"{"substitutionVariables": {"food": ["burrito", "pizza", "sushi", "samosa"]}, "details": [{"appIDs": ["T.app"], "components": [{"/": "/$(lang)_$(region)/$(food)/"}]}]}"##,
      url: "https://example.com/en_US/tacos/", expected: "none", file: true),
    .init(
      json:
        ##"{"substitutionVariables": {"food": ["pizza"]}, "details": [{"appIDs": ["T.app"], "components": [{"/": "/$(lang)_$(region)/$(food)/"}]}]}"##,
      url: "https://example.com/en_US/$(food)/", expected: "none", file: true),
    .init(
      json:
        ##"{"substitutionVariables": {"kind": ["a*z"]}, "details": [{"appIDs": ["T.app"], "components": [{"/": "/$(kind)/x"}]}]}"##,
      url: "https://example.com/abcz/x", expected: "app", file: true),
    .init(json: ##"[{"/": "/$(nope)/x"}]"##, url: "https://example.com/a/x", expected: "none"),
    // Entries in order, whichever app; the format before iOS 13.
    .init(
      json:
        ##"{"details": [{"appIDs": ["T.other"], "components": [{"/": "/buy/*"}]}, {"appIDs": ["T.app"], "components": [{"/": "*"}]}]}"##,
      url: "https://example.com/buy/1", expected: "other", file: true),
    .init(
      json:
        ##"{"details": [{"appIDs": ["T.other"], "components": [{"/": "/buy/*"}]}, {"appIDs": ["T.app"], "components": [{"/": "*"}]}]}"##,
      url: "https://example.com/sell/1", expected: "app", file: true),
    .init(
      json:
        ##"{"details": [{"appIDs": ["T.other"], "components": [{"/": "/x", "exclude": true}]}, {"appIDs": ["T.app"], "components": [{"/": "*"}]}]}"##,
      url: "https://example.com/x", expected: "excluded", file: true),
    .init(
      json: ##"{"details": [{"appID": "T.app", "paths": ["NOT /wwdc/internal/*", "/wwdc/*"]}]}"##,
      url: "https://example.com/wwdc/2015", expected: "app", file: true),
    .init(
      json: ##"{"details": [{"appID": "T.app", "paths": ["NOT /wwdc/internal/*", "/wwdc/*"]}]}"##,
      url: "https://example.com/wwdc/internal/notes", expected: "excluded", file: true),
    .init(
      json: ##"{"details": [{"appID": "T.app", "paths": ["/wwdc/*"]}]}"##,
      url: "https://example.com/wwdc/1?x#y", expected: "app", file: true),
    .init(
      json: ##"{"details": [{"appIDs": ["T.app"], "components": [{"/": "/c"}], "paths": ["*"]}]}"##,
      url: "https://example.com/other", expected: "none", file: true),
    .init(
      json: ##"{"details": {"T.app": {"paths": ["/wwdc/news/"]}}}"##,
      url: "https://example.com/wwdc/news/", expected: "app", file: true),
    .init(
      json:
        ##"{"details": [{"appID": "T.app", "appIDs": ["T.two"], "components": [{"/": "/x"}]}]}"##,
      url: "https://example.com/x", expected: "app", file: true),
  ]

  @Test(arguments: cases)
  func verdict(of testCase: MatchingCase) throws {
    let verdict = try testCase.association().verdict(for: testCase.url, appIDs: ["T.app"])
    let name: String
    switch verdict {
    case .app: name = "app"
    case .excluded: name = "excluded"
    case .otherApp: name = "other"
    case .noMatch: name = "none"
    }
    #expect(name == testCase.expected)
  }

  @Test func theVerdictNamesTheComponentThatDecided() throws {
    let file = try MatchingCase(
      json: ##"[{"/": "/a/private/*", "exclude": true}, {"/": "/a/*"}]"##, url: "", expected: ""
    ).association()
    let location = SiteAssociation.Location(details: 0, index: 0, isPath: false)
    #expect(file.verdict(for: "/a/private/1", appIDs: ["T.app"]) == .excluded(location))
    #expect(location.description == "applinks.details[0].components[0]")
    #expect(file.component(at: location)?.path == "/a/private/*")
  }

  @Test func anUndefinedVariableMatchesNothingAndIsReported() throws {
    let file = try MatchingCase(json: ##"[{"/": "/$(nope)/x"}]"##, url: "", expected: "")
      .association()
    let check = try Router(webOrigins: ["https://example.com"]).checkSiteAssociation(
      file, origin: try WebOrigin("https://example.com"), appIDs: ["T.app"])
    #expect(check.warnings.contains { $0.message.contains("$(nope)") })
  }

  @Test func aLongPatternMatchesInLinearSteps() throws {
    // Many `*` against a long text that almost matches: a backtracking matcher takes
    // exponential time here; the positions method takes one pass per piece.
    let pattern = String(repeating: "*a", count: 40) + "b"
    let text = "/" + String(repeating: "a", count: 2000)
    let file = try MatchingCase(json: #"[{"/": "/\#(pattern)"}]"#, url: "", expected: "")
      .association()
    #expect(file.verdict(for: text, appIDs: ["T.app"]) == .noMatch)
  }
}
