# SPDX-License-Identifier: MIT
# cmake -P script run by ctest (see CMakeLists.txt for the variables it is given).

function(run_step what)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${what} failed (${rc}):\n${out}\n${err}")
    endif()
    set(step_output "${out}" PARENT_SCOPE)
endfunction()

set(prefix "${WORK_DIR}/prefix")
file(REMOVE_RECURSE "${WORK_DIR}")

set(config_args)
if(BUILD_CONFIG)
    set(config_args --config ${BUILD_CONFIG})
endif()
run_step("install" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix} ${config_args})

file(GLOB_RECURSE targets_files "${prefix}/*/mapsmith_coreTargets*.cmake")
if(NOT targets_files)
    message(FATAL_ERROR "no mapsmith_coreTargets.cmake under ${prefix}")
endif()
foreach(f IN LISTS targets_files)
    file(READ "${f}" text)
    if(text MATCHES "Qt6?::")
        message(FATAL_ERROR "${f} makes the core package need Qt")
    endif()
endforeach()

# Only the scratch prefix is searched, and Qt is switched off: the consumer must not need it.
run_step("consumer configure" ${CMAKE_COMMAND} -S ${CONSUMER_DIR} -B ${WORK_DIR}/build -G ${GENERATOR}
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=${CXX_COMPILER} -DCMAKE_PREFIX_PATH=${prefix}
    -DCMAKE_DISABLE_FIND_PACKAGE_Qt6=ON -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
    # A sanitizer build's archive needs the sanitizer runtimes at link time, as a game built so would.
    "-DCMAKE_EXE_LINKER_FLAGS=${CONSUMER_LINK_FLAGS}")
run_step("consumer build" ${CMAKE_COMMAND} --build ${WORK_DIR}/build)

find_program(consumer NAMES mapsmith_consumer PATHS ${WORK_DIR}/build NO_DEFAULT_PATH REQUIRED)
run_step("consumer run" ${consumer} ${CONFIG} ${SEED})
string(STRIP "${step_output}" got)

run_step("mapsmith hash" ${MAPSMITH_EXE} hash -c ${CONFIG} --seeds ${SEED}..${SEED})
string(REGEX MATCH "^[^\n]*" expected "${step_output}")

if(NOT got STREQUAL expected)
    message(FATAL_ERROR "consumer printed '${got}', mapsmith hash printed '${expected}'")
endif()
message(STATUS "consumer and mapsmith agree: ${got}")
