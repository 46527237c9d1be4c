// SPDX-License-Identifier: MIT
// SPDX-FileCopyrightText: Mapsmith developers
#include <mapsmith/map/tower.h>

#include <array>

namespace mapsmith {

namespace {
constexpr std::array<RoomTypeInfo, 7> kRoomTypes = {{
    {RoomType::Monster, "monster", 'M', "Monster: an ordinary fight"},
    {RoomType::Elite, "elite", 'E', "Elite: a hard fight with a better reward"},
    {RoomType::Shop, "shop", '$', "Shop: buy and remove cards"},
    {RoomType::Rest, "rest", 'R', "Rest site: heal or upgrade"},
    {RoomType::Treasure, "treasure", 'T', "Treasure: a chest"},
    {RoomType::Unknown, "unknown", '?', "Unknown: an event"},
    {RoomType::Boss, "boss", 'B', "Boss: the end of the act"},
}};
} // namespace

std::span<const RoomTypeInfo> allRoomTypes()
{
    return kRoomTypes;
}

const RoomTypeInfo &roomTypeInfo(RoomType t)
{
    const auto i = static_cast<std::size_t>(t);
    return i < kRoomTypes.size() ? kRoomTypes[i] : kRoomTypes[0];
}

std::optional<RoomType> roomTypeByName(std::string_view name)
{
    for (const auto &info : kRoomTypes) {
        if (info.name == name)
            return info.type;
    }
    return std::nullopt;
}

} // namespace mapsmith
