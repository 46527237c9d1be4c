# SPDX-License-Identifier: MIT
mapsmith_component(base FOLDERS a)
mapsmith_component(top FOLDERS b DEPENDS base)
