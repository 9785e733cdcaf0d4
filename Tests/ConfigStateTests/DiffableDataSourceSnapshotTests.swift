import ConfigState
import Testing

/// A snapshot with sections "A" [1, 2, 3], "B" [] and "C" [4, 5].
func sampleSnapshot() -> DiffableDataSourceSnapshot<String, Int> {
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["A", "B", "C"])
    snapshot.appendItems([1, 2, 3], toSection: "A")
    snapshot.appendItems([4, 5])
    return snapshot
}

/// Each section with its items, for comparing layouts at a glance.
func layout(_ snapshot: DiffableDataSourceSnapshot<String, Int>) -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    for section in snapshot.sectionIdentifiers {
        result[section] = snapshot.itemIdentifiers(inSection: section)
    }
    return result
}

@Suite("DiffableDataSourceSnapshot")
struct DiffableDataSourceSnapshotTests {
    @Test func appendingBuildsSectionsInOrderAndTheDefaultIsTheLastSection() {
        let snapshot = sampleSnapshot()
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems(inSection: "A") == 3)
        #expect(snapshot.numberOfItems(inSection: "B") == 0)
        #expect(snapshot.itemIdentifiers(inSection: "C") == [4, 5])
        #expect(snapshot.diagnostics.isEmpty)
    }

    @Test func lookUpsCountItemsAcrossSections() {
        let snapshot = sampleSnapshot()
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("C") == 2)
        #expect(snapshot.indexOfSection("Z") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "A")
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "C")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
    }

    @Test func appendingToAnEarlierSectionShiftsTheLaterItems() {
        var snapshot = sampleSnapshot()
        snapshot.appendItems([6], toSection: "B")
        snapshot.appendItems([7], toSection: "A")
        #expect(layout(snapshot) == ["A": [1, 2, 3, 7], "B": [6], "C": [4, 5]])
        #expect(snapshot.indexOfItem(5) == 6)
        #expect(snapshot.sectionIdentifier(containingItem: 6) == "B")
    }

    @Test func insertingBeforeTheFirstItemOfASectionJoinsThatSection() {
        var snapshot = sampleSnapshot()
        snapshot.insertItems([8, 9], beforeItem: 4)
        snapshot.insertItems([10], afterItem: 3)
        #expect(layout(snapshot) == ["A": [1, 2, 3, 10], "B": [], "C": [8, 9, 4, 5]])
        #expect(snapshot.sectionIdentifier(containingItem: 8) == "C")
        #expect(snapshot.indexOfItem(5) == 7)
    }

    @Test func movingAnItemCanChangeItsSection() {
        var snapshot = sampleSnapshot()
        snapshot.moveItem(1, afterItem: 5)
        #expect(layout(snapshot) == ["A": [2, 3], "B": [], "C": [4, 5, 1]])
        snapshot.moveItem(5, beforeItem: 2)
        #expect(layout(snapshot) == ["A": [5, 2, 3], "B": [], "C": [4, 1]])
        #expect(snapshot.itemIdentifiers.map { snapshot.indexOfItem($0)! } == Array(0..<5))
    }

    @Test func deletingItemsKeepsTheIndexInStep() {
        var snapshot = sampleSnapshot()
        snapshot.deleteItems([2, 4, 2])
        #expect(layout(snapshot) == ["A": [1, 3], "B": [], "C": [5]])
        #expect(snapshot.indexOfItem(2) == nil)
        #expect(snapshot.indexOfItem(5) == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "C")
        #expect(snapshot.diagnostics.isEmpty)
    }

    @Test func sectionsInsertMoveAndDeleteWithTheirItems() {
        var snapshot = sampleSnapshot()
        snapshot.insertSections(["X"], beforeSection: "A")
        snapshot.insertSections(["Y"], afterSection: "C")
        #expect(snapshot.sectionIdentifiers == ["X", "A", "B", "C", "Y"])
        snapshot.moveSection("C", beforeSection: "A")
        #expect(snapshot.sectionIdentifiers == ["X", "C", "A", "B", "Y"])
        #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
        snapshot.moveSection("C", afterSection: "Y")
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        snapshot.deleteSections(["A", "X"])
        #expect(snapshot.sectionIdentifiers == ["B", "Y", "C"])
        #expect(snapshot.itemIdentifiers == [4, 5])
        #expect(snapshot.indexOfItem(1) == nil)
        #expect(snapshot.indexOfSection("C") == 2)
    }

    @Test func deleteAllItemsEmptiesTheSnapshotButKeepsDiagnostics() {
        var snapshot = sampleSnapshot()
        snapshot.reloadItems([9])
        snapshot.deleteAllItems()
        #expect(snapshot == DiffableDataSourceSnapshot<String, Int>())
        #expect(snapshot.diagnostics.count == 1)
    }

    @Test func reloadAndReconfigureMarksFollowTheirItems() {
        var snapshot = sampleSnapshot()
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([5])
        snapshot.reloadSections(["C"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1])
        snapshot.deleteItems([3])
        snapshot.moveItem(5, beforeItem: 1)
        #expect(snapshot.reloadedItemIdentifiers == [1])
        #expect(snapshot.reconfiguredItemIdentifiers == [5])
        snapshot.deleteSections(["C", "A"])
        #expect(snapshot.reloadedSectionIdentifiers == [])
        #expect(snapshot.reloadedItemIdentifiers == [])
        #expect(snapshot.reconfiguredItemIdentifiers == [])
    }

    @Test func equalityIgnoresDiagnosticsButNotMarks() {
        var refused = sampleSnapshot()
        refused.appendItems([1])
        #expect(refused == sampleSnapshot())
        var marked = sampleSnapshot()
        marked.reloadItems([1])
        #expect(marked != sampleSnapshot())
    }

    @Test func snapshotsOfSendableIdentifiersCrossTasks() async {
        let snapshot = sampleSnapshot()
        let outline = sampleOutline()
        let counts = await Task.detached { (snapshot.numberOfItems, outline.items.count) }.value
        #expect(counts == (5, 7))
    }

    @Test func descriptionListsSectionsWithTheirItems() {
        #expect(sampleSnapshot().description == #"["A": [1, 2, 3], "B": [], "C": [4, 5]]"#)
    }
}

