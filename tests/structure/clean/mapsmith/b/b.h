// SPDX-License-Identifier: MIT
#pragma once
#include <mapsmith/a/a.h>
