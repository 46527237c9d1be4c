# SPDX-License-Identifier: MIT
# ui/i18n/corestrings_list.cpp lists every string core can show (so lupdate can see them): regenerate it
# and compare with the committed file.
execute_process(COMMAND ${TOOL} ${WORK}/corestrings_list.cpp RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "mapsmith_corestrings failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${WORK}/corestrings_list.cpp
    ${SOURCE_DIR}/ui/i18n/corestrings_list.cpp RESULT_VARIABLE same)
if(NOT same EQUAL 0)
    message(FATAL_ERROR "ui/i18n/corestrings_list.cpp is out of date: run\n"
        "  ${TOOL} ui/i18n/corestrings_list.cpp && tools/update-translations.sh\n"
        "and translate the new entries in translations/mapsmith_zh_CN.ts")
endif()
message(STATUS "ui/i18n/corestrings_list.cpp is up to date")
