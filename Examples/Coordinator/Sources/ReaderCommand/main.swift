import ReaderApp

// Runs the reader's scripted links and prints the navigation state after each
// (see expected-output.txt).
try await ReaderScript.run { print($0) }
