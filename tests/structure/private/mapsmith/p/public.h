// SPDX-License-Identifier: MIT
#pragma once
#include <mapsmith/p/detail_p.h>
