# Runs `kospec count` as a user would: exit statuses (0 done, 1 interrupted, 2 bad usage or input),
# the count printed last, and Ctrl-C (SIGINT, sent by coreutils timeout) stopping a long count cleanly.

function(expect_status expected)
  execute_process(COMMAND ${KOSPEC} ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL ${expected})
    message(FATAL_ERROR "kospec ${ARGN}: exit ${status}, expected ${expected}\n${out}\n${err}")
  endif()
  set(LAST_OUT "${out}" PARENT_SCOPE)
  set(LAST_ERR "${err}" PARENT_SCOPE)
endfunction()

foreach(sub positions games)
  expect_status(0 count ${sub} --help)
  if(NOT LAST_OUT MATCHES "--board")
    message(FATAL_ERROR "kospec count ${sub} --help printed no --board option:\n${LAST_OUT}")
  endif()
endforeach()
expect_status(2 count)
expect_status(2 count positions)
expect_status(2 count positions --board 0x3)
expect_status(2 count positions --board 9x9)
expect_status(2 count games --board 9x9)
expect_status(2 count games --board 2x2 --ruleset no-such-ruleset)
expect_status(2 count games --board 2x2 --ruleset simple-ko)
expect_status(2 count games --board 2x2 --suicide forbidden)
expect_status(2 count games --board 2x2 --suicide sometimes)

# Tromp & Farnebäck, "Combinatorics of Go": L(3,3) = 12,675; 907 games on 1x3.
expect_status(0 count positions --board 3x3)
if(NOT LAST_OUT MATCHES "\n12675\n$")
  message(FATAL_ERROR "count positions --board 3x3 did not print 12675 last:\n${LAST_OUT}")
endif()
expect_status(0 count games --board 1x3 --ruleset positional-superko --suicide all --threads 2)
if(NOT LAST_OUT MATCHES "\n907\n$")
  message(FATAL_ERROR "count games --board 1x3 did not print 907 last:\n${LAST_OUT}")
endif()

# Ctrl-C after two seconds of the 2x2 game count (half a minute or more): exit 1, and how far it got.
# --foreground: timeout then signals kospec once; without it, it signals kospec and then its whole
# process group, and the second SIGINT ends the process as a second Ctrl-C does.
find_program(TIMEOUT timeout)
if(TIMEOUT)
  execute_process(COMMAND ${TIMEOUT} --foreground --preserve-status -s INT 2 ${KOSPEC} count games --board 2x2 --threads 2
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 1 OR NOT err MATCHES "interrupted: [0-9,]+ of [0-9,]+ subtrees done, [0-9,]+ games counted so far")
    message(FATAL_ERROR "SIGINT: exit ${status}, expected 1 and an interrupted line\n${out}\n${err}")
  endif()
endif()
