// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Small Lode Runner levels in the classic text format (core/mapsmith/io/loderunner.h) that the solver's
// tests share: the CLI's (tests/cli/test_cli_solve.cpp, written to a file and converted as a user does)
// and the Play dock's Solve box (tests/ui/test_solve_box.cpp, read with readLodeRunnerText).

namespace lodelevels {

// Classic Lode Runner text: & runner, $ gold, # brick, @ solid, H ladder, - rope, S hidden ladder, 0 guard.
const char *const kTwoFloors = "; size 13x7\n"
                               "            S\n"
                               " &         @S\n"
                               "###########@S\n"
                               "           @S\n"
                               "###########@S\n"
                               "     $      S\n"
                               "@@@@@@@@@@@@@\n";

// A guard stands between the runner and the gold on a floor of bricks over a corridor.
const char *const kGuardInTheWay = "; size 12x5\n"
                                   "           S\n"
                                   " &   0    $S\n"
                                   "####H#######\n"
                                   "    H       \n"
                                   "@@@@@@@@@@@@\n";

// Gold sealed in solid stone: no rule reaches it.
const char *const kSealed = "; size 8x5\n"
                            "       S\n"
                            " &     S\n"
                            "@@@@@@@@\n"
                            "@@@$@@@@\n"
                            "@@@@@@@@\n";

// Gold hanging in the air where no ladder goes, over floors of brick and two guards: the solver tries line
// after line of play (digging down, guards chasing) and finds none, long past any short time limit.
const char *const kHopeless = "; size 28x16\n"
                              "                            \n"
                              "             $              \n"
                              "                            \n"
                              "                            \n"
                              " &        0         0       \n"
                              "############################\n"
                              "                            \n"
                              "############################\n"
                              "                            \n"
                              "############################\n"
                              "                            \n"
                              "############################\n"
                              "                            \n"
                              "############################\n"
                              "                            \n"
                              "@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n";

} // namespace lodelevels
