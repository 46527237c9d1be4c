# SPDX-License-Identifier: MIT
mapsmith_component(first FOLDERS a DEPENDS second)
mapsmith_component(second FOLDERS b)
