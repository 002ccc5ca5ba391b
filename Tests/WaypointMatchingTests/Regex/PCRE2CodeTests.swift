import Foundation
import Testing

@testable import WaypointMatching

@Suite("PCRE2 binding")
struct PCRE2CodeTests {
  @Test func compileErrorCarriesMessageAndOffset() {
    #expect {
      _ = try PCRE2Code(pattern: "/a(b", options: .routePath)
    } throws: { error in
      guard let error = error as? PCRE2CompileError else { return false }
      return error.message.contains("missing closing parenthesis") && error.offset == 4
    }
  }

  @Test func jitCompilesHere() throws {
    #expect(try PCRE2Code(pattern: "/a/(?<x>[^/]+)", options: .routePath).isJITCompiled)
  }

  /// Where the JIT is refused (iOS and the other Apple device platforms), matching runs
  /// PCRE2's interpreter: it must give the same offsets, marks and limit errors.
  @Test(arguments: [
    ("(?|/u/(*MARK:0)(?<x>[^/]+)|/u/(*MARK:1)(?<x>[^/]+)/e)", "/u/abc/e"),
    ("/files/(?<p>.+)", "/files/a/b%20c"),
    ("/(?<n>.+)\\.(?<e>[^/.]+)", "/archive.tar.gz"),
    ("/x", "/y"),
  ])
  func interpreterMatchesAsTheJITDoes(pattern: String, subject: String) throws {
    let options = PCRE2CompileOptions.routePath.union(.noAutoCapture)
    let jit = try PCRE2Code(pattern: pattern, options: options)
    let interpreter = try PCRE2Code(pattern: pattern, options: options, jit: false)
    #expect(jit.isJITCompiled && !interpreter.isJITCompiled)
    var text = subject
    func run(_ code: PCRE2Code) throws -> (Bool, [Int], String?) {
      let scratch = PCRE2MatchScratch.current
      let matched = try text.withUTF8 { try code.match($0, scratch: scratch, limits: .default) }
      let pairs = UnsafeBufferPointer(start: scratch.offsets, count: 2 * (code.captureCount + 1))
      return (matched, Array(pairs), scratch.mark.map { String(cString: $0) })
    }
    let (jitMatched, jitOffsets, jitMark) = try run(jit)
    let (matched, offsets, mark) = try run(interpreter)
    #expect(matched == jitMatched)
    if matched {
      #expect(offsets == jitOffsets)
      #expect(mark == jitMark)
    }
  }

  @Test func interpreterStopsCatastrophicBacktracking() throws {
    let code = try PCRE2Code(pattern: "/(?:(a+)+$)", options: .routePath, jit: false)
    var subject = "/" + String(repeating: "a", count: 30) + "!"
    #expect(throws: PCRE2MatchFailure.matchLimit) {
      try subject.withUTF8 { try code.match($0, scratch: .current, limits: .default) }
    }
  }

  @Test func namedGroupsAreListedInGroupOrder() throws {
    let code = try PCRE2Code(
      pattern: "/(?<b>x)(y)/(?<a>z)", options: PCRE2CompileOptions.routePath.union(.noAutoCapture))
    #expect(code.namedGroups.map(\.name) == ["b", "a"])
    #expect(code.namedGroups.map(\.number) == [1, 2])
    #expect(code.captureCount == 2)
  }

  @Test func matchesBytesInPlaceAndReportsOffsets() throws {
    let code = try PCRE2Code(pattern: "/u/([^/]+)/(x)?", options: .routePath)
    let scratch = PCRE2MatchScratch.current
    var subject = "/u/abc/"
    let matched = try subject.withUTF8 {
      try code.match($0, scratch: scratch, limits: .default)
    }
    #expect(matched)
    #expect(scratch.offsets[2] == 3 && scratch.offsets[3] == 6)
    #expect(scratch.offsets[4] == pcre2Unset)
  }

  @Test func emptySubjectAndEmptyPattern() throws {
    let code = try PCRE2Code(pattern: "", options: .routePath)
    let matched = try code.match(
      UnsafeBufferPointer(start: nil, count: 0), scratch: .current, limits: .default)
    #expect(matched)
  }

  @Test func matchLimitStopsCatastrophicBacktracking() throws {
    let code = try PCRE2Code(pattern: "/(?:(a+)+$)", options: .routePath)
    var subject = "/" + String(repeating: "a", count: 30) + "!"
    #expect(throws: PCRE2MatchFailure.matchLimit) {
      try subject.withUTF8 { try code.match($0, scratch: .current, limits: .default) }
    }
  }

  @Test func matchDataGrowsForManyGroups() throws {
    let pattern = "/" + Array(repeating: "(a)", count: 40).joined()
    let code = try PCRE2Code(pattern: pattern, options: .routePath)
    var subject = "/" + String(repeating: "a", count: 40)
    #expect(try subject.withUTF8 { try code.match($0, scratch: .current, limits: .default) })
    #expect(PCRE2MatchScratch.current.offsets[80] == 40)
  }

  @Test func eachThreadHasItsOwnScratch() {
    let here = ObjectIdentifier(PCRE2MatchScratch.current)
    #expect(ObjectIdentifier(PCRE2MatchScratch.current) == here)
    let done = DispatchSemaphore(value: 0)
    let other = Locked<ObjectIdentifier?>(nil)
    let thread = Thread {
      other.withLock { $0 = ObjectIdentifier(PCRE2MatchScratch.current) }
      done.signal()
    }
    thread.start()
    done.wait()
    #expect(other.withLock { $0 } != nil)
    #expect(other.withLock { $0 } != here)
  }
}
