import FuzzSupport

Fuzz.main(fuzzStateAwareValue)
