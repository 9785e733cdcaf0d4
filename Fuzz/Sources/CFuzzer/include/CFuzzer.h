// libFuzzer's entry point for programs that have their own `main`.
//
// SwiftPM links every executable with `--defsym main=<Module>_main`, so libFuzzer's own `main`
// is never used; each fuzz target's `main.swift` calls this driver instead (declared in
// compiler-rt's `FuzzerInterface.h` and defined in `FuzzerDriver.cpp`, both in
// `libclang_rt.fuzzer`, which `-sanitize=fuzzer` links).

#ifndef CFUZZER_H
#define CFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the process's arguments, calling `callback` for every input.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
