# The defects of issue 36 that show at the binary, each checked as a user meets it (cmake -P with
# KOSPEC, SOURCE, OUT): what --help says, errors for bad input, what files are written, progress
# lines, and how a stop names what stopped it.
function(run_kospec)
  execute_process(COMMAND ${KOSPEC} ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out
                  ERROR_VARIABLE err WORKING_DIRECTORY ${SOURCE})
  set(STATUS ${status} PARENT_SCOPE)
  set(OUTPUT "${out}" PARENT_SCOPE)
  set(ERRORS "${err}" PARENT_SCOPE)
endfunction()
function(fail what)
  message(FATAL_ERROR "${what}\nexit ${STATUS}\nstdout:\n${OUTPUT}\nstderr:\n${ERRORS}")
endfunction()
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})

# 1. fuzz --help lists the profiles that exist (the files of tools/fuzz/profiles), no other, and
# every option's default (the values tools/fuzz/README.md and engine-authors.md give: GNU Go's
# profile, simple ko, 100 games of at most 150 plies, seed 1, fuzz-out, 10 s a command).
run_kospec(fuzz --help)
file(GLOB profiles RELATIVE ${SOURCE}/tools/fuzz/profiles ${SOURCE}/tools/fuzz/profiles/*.json)
list(SORT profiles)
string(REPLACE ".json" "" profiles "${profiles}")
string(REPLACE ";" ", " listed "${profiles}")
if(NOT STATUS EQUAL 0 OR NOT OUTPUT MATCHES "engine profile: ${listed} \\(" OR OUTPUT MATCHES "kospec \\(tools")
  fail("fuzz --help does not list the profiles ${listed}")
endif()
foreach(default "--profile TEXT=gnugo" "default simple-ko" "--games UINT:INT in \\[1 - 10000000\\]=100"
        "--seed UINT=1" "--out TEXT=fuzz-out" "=150" "=10000" "--progress FLOAT:NONNEGATIVE=2"
        "--region INT:INT in \\[0 - 25\\]=0" "default forbidden" "Examples: kospec fuzz")
  if(NOT OUTPUT MATCHES "${default}")
    fail("fuzz --help does not show '${default}'")
  endif()
endforeach()

# 2. A profile missing a key, or with a key of the wrong type, is bad input naming the file and
# the key (and the type expected), not the JSON library's words.
file(WRITE ${OUT}/no-probes.json
     "{\"name\": \"x\", \"command\": \"gnugo\", \"sizes\": [5], \"rulesets\": {\"simple-ko/forbidden\": \"\"}}")
run_kospec(fuzz --profile ${OUT}/no-probes.json --out ${OUT}/fuzz-none)
if(NOT STATUS EQUAL 2 OR NOT ERRORS MATCHES "no-probes.json: the engine profile has no \"probes\" \\(expected a list of strings\\)"
   OR ERRORS MATCHES "json.exception")
  fail("a profile without probes")
endif()
file(WRITE ${OUT}/sizes-text.json
     "{\"name\": \"x\", \"command\": \"gnugo\", \"probes\": [\"play\"], \"sizes\": \"5\", \"rulesets\": {\"simple-ko/forbidden\": \"\"}}")
run_kospec(fuzz --profile ${OUT}/sizes-text.json --out ${OUT}/fuzz-none)
if(NOT STATUS EQUAL 2 OR NOT ERRORS MATCHES "sizes-text.json: \"sizes\" holds \"5\": expected a list")
  fail("a profile whose sizes are a string")
endif()

# 7. fuzz and report take --progress SECONDS: 0 prints no progress line; a short interval prints
# them (fuzz: a line per game due, against kospec's own referee as the engine).
set(referee "${KOSPEC} gtp -r simple-ko")
run_kospec(fuzz --engine "${referee}" --probes all_legal -r simple-ko -n 3 --sizes 5
           --out ${OUT}/fuzz-progress --progress 0)
if(NOT STATUS EQUAL 0 OR ERRORS MATCHES "games, ")
  fail("fuzz --progress 0 printed progress lines")
endif()
run_kospec(fuzz --engine "${referee}" --probes all_legal -r simple-ko -n 3 --sizes 5
           --out ${OUT}/fuzz-progress --progress 0.000001)
if(NOT STATUS EQUAL 0 OR NOT ERRORS MATCHES "kospec fuzz: 1/3 games.*kospec fuzz: 3/3 games")
  fail("fuzz --progress 0.000001 printed no line a game")
endif()
run_kospec(report corpus/cycles/triple-ko.sgf --no-claims --out ${OUT}/report --progress 0.001)
if(NOT STATUS EQUAL 0 OR NOT ERRORS MATCHES "kospec report: stage rulesets"
   OR NOT ERRORS MATCHES "under way: [0-9.]+ s in all; [0-9,]+ MiB resident")
  fail("report --progress 0.001")
endif()

# 6. explore writes no picture of a cycle it says it did not draw, and names each file not
# written: positional superko ends every play on the triple ko (its theorem, no cycle), simple ko
# does not (the six-ply cycle, cli_binary_test's lasso), so the same command draws it there.
file(REMOVE ${OUT}/psk.svg ${OUT}/psk.png ${OUT}/ko.svg)
run_kospec(explore corpus/cycles/triple-ko.sgf -r positional-superko --svg ${OUT}/psk.svg
           --png ${OUT}/psk.png --progress 0)
if(NOT STATUS EQUAL 0 OR NOT OUTPUT MATCHES "no cycle to draw" OR EXISTS ${OUT}/psk.svg
   OR EXISTS ${OUT}/psk.png OR NOT ERRORS MATCHES "psk.svg not written" OR NOT ERRORS MATCHES "psk.png not written")
  fail("explore without a cycle wrote a picture, or did not say so")
endif()
run_kospec(explore corpus/cycles/triple-ko.sgf -r simple-ko --region moves --svg ${OUT}/ko.svg --progress 0)
if(NOT STATUS EQUAL 0 OR NOT EXISTS ${OUT}/ko.svg OR ERRORS MATCHES "not written")
  fail("explore of a cycle drew nothing")
endif()
