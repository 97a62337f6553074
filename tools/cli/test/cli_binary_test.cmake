# Runs the kospec binary as a user would and checks exit statuses: 0 success, 1 a finding,
# 2 bad usage or bad input; --help on every subcommand.
function(expect_status expected)
  execute_process(COMMAND ${KOSPEC} ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err
                  WORKING_DIRECTORY ${SOURCE})
  if(NOT status EQUAL ${expected})
    message(FATAL_ERROR "kospec ${ARGN}: exit ${status}, expected ${expected}\n${out}\n${err}")
  endif()
  set(LAST_OUT "${out}${err}" PARENT_SCOPE)
endfunction()

expect_status(0 --help)
foreach(cmd replay legal rules explain check gtp fuzz explore figure diff termination verify count solve report)
  expect_status(0 ${cmd} --help)
  if(NOT LAST_OUT MATCHES "Usage")
    message(FATAL_ERROR "kospec ${cmd} --help printed no usage: ${LAST_OUT}")
  endif()
endforeach()
expect_status(2)                                   # no subcommand
expect_status(2 frobnicate)                        # unknown subcommand
expect_status(2 replay)                            # missing file
expect_status(2 replay no-such-file.sgf)
expect_status(2 replay corpus/games/gnugo-selfplay-9x9.sgf --suicide sometimes)
expect_status(2 explain R99)
expect_status(0 explain R5)
expect_status(0 rules)
expect_status(0 replay corpus/games/gnugo-selfplay-9x9.sgf)
expect_status(0 legal corpus/games/gnugo-selfplay-9x9.sgf --at 10 --json)
expect_status(2 legal corpus/games/gnugo-selfplay-9x9.sgf --at 1000)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/garbage.sgf "\x01\x02(;B[zz")
expect_status(2 replay ${CMAKE_CURRENT_BINARY_DIR}/garbage.sgf)

# Termination and differences on the corpus (corpus/cycles/manifest.json, rulesets.md): simple ko
# cannot stop the triple ko's six-ply cycle (Japanese rules call it no result); positional superko
# ends every play by its theorem; PSK and SSK differ on psk-vs-ssk (ply 5 repeats a configuration
# with the other player to move); a ruleset never differs from itself.
expect_status(0 explore corpus/cycles/triple-ko.sgf --region moves -r simple-ko --json --progress 0)
if(NOT LAST_OUT MATCHES "\"terminates\":false" OR NOT LAST_OUT MATCHES "\"lasso\":{")
  message(FATAL_ERROR "simple ko on the triple ko: no lasso\n${LAST_OUT}")
endif()
expect_status(0 explore corpus/cycles/triple-ko.sgf --region moves -r positional-superko --json --progress 0)
if(NOT LAST_OUT MATCHES "\"terminates\":true" OR NOT LAST_OUT MATCHES "theorem")
  message(FATAL_ERROR "positional superko on the triple ko: no theorem\n${LAST_OUT}")
endif()
expect_status(0 termination corpus/cycles/triple-ko.sgf -r simple-ko -r positional-superko --progress 0)
if(NOT LAST_OUT MATCHES "triple-ko +loops [0-9]+\\+6 +ends \\(thm\\)")
  message(FATAL_ERROR "kospec termination on the triple ko:\n${LAST_OUT}")
endif()
expect_status(2 termination corpus/cycles/triple-ko.sgf -r no-such-ruleset)
expect_status(1 diff corpus/cycles/psk-vs-ssk.sgf -r positional-superko -r situational-superko --progress 0)
if(NOT LAST_OUT MATCHES "differ at ply")
  message(FATAL_ERROR "kospec diff psk-vs-ssk found no difference:\n${LAST_OUT}")
endif()
expect_status(0 diff corpus/cycles/psk-vs-ssk.sgf -r positional-superko -r positional-superko --progress 0)
expect_status(2 diff corpus/cycles/psk-vs-ssk.sgf -r positional-superko)

