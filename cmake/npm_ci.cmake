# For the test scripts (cmake -P) that drive a node program: installs the npm packages of DIR from
# its package-lock.json (`npm ci`) unless node_modules/MODULE is there already.
function(kospec_npm_ci DIR MODULE)
  if(NOT EXISTS ${DIR}/node_modules/${MODULE})
    execute_process(COMMAND npm ci --no-audit --no-fund WORKING_DIRECTORY ${DIR} RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
      message(FATAL_ERROR "npm ci failed in ${DIR}: node and npm are needed (.ci/install-deps installs them)")
    endif()
  endif()
endfunction()
