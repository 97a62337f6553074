# For the campaign scripts (cmake -P): a known case's .tst reproducer (run from SOURCE) must still
# give one unexpected result (matching EXPECTED, e.g. "1 unexpected" or "unexpected FAIL") against
# the engine ENGINE, and none against kospec gtp with KOSPEC_OPTIONS.
function(kospec_expect_known_case TST ENGINE EXPECTED KOSPEC_OPTIONS)
  execute_process(COMMAND ${KOSPEC} regress ${TST} --engine "${ENGINE}"
                  WORKING_DIRECTORY ${SOURCE} RESULT_VARIABLE status OUTPUT_VARIABLE out)
  if(NOT status EQUAL 1 OR NOT out MATCHES "${EXPECTED}")
    message(FATAL_ERROR "${TST}: the engine no longer disagrees (exit ${status}):\n${out}")
  endif()
  execute_process(COMMAND ${KOSPEC} regress ${TST} --engine "${KOSPEC} gtp ${KOSPEC_OPTIONS}"
                  WORKING_DIRECTORY ${SOURCE} RESULT_VARIABLE status OUTPUT_VARIABLE out)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${TST}: kospec does not give its own answer (exit ${status}):\n${out}")
  endif()
endfunction()
