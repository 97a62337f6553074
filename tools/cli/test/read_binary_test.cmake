# `kospec read` as a user runs it: exit statuses 0 and 2.
# Run with -DBIN=<kospec> -DSOURCE=<source root>.
function(expect_status expected)
  execute_process(COMMAND ${BIN} ${ARGN} WORKING_DIRECTORY ${SOURCE} RESULT_VARIABLE status
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL ${expected})
    message(FATAL_ERROR "kospec ${ARGN}: exit ${status}, expected ${expected}\n${out}${err}")
  endif()
endfunction()
expect_status(0 read corpus/reading/ko5.sgf attack L1)
expect_status(0 read corpus/reading/ko5.sgf defend L1 --json --scheme 2.7.232)
expect_status(0 read --help)
expect_status(2 read corpus/reading/no-such-file.sgf attack L1)
expect_status(2 read corpus/reading/ko5.sgf capture L1)
expect_status(2 read corpus/reading/ko5.sgf attack A1)
expect_status(2 read corpus/reading/ko5.sgf attack L1 --scheme 4)
expect_status(2 read corpus/reading/ko5.sgf attack L1 --at 7)
