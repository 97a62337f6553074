# Shared by the MPI tests: run kospec alone and under mpirun, and compare outputs.
# Open MPI refuses to run as root (CI runs as root) unless told, and needs --oversubscribe for more
# ranks than cores; these settings are the tests' own, not the machine's.
set(ENV{OMPI_ALLOW_RUN_AS_ROOT} 1)
set(ENV{OMPI_ALLOW_RUN_AS_ROOT_CONFIRM} 1)
set(ENV{OMPI_MCA_rmaps_base_oversubscribe} 1)

# run_kospec(RANKS OUT_VAR STATUS_VAR args...): RANKS 0 runs the binary alone, else under mpirun
# with that many ranks; stdout in OUT_VAR (stderr appended on a failure message), the exit status
# in STATUS_VAR.
function(run_kospec ranks out_var status_var)
  if(ranks EQUAL 0)
    set(command ${KOSPEC} ${ARGN})
  else()
    set(command ${MPIRUN} --oversubscribe -np ${ranks} ${KOSPEC} ${ARGN})
  endif()
  execute_process(COMMAND ${command} RESULT_VARIABLE status OUTPUT_VARIABLE out
                  ERROR_VARIABLE err WORKING_DIRECTORY ${WORK} TIMEOUT 120)
  set(${out_var} "${out}" PARENT_SCOPE)
  set(${status_var} "${status}" PARENT_SCOPE)
  set(LAST_ERR "${err}" PARENT_SCOPE)
endfunction()

# expect_identical(NAME args...): the same stdout and exit status alone and on 1, 2 and 4 ranks,
# after `normalize` (the measured bytes and seconds differ from run to run).
function(expect_identical name)
  run_kospec(0 alone alone_status ${ARGN})
  normalize(alone)
  foreach(ranks 1 2 4)
    run_kospec(${ranks} out status ${ARGN})
    normalize(out)
    if(NOT status STREQUAL alone_status)
      message(FATAL_ERROR "${name} on ${ranks} ranks: exit ${status}, alone ${alone_status}\n${LAST_ERR}")
    endif()
    if(NOT out STREQUAL alone)
      file(WRITE ${WORK}/${name}.alone "${alone}")
      file(WRITE ${WORK}/${name}.ranks${ranks} "${out}")
      message(FATAL_ERROR "${name} on ${ranks} ranks differs from one process: diff ${WORK}/${name}.alone "
                          "${WORK}/${name}.ranks${ranks}\n${LAST_ERR}")
    endif()
  endforeach()
  message(STATUS "${name}: the same alone and on 1, 2 and 4 ranks (exit ${alone_status})")
endfunction()
