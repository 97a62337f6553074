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
foreach(cmd replay legal rules explain check gtp fuzz explore count)
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