# The claims corpus (corpus/claims/claims.json; the whole corpus is the test CLAIMS_corpus); bad
# claims files are bad input. -r decides every claim given under the ruleset asked, however it is
# spelt: `-r PSK` is positional superko, for which these two claims are made (the issue: `-r PSK`
# checked nothing), and they hold (rulesets.md: PSK forbids the returning capture and the sixth
# ply of the triple ko).
expect_status(0 verify corpus/claims -r PSK --claim sending-two-psk --claim triple-ko-psk-sixth
              --json --progress 0)
if(NOT LAST_OUT MATCHES "\"about\":\"claim\",\"status\":\"holds\".*\"about\":\"claim\",\"status\":\"holds\"")
  message(FATAL_ERROR "kospec verify -r PSK: the claims made for positional superko\n${LAST_OUT}")
endif()
# A proposal is decided on every claim too, never a silent zero: sending two returning one's
# returning capture (ply 3) is illegal by PSK first under PSK+R15, as the claim says.
expect_status(0 verify corpus/claims -r PSK+R15 --claim sending-two-psk --progress 0)
if(NOT LAST_OUT MATCHES "\\(proposal\\) PSK\\+R15: holds" OR NOT LAST_OUT MATCHES "1 held, 0 refuted, 0 unknown under the rulesets asked")
  message(FATAL_ERROR "kospec verify -r PSK+R15:\n${LAST_OUT}")
endif()
# Claims decided several at once (--threads) give the same listing, in the same order, as one at a
# time: each claim under each ruleset is a piece, handed back in the corpus's order.
# expect_same_with_threads(N LAST ARGS...): `verify corpus/claims ARGS` with --threads 1 and N give
# the same output, which lists LAST (the last claim asked).
function(expect_same_with_threads threads last)
  expect_status(0 verify corpus/claims ${ARGN} --progress 0 --threads 1)
  set(one_at_a_time "${LAST_OUT}")
  expect_status(0 verify corpus/claims ${ARGN} --progress 0 --threads ${threads})
  if(NOT LAST_OUT STREQUAL one_at_a_time OR NOT LAST_OUT MATCHES "${last}")
    message(FATAL_ERROR "kospec verify ${ARGN} --threads ${threads} differs from --threads 1:\n${one_at_a_time}\n---\n${LAST_OUT}")
  endif()
endfunction()
expect_same_with_threads(3 "figure1-ko-rule.*ko-fight-no-threats"
  --claim figure1-ko-rule --claim figure5-reduces-to-ko --claim sending-two-psk
  --claim triple-ko-psk-sixth --claim eternal-life-psk-fourth --claim ko-fight-no-threats)
# Likewise the readings matrix (A2's readings of the eternal life claims).
expect_same_with_threads(2 sending-two-corner-stays --readings A2 --claim eternal-life-a2
  --claim sending-two-not-eternal-life --claim sending-two-corner-stays)
# The readings matrix names every inconsistency it finds, not only the first: two in A1, each
# worked by hand in its SGF (figure6-threat-again.sgf and Figure 3's for the first; the eternal life
# with threats for the second: A1 at four plies forbids White's 4 after Black's 3, which the text
# asks for, and White's 4 at the position of 2, which the text allows; A1 at two plies the reverse).
expect_status(0 verify corpus/claims --readings A1 --claim rule10-threat-stays-valid
              --claim figure3-disallowed-capture --claim eternal-life-white-threat-per-iteration
              --claim eternal-life-spight-later-iteration --progress 0)
if(NOT LAST_OUT MATCHES "no reading of A1 keeps rule10-threat-stays-valid and figure3-disallowed-capture; nor eternal-life-white-threat-per-iteration and eternal-life-spight-later-iteration")
  message(FATAL_ERROR "kospec verify --readings A1, two inconsistencies:\n${LAST_OUT}")
