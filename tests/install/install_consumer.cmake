# SPDX-License-Identifier: MIT
# cmake -P script run by ctest (see CMakeLists.txt for the variables it is given).

cmake_minimum_required(VERSION 3.25)
include(${CMAKE_CURRENT_LIST_DIR}/install_prefix.cmake) # run_step, the build installed in ${prefix}

# The package: one targets file per component, none needing Qt; no private header installed.
file(GLOB_RECURSE targets_files "${prefix}/*/mapsmith_*-targets.cmake" "${prefix}/*/mapsmith_coreTargets.cmake")
list(LENGTH targets_files count)
if(count LESS 10)
    message(FATAL_ERROR "only ${count} component targets files under ${prefix}: ${targets_files}")
endif()
foreach(f IN LISTS targets_files)
    file(READ "${f}" text)
    if(text MATCHES "Qt6?::")
        message(FATAL_ERROR "${f} makes the core package need Qt")
    endif()
endforeach()
file(GLOB_RECURSE private_headers "${prefix}/include/*_p.h")
if(private_headers)
    message(FATAL_ERROR "private headers were installed: ${private_headers}")
endif()

run_step("mapsmith hash" ${MAPSMITH_EXE} hash -c ${CONFIG} --seeds ${SEED}..${SEED})
string(REGEX MATCH "^[^\n]*" expected "${step_output}")

# A game picking two components, then one taking the umbrella. Only the scratch prefix is searched, and Qt is
# switched off: the consumer must not need it.
foreach(pick "generate,io_yaml" core)
    string(REPLACE "," "+" name "${pick}")
    set(build "${WORK_DIR}/build-${name}")
    run_step("consumer configure (${pick})" ${CMAKE_COMMAND} -S ${CONSUMER_DIR} -B ${build} -G ${GENERATOR}
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=${CXX_COMPILER} -DCMAKE_PREFIX_PATH=${prefix}
        -DCMAKE_DISABLE_FIND_PACKAGE_Qt6=ON -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF "-DPICK=${pick}"
        # A sanitizer build's archive needs the sanitizer runtimes at link time, as a game built so would.
        "-DCMAKE_EXE_LINKER_FLAGS=${CONSUMER_LINK_FLAGS}")
    run_step("consumer build (${pick})" ${CMAKE_COMMAND} --build ${build})

    if(NOT pick STREQUAL "core" AND EXISTS "${build}/build.ninja")
        # The game's link line holds the picked components and what they build on, nothing else.
        file(STRINGS "${build}/build.ninja" link REGEX "LINK_LIBRARIES = ")
        foreach(unwanted kissfft pugixml libz mapsmith_tiled mapsmith_beat_analysis mapsmith_play)
            if(link MATCHES "${unwanted}")
                message(FATAL_ERROR "the consumer of ${pick} links ${unwanted}: ${link}")
            endif()
        endforeach()
        foreach(wanted mapsmith_generate mapsmith_io_yaml mapsmith_map yaml-cpp)
            if(NOT link MATCHES "${wanted}")
                message(FATAL_ERROR "the consumer of ${pick} does not link ${wanted}: ${link}")
            endif()
        endforeach()
    endif()

    find_program(consumer_${name} NAMES mapsmith_consumer PATHS ${build} NO_DEFAULT_PATH REQUIRED)
    run_step("consumer run (${pick})" ${consumer_${name}} ${CONFIG} ${SEED})
    string(STRIP "${step_output}" got)
    if(NOT got STREQUAL expected)
        message(FATAL_ERROR "consumer of ${pick} printed '${got}', mapsmith hash printed '${expected}'")
    endif()
    message(STATUS "consumer of ${pick} and mapsmith agree: ${got}")
endforeach()
