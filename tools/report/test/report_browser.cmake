# kospec report on the corpus, then the page opened in headless Chromium by a real browser driver
# (playwright-core, installed from the npm registry with the lock file on first use): the
# committee's report of make demo when CI's main job names it, and always the README's report
# about a proposal (-r KO+R9+RPE), whose printed pages are counted.
set(DIR ${SOURCE}/tools/report/browser)
include(${SOURCE}/cmake/npm_ci.cmake)
kospec_npm_ci(${DIR} playwright-core)
if(NOT EXISTS /usr/bin/pdftotext)
  message(FATAL_ERROR "/usr/bin/pdftotext is missing: .ci/install-deps installs Debian's poppler-utils")
endif()
if(NOT EXISTS /usr/bin/chromium)
  message(FATAL_ERROR "/usr/bin/chromium is missing: .ci/install-deps installs Debian's chromium")
endif()
set(SHOTS ${OUT})  # the screenshots and the PDFs go here
file(MAKE_DIRECTORY ${SHOTS})
set(check_flags "")
if(CLAIMS STREQUAL "--no-claims")
  set(check_flags --no-claims)
endif()

# Opens REPORT in the browser; SHOT names its screenshot (and PDF).
function(check_in_browser report shot)
  execute_process(COMMAND node check_report.mjs ${report} ${SHOTS}/${shot}.png ${check_flags}
                  WORKING_DIRECTORY ${DIR}
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message("${out}")
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "the report ${report} failed in the browser (exit ${status}):\n${out}\n${err}")
  endif()
endfunction()

# CI's main job (make demo) writes the committee's report with the claims corpus and names it in
# KOSPEC_DEMO_REPORT: its own record (report.json) gives the exit status and any stop.
if(DEFINED ENV{KOSPEC_DEMO_REPORT} AND EXISTS "$ENV{KOSPEC_DEMO_REPORT}/report.json"
   AND NOT CLAIMS STREQUAL "--no-claims")
  set(DEMO "$ENV{KOSPEC_DEMO_REPORT}")
  message("checking the main job's report: ${DEMO}")
  file(READ "${DEMO}/report.json" summary)
  string(JSON status GET "${summary}" status)
  string(JSON stopped_at GET "${summary}" stopped_at)
  # Exit 1: the text is inconsistent (no reading of A1 keeps rule10-threat-stays-valid with
  # Figures 2 and 3, so it is refuted under the default A1; README, "The text judged by its own
  # claims"); the page is written all the same.
  if(NOT status EQUAL 1 OR NOT stopped_at STREQUAL "")
    message(FATAL_ERROR "the main job's report: exit ${status}, expected 1; stopped at '${stopped_at}'")
  endif()
  check_in_browser(${DEMO} demo-screenshot)
endif()

# The README's report about a proposal, with small time budgets: the test is of the page, not of
# the values. Exit 0: no claim is made for KO+R9+RPE, and every corpus expectation of it and of
# its baselines is met (with or without the claims); the report must not have been stopped.
set(REPORT ${OUT}/proposal)
file(REMOVE_RECURSE ${REPORT})
execute_process(COMMAND ${KOSPEC} report corpus/cycles corpus/solve -r KO+R9+RPE --out ${REPORT}
                        ${CLAIMS} --solve-seconds 2 --model-seconds 2 --claim-seconds 1
                WORKING_DIRECTORY ${SOURCE} RESULT_VARIABLE status ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR err MATCHES "stopped early")
  message(FATAL_ERROR "kospec report -r KO+R9+RPE: exit ${status}, expected 0:\n${err}")
endif()
check_in_browser(${REPORT} screenshot)
