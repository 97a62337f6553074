# The claims corpus under R13.later (`ctest -L R13`): every claim the corpus shows beside
# `cycle-sets+R13.later` (the cycle-set claims that R15 can decide and that verify decides in
# seconds) gets the result it gets under plain `cycle-sets` (R13.next), which the claim is made for
# and which holds: none of the text's figures distinguishes the two readings of R13 (README,
# Readings). The hand-worked position where they differ is in rules/test/r13_readings_test.cpp.
# -r decides every claim it is given under the ruleset asked; --claim names the ten.
set(shown figure3-disallowed-capture figure2-disallowed-capture double-ko-seki-lives figure3-remains
    triple-ko-external-liberty-inside triple-ko-external-liberty-filled
    triple-ko-external-liberty-first-threat sending-two-corner-stays ko-fight-cycle-set-owner
    corner-abc-no-forced-threat)
set(claim_args "")
foreach(id ${shown})
  list(APPEND claim_args --claim ${id})
endforeach()
execute_process(COMMAND ${KOSPEC} verify corpus/claims -r cycle-sets+R13.later ${claim_args} --json --progress 0
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err
                WORKING_DIRECTORY ${SOURCE})
if(NOT status EQUAL 0)
  message(FATAL_ERROR "kospec verify corpus/claims -r cycle-sets+R13.later: exit ${status}\n${err}")
endif()
string(JSON claims GET "${out}" claims)
string(JSON n LENGTH "${claims}")
math(EXPR last "${n} - 1")
set(decided 0)
foreach(i RANGE ${last})
  string(JSON id GET "${claims}" ${i} id)
  string(JSON results GET "${claims}" ${i} results)
  string(JSON m LENGTH "${results}")
  if(m EQUAL 0)
    continue()
  endif()
  math(EXPR mlast "${m} - 1")
  foreach(j RANGE ${mlast})
    string(JSON r GET "${results}" ${j} ruleset)
    string(JSON s GET "${results}" ${j} status)
    if(NOT r STREQUAL "cycle-sets+R13.later")
      message(FATAL_ERROR "claim ${id}: a result under ${r}, asked for cycle-sets+R13.later only")
    endif()
    string(JSON about GET "${results}" ${j} about)
    if(NOT about STREQUAL "reading")
      message(FATAL_ERROR "claim ${id}: cycle-sets+R13.later is a reading shown beside it, not ${about}")
    endif()
    if(NOT s STREQUAL "holds")
      message(FATAL_ERROR "claim ${id} under cycle-sets+R13.later: ${s}, as under cycle-sets: holds")
    endif()
    math(EXPR decided "${decided} + 1")
  endforeach()
endforeach()
# Figures 2 and 3, the double-ko seki, the triple ko with an external liberty (inside, filled,
# first threat), sending two returning one, the corner with a, b, c and the ko fight's cycle-set
# owner: ten claims.
if(NOT decided EQUAL 10)
  message(FATAL_ERROR "expected 10 claims under cycle-sets+R13.later, decided ${decided}")
endif()