endif()
expect_status(2 verify corpus/claims --threads 0)  # no thread at all is bad usage
# A stop ends the readings matrix (minutes in all) with what it has, saying by what: the cells
# under way stop, no other starts, the matrix is printed with the cells left undecided and no
# reading chosen from a part of the counts, exit 1.
string(TIMESTAMP matrix_start "%s")
expect_status(1 verify corpus/claims --readings all --time-limit 2 --threads 2 --progress 0)
string(TIMESTAMP matrix_end "%s")
math(EXPR matrix_seconds "${matrix_end} - ${matrix_start}")
if(NOT LAST_OUT MATCHES "stopped by --time-limit 2" OR NOT LAST_OUT MATCHES "cells undecided: no reading chosen"
   OR LAST_OUT MATCHES "chosen: " OR matrix_seconds GREATER 60)
  message(FATAL_ERROR "kospec verify --readings all --time-limit 2 (${matrix_seconds} s):\n${LAST_OUT}")
endif()
expect_status(2 verify corpus/claims -r NO-SUCH-RULE)  # an unknown ruleset is bad input
expect_status(2 verify corpus/claims --claim no-such-claim)
# A user's own position: its claim is that play ends; under positional superko it does (theorem).
expect_status(0 verify corpus/cycles/triple-ko.sgf -r positional-superko --progress 0)
if(NOT LAST_OUT MATCHES "triple-ko-play-ends" OR NOT LAST_OUT MATCHES "1 held, 0 refuted")
  message(FATAL_ERROR "kospec verify of an SGF file:\n${LAST_OUT}")
endif()
file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/bad-claims)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/bad-claims/claims.json
     "{\"claims\": [{\"id\": \"x\", \"file\": \"x.sgf\", \"rulesets\": [\"PSK\"], \"claim\": {\"kind\": \"lives\"}}]}")
expect_status(2 verify ${CMAKE_CURRENT_BINARY_DIR}/bad-claims)
if(NOT LAST_OUT MATCHES "unknown kind 'lives'")
  message(FATAL_ERROR "kospec verify of a bad claim:\n${LAST_OUT}")
endif()
expect_status(2 verify tools)  # a directory without claims.json

# The defects a newcomer hit (the issue's item 7), each with the behaviour the README promises.
# A misspelt subcommand is named as such.
expect_status(2 verfy corpus/claims)
if(NOT LAST_OUT MATCHES "unknown subcommand 'verfy'")
  message(FATAL_ERROR "kospec verfy:\n${LAST_OUT}")
endif()
# A bad --suicide value says what the three values are, in words.
expect_status(2 legal corpus/games/gnugo-selfplay-9x9.sgf --suicide none)
if(NOT LAST_OUT MATCHES "expected forbidden, multi or all" OR LAST_OUT MATCHES "Check none value")
  message(FATAL_ERROR "kospec legal --suicide none:\n${LAST_OUT}")
endif()
# One unreadable file does not stop the others: the first file is still replayed and reported.
expect_status(2 replay corpus/cycles/triple-ko.sgf no-such-file.sgf -q)
if(NOT LAST_OUT MATCHES "triple-ko.sgf: [0-9]+ plies, every one legal" OR
   NOT LAST_OUT MATCHES "no-such-file.sgf")
  message(FATAL_ERROR "kospec replay ok.sgf no-such-file.sgf:\n${LAST_OUT}")
endif()
# termination refuses a malformed file before it prints its table's header.
execute_process(COMMAND ${KOSPEC} termination corpus/cycles/triple-ko.sgf ${CMAKE_CURRENT_BINARY_DIR}/garbage.sgf
                        --progress 0 RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err
                WORKING_DIRECTORY ${SOURCE})
if(NOT status EQUAL 2 OR NOT out STREQUAL "")
  message(FATAL_ERROR "termination with a malformed file: exit ${status}, printed:\n${out}")
