# `cmake --install` this build into WORK/prefix, then configure, build and run the consumer project
# (cmake/test/consumer) against the installed package, as an engine author would.
# Inputs: BUILD (this build), SOURCE (the source tree), WORK (a scratch directory), GENERATOR,
# SANITIZE (ON when this build's libraries carry AddressSanitizer and UBSan instrumentation).
file(REMOVE_RECURSE ${WORK})
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "failed (${status}): ${ARGN}\n${out}\n${err}")
  endif()
  set(LAST_OUT "${out}" PARENT_SCOPE)
endfunction()
run(${CMAKE_COMMAND} --install ${BUILD} --prefix ${WORK}/prefix)
foreach(file bin/kospec lib/cmake/kospec/kospecConfig.cmake include/kospec/spec/r09_rule_cycle_sets.h
             include/kospec/rules/game.h)
  if(NOT EXISTS ${WORK}/prefix/${file})
    message(FATAL_ERROR "cmake --install did not install ${file}")
  endif()
endforeach()
set(consumer_flags)
if(SANITIZE)
  set(consumer_flags -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined)
endif()
run(${CMAKE_COMMAND} -S ${SOURCE}/cmake/test/consumer -B ${WORK}/consumer -G ${GENERATOR}
    -DCMAKE_PREFIX_PATH=${WORK}/prefix -DCMAKE_BUILD_TYPE=Release ${consumer_flags})
run(${CMAKE_COMMAND} --build ${WORK}/consumer)
run(${WORK}/consumer/consumer)
# The consumer replays a simple ko (hand-worked in its source) and prints the verdict of the retake.
if(NOT LAST_OUT MATCHES "retake: illegal by KO")
  message(FATAL_ERROR "the consumer printed:\n${LAST_OUT}")
endif()
run(${WORK}/prefix/bin/kospec rules)
if(NOT LAST_OUT MATCHES "R9 +Rule: Cycle sets")
  message(FATAL_ERROR "the installed kospec rules printed:\n${LAST_OUT}")
endif()
