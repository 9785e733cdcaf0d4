import FuzzSupport

Fuzz.main(fuzzTransformer)
