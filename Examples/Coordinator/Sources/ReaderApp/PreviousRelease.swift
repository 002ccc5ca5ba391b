import Foundation

/// Version 1 of the app, as far as this one still meets it: the state it saved on a reader's
/// device before the update. Version 1 had articles at `/detail/:id` and their comments at
/// `/detail/:id/comments`; this version moved both under `/items/:id`, and kept a redirect
/// (a former pattern of ``AppRoute/detail(id:)``) for the article only.
public enum PreviousRelease {
  /// The bytes version 1 wrote with `state.json()`: the home tab with a web page over the
  /// feed, and the library tab (selected) with article 42 and its comments.
  public static let savedState = Data(
    """
    {"format":1,"modals":[],"selectedTab":"library","tabs":[\
    {"id":"home","stack":[{"parameters":{},"route":"app.home","url":"/home"},\
    {"parameters":{"url":"https://example.com/guide"},"route":"app.web",\
    "url":"/web?url=https%3A%2F%2Fexample.com%2Fguide"}]},\
    {"id":"library","stack":[{"parameters":{},"route":"app.library","url":"/library"},\
    {"parameters":{"id":"42"},"route":"app.detail","url":"reader://detail/42"},\
    {"parameters":{"id":"42"},"route":"app.comments","url":"/detail/42/comments"}]}]}
    """.utf8)
}
