# The two commands of the README: `make demo` and `make test`. Both install what is missing.
BUILD ?= build
JOBS ?= 2
CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=RelWithDebInfo

.PHONY: all deps build demo test asan clean

all: build

deps:
	@bash .ci/install-deps

build: deps
	@cmake -S . -B $(BUILD) $(CMAKE_FLAGS) >/dev/null
	@cmake --build $(BUILD) -j$(JOBS)

# The main job on the bundled corpus: every classic cycle under every ruleset, and the games.
demo: build
	./$(BUILD)/kospec check corpus/cycles
	./$(BUILD)/kospec replay --quiet corpus/games/*.sgf

# The whole test suite.
test: build
	cd $(BUILD) && ctest --output-on-failure -j$(JOBS)

# The test suite under AddressSanitizer and UndefinedBehaviorSanitizer.
asan:
	@$(MAKE) test BUILD=build-asan CMAKE_FLAGS="-DCMAKE_BUILD_TYPE=Debug -DKOSPEC_SANITIZE=ON -DKOSPEC_WERROR=ON -DKOSPEC_BENCHMARKS=OFF"

clean:
	rm -rf build build-asan
