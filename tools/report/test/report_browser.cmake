# kospec report on the corpus, then the page opened in headless Chromium by a real browser driver
# (playwright-core, installed from the npm registry with the lock file on first use).
set(DIR ${SOURCE}/tools/report/browser)
include(${SOURCE}/cmake/npm_ci.cmake)
kospec_npm_ci(${DIR} playwright-core)
if(NOT EXISTS /usr/bin/pdftotext)
  message(FATAL_ERROR "/usr/bin/pdftotext is missing: .ci/install-deps installs Debian's poppler-utils")
endif()
if(NOT EXISTS /usr/bin/chromium)
  message(FATAL_ERROR "/usr/bin/chromium is missing: .ci/install-deps installs Debian's chromium")
endif()
file(REMOVE_RECURSE ${OUT})
# Small time budgets: the test is of the page (with a proposal's summary), not of the values.
execute_process(COMMAND ${KOSPEC} report corpus/cycles corpus/solve -r PSK+R15 --out ${OUT} ${CLAIMS}
                        --solve-seconds 2 --model-seconds 2 --claim-seconds 1
                WORKING_DIRECTORY ${SOURCE} RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "kospec report failed (exit ${status}):\n${err}")
endif()
set(check_flags "")
if(CLAIMS STREQUAL "--no-claims")
  set(check_flags --no-claims)
endif()
execute_process(COMMAND node check_report.mjs ${OUT} ${OUT}/screenshot.png ${check_flags}
                WORKING_DIRECTORY ${DIR}
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}")
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the report failed in the browser (exit ${status}):\n${out}\n${err}")
endif()
