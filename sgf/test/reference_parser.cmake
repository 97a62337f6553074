# kospec's SGF parser against Sabaki's (@sabaki/sgf, installed from the npm registry with its lock
# file on first use) on the real files of corpus/sgf-real and every SGF file of corpus/.
set(DIR ${SOURCE}/sgf/reference)
include(${SOURCE}/cmake/npm_ci.cmake)
kospec_npm_ci(${DIR} @sabaki/sgf)
file(GLOB_RECURSE files ${SOURCE}/corpus/*.sgf)
list(LENGTH files count)
if(count LESS 20)
  message(FATAL_ERROR "expected the corpus's SGF files, found ${count}")
endif()
execute_process(COMMAND node ${DIR}/compare.mjs ${DUMP} ${files} RESULT_VARIABLE status
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}")
if(NOT status EQUAL 0)
  message(FATAL_ERROR "kospec and Sabaki read some files differently (exit ${status}):\n${out}\n${err}")
endif()
