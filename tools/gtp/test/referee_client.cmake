# kospec gtp as the referee of a GNU Go vs GNU Go game, driven by a real GTP client library
# (Sabaki's @sabaki/gtp), installed from the npm registry with the lock file on first use.
set(DIR ${SOURCE}/tools/gtp/referee)
include(${SOURCE}/cmake/npm_ci.cmake)
kospec_npm_ci(${DIR} @sabaki/gtp)
execute_process(COMMAND node referee.mjs ${KOSPEC} 7 40 simple-ko WORKING_DIRECTORY ${DIR}
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}")
if(NOT status EQUAL 0 OR NOT out MATCHES "final result: (black|white|draw|unknown)")
  message(FATAL_ERROR "the referee session failed (exit ${status}):\n${out}\n${err}")
endif()
