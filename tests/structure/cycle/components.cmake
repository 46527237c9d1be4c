# SPDX-License-Identifier: MIT
mapsmith_component(all FOLDERS a b c)
