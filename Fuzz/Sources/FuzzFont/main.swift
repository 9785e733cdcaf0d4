import FuzzSupport

Fuzz.main(fuzzFont)
