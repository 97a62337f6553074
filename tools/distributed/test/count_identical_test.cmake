# `mpirun -np N kospec count positions` gives the single-process counts (text and JSON) on 1, 2
# and 4 ranks: 3x3 and 2x4 by the binary alone as the oracle, and 4x4 against the published
# L(4,4) = 24,318,165 (Tromp & Farnebäck, OEIS A094777) on 4 ranks.
include(${CMAKE_CURRENT_LIST_DIR}/mpi_run.cmake)
file(MAKE_DIRECTORY ${WORK})

macro(normalize var)
endmacro()

expect_identical(count-3x3 count positions --board 3x3 --progress 0)
expect_identical(count-2x4-json count positions --board 2x4 --json --progress 0)
expect_identical(count-bad-board count positions --board 0x3 --progress 0)
run_kospec(4 out status count positions --board 4x4 --progress 0)
if(NOT status EQUAL 0 OR NOT out MATCHES "legal positions \\(every string has a liberty\\): 24,318,165\n"
   OR NOT out MATCHES "every legal position reached, and only legal ones: yes")
  message(FATAL_ERROR "4x4 on 4 ranks: exit ${status}\n${out}\n${LAST_ERR}")
endif()
message(STATUS "4x4 on 4 ranks: 24,318,165 legal positions, every one reached")
