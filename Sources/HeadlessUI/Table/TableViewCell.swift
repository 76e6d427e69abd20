/// One row of a table: a title and a detail line, like UIKit's `.subtitle` cell style.
@MainActor
open class TableViewCell: View {
    /// The row's main text.
    public let textLabel = Label()
    /// The row's second line.
    public let detailTextLabel = Label()
    /// The identifier the table reuses this cell under.
    public let reuseIdentifier: String?

    /// Creates a cell; tables make them through `dequeueReusableCell(withIdentifier:for:)`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(textLabel)
        addSubview(detailTextLabel)
    }

    /// Called before the cell is handed out again for another row: clears both lines.
    open func prepareForReuse() {
        textLabel.text = nil
        detailTextLabel.text = nil
    }
}
