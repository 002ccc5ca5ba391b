# Waypoint: `make test` and `make bench` are the two commands; each installs what it needs first.
SWIFT ?= swift
SWIFT_FLAGS ?= -Xswiftc -warnings-as-errors
LINT_PATHS = Package.swift Sources Tests $(wildcard Benchmarks/Package.swift Benchmarks/Sources Examples/*/Package.swift Examples/*/Sources Examples/*/Tests)
DOCS_SYMBOLS = .build/docs-symbol-graphs

export SWIFT_BACKTRACE = enable=no

.PHONY: deps build test unit-tests doc-examples lint format docs tsan leaks fuzz fuzz-long fuzz-minimize example bench clean

deps:
	@.ci/ensure-deps pcre2

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

## test: build with warnings as errors, run every test (the examples' too), compile the
## documentation's code blocks, lint, build the docs.
test: deps unit-tests doc-examples lint docs example

unit-tests: deps
	$(SWIFT) build --build-tests $(SWIFT_FLAGS)
	$(SWIFT) test --skip-build

## doc-examples: compile every Swift code block of README.md and of the DocC catalogs, as a
## package generated in .build/doc-examples (Tests/DocumentationExamples/README.md).
doc-examples: deps
	SWIFT="$(SWIFT)" Tests/DocumentationExamples/compile-examples

lint:
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)
	@# The matching engine stays free of Foundation (ARCHITECTURE.md).
	@! grep -rn "import Foundation" Sources/WaypointMatching || \
	  { echo "lint: Sources/WaypointMatching imports Foundation" >&2; exit 1; }
	@# Inside each target, folders depend on each other without a cycle (ARCHITECTURE.md).
	@.ci/folder-graph

format:
	$(SWIFT) format --in-place --recursive $(LINT_PATHS)

## docs: the DocC catalog, built offline with warnings as errors. The symbol graph of
## `Waypoint` takes in the modules it re-exports (the router and the matching engine), so that
## the catalog documents every symbol `import Waypoint` gives.
docs: deps
	$(SWIFT) build --target Waypoint
	rm -rf $(DOCS_SYMBOLS) && mkdir -p $(DOCS_SYMBOLS)
	swift-symbolgraph-extract -module-name Waypoint -minimum-access-level public \
	  -I "$$($(SWIFT) build --show-bin-path)/Modules" -I Sources/CPCRE2 \
	  -Xcc -fmodule-map-file="$$($(SWIFT) build --show-bin-path)/CThreadSlot.build/module.modulemap" \
	  -target "$$($(SWIFT) -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -n 1)" \
	  -experimental-allowed-reexported-modules=WaypointRouting,WaypointMatching \
	  -output-dir $(DOCS_SYMBOLS)
	docc convert Sources/Waypoint/Waypoint.docc \
	  --additional-symbol-graph-dir $(DOCS_SYMBOLS) \
	  --fallback-display-name Waypoint --fallback-bundle-identifier org.waypoint.Waypoint \
	  --output-path .build/Waypoint.doccarchive --warnings-as-errors

## tsan: the whole test suite (with its concurrency stress tests) under ThreadSanitizer.
tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan $(SWIFT_FLAGS)
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

## example: run each example's scripted links, then its tests (which check its output): the
## shop (Examples/Shop) and the design notes' coordinator app (Examples/Coordinator).
example: deps
	cd Examples/Shop && $(SWIFT) run -c debug $(SWIFT_FLAGS) shop && $(SWIFT) test $(SWIFT_FLAGS)
	cd Examples/Coordinator && $(SWIFT) run -c debug $(SWIFT_FLAGS) coordinator && \
	  $(SWIFT) test $(SWIFT_FLAGS)

## bench: the match-throughput benchmark, in release mode, on every route set shipped in
## Benchmarks/RouteSets; the table goes to stdout, the figures to Benchmarks/results.json.
bench:
	@.ci/ensure-deps pcre2 r3
	@# SwiftPM keeps the build plan of the Waypoint path dependency: without this, a source
	@# file added to Waypoint since the last bench build is missing from it.
	rm -f Benchmarks/.build/release.yaml
	find Benchmarks/.build -name description.json -path '*Waypoint*' -delete 2>/dev/null || true
	@# A release build keeps code inlined from a library module that changed: compile the
	@# library again after any change to it (.ci/fresh-library-objects says why).
	.ci/fresh-library-objects Benchmarks/.build
	cd Benchmarks && $(SWIFT) build -c release $(SWIFT_FLAGS)
	cd Benchmarks && .build/release/waypoint-bench --json results.json

## Hardening: fuzzing and leak checking. The fuzz targets are built optimized (-O), with
## coverage instrumentation and AddressSanitizer (Tests/Fuzz/build-fuzzer); see Tests/Fuzz/README.md.
# FUZZ_SECONDS: seconds per target (default 60 for fuzz, 3600 for fuzz-long).
FUZZ_SECONDS ?=
# FUZZ_TARGETS: the targets to run; empty runs every target Tests/Fuzz/run-fuzzers knows.
FUZZ_TARGETS ?=
# FUZZ_RUNS: stop each target after this many inputs (empty: only FUZZ_SECONDS bounds it).
export FUZZ_RUNS ?=
# FUZZ_JOBS: a campaign's processes per target, one per core, on one shared corpus; FUZZ_RUNS
# counts the inputs of all of them.
export FUZZ_JOBS ?=

## fuzz: build the libFuzzer targets of Tests/Fuzz and run each for FUZZ_SECONDS (default 60)
## from its committed seeds alone (Tests/Fuzz/Corpus), into an emptied .build-fuzz/run-corpus:
## every run starts the same way, so rates and coverage compare between runs (CI runs this).
fuzz: deps
	@.ci/ensure-deps sanitizers
	Tests/Fuzz/run-fuzzers $(or $(FUZZ_SECONDS),60) $(FUZZ_TARGETS)

## fuzz-long: a campaign, each target for FUZZ_SECONDS (default 3600) or FUZZ_RUNS inputs, from
## the seeds and what earlier campaigns found, accumulated in Tests/Fuzz/.build-fuzz/corpus.
fuzz-long: deps
	@.ci/ensure-deps sanitizers
	Tests/Fuzz/run-fuzzers --campaign $(or $(FUZZ_SECONDS),3600) $(FUZZ_TARGETS)

## fuzz-minimize: copy into the committed seeds (Tests/Fuzz/Corpus/TARGET) the inputs of the
## campaign corpus that add coverage (libFuzzer -merge=1); commit what it adds.
fuzz-minimize: deps
	@.ci/ensure-deps sanitizers
	Tests/Fuzz/minimize-corpus $(FUZZ_TARGETS)

## leaks: every test under AddressSanitizer, with LeakSanitizer's check at exit.
leaks: deps
	@.ci/ensure-deps sanitizers
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan $(SWIFT_FLAGS)
	ASAN_OPTIONS=detect_leaks=1 $(SWIFT) test --skip-build --sanitize=address --disable-xctest --scratch-path .build-asan

clean:
	rm -rf .build .build-tsan .build-asan Benchmarks/.build Examples/Shop/.build \
	  Examples/Coordinator/.build Tests/Fuzz/.build-fuzz \
	  Tests/DocumentationExamples/.build
