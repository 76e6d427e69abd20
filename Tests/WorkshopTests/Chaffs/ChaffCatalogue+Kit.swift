import Foundation

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

extension ChaffCatalogue {
    /// The kit's own chaffs, read from the repository's `Chaffs/`.
    /// - Throws: ``Problem`` when they cannot be read.
    static func kit() throws -> ChaffCatalogue {
        try kitReading.get()
    }

    /// The kit's chaffs, read once a run: the tests only read them, and each reading parses every diff.
    private static let kitReading = Result { () throws(Problem) in try ChaffCatalogue(kitRoot: TestFiles.repository) }
}
