import FuzzSupport

Fuzz.main(fuzzBackground)
