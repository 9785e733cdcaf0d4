import FuzzSupport

Fuzz.main(fuzzHex)
