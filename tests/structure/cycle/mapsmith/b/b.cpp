// SPDX-License-Identifier: MIT
#include <mapsmith/b/b.h>
#include <mapsmith/c/c.h>
