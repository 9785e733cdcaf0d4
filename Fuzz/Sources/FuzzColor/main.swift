import FuzzSupport

Fuzz.main(fuzzColor)
