# OGS's rules engine (goban 8.3.64 from the npm registry, pinned by tools/fuzz/goban/package-lock.json)
# through its GTP adapter: each known case (corpus/fuzz/known-goban.json) still disagrees, as its
# .tst reproducer shows against the adapter and not against kospec; and a short campaign finds
# nothing that is not known.
set(DIR ${SOURCE}/tools/fuzz/goban)
include(${SOURCE}/cmake/npm_ci.cmake)
kospec_npm_ci(${DIR} goban)
include(${SOURCE}/tools/fuzz/test/known_case.cmake)
# case | adapter options | kospec ruleset and self-capture
set(cases
  "psk-window|--superko psk|-r positional-superko --suicide forbidden"
  "ssk-window|--superko ssk|-r situational-superko --suicide forbidden"
  "psk-all-self-capture|--superko psk --self-capture|-r positional-superko --suicide all"
  "ssk-all-window|--superko ssk --self-capture|-r situational-superko --suicide all"
  "ko-all-self-capture-after-pass|--superko off --self-capture|-r simple-ko --suicide all")
foreach(entry ${cases})
  string(REPLACE "|" ";" parts "${entry}")
  list(GET parts 0 name)
  list(GET parts 1 options)
  list(GET parts 2 kospec_options)
  kospec_expect_known_case(corpus/fuzz/goban/${name}.tst "node ${DIR}/gtp_goban.mjs ${options}"
                           "1 unexpected" "${kospec_options}")
endforeach()
foreach(ruleset positional-superko situational-superko simple-ko)
  execute_process(COMMAND ${KOSPEC} fuzz --profile goban --ruleset ${ruleset} --games 9
                          --seed 20261121 --known corpus/fuzz/known-goban.json --out ${WORK}/goban-${ruleset}
                  WORKING_DIRECTORY ${SOURCE} RESULT_VARIABLE status OUTPUT_VARIABLE summary
                  ERROR_VARIABLE progress)
  message("goban ${ruleset}: ${summary}")
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "kospec fuzz --profile goban found a disagreement not in known-goban.json (exit ${status}):\n${summary}\n${progress}")
  endif()
endforeach()
