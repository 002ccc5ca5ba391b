# Waypoint: `make test` and `make bench` are the two commands; each installs what it needs first.
SWIFT ?= swift
SWIFT_FLAGS ?= -Xswiftc -warnings-as-errors
LINT_PATHS = Package.swift Sources Tests $(wildcard Benchmarks/Package.swift Benchmarks/Sources Examples/*/Package.swift Examples/*/Sources Examples/*/Tests)
DOCS_SYMBOLS = .build/docs-symbol-graphs

export SWIFT_BACKTRACE = enable=no

.PHONY: deps build test unit-tests lint format docs tsan leaks fuzz example bench clean

deps:
	@.ci/ensure-deps pcre2

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

## test: build with warnings as errors, run every test (the example's too), lint, build the docs.
test: deps unit-tests lint docs example

unit-tests: deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	$(SWIFT) test --skip-build

lint:
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)

format:
	$(SWIFT) format --in-place --recursive $(LINT_PATHS)

## docs: the DocC catalog, built offline with warnings as errors.
docs: deps
	$(SWIFT) package dump-symbol-graph --minimum-access-level public >/dev/null
	rm -rf $(DOCS_SYMBOLS) && mkdir -p $(DOCS_SYMBOLS)
	cp "$$(find .build -path '*symbolgraph/Waypoint.symbols.json' | head -n 1)" $(DOCS_SYMBOLS)/
	docc convert Sources/Waypoint/Waypoint.docc \
	  --additional-symbol-graph-dir $(DOCS_SYMBOLS) \
	  --fallback-display-name Waypoint --fallback-bundle-identifier org.waypoint.Waypoint \
	  --output-path .build/Waypoint.doccarchive --warnings-as-errors

## tsan: the whole test suite (with its concurrency stress tests) under ThreadSanitizer.
tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan $(SWIFT_FLAGS)
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

## example: run the Shop example's scripted links, then its tests (which check its output).
example: deps
	cd Examples/Shop && $(SWIFT) run -c debug $(SWIFT_FLAGS) shop && $(SWIFT) test $(SWIFT_FLAGS)

## bench: the match-throughput benchmark, in release mode, on every route set shipped in
## Benchmarks/RouteSets; the table goes to stdout, the figures to Benchmarks/results.json.
bench:
	@.ci/ensure-deps pcre2 r3
	@# SwiftPM keeps the build plan of the Waypoint path dependency: without this, a source
	@# file added to Waypoint since the last bench build is missing from it.
	rm -f Benchmarks/.build/release.yaml
	find Benchmarks/.build -name description.json -path '*Waypoint*' -delete 2>/dev/null || true
	cd Benchmarks && $(SWIFT) build -c release $(SWIFT_FLAGS)
	cd Benchmarks && .build/release/waypoint-bench --json results.json

## Hardening: fuzzing and leak checking.
FUZZ_SECONDS ?= 60
# FUZZ_TARGETS: the targets to run; empty runs every target Tests/Fuzz/run-fuzzers knows.
FUZZ_TARGETS ?=

## fuzz: build the libFuzzer targets of Tests/Fuzz and run each for FUZZ_SECONDS (default 60).
fuzz: deps
	@.ci/ensure-deps sanitizers
	Tests/Fuzz/run-fuzzers $(FUZZ_SECONDS) $(FUZZ_TARGETS)

## leaks: every test under AddressSanitizer, with LeakSanitizer's check at exit.
leaks: deps
	@.ci/ensure-deps sanitizers
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan $(SWIFT_FLAGS)
	ASAN_OPTIONS=detect_leaks=1 $(SWIFT) test --skip-build --sanitize=address --disable-xctest --scratch-path .build-asan

clean:
	rm -rf .build .build-tsan .build-asan Benchmarks/.build Examples/Shop/.build Tests/Fuzz/.build-fuzz
