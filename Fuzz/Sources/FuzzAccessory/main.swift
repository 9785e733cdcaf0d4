import FuzzSupport

Fuzz.main(fuzzAccessory)
