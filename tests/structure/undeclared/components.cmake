# SPDX-License-Identifier: MIT
mapsmith_component(low FOLDERS low)
mapsmith_component(high FOLDERS high DEPENDS low)
