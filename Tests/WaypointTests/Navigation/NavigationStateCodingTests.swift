import Foundation
import Testing

@testable import Waypoint

@Suite("Navigation state as JSON")
struct NavigationStateCodingTests {
  /// Made anew for each test rather than kept in a global, whose arrays LeakSanitizer
  /// (`make leaks`) reported as leaked.
  static var tabs: NavigationState {
    try! NavigationState(
      tabs: [
        NavigationTab("home", root: NavigationEntry("home", url: "/")),
        NavigationTab(
          "orders",
          stack: [
            NavigationEntry("orders", url: "/orders"),
            NavigationEntry("order", parameters: ["id": "7"], url: "myapp://orders/7?ref=mail"),
          ]),
      ], selected: "orders")
  }

  @Test func tabsAndModalsRoundTrip() throws {
    var state = Self.tabs
    try state.apply(.present(NavigationEntry("login", url: "/login"), style: .sheet))
    try state.apply(.push(NavigationEntry("signup")))
    try state.apply(.present(NavigationEntry("help", url: "/help"), style: .popover))
    let restored = try NavigationState(json: state.json())
    #expect(restored == state)
    #expect(
      restored.description
        == """
        tab home: home
        tab orders (selected): orders > order(id=7)
        sheet: login > signup
        popover: help
        """)
    // Through JSONDecoder too, as a field of an app's own saved value.
    let decoded = try JSONDecoder().decode(
      NavigationState.self, from: JSONEncoder().encode(state))
    #expect(decoded == state)
  }

  @Test func oneStackRoundTripsAndSavesLinksNotTypes() throws {
    let state = NavigationState(stack: [
      NavigationEntry("home", url: "/"),
      NavigationEntry("product", parameters: ["id": "42"], url: "/product/42"),
    ])
    let text = String(decoding: state.json(), as: UTF8.self)
    #expect(
      text
        == #"{"format":1,"modals":[],"stack":[{"parameters":{},"route":"home","url":"/"},"#
        + #"{"parameters":{"id":"42"},"route":"product","url":"/product/42"}]}"#)
    #expect(try NavigationState(json: Data(text.utf8)) == state)
  }

  @Test func aFutureFormatIsRefused() {
    let future = Data(#"{"format":2,"stack":[],"modals":[],"splitView":{}}"#.utf8)
    #expect(throws: NavigationStateError.unsupportedFormat(found: 2, supported: 1)) {
      try NavigationState(json: future)
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState.self, from: future)
    }
  }

  @Test(arguments: [
    ("", "not JSON, or truncated"),
    ("{\"format\":1,\"stack\":[{\"route\":\"home\"", "not JSON, or truncated"),
    ("[1,2]", "the top level is of the wrong kind"),
    ("{\"stack\":[]}", "format is missing"),
    ("{\"format\":\"one\"}", "format is of the wrong kind"),
    ("{\"format\":0,\"stack\":[],\"modals\":[]}", "format 0 does not exist"),
    ("{\"format\":1,\"modals\":[]}", "neither stack nor tabs"),
    (
      "{\"format\":1,\"stack\":[{\"route\":7,\"parameters\":{}}],\"modals\":[]}",
      "stack[0].route is of the wrong kind"
    ),
    ("{\"format\":1,\"stack\":[{\"parameters\":{}}],\"modals\":[]}", "stack[0].route is missing"),
    (
      "{\"format\":1,\"tabs\":[{\"id\":\"a\",\"stack\":[]}],\"modals\":[]}",
      "tabs without selectedTab"
    ),
  ])
  func corruptOrTruncatedInputIsRefused(json: String, reason: String) {
    #expect(throws: NavigationStateError.corrupt(reason)) {
      try NavigationState(json: Data(json.utf8))
    }
  }

  @Test func everyTruncationOfASavedStateIsRefusedWithoutACrash() throws {
    let saved = [UInt8](Self.tabs.json())
    for length in 0..<saved.count {
      #expect(throws: NavigationStateError.self) {
        try NavigationState(json: Data(saved[..<length]))
      }
    }
  }

  @Test(arguments: [
    (
      #"{"format":1,"tabs":[{"id":"a","stack":[{"route":"a","parameters":{}}]}],"selectedTab":"b","modals":[]}"#,
      "the selected tab \"b\" is not one of the tabs: a"
    ),
    (
      #"{"format":1,"tabs":[{"id":"a","stack":[]}],"selectedTab":"a","modals":[]}"#,
      "tab \"a\" has no root screen"
    ),
    (
      #"{"format":1,"tabs":[],"selectedTab":"a","modals":[]}"#,
      "there are no tabs: declare at least one"
    ),
    (
      #"{"format":1,"stack":[],"modals":[{"style":"sheet","stack":[]}]}"#,
      "modal 0 (sheet) shows no screen"
    ),
  ])
  func aStateThatCannotBeShownIsRefused(json: String, reason: String) {
    #expect(throws: NavigationStateError.invalid(reason)) {
      try NavigationState(json: Data(json.utf8))
    }
  }

  @Test func anUnknownModalStyleIsCorrupt() {
    let json = #"{"format":1,"stack":[],"modals":[{"style":"drawer","stack":[]}]}"#
    #expect(throws: NavigationStateError.corrupt("bad value at modals[0].style")) {
      try NavigationState(json: Data(json.utf8))
    }
  }

  @Test func declaringTabsChecksThem() {
    #expect(
      throws: NavigationStateError.invalid(
        "two tabs are called \"a\": give each tab its own identifier")
    ) {
      try NavigationState(tabs: [
        NavigationTab("a", root: NavigationEntry("a")),
        NavigationTab("a", root: NavigationEntry("b")),
      ])
    }
    #expect(throws: NavigationStateError.invalid("there are no tabs: declare at least one")) {
      try NavigationState(tabs: [])
    }
  }
}
