# Every rule id that `kospec rules` lists selects tests of its own: `ctest -L '^ID$'` lists at least
# one test for each (tests are labelled by the rule id their suite name starts with), one of them a
# test of its spec component (labelled SPEC: spec/test/; a clause's vote test does not count as
# one), and for each clause of the clause table
# (`"clause": true`) a test of its vote (ID_Vote.*, spec/test/clause_table_test.cpp) and of the
# fast exact engine (ID_Engine.*) among them; and each clause decides an expectation of the corpus
# worked by hand ("rule": "ID" in corpus/cycles/manifest.json or corpus/claims/claims.json).
# Inputs: KOSPEC (the binary), CTEST (the ctest program), BUILD (the build directory), SOURCE (the
# source tree).
execute_process(COMMAND ${KOSPEC} rules --json RESULT_VARIABLE status OUTPUT_VARIABLE output)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "kospec rules --json failed (${status})")
endif()
string(JSON json GET "${output}" rules)
string(JSON count LENGTH "${json}")
if(count LESS 29)
  message(FATAL_ERROR "kospec rules --json lists ${count} ids; the catalogue has at least 29")
endif()
file(READ ${SOURCE}/corpus/cycles/manifest.json manifest)
file(READ ${SOURCE}/corpus/claims/claims.json claims)
math(EXPR last "${count} - 1")
set(missing "")
foreach(i RANGE ${last})
  string(JSON id GET "${json}" ${i} id)
  execute_process(COMMAND ${CTEST} -N -L "^${id}$" WORKING_DIRECTORY ${BUILD} OUTPUT_VARIABLE listing)
  string(REGEX MATCHALL "Test +#[0-9]+:" tests "${listing}")
  list(LENGTH tests n)
  if(n EQUAL 0)
    list(APPEND missing ${id})
  endif()
  execute_process(COMMAND ${CTEST} -N -L "^${id}$" -L "^SPEC$" WORKING_DIRECTORY ${BUILD}
                  OUTPUT_VARIABLE spec_listing)
  # (A clause's vote test is labelled SPEC too; its component needs a test of its own beside it.)
  string(REGEX REPLACE "Test +#[0-9]+: ${id}_Vote\\.[^\n]*" "" own_spec_listing "${spec_listing}")
  if(NOT own_spec_listing MATCHES "Test +#[0-9]+:")
    list(APPEND missing "${id} (no test of its spec component, label SPEC, beside ${id}_Vote)")
  endif()
  string(JSON clause GET "${json}" ${i} clause)
  if(clause AND NOT listing MATCHES "${id}_Engine\\.")
    list(APPEND missing "${id} (no ${id}_Engine test)")
  endif()
  if(clause AND NOT manifest MATCHES "\"rule\": \"${id}\"" AND NOT claims MATCHES "\"rule\": \"${id}\"")
    list(APPEND missing
         "${id} (decides no expectation of corpus/cycles/manifest.json or corpus/claims/claims.json)")
  endif()
  if(clause AND NOT listing MATCHES "${id}_Vote\\.")
    list(APPEND missing "${id} (no ${id}_Vote test of its row's vote)")
  endif()
endforeach()
if(missing)
  message(FATAL_ERROR "rule ids with no test of their own (ctest -L '^ID$' selects none): ${missing}")
endif()
