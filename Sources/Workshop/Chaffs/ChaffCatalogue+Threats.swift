/// The threats screen's chaffs: paging and Retry (06.5), deleting and logging out (06.6).
extension ChaffCatalogue {
    static let threats: [Chaff] = [
        chaff(
            "threats.retry-first-page", task: "06.5",
            "A view model whose Retry asks for the first page rather than the one that failed",
            in: "ThreatsViewModel.swift",
            find: retry,
            replace: #"""
                        errorMessage.value = nil
                        guard failedPage != nil else { return }
                        loadPage(from: .first)

                """#
        ),
        chaff(
            "threats.alert-kept", task: "06.5",
            "A view model that keeps the error alert up after Retry is tapped",
            in: "ThreatsViewModel.swift",
            find: retry,
            replace: #"""
                        guard let failedPage else { return }
                        loadPage(from: failedPage)

                """#
        ),
        chaff(
            "threats.page-twice", task: "06.5",
            "A view model that asks for the same page twice when Load More is tapped twice",
            in: "ThreatsViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: #"""
                        guard pageRequest == nil else { return }

                """#,
            replace: ""
        ),
        chaff(
            "threats.page-replaces", task: "06.5",
            "A view model that replaces the rows with each new page rather than adding it",
            in: "ThreatsViewModel.swift",
            find: pageAnswer,
            replace: #"""
                        pageRequest = nil
                        setLoading(false)
                        switch result {
                        case .success(let page):
                            threats = page.threats
                            nextPage = page.next
                            hasLoadedFirstPage = true
                            failedPage = nil
                            showRows()
                        case .failure(let error):
                            failedPage = cursor
                            errorMessage.value = error.localizedDescription
                        }

                """#
        ),
        chaff(
            "threats.spinner-after-failure", task: "06.5",
            "A view model that keeps loading after a page fails",
            in: "ThreatsViewModel.swift",
            find: pageAnswer,
            replace: #"""
                        pageRequest = nil
                        switch result {
                        case .success(let page):
                            setLoading(false)
                            threats += page.threats
                            nextPage = page.next
                            hasLoadedFirstPage = true
                            failedPage = nil
                            showRows()
                        case .failure(let error):
                            failedPage = cursor
                            errorMessage.value = error.localizedDescription
                        }

                """#
        ),
        chaff(
            "threats.load-more-after-last", task: "06.5",
            "A view model that still offers Load More after the last page",
            in: "ThreatsViewModel.swift",
            find: rowsShown,
            replace: #"""
                        rows.value = threats.map(ThreatCellViewModel.init(threat:))
                        isLoadMoreVisible.value = !threats.isEmpty
                        message.value = hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : ""

                """#
        ),
        chaff(
            "threats.empty-too-early", task: "06.5",
            "A view model that says there are no threats while more pages remain",
            in: "ThreatsViewModel.swift",
            find: rowsShown,
            replace: #"""
                        rows.value = threats.map(ThreatCellViewModel.init(threat:))
                        isLoadMoreVisible.value = nextPage != nil
                        message.value = hasLoadedFirstPage && threats.isEmpty ? "No threats nearby." : ""

                """#
        ),
        chaff(
            "threats.delete-announced-early", task: "06.6",
            "A view model that announces a deletion before the row is gone",
            in: "ThreatsViewModel.swift",
            find: deletion,
            replace: #"""
                        guard threats.indices.contains(index) else { return }
                        showRows()
                        let threat = threats.remove(at: index)
                        threatService.dismissThreat(id: threat.id)

                """#
        ),
        chaff(
            "threats.delete-not-dismissed", task: "06.6",
            "A view model that never tells the service, so a deleted threat comes back",
            in: "ThreatsViewModel.swift",
            find: deletion,
            replace: #"""
                        guard threats.indices.contains(index) else { return }
                        let threat = threats.remove(at: index)
                        _ = threat
                        showRows()

                """#
        ),
        chaff(
            "threats.delete-unchecked", task: "06.6",
            "A view model that crashes when a row that is no longer there is deleted",
            in: "ThreatsViewModel.swift",
            find: deletion,
            replace: #"""
                        let threat = threats.remove(at: index)
                        threatService.dismissThreat(id: threat.id)
                        showRows()

                """#
        ),
        chaff(
            "threats.logout-request-alive", task: "06.6",
            "A view model that leaves a page request alive after logging out",
            in: "ThreatsViewModel.swift",
            variants: Self.boxesDelegation,
            find: logout,
            replace: #"""
                        pageRequest = nil
                        setLoading(false)

                """#
        ),
        chaff(
            "threats.logout-spinner", task: "06.6",
            "A view model that keeps loading after logging out",
            in: "ThreatsViewModel.swift",
            variants: Self.boxesDelegation,
            find: logout,
            replace: #"""
                        pageRequest?.cancel()
                        pageRequest = nil

                """#
        ),
    ]

    /// The correct body of `retryTapped()`.
    private static let retry = #"""
                errorMessage.value = nil
                guard let failedPage else { return }
                loadPage(from: failedPage)

        """#

    /// The correct body of `pageLoaded(_:from:)`: what the threat service's answer does.
    private static let pageAnswer = #"""
                pageRequest = nil
                setLoading(false)
                switch result {
                case .success(let page):
                    threats += page.threats
                    nextPage = page.next
                    hasLoadedFirstPage = true
                    failedPage = nil
                    showRows()
                case .failure(let error):
                    failedPage = cursor
                    errorMessage.value = error.localizedDescription
                }

        """#

    /// The correct body of `showRows()`: the rows and what goes with them.
    private static let rowsShown = #"""
                rows.value = threats.map(ThreatCellViewModel.init(threat:))
                isLoadMoreVisible.value = nextPage != nil
                message.value = hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : ""

        """#

    /// The correct body of `rowDeleted(at:)`.
    private static let deletion = #"""
                guard threats.indices.contains(index) else { return }
                let threat = threats.remove(at: index)
                threatService.dismissThreat(id: threat.id)
                showRows()

        """#

    /// The correct body of `logoutTapped()`.
    private static let logout = #"""
                pageRequest?.cancel()
                pageRequest = nil
                setLoading(false)

        """#
}
