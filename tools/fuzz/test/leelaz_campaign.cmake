# Leela Zero 0.17 (Debian leela-zero) with a tiny network written here (no download): each known
# case (corpus/fuzz/known-leelaz.json) still disagrees, as its .tst reproducer shows against Leela
# Zero and not against kospec (the play is accepted where "#? [?.*]" asks for a refusal); short campaigns of the play probe find nothing unknown, and of the
# genmove probe nothing at all (Leela Zero's search never chooses a superko repetition).
set(ENV{KOSPEC_LEELAZ_WEIGHTS} ${WORK}/leelaz-tiny-weights.txt)
execute_process(COMMAND ${WEIGHTS} ${WORK}/leelaz-tiny-weights.txt RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "cannot write the Leela Zero weights")
endif()
include(${SOURCE}/tools/fuzz/test/known_case.cmake)
set(LEELAZ "/usr/games/leelaz --gtp --cpu-only --noponder --playouts 1 --threads 1 --resignpct 0 --quiet --weights ${WORK}/leelaz-tiny-weights.txt")
foreach(name play-accepts-self-capture play-accepts-ko-retake)
  kospec_expect_known_case(corpus/fuzz/leelaz/${name}.tst "${LEELAZ}" "unexpected FAIL: Correct '\\?\\.\\*', got ''"
                           "-r positional-superko")
endforeach()
foreach(run "play;12;150" "genmove;4;200")
  list(GET run 0 probe)
  list(GET run 1 games)
  list(GET run 2 plies)
  execute_process(COMMAND ${KOSPEC} fuzz --profile leelaz --ruleset positional-superko --probes ${probe}
                          --games ${games} --max-plies ${plies} --region 5 --seed 20261121
                          --known corpus/fuzz/known-leelaz.json --out ${WORK}/leelaz-${probe}
                  WORKING_DIRECTORY ${SOURCE} RESULT_VARIABLE status OUTPUT_VARIABLE summary
                  ERROR_VARIABLE progress)
  message("leelaz ${probe}: ${summary}")
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "kospec fuzz --profile leelaz --probes ${probe}: a disagreement not in known-leelaz.json (exit ${status}):\n${summary}\n${progress}")
  endif()
endforeach()
