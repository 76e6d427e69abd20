import Foundation

extension IndexPath {
    /// Creates the index path of a row in a section, as UIKit's extension of `IndexPath` does.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row within its section.
    public var row: Int { self[1] }

    /// The section of the row.
    public var section: Int { self[0] }
}
