import FuzzSupport

Fuzz.main(fuzzColorProgram)
