// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#pragma once
// Hand-made hard Lode Runner levels (classic text format, see core/mapsmith/io/loderunner.h), shared by
// the planner and solver tests and bench_loderunner: gold under three floors (a staircase of six holes),
// gold under five floors (a staircase of fifteen holes), gold under two floors dug one after the other, a
// rope over a pit, a pit entered through a trap whose only way out is a hole dug from above beforehand, a pit
// only a trapped guard bridges (the guard walks at the runner and drops into the pit; its gold lies beyond
// it, since a guard that took the gold on its way would carry it into the pit for good), and 182 gold (with
// and without guards). Each is beatable under the rules of docs/LODERUNNER.md.

#include <mapsmith/io/loderunner.h>

#include <string>
#include <vector>

namespace lodecases {

struct Case
{
    std::string name;
    mapsmith::Map map;
    bool needsGuard = false; ///< only a guard makes it beatable: the static plan cannot finish it
};

inline mapsmith::Map parse(const std::string &text)
{
    auto levels = mapsmith::readLodeRunnerText(text, "lodecases.h");
    return levels ? levels->front().map : mapsmith::Map{};
}

inline std::string rows(const std::vector<std::string> &r)
{
    std::string out = "; size " + std::to_string(r.front().size()) + "x" + std::to_string(r.size()) + "\n";
    for (const std::string &line : r)
        out += line + "\n";
    return out;
}

/// 28 x 15: seven brick floors, a gold on every cell between them (182), ladders at both ends to the top.
inline std::string manyGold(int guards)
{
    std::vector<std::string> r;
    r.push_back("H" + std::string(26, ' ') + "H");
    for (int floor = 0; floor < 7; ++floor) {
        std::string gold = "H" + std::string(26, '$') + "H";
        for (int g = 0; g < guards && floor == 0; ++g)
            gold[static_cast<std::size_t>(6 + 8 * g)] = '0';
        if (floor == 6)
            gold[13] = '&';
        r.push_back(gold);
        r.push_back(floor == 6 ? std::string(28, '@') : "H" + std::string(26, '#') + "H");
    }
    return rows(r);
}

inline std::vector<Case> hardCases()
{
    return {
        {"three floors (6 holes)", parse(rows({
                                       "               S",
                                       " &            @S",
                                       "##############@S",
                                       "##############@S",
                                       "##############@S",
                                       "       $       S",
                                       "@@@@@@@@@@@@@@@@",
                                   }))},
        {"five floors (15 holes)", parse(rows({
                                       "                      S",
                                       " &                   @S",
                                       "#####################@S",
                                       "#####################@S",
                                       "#####################@S",
                                       "#####################@S",
                                       "#####################@S",
                                       "          $           S",
                                       "@@@@@@@@@@@@@@@@@@@@@@@",
                                   }))},
        {"two floors, two digs", parse(rows({
                                     "            S",
                                     " &         @S",
                                     "###########@S",
                                     "           @S",
                                     "###########@S",
                                     "     $      S",
                                     "@@@@@@@@@@@@@",
                                 }))},
        {"rope over a pit", parse(rows({
                                "                   S",
                                "  &  -----------   S",
                                "@@@@@H          @@@@",
                                "@@@@@H          @@@@",
                                "@@@@@H    $     @@@@",
                                "@@@@@H          @@@@",
                                "@@@@@H          @@@@",
                                "@@@@@H         $@@@@",
                                "@@@@@@@@@@@@@@@@@@@@",
                            }))},
        {"exit dug before the pit", parse(rows({
                                        "             S",
                                        "     &       S",
                                        "##X########  S",
                                        "@  $$$$$  H@@@",
                                        "@@@@@@@@@@@@@@",
                                    }))},
        {"trapped guard bridge",
         parse(rows({
             "               S",
             " &          0 $S",
             "@@@@@@@ @@@@@@@@",
             "@@@@@@@@@@@@@@@@",
         })),
         true},
        {"182 gold", parse(manyGold(0))},
        {"182 gold, 3 guards", parse(manyGold(3))},
    };
}

} // namespace lodecases
