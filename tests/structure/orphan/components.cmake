# SPDX-License-Identifier: MIT
mapsmith_component(p FOLDERS p)
