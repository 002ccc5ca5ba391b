import Foundation
import Testing

@testable import Waypoint

@Suite("Association files: reading them strictly")
struct SiteAssociationReadingTests {
  static let valid = #"""
    {"applinks": {"substitutionVariables": {"food": ["pizza", "sushi"]},
      "defaults": {"caseSensitive": false},
      "details": [{"appIDs": ["T.app"], "defaults": {"percentEncoded": true},
        "components": [{"/": "/menu/$(food)", "?": {"size": "?*"}, "#": "top",
                        "exclude": false, "comment": "menu"}]}]}}
    """#

  @Test func aValidFileReadsEveryKeyAndWritesItBack() throws {
    let file = try SiteAssociation(json: Data(Self.valid.utf8))
    #expect(file.substitutionVariables == ["food": ["pizza", "sushi"]])
    #expect(file.defaults.caseSensitive == false)
    #expect(file.details[0].defaults.percentEncoded == true)
    let component = try #require(file.details[0].components?.first)
    #expect(component.path == "/menu/$(food)")
    #expect(component.query == .items(["size": "?*"]))
    #expect(component.fragment == "top")
    #expect(component.exclude == false)
    #expect(component.comment == "menu")
    #expect(file.warnings.isEmpty)
    #expect(try SiteAssociation(json: Data(file.json.utf8)) == file)
  }

  /// Every prefix of a valid file is a bad file, reported with a typed error, never a crash.
  @Test func aTruncatedFileIsAnErrorAtEveryLength() {
    let bytes = Array(Self.valid.utf8)
    for length in 0..<bytes.count {
      #expect(throws: SiteAssociationError.self) {
        try SiteAssociation(json: Data(bytes[..<length]))
      }
    }
  }

  static let badFiles: [(json: String, location: String?)] = [
    ("not json", nil),
    ("[]", "the file"),
    ("{}", "applinks"),
    (#"{"webcredentials": {"apps": []}}"#, "applinks"),
    (#"{"applinks": []}"#, "applinks"),
    (#"{"applinks": {}}"#, "applinks.details"),
    (#"{"applinks": {"details": "x"}}"#, "applinks.details"),
    (#"{"applinks": {"details": [{"components": []}]}}"#, "applinks.details[0]"),
    (#"{"applinks": {"details": [5]}}"#, "applinks.details[0]"),
    (#"{"applinks": {"details": [{"appID": 5}]}}"#, "applinks.details[0].appID"),
    (
      #"{"applinks": {"details": [{"appIDs": ["T.a"], "components": {}}]}}"#,
      "applinks.details[0].components"
    ),
    (
      #"{"applinks": {"details": [{"appIDs": ["T.a"], "components": ["x"]}]}}"#,
      "applinks.details[0].components[0]"
    ),
    (
      #"{"applinks": {"details": [{"appIDs": ["T.a"], "components": [{"/": 5}]}]}}"#,
      #"applinks.details[0].components[0]["/"]"#
    ),
    (
      #"{"applinks": {"details": [{"appIDs": ["T.a"], "components": [{"?": {"flag": true}}]}]}}"#,
      #"applinks.details[0].components[0]["?"].flag"#
    ),
    (
      #"{"applinks": {"details": [{"appIDs": ["T.a"], "components": [{"?": 1}]}]}}"#,
      #"applinks.details[0].components[0]["?"]"#
    ),
    (
      #"{"applinks": {"details": [{"appIDs": ["T.a"], "components": [{"exclude": "yes"}]}]}}"#,
      "applinks.details[0].components[0].exclude"
    ),
    (
      #"{"applinks": {"details": [{"appIDs": ["T.a"], "components": [{"caseSensitive": 1}]}]}}"#,
      "applinks.details[0].components[0].caseSensitive"
    ),
    (
      #"{"applinks": {"details": [{"appIDs": ["T.a"], "paths": [1]}]}}"#,
      "applinks.details[0].paths[0]"
    ),
    (#"{"applinks": {"defaults": [], "details": []}}"#, "applinks.defaults"),
    (
      #"{"applinks": {"substitutionVariables": {"a(b": ["x"]}, "details": []}}"#,
      "applinks.substitutionVariables.a(b"
    ),
    (
      #"{"applinks": {"substitutionVariables": {"v": ["$(w)"]}, "details": []}}"#,
      "applinks.substitutionVariables.v"
    ),
    (
      #"{"applinks": {"substitutionVariables": {"v": "x"}, "details": []}}"#,
      "applinks.substitutionVariables.v"
    ),
  ]

  @Test(arguments: badFiles)
  func aBadFileIsATypedErrorNamingWhere(json: String, location: String?) {
    do {
      _ = try SiteAssociation(json: Data(json.utf8))
      Issue.record("\(json) was read")
    } catch {
      switch error {
      case .invalidValue(let at, let reason):
        #expect(at == location)
        #expect(!reason.isEmpty)
      case .invalidJSON:
        #expect(location == nil)
      case .tooLarge:
        Issue.record("\(json): \(error)")
      }
    }
  }

  @Test func aFileOverTheSystemsLimitIsRefused() throws {
    let padding = String(repeating: " ", count: SiteAssociationError.maximumByteCount)
    let json = #"{"applinks": {"details": []}}"# + padding
    #expect(throws: SiteAssociationError.tooLarge(byteCount: json.utf8.count)) {
      try SiteAssociation(json: Data(json.utf8))
    }
  }

  @Test func whatTheSystemIgnoresIsAWarning() throws {
    let file = try SiteAssociation(
      json: Data(
        #"""
        {"applinks": {"apps": [], "extra": 1, "details": [
          {"appIDs": ["T.a"], "components": [{"/": "/x", "casesensitive": false}], "paths": ["*"]}]}}
        """#.utf8))
    let locations = file.warnings.map(\.location)
    #expect(locations.contains("applinks.extra"))
    #expect(locations.contains(#"applinks.details[0].components[0]["casesensitive"]"#))
    #expect(locations.contains("applinks.details[0].paths"))
    #expect(!locations.contains("applinks.apps"))
    let legacy = try SiteAssociation(
      json: Data(
        #"{"applinks": {"details": {"T.b": {"paths": ["/b"]}, "T.a": {"paths": ["/a"]}}}}"#.utf8))
    #expect(legacy.details.map(\.appIDs) == [["T.a"], ["T.b"]])
    #expect(legacy.warnings.map(\.location) == ["applinks.details"])
  }
}
