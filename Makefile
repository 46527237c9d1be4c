# SPDX-License-Identifier: MIT
# The two newcomer commands:
#   make run    install what is missing, build, open the editor (or, with no display, write out/)
#   make test   install what is missing, build, run every test through ctest
# Other targets: deps, build, bench, format, clean.

# Every Debian package the build, the tests and the app need — the one list.
APT_PACKAGES := cmake ninja-build g++ make pkg-config \
	qt6-base-dev qt6-base-dev-tools qt6-multimedia-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools \
	qt6-l10n-tools qt6-translations-l10n libgl-dev libyaml-cpp-dev libkissfft-dev \
	fonts-dejavu-core fonts-noto-cjk libtcod-dev \
	nlohmann-json3-dev libpugixml-dev zlib1g-dev tiled ffmpeg
# nlohmann-json3-dev, libpugixml-dev, zlib1g-dev: the Tiled .tmj/.tmx readers and writers in core/io.
# tiled (~10 MB plus Qt 5 runtime libraries): test_cli_tiled_export runs `tiled --export-map` on our exports.
# ffmpeg: the audio tests encode MP3, FLAC and Ogg files from WAVs they write (the ffmpeg CLI).
# libtcod-dev: the benchmarks (built by `make test`, never run there) measure libtcod's A* in the same run.
# Only running the benchmarks needs these.
BENCH_PACKAGES := hyperfine aubio-tools

BUILD_DIR ?= build
JOBS ?= $(shell nproc)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test deps bench-deps build configure bench format clean

deps:
	@missing=""; for p in $(APT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

bench-deps:
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(APT_PACKAGES) $(BENCH_PACKAGES)"

configure: deps
	@cmake --preset default >/dev/null

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

test: build
	ctest --test-dir $(BUILD_DIR) --output-on-failure -j $(JOBS)

run: build
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		./$(BUILD_DIR)/app/mapsmith resources/presets/cave.yaml; \
	else \
		echo "No display found (DISPLAY and WAYLAND_DISPLAY are unset), so instead of the editor:"; \
		mkdir -p out; \
		./$(BUILD_DIR)/app/mapsmith generate -c resources/presets/cave.yaml -o out/cave.yaml --png out/cave.png --scale 8 && \
		./$(BUILD_DIR)/app/mapsmith wall -c resources/presets/cave.yaml --seeds 1..100 --columns 10 -o out/wall.png && \
		echo "  out/cave.yaml  the default cave map" && \
		echo "  out/cave.png   the same map as a picture" && \
		echo "  out/wall.png   seeds 1..100 as a thumbnail wall"; \
	fi

bench: bench-deps
	cmake --preset bench >/dev/null
	cmake --build build-bench -j $(JOBS)
	@echo "Benchmarks built in build-bench/tests/bench; docs/PERFORMANCE.md says how to run them."

format:
	clang-format -i $$(git ls-files '*.cpp' '*.h')

clean:
	rm -rf $(BUILD_DIR) build-bench out
