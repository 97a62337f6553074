# `mpirun -np N kospec explore` and `kospec termination` on the corpus cycles give exactly the
# single-process output (the oracle: the same binary without mpirun), text and JSON, for 1, 2 and 4
# ranks: the same states in the same order, moves, components, cycles, verdicts, lassos and
# termination arguments. Only the measured memory and time are masked.
include(${CMAKE_CURRENT_LIST_DIR}/mpi_run.cmake)
file(MAKE_DIRECTORY ${WORK})

macro(normalize var)
  string(REGEX REPLACE "[0-9,]+ KiB, [0-9.]+ s" "MEMORY, TIME" ${var} "${${var}}")
  string(REGEX REPLACE "\"memory_bytes\":[0-9]+" "\"memory_bytes\":0" ${var} "${${var}}")
  string(REGEX REPLACE "\"seconds\":[-+0-9.e]+" "\"seconds\":0" ${var} "${${var}}")
endmacro()

set(cycles ${SOURCE}/corpus/cycles)
foreach(ruleset simple-ko cycle-sets)
  expect_identical(triple-ko-${ruleset} explore ${cycles}/triple-ko.sgf --region moves -r ${ruleset}
                   --progress 0)
endforeach()
expect_identical(triple-ko-japanese-json explore ${cycles}/triple-ko.sgf --region moves -r japanese
                 --complete --json --progress 0)
expect_identical(superko-surprise-psk explore ${cycles}/superko-surprise.sgf --region moves
                 -r positional-superko --max-states 3000 --complete --json --progress 0)
expect_identical(eternal-life-budget explore ${cycles}/eternal-life.sgf --region moves -r no-ko
                 --max-states 300 --progress 0)
expect_identical(double-ko-depth explore ${cycles}/double-ko-seki.sgf --region moves -r japanese
                 --max-depth 5 --complete --json --progress 0)
expect_identical(bad-input explore ${cycles}/no-such-file.sgf)
# The diagram: the same DOT file alone and on 4 ranks, under simple ko, whose triple ko cycles
# (under japanese no result ends every cycle, so explore draws nothing and writes no file).
foreach(ranks 0 4)
  run_kospec(${ranks} out status explore ${cycles}/triple-ko.sgf --region moves -r simple-ko
             --progress 0 --dot ${WORK}/triple-ko-${ranks}.dot)
endforeach()
file(READ ${WORK}/triple-ko-0.dot alone)
file(READ ${WORK}/triple-ko-4.dot ranks)
if(NOT alone STREQUAL ranks OR alone STREQUAL "")
  message(FATAL_ERROR "the triple ko's diagram differs on 4 ranks: ${WORK}/triple-ko-*.dot")
endif()
