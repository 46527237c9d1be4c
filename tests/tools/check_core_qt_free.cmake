# SPDX-License-Identifier: MIT
# Fails if any file under core/ (or capi/, the C interface over it) includes a Qt header: core must stay
# embeddable.
file(GLOB_RECURSE files "${SOURCE_DIR}/core/*.h" "${SOURCE_DIR}/core/*.cpp" "${SOURCE_DIR}/capi/*.h"
    "${SOURCE_DIR}/capi/*.cpp")
set(bad "")
foreach(f IN LISTS files)
    file(STRINGS "${f}" lines REGEX "#[ \t]*include[ \t]*[<\"](Q[A-Za-z]+|Qt[A-Za-z]*/)")
    if(lines)
        list(APPEND bad "${f}: ${lines}")
    endif()
endforeach()
if(bad)
    message(FATAL_ERROR "core/ and capi/ must not include Qt headers:\n${bad}")
endif()
list(LENGTH files n)
message(STATUS "core/ and capi/ are Qt-free (${n} files checked)")