@Suite("DiffableDataSourceSnapshot misuse")
struct DiffableDataSourceSnapshotMisuseTests {
    /// Runs `operation` on the sample and expects it refused with one diagnostic.
    func expectRefused(
        _ kind: SnapshotDiagnostic.Kind, naming identifiers: [String],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ operation: (inout DiffableDataSourceSnapshot<String, Int>) -> Void
    ) {
        var snapshot = sampleSnapshot()
        operation(&snapshot)
        #expect(snapshot == sampleSnapshot(), "changed", sourceLocation: sourceLocation)
        #expect(
            snapshot.diagnostics.map(\.kind) == [kind], "\(snapshot.diagnostics)",
            sourceLocation: sourceLocation)
        #expect(
            snapshot.diagnostics.first?.identifiers == identifiers,
            sourceLocation: sourceLocation)
    }

    @Test func duplicateItemsAreRefusedWhetherRepeatedOrAlreadyPresent() {
        expectRefused(.duplicateItems, naming: ["7"]) { $0.appendItems([6, 7, 7]) }
        expectRefused(.duplicateItems, naming: ["2"]) { $0.appendItems([6, 2], toSection: "B") }
        expectRefused(.duplicateItems, naming: ["1", "9"]) {
            $0.insertItems([9, 1, 9], beforeItem: 4)
        }
    }

    @Test func unknownItemsAreRefusedAndNamed() {
        expectRefused(.unknownItems, naming: ["8", "9"]) { $0.deleteItems([1, 8, 9]) }
        expectRefused(.unknownItems, naming: ["9"]) { $0.reloadItems([9]) }
        expectRefused(.unknownItems, naming: ["9"]) { $0.reconfigureItems([9]) }
        expectRefused(.unknownItems, naming: ["9"]) { $0.insertItems([6], afterItem: 9) }
        expectRefused(.unknownItems, naming: ["9"]) { $0.moveItem(9, beforeItem: 1) }
        expectRefused(.unknownItems, naming: ["9"]) { $0.moveItem(1, afterItem: 9) }
    }

    @Test func unknownSectionsAreRefusedAndNamed() {
        expectRefused(.unknownSections, naming: ["Z"]) { $0.appendItems([6], toSection: "Z") }
        expectRefused(.unknownSections, naming: ["Z"]) { $0.deleteSections(["A", "Z"]) }
        expectRefused(.unknownSections, naming: ["Z"]) { $0.reloadSections(["Z"]) }
        expectRefused(.unknownSections, naming: ["Z"]) {
            $0.insertSections(["D"], afterSection: "Z")
        }
        expectRefused(.unknownSections, naming: ["Z"]) { $0.moveSection("Z", afterSection: "A") }
    }

    @Test func duplicateSectionsAreRefused() {
        expectRefused(.duplicateSections, naming: ["A"]) { $0.appendSections(["D", "A"]) }
        expectRefused(.duplicateSections, naming: ["D"]) {
            $0.insertSections(["D", "D"], beforeSection: "A")
        }
    }

    @Test func placingRelativeToItselfIsRefused() {
        expectRefused(.relativeToItself, naming: ["2"]) { $0.moveItem(2, beforeItem: 2) }
        expectRefused(.relativeToItself, naming: ["B"]) { $0.moveSection("B", afterSection: "B") }
    }

    @Test func appendingItemsWithoutASectionIsRefused() throws {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendItems([1, 2])
        #expect(snapshot.numberOfItems == 0)
        let diagnostic = try #require(snapshot.diagnostics.first)
        #expect(diagnostic.kind == .noSection)
        #expect(
            diagnostic.message
                == "appendItems(_:toSection:): there are no sections to append the items to "
                + "(1, 2); the snapshot did not change")
    }

    /// A diagnostic made by hand holds every identifier it is given, omits none, and its
    /// message lists them as the snapshot's do.
    @Test func aDiagnosticMadeByHandListsAFewAndCountsTheRest() {
        let diagnostic = SnapshotDiagnostic(
            kind: .unknownSections, operation: "deleteSections(_:)",
            identifiers: (0..<10).map(String.init))
        #expect(diagnostic.identifiers.count == 10)
        #expect(diagnostic.omittedIdentifierCount == 0)
        #expect(
            diagnostic.message
                == "deleteSections(_:): section identifiers not in the snapshot: "
                + "0, 1, 2, 3, 4, 5, 6, 7 and 2 more; the snapshot did not change")
    }

    @Test func queriesAboutUnknownSectionsAnswerEmpty() {
        let snapshot = sampleSnapshot()
        #expect(snapshot.numberOfItems(inSection: "Z") == 0)
        #expect(snapshot.itemIdentifiers(inSection: "Z") == [])
    }

    /// 25 duplicates: the message names the first eight, whole, and says how many more there
    /// are, as every list in a message does; it stays short.
    @Test func manyDuplicatesAreNamedAFewWithACountOfTheRest() throws {
        var snapshot = sampleSnapshot()
        snapshot.appendItems(Array(100..<125) + Array(100..<125))
        let diagnostic = try #require(snapshot.diagnostics.first)
        #expect(diagnostic.identifiers == (100..<108).map(String.init))
        #expect(diagnostic.omittedIdentifierCount == 17)
        #expect(
            diagnostic.message
                == "appendItems(_:toSection:): item identifiers are not unique: "
                + "100, 101, 102, 103, 104, 105, 106, 107 and 17 more; the snapshot did not change")
        #expect(diagnostic.message.count < 160)
    }

    /// Thirty thousand unknown identifiers, each a long string with an invisible
    /// character: each named is quoted as messages quote user text, and the message counts
    /// the rest.
    @Test func aHugeListOfLongIdentifiersMakesAShortMessage() throws {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["A"])
        let long = String(repeating: "x", count: 100)
        snapshot.deleteItems((0..<30_000).map { "\u{FEFF}\($0)\(long)" })
        let diagnostic = try #require(snapshot.diagnostics.first)
        #expect(diagnostic.kind == .unknownItems)
        #expect(diagnostic.identifiers.count == 8)
        #expect(diagnostic.omittedIdentifierCount == 29_992)
        #expect(
            diagnostic.identifiers.first == "\\u{FEFF}0" + String(repeating: "x", count: 51) + "…")
        #expect(diagnostic.message.hasSuffix(" and 29992 more; the snapshot did not change"))
        #expect(diagnostic.message.count < 700)
    }
}
