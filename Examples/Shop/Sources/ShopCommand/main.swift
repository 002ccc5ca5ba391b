import ShopApp

// Runs the shop's scripted links and prints what each did (see expected-output.txt).
try await ShopScript.run { print($0) }
