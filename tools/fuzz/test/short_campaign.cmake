# A short campaign against the real GNU Go for every ko option and suicide option it has; fails on
# any finding that corpus/fuzz/known.json does not record as a known, minimized case.
foreach(ruleset no-ko simple-ko positional-superko situational-superko)
  foreach(suicide forbidden multi all)
    set(out ${WORK}/fuzz-${ruleset}-${suicide})
    execute_process(COMMAND ${KOSPEC} fuzz --ruleset ${ruleset} --suicide ${suicide} --games 6
                            --sizes 5 7 --max-plies 80 --seed 20261121 --known corpus/fuzz/known.json
                            --out ${out}
                    WORKING_DIRECTORY ${SOURCE} RESULT_VARIABLE status OUTPUT_VARIABLE summary
                    ERROR_VARIABLE progress)
    message("${ruleset} / ${suicide}: ${summary}")
    if(NOT status EQUAL 0)
      message(FATAL_ERROR "kospec fuzz found a disagreement not in corpus/fuzz/known.json (exit ${status}):\n${summary}\n${progress}")
    endif()
  endforeach()
endforeach()
