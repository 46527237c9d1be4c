// SPDX-License-Identifier: MIT
#include <mapsmith/high/high.h>
