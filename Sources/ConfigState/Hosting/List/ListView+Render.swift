// What a ``ListView`` shows and how it is doing.
extension ListView {
    /// Counts that show whether reuse works.
    ///
    /// - Complexity: O(*c*) for *c* cells created.
    public var statistics: ListStatistics {
        var statistics = counters
        for slot in slots.values {
            statistics.contentViewsCreated += slot.cell.contentViewCreationCount
            statistics.contentViewsReplaced += slot.cell.contentViewReplacementCount
        }
        return statistics
    }

    /// Everything the viewport shows: each visible row's cell render, after laying out.
    ///
    /// - Complexity: One cell render per visible row, plus O(*v* log *s*) to find the *v* visible
    ///   rows among *s* sections and the cost of ``layoutIfNeeded()``.
    public func render() -> ListRender {
        layoutIfNeeded()
        var rows: [ListRender.Row] = []
        for indexPath in indexPathsForVisibleItems {
            guard let item = item(at: indexPath), let cell = layout.visible[item]?.cell else {
                continue
            }
            rows.append(
                ListRender.Row(
                    indexPath: indexPath, item: String(describing: item), render: cell.render()))
        }
        return ListRender(rows: rows)
    }
}
