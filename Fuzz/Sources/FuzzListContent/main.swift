import FuzzSupport

Fuzz.main(fuzzListContent)
