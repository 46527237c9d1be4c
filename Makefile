# SPDX-License-Identifier: MIT
# The two newcomer commands:
#   make run    install what is missing, build, open the editor (or, with no display, write out/)
#   make test   install what is missing, build, run every test through ctest
# Other targets: deps, build, bench, format, clean.

# Every Debian package that configure, the build, a test or `make run` needs, each with its reason: the one
# list. A pristine Debian 12 root with nothing else passes `make run` and `make test` (make check-fresh).
# The build: CMakePresets.json configures Ninja; this file is run by make.
APT_PACKAGES := cmake ninja-build g++ make
# Qt Core, Gui, Widgets, Concurrent and Test (moc and rcc come with it).
APT_PACKAGES += qt6-base-dev
# QAudioDecoder, QMediaPlayer, QSoundEffect: ui/audio, the beat panel, the Play dock's music.
APT_PACKAGES += qt6-multimedia-dev
# The seed sweep's histograms; Qt6Charts' CMake package needs Qt6OpenGL's, which qt6-base-dev does not bring.
APT_PACKAGES += qt6-charts-dev libqt6opengl6-dev
# Qt6LinguistTools (qt_add_lrelease in ui/CMakeLists.txt) and lrelease/lupdate themselves (translations_complete).
APT_PACKAGES += qt6-tools-dev qt6-l10n-tools
# Qt's own strings in Chinese at run time (file dialogs, message box buttons).
APT_PACKAGES += qt6-translations-l10n
# core/io: configs, maps, projects and sessions (YAML); Tiled .tmj and .tmx (JSON, XML, zlib).
APT_PACKAGES += libyaml-cpp-dev nlohmann-json3-dev libpugixml-dev zlib1g-dev
# core/io: Tiled layers compressed with zstd (Tiled's third layer compression).
APT_PACKAGES += libzstd-dev
# core/beat: the spectra of beat analysis.
APT_PACKAGES += libkissfft-dev
# The benchmarks, which `make test` builds (and never runs), measure libtcod's A* in the same run.
APT_PACKAGES += libtcod-dev
# Fonts for the offscreen platform and the editor: wall labels, the HUD, screenshots; Chinese text.
APT_PACKAGES += fonts-dejavu-core fonts-noto-cjk
# test_cli_tiled_export runs `tiled --export-map` on our exports (~10 MB plus Qt 5 runtime libraries).
APT_PACKAGES += tiled
# ui/audio/decoder.cpp decodes music with FFmpeg's libraries directly (Qt's backend uses the same ones, but
# its per-buffer thread hand-offs made decoding 3x slower than the libraries: docs/PERFORMANCE.md).
APT_PACKAGES += libavformat-dev libavcodec-dev libswresample-dev
# The audio tests encode MP3, FLAC and Ogg files from WAVs they write (the ffmpeg CLI).
APT_PACKAGES += ffmpeg
# capi_installed drives the C interface from Python's standard ctypes, as a Python game would;
# translations_linguist_roundtrip runs tools/import-translations.py and apply-translations.py (Python 3).
APT_PACKAGES += python3
# test_cli_beat_corpus renders four MIDI accompaniments to audio (fluidsynth, the small TimGM6mb soundfont) and
# labels them from the MIDI (tools/beatcorpus, python3-mido); beatcorpus_labels tests that labeller.
APT_PACKAGES += fluidsynth timgm6mb-soundfont python3-mido
# Links the ~110 test programs in a quarter of GNU ld's time (CMakeLists.txt uses it when it is there).
APT_PACKAGES += lld
# Only running the benchmarks needs these: the whole beat corpus (tools/beatcorpus: MMA's grooves, Planet Blupi's
# MIDI music, the Fluid R3 soundfont) and aubio, measured beside us on it.
BENCH_PACKAGES := hyperfine aubio-tools mma planetblupi-music-midi fluid-soundfont-gm
# Only `make fuzz` and `make test-clang` need these (clang 14 with its libFuzzer/sanitizer runtimes).
FUZZ_PACKAGES := clang libclang-rt-dev

BUILD_DIR ?= build
JOBS ?= $(shell nproc)