endif()
# Reading ids and rulesets are explained, as the README says.
expect_status(0 explain A1.local)
if(NOT LAST_OUT MATCHES "reading A1.local of rule A1" OR NOT LAST_OUT MATCHES "local region")
  message(FATAL_ERROR "kospec explain A1.local:\n${LAST_OUT}")
endif()
expect_status(0 explain japanese)
if(NOT LAST_OUT MATCHES "KO\\+NR\\+RPE" OR NOT LAST_OUT MATCHES "clause NR" OR NOT LAST_OUT MATCHES "clause RPE")
  message(FATAL_ERROR "kospec explain japanese:\n${LAST_OUT}")
endif()
expect_status(2 explain A1.nonsense-that-is-no-ruleset+)
# solve's help lists the global exit statuses only (0, 1, 2).
expect_status(0 solve --help)
if(LAST_OUT MATCHES "3 internal error")
  message(FATAL_ERROR "kospec solve --help lists exit status 3:\n${LAST_OUT}")
endif()
# --each-move and --strategy (solve) and --every-line (replay) are documented with their defaults
# and an example.
string(REGEX REPLACE "[ \n]+" " " solve_help "${LAST_OUT}")
foreach(text "--each-move" "Off by default" "--each-move" "--strategy" "none by default"
        "--strategy-nodes" "default 1,000,000" "--strategy 2x2.sgf")
  string(FIND "${solve_help}" "${text}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "kospec solve --help does not say \"${text}\":\n${LAST_OUT}")
  endif()
endforeach()
expect_status(0 replay --help)
string(REGEX REPLACE "[ \n]+" " " replay_help "${LAST_OUT}")
foreach(text "--every-line" "off by default" "--every-line (a kospec solve --strategy file)")
  string(FIND "${replay_help}" "${text}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "kospec replay --help does not say \"${text}\":\n${LAST_OUT}")
  endif()
endforeach()
# check takes a user's own SGF without a manifest: its outcomes, nothing judged. The triple ko's
# main line under positional superko stops at ply 6 (rulesets.md: PSK forbids the sixth ply).
expect_status(0 check corpus/cycles/triple-ko.sgf -r positional-superko)
if(NOT LAST_OUT MATCHES "ill@6 PSK" OR NOT LAST_OUT MATCHES "0 expectations checked")
  message(FATAL_ERROR "kospec check FILE.sgf:\n${LAST_OUT}")
endif()
# --time-limit stops termination cleanly with what it decided (exit 1) and says why.
expect_status(1 termination corpus/cycles -r KO+R15 --time-limit 0.5 --progress 0)
if(NOT LAST_OUT MATCHES "stopped by --time-limit")
  message(FATAL_ERROR "kospec termination --time-limit:\n${LAST_OUT}")
endif()
# diff's text names the real moves of the line, even when the line plays its first move again:
# on the triple ko japanese and simple ko first differ at ply 12, W F3 (NR: the third occurrence,
# README's cycle table: "ply 12 (W F3, second run) ends the game with no result by NR"), after the
# six-ply cycle B B2, W D3, B F2, W B3, B D2, W F3 and five more plies of it.
expect_status(1 diff corpus/cycles/triple-ko.sgf -r simple-ko -r japanese --region moves --progress 0)
if(NOT LAST_OUT MATCHES "differ at ply 12, W F3 after 11 plies \\(B B2, W D3, B F2, W B3, B D2, W F3, B B2, W D3, B F2, W B3, B D2\\)\n")
  message(FATAL_ERROR "kospec diff's line:\n${LAST_OUT}")
endif()
# The corpus check compares every expectation of corpus/cycles/manifest.json (none may be
# skipped: a manifest read as empty once checked nothing and passed).
expect_status(0 check corpus/cycles)
if(NOT LAST_OUT MATCHES "[1-9][0-9]* expectations checked: [1-9][0-9]* passed, 0 failed")
  message(FATAL_ERROR "kospec check corpus/cycles checked nothing:\n${LAST_OUT}")
endif()
