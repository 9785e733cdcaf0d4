import FuzzSupport

Fuzz.main(fuzzTraitCollection)
