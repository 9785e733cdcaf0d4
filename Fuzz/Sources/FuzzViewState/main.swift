import FuzzSupport

Fuzz.main(fuzzViewState)
