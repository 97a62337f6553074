# The state-space explorer (kospec explore): included from tools/CMakeLists.txt.
add_library(kospec_explorer STATIC
  ${CMAKE_CURRENT_LIST_DIR}/region.cpp ${CMAKE_CURRENT_LIST_DIR}/state_graph.cpp
  ${CMAKE_CURRENT_LIST_DIR}/cycles.cpp ${CMAKE_CURRENT_LIST_DIR}/dot_writer.cpp
  ${CMAKE_CURRENT_LIST_DIR}/render.cpp)
target_include_directories(kospec_explorer PUBLIC ${PROJECT_SOURCE_DIR})
target_link_libraries(kospec_explorer PUBLIC kospec_rules Boost::graph PkgConfig::GRAPHVIZ
                      PRIVATE kospec_warnings)
if(KOSPEC_TESTS)
  kospec_test(explorer_test LABELS EXPLORE SOURCES ${CMAKE_CURRENT_LIST_DIR}/test/explorer_test.cpp
              LIBS kospec_explorer kospec_sgf)
endif()
