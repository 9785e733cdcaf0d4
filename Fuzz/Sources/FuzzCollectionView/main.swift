import FuzzSupport

Fuzz.main(fuzzCollectionView)
