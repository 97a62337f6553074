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

# 8. termination's row names the limit that left a case unknown, in the text and the JSON.
run_kospec(termination corpus/cycles/triple-ko.sgf -r cycle-sets --max-states 100 --progress 0)
if(NOT STATUS EQUAL 1 OR NOT OUTPUT MATCHES "\ntriple-ko +unknown \\(--max-states 100\\)")
  fail("termination's unknown row does not name --max-states")
endif()
run_kospec(termination corpus/cycles/triple-ko.sgf -r cycle-sets --max-states 100 --progress 0 --json)
if(NOT OUTPUT MATCHES "\"terminates\":null,[^}]*--max-states 100 stopped[^}]*}.*\"stopped_by\":\"--max-states 100\"")
  fail("termination's JSON does not name --max-states")
endif()

# 10. A budget that stops a search is named as that budget, in text and JSON; a signal only when
# one came. Figure 6's large cycle set under KO+R15 takes seconds to explore (121,023 states in
# half a second, not the whole graph); the triple ko's value claim under KO+R9+RPE takes more than
# 3 s (the issue).
run_kospec(termination corpus/cycles/figure6-large-cycle-set.sgf -r KO+R15 --time-limit 0.5 --progress 0)
if(NOT STATUS EQUAL 1 OR NOT OUTPUT MATCHES "unknown \\(--time-limit 0.50 s\\)"
   OR OUTPUT MATCHES "Ctrl-C|signal|stop request")
  fail("termination --time-limit is not named in the row")
endif()
set(value_claim --claim triple-ko-external-liberty-value-at-least -r KO+R9+RPE --progress 0)
run_kospec(verify corpus/claims ${value_claim} --claim-seconds 1 --json)
if(NOT STATUS EQUAL 1 OR NOT OUTPUT MATCHES "\"status\":\"unknown\",\"why\":\"[^\"]*--claim-seconds 1.00 s stopped the search"
   OR OUTPUT MATCHES "Ctrl-C|signal|stop request")
  fail("verify --claim-seconds is reported as something else")
endif()
run_kospec(verify corpus/claims ${value_claim} --time-limit 1)
if(NOT STATUS EQUAL 1 OR NOT OUTPUT MATCHES "unknown - [^\n]*--time-limit 1.00 s stopped the search"
   OR OUTPUT MATCHES "Ctrl-C|signal|stop request")
  fail("verify --time-limit is reported as something else")
endif()

# 9. verify -r P says for each claim the rulesets it is made for, and its totals tell the claims
# under the proposal (not made for it) from those made for a ruleset asked. sending-two-psk and
# triple-ko-psk-sixth are made for positional superko (corpus/claims/claims.json), figure1-ko-rule
# for the cycle-set rules with A1: under -r PSK two are made for the ruleset asked and hold (PSK
# forbids the returning capture and the sixth ply, rulesets.md), one is a proposal's, refuted
# (PSK forbids Figure 1's retake at once).
run_kospec(verify corpus/claims -r PSK --claim sending-two-psk --claim triple-ko-psk-sixth
           --claim figure1-ko-rule --progress 0)
if(NOT OUTPUT MATCHES "sending-two-psk \\([^\n]*; made for positional-superko\\)"
   OR NOT OUTPUT MATCHES "figure1-ko-rule \\([^\n]*; made for cycle-sets\\+A1"
   OR NOT OUTPUT MATCHES "0 held, 1 refuted, 0 unknown under the rulesets asked \\(-r\\), about claims not made for them \\(proposal\\); 2 held, 0 refuted, 0 unknown where a ruleset asked is one the claim is made for")
  fail("verify -r PSK: the rulesets made for, or the totals")
endif()
run_kospec(verify corpus/claims -r PSK --claim sending-two-psk --claim triple-ko-psk-sixth
           --claim figure1-ko-rule --progress 0 --json)
if(NOT OUTPUT MATCHES "\"proposal\":{\"holds\":0,\"refuted\":1,\"unknown\":0},\"made_for\":{\"holds\":2,\"refuted\":0,\"unknown\":0}")
  fail("verify -r PSK --json: the totals")
endif()
