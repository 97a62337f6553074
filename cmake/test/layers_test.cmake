# The layers (docs/contributing.md, Layers): no file outside tools/ includes a header from tools/,
# tests and benchmarks included. Fails naming every such file and line.
# Inputs: SOURCE (the source tree). The files are git's (tracked, and untracked but not ignored)
# when SOURCE is a git checkout, else every C++ file under SOURCE outside build*/, out/ and
# node_modules/. So that it cannot pass vacuously, it also requires enough files scanned, a file
# from each library folder, and the same pattern to find the includes that tools/ makes of itself.
cmake_minimum_required(VERSION 3.22)
set(patterns *.h *.hpp *.cpp *.cc *.c *.inc *.ipp *.h.in)
find_program(GIT git)
set(files "")
if(GIT)
  execute_process(COMMAND ${GIT} -C ${SOURCE} ls-files --cached --others --exclude-standard -- ${patterns}
                  RESULT_VARIABLE status OUTPUT_VARIABLE listing ERROR_QUIET)
  if(status EQUAL 0)
    string(REPLACE "\n" ";" files "${listing}")
  endif()
endif()
if(NOT files)
  set(globs "")
  foreach(p ${patterns})
    list(APPEND globs ${SOURCE}/${p})
  endforeach()
  file(GLOB_RECURSE files RELATIVE ${SOURCE} ${globs})
  list(FILTER files EXCLUDE REGEX "^(build[^/]*|out)/|(^|/)node_modules/|^\\.git/")
endif()

# An include of tools/ (also through ../), with quotes or angle brackets, as the preprocessor sees
# it at the start of a line.
set(include_tools "^[ \t]*#[ \t]*include[ \t]*[<\"](\\.\\./)*tools/")
set(outside 0)
set(inside_including 0)
set(offenders "")
set(folders_seen "")
foreach(f ${files})
  if(f STREQUAL "" OR NOT EXISTS ${SOURCE}/${f})
    continue()  # a file deleted from the working tree but still in git's index
  endif()
  file(STRINGS ${SOURCE}/${f} hits REGEX "${include_tools}")
  if(f MATCHES "^tools/")
    if(hits)
      math(EXPR inside_including "${inside_including} + 1")
    endif()
    continue()
  endif()
  math(EXPR outside "${outside} + 1")
  string(REGEX REPLACE "/.*" "" folder "${f}")
  list(APPEND folders_seen ${folder})
  foreach(line ${hits})
    string(STRIP "${line}" line)
    list(APPEND offenders "  ${f}: ${line}")
  endforeach()
endforeach()

if(offenders)
  list(JOIN offenders "\n" text)
  message(FATAL_ERROR "files outside tools/ include headers from tools/ (a library below tools/ "
                      "must not depend on a tool; docs/contributing.md, Layers):\n${text}")
endif()
if(outside LESS 150)
  message(FATAL_ERROR "scanned only ${outside} C++ files outside tools/; expected the libraries' "
                      "hundreds (under ${SOURCE})")
endif()
foreach(library spec rules engine reading sgf properties)
  if(NOT library IN_LIST folders_seen)
    message(FATAL_ERROR "no C++ file of ${library}/ was scanned")
  endif()
endforeach()
if(inside_including LESS 50)
  message(FATAL_ERROR "the pattern found includes of tools/ in only ${inside_including} files of "
                      "tools/ itself; it no longer matches how includes are written")
endif()
message("${outside} C++ files outside tools/ include nothing from tools/ "
        "(${inside_including} files inside tools/ include tools/ headers)")
