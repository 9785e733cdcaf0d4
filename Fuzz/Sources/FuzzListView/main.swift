import FuzzSupport

Fuzz.main(fuzzListView)
