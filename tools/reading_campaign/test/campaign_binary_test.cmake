# kospec read-campaign as a user runs it: bad input exits 2; a run stopped by SIGINT exits 1 and
# still writes its report, marked interrupted. Run with -DKOSPEC=<binary> -DOUT=<scratch dir>.
file(REMOVE_RECURSE "${OUT}")
execute_process(COMMAND ${KOSPEC} read-campaign --out "${OUT}/none" RESULT_VARIABLE status
                OUTPUT_QUIET ERROR_QUIET)
if(NOT status EQUAL 2)
  message(FATAL_ERROR "read-campaign with nothing to read: exit ${status}, expected 2")
endif()
execute_process(COMMAND ${KOSPEC} read-campaign no-such-file.sgf --out "${OUT}/none"
                RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
if(NOT status EQUAL 2)
  message(FATAL_ERROR "read-campaign on a missing file: exit ${status}, expected 2")
endif()
# Forty 9x9 self-play games take minutes; SIGINT after 4 seconds stops the run.
execute_process(COMMAND timeout --foreground --preserve-status -s INT 4 ${KOSPEC} read-campaign --selfplay 40 --sizes 9
                        --out "${OUT}/stopped" --progress-ms 500
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1)
  message(FATAL_ERROR "read-campaign stopped by SIGINT: exit ${status}, expected 1\n${out}\n${err}")
endif()
file(READ "${OUT}/stopped/report.json" report)
if(NOT report MATCHES "\"interrupted\": true")
  message(FATAL_ERROR "the report of the stopped run is not marked interrupted:\n${report}")
endif()
if(NOT out MATCHES "interrupted")
  message(FATAL_ERROR "the summary of the stopped run does not say it was interrupted:\n${out}")
endif()
if(NOT err MATCHES "read-campaign: game")
  message(FATAL_ERROR "no progress line on stderr:\n${err}")
endif()
