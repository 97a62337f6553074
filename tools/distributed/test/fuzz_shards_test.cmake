# A sharded fuzz campaign writes one findings set, deduplicated by signature, the same as one
# process running all the games: the engine is kospec's own referee under no-ko with self-capture
# forbidden, fuzzed under simple-ko with multi-stone self-capture, so findings of two signatures
# come from a deterministic engine (no GNU Go needed). The oracle is one process's run merged by
# `kospec fuzz-merge`; it is compared, file for file, with three shards merged by fuzz-merge and
# with `mpirun -np 2` and `-np 4 kospec fuzz` (each rank its shard, rank 0 merging), and the
# totals line of the run (games, plies, positions) must be the one process's.
include(${CMAKE_CURRENT_LIST_DIR}/mpi_run.cmake)
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})

set(campaign fuzz --engine "${KOSPEC} gtp --ruleset no-ko --suicide forbidden" --probes all_legal,play
    --ruleset simple-ko --suicide multi --games 30 --sizes 5 --sizes 7 --seed 3 --max-plies 80)

# The findings of DIR with the directory's name taken out of the recorded paths.
function(read_findings dir var)
  file(READ ${WORK}/${dir}/findings.jsonl text)
  string(REPLACE "${dir}/" "" text "${text}")
  file(GLOB files RELATIVE ${WORK}/${dir} ${WORK}/${dir}/finding-*)
  foreach(f ${files})
    file(READ ${WORK}/${dir}/${f} content)
    string(APPEND text "== ${f}\n${content}")
  endforeach()
  set(${var} "${text}" PARENT_SCOPE)
endfunction()

function(expect_same_findings dir)
  read_findings(one-merged expected)
  read_findings(${dir} found)
  if(NOT found STREQUAL expected OR NOT expected MATCHES "engine-allows/KO")
    message(FATAL_ERROR "${dir}: not the one-process findings set\n${found}\n-- expected --\n${expected}")
  endif()
endfunction()

run_kospec(0 alone status ${campaign} --out one)
string(REGEX MATCH "[0-9]+ games, [0-9]+ plies, [0-9]+ positions compared" totals "${alone}")
run_kospec(0 out status fuzz-merge one --out one-merged)
foreach(k 0 1 2)
  run_kospec(0 out status ${campaign} --shard ${k}/3 --out shard${k})
endforeach()
run_kospec(0 out status fuzz-merge shard0 shard1 shard2 --out shards-merged)
expect_same_findings(shards-merged)
foreach(ranks 2 4)
  run_kospec(${ranks} out status ${campaign} --out mpi${ranks})
  if(NOT status EQUAL 1 OR NOT out MATCHES "${totals}")
    message(FATAL_ERROR "mpirun -np ${ranks} kospec fuzz: exit ${status}, expected 1 and \"${totals}\"\n${out}\n${LAST_ERR}")
  endif()
  expect_same_findings(mpi${ranks})
endforeach()
message(STATUS "one process, 3 shards and 2 and 4 ranks: the same findings (${totals})")
