# Test helpers: every GoogleTest program is registered test by test, each test labelled by the rule
# id its suite name starts with (R9_... gets R9) plus the program's own labels, with the fixed
# RapidCheck seed in its environment.

# The fixed seed of every RapidCheck property (a longer run: RC_PARAMS="seed=... max_success=5000").
set(KOSPEC_RC_PARAMS "seed=20261121 max_success=200" CACHE STRING "RC_PARAMS for the property tests")

# kospec_discover_tests(TARGET [LABELS l...] [EXCLUDE regex] [LONG regex] [RC_PARAMS params]):
# registers the tests of a built GoogleTest program after each build of it; those matching LONG
# get the label LONG too (left out of `make test`, run by `make test-long`).
function(kospec_discover_tests target)
  cmake_parse_arguments(D "" "EXCLUDE;LONG;RC_PARAMS" "LABELS" ${ARGN})
  if(NOT D_RC_PARAMS)
    set(D_RC_PARAMS "${KOSPEC_RC_PARAMS}")
  endif()
  set(ctest_file "${CMAKE_CURRENT_BINARY_DIR}/${target}_tests.cmake")
  string(REPLACE ";" "," labels "${D_LABELS}")  # a ';' would split the command's argument
  add_custom_command(TARGET ${target} POST_BUILD BYPRODUCTS "${ctest_file}"
    COMMAND "${CMAKE_COMMAND}" -D "TEST_EXECUTABLE=$<TARGET_FILE:${target}>" -D "CTEST_FILE=${ctest_file}"
            -D "LABELS=${labels}" -D "ENVIRONMENT=RC_PARAMS=${D_RC_PARAMS}"
            -D "WORKING_DIRECTORY=${PROJECT_SOURCE_DIR}" -D "EXCLUDE=${D_EXCLUDE}"
            -D "LONG=${D_LONG}" -D TIMEOUT=60
            -P "${PROJECT_SOURCE_DIR}/cmake/kospec_list_tests.cmake"
    VERBATIM)
  file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/${target}_include.cmake"
       "if(EXISTS \"${ctest_file}\")\n  include(\"${ctest_file}\")\nelse()\n"
       "  add_test(${target}_NOT_BUILT ${target}_NOT_BUILT)\nendif()\n")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${CMAKE_CURRENT_BINARY_DIR}/${target}_include.cmake")
endfunction()

# kospec_test(NAME LABELS <labels...> SOURCES <files...> LIBS <targets...> [EXCLUDE regex]
# [LONG regex]): one test program; its tests are labelled by their rule id prefix and by LABELS (a
# category: SPEC, RULES, PROPERTIES, SGF, CLI, ...), and those matching LONG by LONG.
function(kospec_test name)
  cmake_parse_arguments(T "" "EXCLUDE;LONG;RC_PARAMS" "LABELS;SOURCES;LIBS" ${ARGN})
  add_executable(${name} ${T_SOURCES})
  target_link_libraries(${name} PRIVATE ${T_LIBS} GTest::gtest GTest::gtest_main kospec_warnings kospec_sanitize)
  kospec_discover_tests(${name} LABELS ${T_LABELS} EXCLUDE "${T_EXCLUDE}" LONG "${T_LONG}"
                        RC_PARAMS "${T_RC_PARAMS}")
endfunction()
