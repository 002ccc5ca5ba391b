// What every target needs (the input, invariants, the time budget) comes with the router's
// references, so that a target importing FuzzSupport imports both.
@_exported import FuzzCore
