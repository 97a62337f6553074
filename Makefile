# The two commands of the README: `make demo` and `make test`. Both install what is missing.
BUILD ?= build
JOBS ?= 2
# ccache (when installed, CMakeLists.txt compiles through it): paths relative to the tree, so that
# the build folders (build, build-checks, a fresh clone's) share their compilations.
export CCACHE_BASEDIR ?= $(CURDIR)
export CCACHE_NOHASHDIR ?= 1
CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=RelWithDebInfo

.PHONY: all deps build demo test test-long checks asan format format-check clean fuzz-build fuzz-smoke fuzz-campaign fuzz-run

all: build

deps:
	@bash .ci/install-deps

build: deps
	@cmake -S . -B $(BUILD) $(CMAKE_FLAGS) >/dev/null
	@cmake --build $(BUILD) -j$(JOBS)

# The main job on the bundled corpus: every classic cycle under every ruleset, the games, whether
# play ends under each ruleset, where positional superko differs from the others, diagrams of every
# cycle, and the exact values of the small positions (2x2 under every ruleset).
demo: build
	./$(BUILD)/kospec check corpus/cycles
	./$(BUILD)/kospec replay --quiet corpus/games/*.sgf
	@echo "does play end? every corpus cycle under every named ruleset, each decided (kospec explore FILE -r R shows each lasso):"
	./$(BUILD)/kospec termination corpus/cycles -r all -r cycle-sets+A1 --region moves --progress 0
	./$(BUILD)/kospec diff corpus/cycles/psk-vs-ssk.sgf -r positional-superko -r all --region moves --progress 0; [ $$? -le 1 ]
	@mkdir -p out/diagrams
	@echo "every corpus cycle drawn under every named ruleset at once (out/diagrams/NAME.{txt,json,svg,png} and NAME-figure.svg):"
	@for f in corpus/cycles/*.sgf; do n=$$(basename $$f .sgf); \
	  ./$(BUILD)/kospec explore $$f --region moves --max-states 30000 --max-cycles 12 --judge all --judge cycle-sets+A1 \
	    --svg out/diagrams/$$n.svg --png out/diagrams/$$n.png > out/diagrams/$$n.txt; s=$$?; \
	  [ $$s -le 1 ] || exit $$s; \
	  ./$(BUILD)/kospec explore $$f --region moves --max-states 30000 --max-cycles 12 --json > out/diagrams/$$n.json; \
	  ./$(BUILD)/kospec figure $$f --svg out/diagrams/$$n-figure.svg > out/diagrams/$$n-figure.txt || exit $$?; \
	  echo "  $$n: $$(sed -n 2p out/diagrams/$$n.txt); $$(sed -n 3p out/diagrams/$$n.txt); $$(grep '^drawn:' out/diagrams/$$n.txt)"; done
	@echo "exact values of the published small positions (corpus/solve), positional superko:"
	@for f in corpus/solve/*.sgf; do echo "  $$(basename $$f .sgf): $$(./$(BUILD)/kospec solve $$f -r positional-superko --suicide all -q | sed -n 3p)"; done
	@echo "the empty 2x2 board under every named ruleset and cycle-sets+A1 (self-capture forbidden; every row solved):"
	./$(BUILD)/kospec solve corpus/solve/2x2-empty.sgf -r all -r cycle-sets+A1 --quiet
	@echo "the same with self-capture allowed (every row solved; the cycle-set rules' by the loop search's proof-number searches):"
	./$(BUILD)/kospec solve corpus/solve/2x2-empty.sgf -r all -r cycle-sets+A1 --suicide all --quiet
	@echo "the empty 3x3 board likewise (seconds a row; the whole table of the empty boards: corpus/solve/table.tsv, tools/solve/table.sh):"
	./$(BUILD)/kospec solve --board 3x3 -r all -r cycle-sets+A1 --quiet
	@echo "the committee's report, with the text's claims under their rulesets decided once for its claims section (exit 1 while the text is inconsistent: a claim no reading keeps with the others is refuted under the default; the readings matrix names them):"
	@mkdir -p out
	./$(BUILD)/kospec report corpus/cycles corpus/solve --out out/report --claims-json out/claims.json; [ $$? -le 1 ]
	@echo "the committee's report: out/report/index.html (open it in a browser; it needs no server); the claims as kospec verify corpus/claims --json-file writes them: out/claims.json"

# The test suite, fast tier: every test but the long end-to-end ones (label LONG): under 2 minutes
# on 2 cores once built.
test: build
	cd $(BUILD) && ctest --output-on-failure -j$(JOBS) -LE LONG

# The long end-to-end tests (label LONG): the claims corpus, the report in Chromium, the engines'
# campaigns, MPI ranks, the 3x3 and 2x2-table solves, the large property runs. CI runs both tiers.
test-long: build
	cd $(BUILD) && ctest --output-on-failure -j$(JOBS) -C Long -L LONG

# The fast tier again in a KOSPEC_CHECKS build (preset `checks`): every incremental fact of the
# rules layer and every move of the reader's fast board is recomputed from scratch with the spec's
# definitions and compared, and every move the fast exact engine judges (explore, termination,
# diff, solve, the claims) is judged again by the rules layer and its facts compared.
checks: deps
	@cmake --preset checks >/dev/null
	@cmake --build --preset checks
	ctest --preset checks -LE LONG

# The fast tier under AddressSanitizer and UndefinedBehaviorSanitizer, at -O1 (the sanitizers'
# own advice: at -O0 the searches run 20 times slower than optimised, at -O1 about 3 times), built
# with clang in build-asan/ with libFuzzer's coverage too: the same build gives make fuzz-smoke its
# targets, so CI compiles the sanitized tree once. The check switch has its own build (make checks).
ASAN_FLAGS = -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG='-g -O1' -DKOSPEC_LIBFUZZER=ON \
  -DKOSPEC_WERROR=ON -DKOSPEC_BENCHMARKS=OFF
asan: export LSAN_OPTIONS = suppressions=$(CURDIR)/.ci/lsan.supp:print_suppressions=0
asan: deps
	@CXX=clang++ CC=clang cmake -S . -B build-asan $(ASAN_FLAGS) >/dev/null
	@cmake --build build-asan -j$(JOBS)
	cd build-asan && ctest --output-on-failure -j$(JOBS) -LE LONG

# clang-format (.clang-format) over every C++ file of the tree; format-check fails on any difference.
format:
	git ls-files '*.cpp' '*.h' | xargs clang-format -i

format-check:
	git ls-files '*.cpp' '*.h' | xargs clang-format --dry-run --Werror

# libFuzzer targets (tools/libfuzzer) built with clang, ASan and UBSan in build-asan/ (make asan's
# build). fuzz-smoke runs each for FUZZ_SECONDS (CI); fuzz-campaign for FUZZ_MINUTES each. The
# corpus grows in build-asan/fuzz/corpus/NAME from the seeds in the tree; crashes go to
# build-asan/fuzz/artifacts/.
FUZZ_TARGETS = sgf gtp ruleset rulefile claims tst profile
FUZZ_SECONDS ?= 10
FUZZ_MINUTES ?= 10
FUZZ_DIR = build-asan/fuzz

fuzz-build: deps
	@CXX=clang++ CC=clang cmake -S . -B build-asan $(ASAN_FLAGS) >/dev/null
	@cmake --build build-asan -j$(JOBS) --target $(addprefix fuzz_,$(FUZZ_TARGETS))

fuzz-smoke: fuzz-build
	@$(MAKE) --no-print-directory fuzz-run FUZZ_TIME=$(FUZZ_SECONDS)

fuzz-campaign: fuzz-build
	@$(MAKE) --no-print-directory fuzz-run FUZZ_TIME=$$(( $(FUZZ_MINUTES) * 60 ))

fuzz-run:
	@mkdir -p $(FUZZ_DIR)/artifacts
	@for t in $(FUZZ_TARGETS); do mkdir -p $(FUZZ_DIR)/corpus/$$t; \
	  echo "libFuzzer: $$t for $(FUZZ_TIME) s"; \
	  ./build-asan/tools/libfuzzer/fuzz_$$t -max_total_time=$(FUZZ_TIME) -timeout=10 -rss_limit_mb=2048 \
	    -dict=tools/libfuzzer/dict/$$t.dict -artifact_prefix=$(FUZZ_DIR)/artifacts/$$t- -print_final_stats=1 \
	    $(FUZZ_DIR)/corpus/$$t tools/libfuzzer/corpus/$$t > $(FUZZ_DIR)/fuzz-$$t.log 2>&1 \
	    || { tail -40 $(FUZZ_DIR)/fuzz-$$t.log; exit 1; }; \
	  grep -E "^Done|stat::(number_of_executed_units|peak_rss_mb)" $(FUZZ_DIR)/fuzz-$$t.log; done

clean:
	rm -rf build build-asan build-checks build-dev build-release
