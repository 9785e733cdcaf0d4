import FuzzSupport

Fuzz.main(fuzzCellState)
