# A stop on one rank stops every rank cleanly: SIGTERM to one rank of `mpirun -np 2 kospec count
# positions --board 4x4`, and SIGUSR1 to mpirun (which forwards it to every rank), each two seconds
# in; rank 0 prints what was found with "(interrupted)" and every rank exits 1.
include(${CMAKE_CURRENT_LIST_DIR}/mpi_run.cmake)
file(MAKE_DIRECTORY ${WORK})

foreach(how rank mpirun)
  if(how STREQUAL "rank")  # the last child of mpirun: a rank
    set(signal "kill -TERM $(tr ' ' '\\n' < /proc/$job/task/$job/children | grep . | tail -n 1)")
  else()
    set(signal "kill -USR1 $job")
  endif()
  execute_process(
    COMMAND sh -c "${MPIRUN} --oversubscribe -np 2 ${KOSPEC} count positions --board 4x4 --progress 0 > ${WORK}/stop-${how}.out 2> ${WORK}/stop-${how}.err & job=$!; sleep 2; ${signal}; wait $job"
    RESULT_VARIABLE status TIMEOUT 120)
  file(READ ${WORK}/stop-${how}.out out)
  if(NOT status EQUAL 1 OR NOT out MATCHES "\\(interrupted\\)\n$")
    file(READ ${WORK}/stop-${how}.err err)
    message(FATAL_ERROR "a stop by ${how}: exit ${status}, expected 1 and the counts so far\n${out}\n${err}")
  endif()
  message(STATUS "a stop by ${how}: every rank stopped, rank 0 printed what it found")
endforeach()
