import ConfigState
import Testing

@Suite("IndexPath's UIKit members")
struct IndexPathTests {
    @Test func itemAndRowInitialisersPutTheSectionFirst() {
        let item = IndexPath(item: 3, section: 1)
        #expect(Array(item) == [1, 3])
        #expect(item.section == 1)
        #expect(item.item == 3)
        #expect(item.row == 3)
        #expect(IndexPath(row: 3, section: 1) == item)
    }

    @Test func settingAComponentChangesOnlyThatIndex() {
        var path = IndexPath(item: 3, section: 1)
        path.item = 7
        #expect(Array(path) == [1, 7])
        path.row = 8
        #expect(Array(path) == [1, 8])
        path.section = 2
        #expect(Array(path) == [2, 8])
    }

    @Test func shortPathsReadZeroAndGrowWhenSet() {
        var path = IndexPath()
        #expect(path.section == 0)
        #expect(path.item == 0)
        path.item = 4
        #expect(Array(path) == [0, 4])
        #expect(IndexPath(index: 5).section == 5)
        #expect(IndexPath(index: 5).item == 0)
    }

    @Test func pathsOrderBySectionThenItem() {
        let paths = [
            IndexPath(item: 2, section: 1), IndexPath(item: 0, section: 2),
            IndexPath(item: 5, section: 0), IndexPath(item: 1, section: 1),
        ]
        #expect(paths.sorted().map(Array.init) == [[0, 5], [1, 1], [1, 2], [2, 0]])
        #expect(IndexPath(item: 3, section: 1).description == "[1, 3]")
    }
}
