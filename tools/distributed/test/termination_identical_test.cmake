# `mpirun -np N kospec termination` on every corpus cycle gives exactly the single-process table
# and JSON (the oracle: the same binary without mpirun) on 1, 2 and 4 ranks: one exploration per
# case and ruleset, each spread over the ranks.
include(${CMAKE_CURRENT_LIST_DIR}/mpi_run.cmake)
file(MAKE_DIRECTORY ${WORK})

macro(normalize var)
  string(REGEX REPLACE "\"seconds\":[-+0-9.e]+" "\"seconds\":0" ${var} "${${var}}")
endmacro()

# 300,000 states an exploration: every cycle is decided within it (EXPLORE_Termination), and a
# case left unknown does not take the default 2 million four times over.
expect_identical(termination-text termination ${SOURCE}/corpus/cycles -r simple-ko -r PSK
                 -r cycle-sets+A1 --max-states 300000 --progress 0)
expect_identical(termination-json termination ${SOURCE}/corpus/cycles -r japanese --json
                 --progress 0)
