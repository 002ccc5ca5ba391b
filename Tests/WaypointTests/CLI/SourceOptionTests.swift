import Foundation
import Testing

@testable import WaypointCLI

@Suite("waypoint: --app-scheme and --web-origin, with the aliases --scheme and --origin")
struct SourceOptionTests {
  let scratch = TemporaryDirectory()

  @Test(arguments: ["--app-scheme", "--scheme"])
  func matchTakesBothSpellingsOfTheAppScheme(option: String) async {
    let run = await CommandRun.run(["match", "--route", "/a", option, "myapp", "myapp://a"])
    #expect(run.status == 0)
    #expect(run.jsonLines.first?["route"] as? String == "/a")
  }

  @Test(arguments: ["--web-origin", "--origin"])
  func matchTakesBothSpellingsOfTheWebOrigin(option: String) async {
    let run = await CommandRun.run([
      "match", "--route", "/a", "\(option)=https://app.example.com", "https://app.example.com/a",
    ])
    #expect(run.status == 0)
    #expect(run.jsonLines.first?["route"] as? String == "/a")
  }

  @Test func bothSpellingsMayBeMixed() async {
    let run = await CommandRun.run([
      "match", "--route", "/a", "--scheme", "one", "--app-scheme", "two", "one://a", "two://a",
    ])
    #expect(run.jsonLines.map { $0["route"] as? String } == ["/a", "/a"])
  }

  @Test(arguments: ["--app-scheme", "--scheme"])
  func diffTakesBothSpellingsOfTheAppScheme(option: String) async throws {
    let old = try scratch.file(DiffCommandTests.old, suffix: ".json")
    let new = try scratch.file(DiffCommandTests.new, suffix: ".json")
    let urls = try scratch.file("myapp://product/7\n", suffix: ".txt")
    let run = await CommandRun.run(["diff", old, new, "--urls", urls, option, "myapp"])
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("myapp://product/7: nowUnmatched\n"))
  }

  @Test(arguments: ["--web-origin", "--origin"])
  func diffTakesBothSpellingsOfTheWebOrigin(option: String) async throws {
    let old = try scratch.file(DiffCommandTests.old, suffix: ".json")
    let new = try scratch.file(DiffCommandTests.new, suffix: ".json")
    let urls = try scratch.file("https://shop.example.com/product/7\n", suffix: ".txt")
    let run = await CommandRun.run([
      "diff", old, new, "--urls", urls, option, "https://shop.example.com",
    ])
    #expect(run.standardOutput.contains("https://shop.example.com/product/7: nowUnmatched\n"))
  }

  @Test(arguments: ["--web-origin", "--origin"])
  func aasaTakesBothSpellingsOfTheWebOrigin(option: String) async throws {
    let manifest = try scratch.file(RouteToolingTests.manifest, suffix: ".json")
    let base = ["aasa", "--app-id", "T.b", "--manifest", manifest]
    let every = await CommandRun.run(base)
    let shop = await CommandRun.run(base + [option, "https://shop.example.com"])
    let other = await CommandRun.run(base + [option, "https://other.example.com"])
    #expect(shop.status == 0)
    #expect(every.standardOutput.contains("/deal/?*"))
    #expect(shop.standardOutput.contains("/deal/?*"))
    #expect(!other.standardOutput.contains("/deal/"))
  }

  /// One file per origin: each origin serves its own (Apple's *Supporting associated domains*).
  @Test func aasaTakesSeveralWebOriginsWithAFileEach() async throws {
    let manifest = try scratch.file(RouteToolingTests.manifest, suffix: ".json")
    let arguments = [
      "aasa", "--app-id", "T.b", "--manifest", manifest, "--web-origin",
      "https://other.example.com", "--origin", "https://shop.example.com",
    ]
    let one = await CommandRun.run(arguments)
    #expect(one.status == 2)
    #expect(one.standardError.contains("--output DIR"))
    let directory = try scratch.path(suffix: "")
    let run = await CommandRun.run(arguments + ["--output", directory])
    #expect(run.status == 0)
    let shop = try String(
      contentsOfFile: directory + "/shop.example.com/apple-app-site-association", encoding: .utf8)
    let other = try String(
      contentsOfFile: directory + "/other.example.com/apple-app-site-association", encoding: .utf8)
    #expect(shop.contains("/deal/?*"))
    #expect(!other.contains("/deal/"))
    #expect(other.contains("/product/?*"))
    #expect(run.standardOutput.split(separator: "\n").count == 2)
  }

  @Test(arguments: [
    ["match", "--web-origin", "myapp://x", "/a"],
    ["match", "--origin", "myapp://x", "/a"],
    ["aasa", "--app-id", "T.b", "--routes", "/dev/null", "--web-origin", "ftp://x"],
    ["aasa", "--app-id", "T.b", "--routes", "/dev/null", "--app-scheme", "myapp"],
  ])
  func aBadOrUnknownSourceOptionExitsTwo(arguments: [String]) async {
    let run = await CommandRun.run(arguments)
    #expect(run.status == 2)
    #expect(!run.standardError.isEmpty)
  }

  @Test func anInvalidOriginNamesTheOption() async {
    let run = await CommandRun.run(["match", "--origin", "myapp://x", "/a"])
    #expect(run.standardError.contains("invalid --web-origin"))
  }

  @Test(arguments: [
    ("match", [SourceOption.appScheme, .webOrigin]), ("diff", [.appScheme, .webOrigin]),
    ("aasa", [.webOrigin]),
  ])
  func helpShowsTheMainSpellingAndTheAlias(command: String, options: [SourceOption]) async {
    let help = await CommandRun.run([command, "--help"]).standardOutput
    for option in options {
      #expect(help.contains("[\(option.usage)]..."), "usage of \(command)")
      #expect(help.contains("\n  \(option.usage)  "), "options of \(command)")
      #expect(help.contains("alias --\(option.alias))"), "alias in \(command)")
    }
    #expect(!help.contains("--scheme NAME") && !help.contains("--origin URL"))
    #expect(help.split(separator: "\n").allSatisfy { $0.count <= SourceOption.helpWidth })
  }

  @Test func anAliasIsReadInItsPlaceAmongTheOptionsValues() throws {
    let options = try ArgumentReader(
      [
        "--origin", "https://a.example", "--web-origin=https://b.example",
        "--origin=https://c.example",
      ],
      valueOptions: [], flagOptions: [], sources: [.webOrigin])
    #expect(
      options.values(.webOrigin) == ["https://a.example", "https://b.example", "https://c.example"])
  }

  @Test func anAliasIsNamedAsWrittenInErrors() {
    let error = #expect(throws: UsageError.self) {
      try ArgumentReader(["--scheme"], valueOptions: [], flagOptions: [], sources: [.appScheme])
    }
    #expect(error?.message == "--scheme needs a value")
  }

  @Test func aHelpLineWrapsItsNoteWhenItDoesNotFit() {
    #expect(
      SourceOption.appScheme.helpLine("an app scheme", column: 23)
        == "  --app-scheme SCHEME  an app scheme (repeatable; alias --scheme)")
    let long = String(repeating: "x", count: 60)
    #expect(
      SourceOption.webOrigin.helpLine(long, column: 23)
        == "  --web-origin ORIGIN  \(long)\n"
        + String(repeating: " ", count: 23) + "(repeatable; alias --origin)")
  }
}
