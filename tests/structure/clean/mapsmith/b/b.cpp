// SPDX-License-Identifier: MIT
#include <mapsmith/a/a_p.h>
#include <mapsmith/b/b.h>