.PHONY: run test deps bench-deps build configure bench format clean fuzz fuzz-deps test-asan test-clang check-fresh

# Both scripts end a failure with one line naming the Debian package (tools/deps.sh, tools/configure.sh).
deps:
	@bash tools/deps.sh $(APT_PACKAGES)

bench-deps:
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(APT_PACKAGES) $(BENCH_PACKAGES)"

configure: deps
	@APT_PACKAGES="$(APT_PACKAGES)" bash tools/configure.sh default $(BUILD_DIR)

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
	@APT_PACKAGES="$(APT_PACKAGES) $(BENCH_PACKAGES)" bash tools/configure.sh bench build-bench
	cmake --build build-bench -j $(JOBS)
	@echo "Benchmarks built in build-bench/tests/bench; docs/PERFORMANCE.md says how to run them."

# Hardening (docs/RELIABILITY.md). Each fuzz target runs FUZZ_SECONDS; a crash, a hang (-timeout, seconds per
# input) or an allocation past -rss_limit_mb / -malloc_limit_mb is a finding: the input lands in
# build-fuzz/artifacts/ and make fails. New inputs go to build-fuzz/corpus/, never into the source tree.
FUZZ_SECONDS ?= 60
FUZZ_FLAGS ?= -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=1024
fuzz-deps:
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(APT_PACKAGES) $(FUZZ_PACKAGES)"

fuzz: fuzz-deps
	@bash tools/configure.sh fuzz build-fuzz
	cmake --build build-fuzz -j $(JOBS)
	@mkdir -p build-fuzz/artifacts
	@for exe in build-fuzz/tests/fuzz/fuzz_*; do \
		name=$${exe##*/fuzz_}; mkdir -p build-fuzz/corpus/$$name; \
		echo "== fuzz_$$name for $(FUZZ_SECONDS) s"; \
		$$exe -max_total_time=$(FUZZ_SECONDS) $(FUZZ_FLAGS) -print_final_stats=1 \
			-artifact_prefix=build-fuzz/artifacts/$$name- \
			build-fuzz/corpus/$$name tests/fuzz/corpus/$$name 2>build-fuzz/fuzz_$$name.log || \
			{ tail -40 build-fuzz/fuzz_$$name.log; exit 1; }; \
		grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb)|cov:" build-fuzz/fuzz_$$name.log | tail -3; \
	done

# The whole suite with AddressSanitizer + UndefinedBehaviorSanitizer (a lean -O1 -g1 build without
# benchmarks). LeakSanitizer's suppressions (tests/sanitizers/lsan.supp) cover Qt's and the system's
# libraries only, never ours.
test-asan: deps
	@APT_PACKAGES="$(APT_PACKAGES)" bash tools/configure.sh asan build-asan
	cmake --build build-asan -j $(JOBS)
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/sanitizers/lsan.supp:print_suppressions=0 \
		ctest --test-dir build-asan --output-on-failure -j $(JOBS)

# Determinism across compilers: core tests and every generator's golden hashes, built by clang at -O0 and -O2.
CLANG_SUITES := test_io test_rng test_grid test_params test_cave test_rooms test_maze test_tower test_loderunner \
	test_loderunner_format
test-clang: fuzz-deps
	@for opt in O0 O2; do \
		bash tools/configure.sh clang-$$opt build-clang-$$opt && \
		cmake --build build-clang-$$opt -j $(JOBS) --target $(CLANG_SUITES) && \
		ctest --test-dir build-clang-$$opt --output-on-failure -j $(JOBS) \
			-R "^($$(echo $(CLANG_SUITES) | tr ' ' '|'))$$" || exit 1; \
	done

# A pristine Debian 12 root (mmdebstrap) with a clean clone of HEAD: runs the README's two commands inside
# and prints each stage's time and the ctest summary (tools/check-fresh.sh; needs root; not part of CI).
check-fresh:
	bash tools/check-fresh.sh

format:
	clang-format -i $$(git ls-files '*.cpp' '*.h')

clean:
	rm -rf $(BUILD_DIR) build-bench build-asan build-fuzz build-clang-O0 build-clang-O2 out
