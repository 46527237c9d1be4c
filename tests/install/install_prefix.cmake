# SPDX-License-Identifier: MIT
# Included by the cmake -P scripts that check an installed build (tests/install/install_consumer.cmake,
# tests/capi/capi_installed.cmake): run_step, and the build installed afresh into ${WORK_DIR}/prefix
# (`prefix`). Needs BUILD_DIR and WORK_DIR; BUILD_CONFIG for a multi-config build.

# Runs a command; a failure stops the script with its output. `step_output`: its stdout, stripped.
function(run_step what)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${what} failed (${rc}):\n${out}\n${err}")
    endif()
    string(STRIP "${out}" out)
    set(step_output "${out}" PARENT_SCOPE)
endfunction()

set(prefix "${WORK_DIR}/prefix")
file(REMOVE_RECURSE "${WORK_DIR}")
set(config_args)
if(BUILD_CONFIG)
    set(config_args --config ${BUILD_CONFIG})
endif()
run_step("install" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix} ${config_args})
