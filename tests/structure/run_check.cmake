# SPDX-License-Identifier: MIT
# Runs the core structure check (cmake/mapsmith_structure.cmake) on ROOT as its own process and checks the
# outcome: EXPECT is "pass", or a regular expression the failure's message must match.
execute_process(COMMAND ${CMAKE_COMMAND} -DROOT=${ROOT} -P ${CHECK}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX REPLACE "[ \t]*\n[ \t]*" " " message "${out}${err}") # CMake wraps long messages
if(EXPECT STREQUAL "pass")
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "the check failed on ${ROOT}, which is sound:\n${out}${err}")
    endif()
    message(STATUS "${out}")
    return()
endif()
if(rc EQUAL 0)
    message(FATAL_ERROR "the check passed on ${ROOT}, which breaks a rule ('${EXPECT}' expected):\n${out}")
endif()
if(NOT message MATCHES "${EXPECT}")
    message(FATAL_ERROR "the check failed on ${ROOT} without saying '${EXPECT}':\n${out}${err}")
endif()
message(STATUS "caught as expected: ${EXPECT}")
