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

# The claims corpus (corpus/claims/claims.json): the claims made for positional superko hold (the
# whole corpus is the test CLAIMS_corpus); bad claims files are bad input.
expect_status(0 verify corpus/claims -r positional-superko --progress 0)
if(NOT LAST_OUT MATCHES " 0 refuted, 0 unknown under the rulesets the claims are made for")
  message(FATAL_ERROR "kospec verify corpus/claims -r positional-superko:\n${LAST_OUT}")
endif()
file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/bad-claims)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/bad-claims/claims.json
     "{\"claims\": [{\"id\": \"x\", \"file\": \"x.sgf\", \"rulesets\": [\"PSK\"], \"claim\": {\"kind\": \"lives\"}}]}")
expect_status(2 verify ${CMAKE_CURRENT_BINARY_DIR}/bad-claims)
if(NOT LAST_OUT MATCHES "unknown kind 'lives'")
  message(FATAL_ERROR "kospec verify of a bad claim:\n${LAST_OUT}")
endif()
expect_status(2 verify tools)  # a directory without claims.json
