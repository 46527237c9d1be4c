// SPDX-License-Identifier: MIT
#pragma once
#include <mapsmith/b/b.h>
