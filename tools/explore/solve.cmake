# kospec solve: exact values of small positions (search and retrograde analysis). Included from
# tools/CMakeLists.txt; the subcommand is tools/cli/cmd_solve.cpp.
add_library(kospec_solve STATIC
  ${CMAKE_CURRENT_LIST_DIR}/solve_result.cpp ${CMAKE_CURRENT_LIST_DIR}/solve_search.cpp
  ${CMAKE_CURRENT_LIST_DIR}/solve_retrograde.cpp ${CMAKE_CURRENT_LIST_DIR}/solve_native_state.cpp
  ${CMAKE_CURRENT_LIST_DIR}/solve_native.cpp ${CMAKE_CURRENT_LIST_DIR}/solve.cpp)
target_include_directories(kospec_solve PUBLIC ${PROJECT_SOURCE_DIR})
target_link_libraries(kospec_solve PUBLIC kospec_explorer kospec_explore kospec_rules PRIVATE kospec_warnings)
if(KOSPEC_TESTS)
  kospec_test(solve_test LABELS SOLVE
              SOURCES ${CMAKE_CURRENT_LIST_DIR}/test/solve_search_test.cpp
                      ${CMAKE_CURRENT_LIST_DIR}/test/solve_retrograde_test.cpp
              LIBS kospec_solve)
  kospec_test(solve_native_test LABELS SOLVE SOURCES ${CMAKE_CURRENT_LIST_DIR}/test/solve_native_test.cpp
              LIBS kospec_solve rapidcheck_gtest)
  kospec_test(solve_cli_test LABELS SOLVE SOURCES ${CMAKE_CURRENT_LIST_DIR}/test/solve_cli_test.cpp LIBS kospec_cli)
endif()
