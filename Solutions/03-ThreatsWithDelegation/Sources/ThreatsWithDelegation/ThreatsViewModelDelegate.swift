/// What a threats view model announces, one precise change at a time, in UIKit's delegate style.
///
/// Row announcements come after the rows changed, so a data source that reads the view model is
/// always in step with what the table was told. `didUpdate…` announces a new text to show;
/// `didChange…` a state that turned on or off.
@MainActor
protocol ThreatsViewModelDelegate: AnyObject {
    /// Rows were added at these indexes (counted after the change).
    func threatsViewModel(_ viewModel: ThreatsViewModel, didInsertRowsAt rows: [Int])
    /// Rows were removed from these indexes (counted before the change).
    func threatsViewModel(_ viewModel: ThreatsViewModel, didDeleteRowsAt rows: [Int])
    /// A page started or finished loading.
    func threatsViewModel(_ viewModel: ThreatsViewModel, didChangeLoading isLoading: Bool)
    /// Load More should appear or disappear.
    func threatsViewModel(_ viewModel: ThreatsViewModel, didChangeLoadMoreVisible isVisible: Bool)
    /// Load More became tappable, or stopped being.
    func threatsViewModel(_ viewModel: ThreatsViewModel, didChangeLoadMoreEnabled isEnabled: Bool)
    /// The message over the list changed (empty for none).
    func threatsViewModel(_ viewModel: ThreatsViewModel, didUpdateMessage message: String)
    /// A load failed; `errorMessage` says why. Answer with `retryTapped()` or `cancelTapped()`.
    func threatsViewModel(_ viewModel: ThreatsViewModel, didFailWith errorMessage: String)
}
