# Installation: `cmake --install BUILD --prefix DIR` gives DIR/bin/kospec, the headers of spec/ and
# rules/ under DIR/include/kospec (included as "spec/..." and "rules/..."), their static libraries,
# and a package config so that an engine author can write
#   find_package(kospec REQUIRED)
#   target_link_libraries(my_engine PRIVATE kospec::rules)
include(CMakePackageConfigHelpers)

install(TARGETS kospec RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS kospec_spec kospec_rule_lang kospec_rules EXPORT kospecTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/kospec)
foreach(dir spec rules)  # rules/lang included
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${dir}/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/kospec/${dir}
          FILES_MATCHING PATTERN "*.h" PATTERN "test" EXCLUDE)
endforeach()
install(EXPORT kospecTargets NAMESPACE kospec:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/kospec)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/kospecConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/kospecConfig.cmake
                              INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/kospec)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/kospecConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/kospecConfig.cmake ${PROJECT_BINARY_DIR}/kospecConfigVersion.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/kospec)

if(KOSPEC_TESTS)
  # Installs this build into a scratch prefix and builds and runs a tiny consumer against it; a
  # sanitized build's libraries need the sanitizer runtimes in the consumer's link too.
  add_test(NAME PACKAGE_install_and_consume
           COMMAND ${CMAKE_COMMAND} -DBUILD=${PROJECT_BINARY_DIR} -DSOURCE=${PROJECT_SOURCE_DIR}
                   -DWORK=${PROJECT_BINARY_DIR}/package-test -DGENERATOR=${CMAKE_GENERATOR}
                   -DSANITIZE=${KOSPEC_SANITIZED}
                   -P ${PROJECT_SOURCE_DIR}/cmake/test/install_consumer_test.cmake)
  set_tests_properties(PACKAGE_install_and_consume PROPERTIES LABELS "PACKAGE;LONG")
endif()
