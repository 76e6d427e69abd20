/// The threats screen's chaffs: paging and Retry (06.5), deleting and logging out (06.6).
extension ChaffCatalogue {
    static let threats: [Chaff] = [
        chaff(
            "threats.retry-first-page", task: "06.5",
            "A view model whose Retry asks for the first page rather than the one that failed",
            in: "ThreatsViewModel.swift",
            Version(
                "MVVMBoxes", find: retry,
                replace: #"""
                            errorMessage.value = nil
                            guard failedPage != nil else { return }
                            loadPage(from: .first)

                    """#),
            Version(
                "MVVMDelegation",
                find: #"""
                            guard let failedPage else { return }
                            loadPage(from: failedPage)

                    """#,
                replace: #"""
                            guard failedPage != nil else { return }
                            loadPage(from: .first)

                    """#),
            Version(
                "MVVMObservation", find: observationRetry,
                replace: #"""
                            errorMessage = nil
                            guard failedPage != nil else { return }
                            loadPage(from: .first)

                    """#),
            Version(
                "MVVMStreams",
                find: #"""
                            retryTappedSubject.subscribe(onNext: { [weak self] in self?.requestPage(self?.failedPage) }).disposed(by: bag)

                    """#,
                replace: #"""
                            retryTappedSubject.subscribe(onNext: { [weak self] in self?.requestPage(.first) }).disposed(by: bag)

                    """#),
            Version(
                "MVVMAsync", find: asyncRetry,
                replace: #"""
                            errorMessage.send(nil)
                            guard failedPage != nil else { return }
                            loadPage(from: .first)

                    """#)
        ),
        chaff(
            "threats.alert-kept", task: "06.5",
            "A view model that keeps the error alert up after Retry is tapped",
            in: "ThreatsViewModel.swift",
            Version(
                "MVVMBoxes", find: retry,
                replace: #"""
                            guard let failedPage else { return }
                            loadPage(from: failedPage)

                    """#),
            Version(
                "MVVMObservation", find: observationRetry,
                replace: #"""
                            guard let failedPage else { return }
                            loadPage(from: failedPage)

                    """#),
            Version(
                "MVVMAsync", find: asyncRetry,
                replace: #"""
                            guard let failedPage else { return }
                            loadPage(from: failedPage)

                    """#)
            // Not in MVVMDelegation nor MVVMStreams: a failure is an event (a delegate call, a subject), not a state.
        ),
        chaff(
            "threats.page-twice", task: "06.5",
            "A view model that asks for the same page twice when Load More is tapped twice",
            in: "ThreatsViewModel.swift",
            Version(
                Self.boxesDelegationObservation,
                find: #"""
                            guard pageRequest == nil else { return }

                    """#,
                replace: ""),
            Version(
                "MVVMStreams",
                find: #"""
                            guard let cursor, !isPageLoading.value else { return }

                    """#,
                replace: #"""
                            guard let cursor else { return }

                    """#),
            Version(
                "MVVMAsync",
                find: #"""
                            guard pageLoad == nil else { return }

                    """#,
                replace: "")
        ),
        chaff(
            "threats.page-replaces", task: "06.5",
            "A view model that replaces the rows with each new page rather than adding it",
            in: "ThreatsViewModel.swift",
            Version(
                "MVVMBoxes", find: pageAnswer,
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

                    """#),
            Version(
                "MVVMDelegation", find: delegationPageAnswer,
                replace: #"""
                            pageRequest = nil
                            setLoading(false)
                            switch result {
                            case .success(let page):
                                let firstNewRow = threats.count
                                threats = page.threats
                                nextPage = page.next
                                hasLoadedFirstPage = true
                                failedPage = nil
                                if threats.count > firstNewRow {
                                    delegate?.threatsViewModel(self, didInsertRowsAt: Array(firstNewRow..<threats.count))
                                }
                                updateFooter()
                            case .failure(let error):
                                failedPage = cursor
                                delegate?.threatsViewModel(self, didFailWith: error.localizedDescription)
                            }

                    """#),
            Version(
                "MVVMObservation", find: observationPageAnswer,
                replace: #"""
                            pageRequest = nil
                            isLoading = false
                            switch result {
                            case .success(let page):
                                threats = page.threats
                                nextPage = page.next
                                hasLoadedFirstPage = true
                                failedPage = nil
                            case .failure(let error):
                                failedPage = cursor
                                errorMessage = error.localizedDescription
                            }

                    """#),
            Version(
                "MVVMStreams",
                find: #"""
                                threats += page.threats

                    """#,
                replace: #"""
                                threats = page.threats

                    """#),
            Version(
                "MVVMAsync",
                find: #"""
                            threats += page.threats

                    """#,
                replace: #"""
                            threats = page.threats

                    """#)
        ),
        chaff(
            "threats.spinner-after-failure", task: "06.5",
            "A view model that keeps loading after a page fails",
            in: "ThreatsViewModel.swift",
            Version(
                "MVVMBoxes", find: pageAnswer,
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

                    """#),
            Version(
                "MVVMDelegation", find: delegationPageAnswer,
                replace: #"""
                            pageRequest = nil
                            switch result {
                            case .success(let page):
                                setLoading(false)
                                let firstNewRow = threats.count
                                threats += page.threats
                                nextPage = page.next
                                hasLoadedFirstPage = true
                                failedPage = nil
                                if threats.count > firstNewRow {
                                    delegate?.threatsViewModel(self, didInsertRowsAt: Array(firstNewRow..<threats.count))
                                }
                                updateFooter()
                            case .failure(let error):
                                failedPage = cursor
                                delegate?.threatsViewModel(self, didFailWith: error.localizedDescription)
                            }

                    """#),
            Version(
                "MVVMObservation", find: observationPageAnswer,
                replace: #"""
                            pageRequest = nil
                            switch result {
                            case .success(let page):
                                isLoading = false
                                threats += page.threats
                                nextPage = page.next
                                hasLoadedFirstPage = true
                                failedPage = nil
                            case .failure(let error):
                                failedPage = cursor
                                errorMessage = error.localizedDescription
                            }

                    """#),
            Version(
                "MVVMStreams",
                find: #"""
                                isPageLoading.accept(false)
                                failedPage = cursor

                    """#,
                replace: #"""
                                failedPage = cursor

                    """#),
            Version(
                "MVVMAsync",
                find: #"""
                            setLoading(false)
                            failedPage = cursor

                    """#,
                replace: #"""
                            failedPage = cursor

                    """#)
        ),
        chaff(
            "threats.load-more-after-last", task: "06.5",
            "A view model that still offers Load More after the last page",
            in: "ThreatsViewModel.swift",
            Version(
                "MVVMBoxes", find: rowsShown,
                replace: #"""
                            rows.value = threats.map(ThreatCellViewModel.init(threat:))
                            isLoadMoreVisible.value = !threats.isEmpty
                            message.value = hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : ""

                    """#),
            Version(
                "MVVMDelegation", find: footerShown,
                replace: #"""
                            isLoadMoreVisible = !threats.isEmpty
                            message = hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : ""

                    """#),
            Version(
                "MVVMStreams", find: streamsRowsShown,
                replace: #"""
                            currentRows.accept(threats.map(ThreatCellViewModel.init(threat:)))
                            loadMoreVisible.accept(!threats.isEmpty)
                            currentMessage.accept(hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : "")

                    """#),
            // Observation: a computed output, switched inside its getter (ChaffWeaver).
            Version(
                "MVVMObservation",
                find: #"""
                        var isLoadMoreVisible: Bool { nextPage != nil }

                    """#,
                replace: #"""
                        var isLoadMoreVisible: Bool { !threats.isEmpty }

                    """#),
            Version(
                "MVVMAsync",
                find: #"""
                            isLoadMoreVisible.send(nextPage != nil)

                    """#,
                replace: #"""
                            isLoadMoreVisible.send(!threats.isEmpty)

                    """#)
        ),
        chaff(
            "threats.empty-too-early", task: "06.5",
            "A view model that says there are no threats while more pages remain",
            in: "ThreatsViewModel.swift",
            Version(
                "MVVMBoxes", find: rowsShown,
                replace: #"""
                            rows.value = threats.map(ThreatCellViewModel.init(threat:))
                            isLoadMoreVisible.value = nextPage != nil
                            message.value = hasLoadedFirstPage && threats.isEmpty ? "No threats nearby." : ""

                    """#),
            Version(
                "MVVMDelegation", find: footerShown,
                replace: #"""
                            isLoadMoreVisible = nextPage != nil
                            message = hasLoadedFirstPage && threats.isEmpty ? "No threats nearby." : ""

                    """#),
            Version(
                "MVVMStreams", find: streamsRowsShown,
                replace: #"""
                            currentRows.accept(threats.map(ThreatCellViewModel.init(threat:)))
                            loadMoreVisible.accept(nextPage != nil)
                            currentMessage.accept(hasLoadedFirstPage && threats.isEmpty ? "No threats nearby." : "")

                    """#),
            Version(
                "MVVMObservation",
                find: #"""
                        var message: String { hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : "" }

                    """#,
                replace: #"""
                        var message: String { hasLoadedFirstPage && threats.isEmpty ? "No threats nearby." : "" }

                    """#),
            Version(
                "MVVMAsync",
                find: #"""
                            message.send(hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : "")

                    """#,
                replace: #"""
                            message.send(hasLoadedFirstPage && threats.isEmpty ? "No threats nearby." : "")

                    """#)
        ),
        chaff(
            "threats.delete-announced-early", task: "06.6",
            "A view model that announces a deletion before the row is gone",
            in: "ThreatsViewModel.swift",
            Version(
                Self.boxesStreamsAsync, find: deletion,
                replace: #"""
                            guard threats.indices.contains(index) else { return }
                            showRows()
                            let threat = threats.remove(at: index)
                            threatService.dismissThreat(id: threat.id)

                    """#),
            Version(
                "MVVMDelegation", find: delegationDeletion,
                replace: #"""
                            guard threats.indices.contains(index) else { return }
                            delegate?.threatsViewModel(self, didDeleteRowsAt: [index])
                            let threat = threats.remove(at: index)
                            threatService.dismissThreat(id: threat.id)
                            updateFooter()

                    """#)
            // Not in MVVMObservation: removing the threat is what tells the observers, so it cannot come first.
        ),
        chaff(
            "threats.delete-not-dismissed", task: "06.6",
            "A view model that never tells the service, so a deleted threat comes back",
            in: "ThreatsViewModel.swift",
            Version(
                Self.boxesStreamsAsync, find: deletion,
                replace: #"""
                            guard threats.indices.contains(index) else { return }
                            let threat = threats.remove(at: index)
                            _ = threat
                            showRows()

                    """#),
            Version(
                "MVVMDelegation", find: delegationDeletion,
                replace: #"""
                            guard threats.indices.contains(index) else { return }
                            threats.remove(at: index)
                            delegate?.threatsViewModel(self, didDeleteRowsAt: [index])
                            updateFooter()

                    """#),
            Version(
                "MVVMObservation", find: observationDeletion,
                replace: #"""
                            guard threats.indices.contains(index) else { return }
                            threats.remove(at: index)

                    """#)
        ),
        chaff(
            "threats.delete-unchecked", task: "06.6",
            "A view model that crashes when a row that is no longer there is deleted",
            in: "ThreatsViewModel.swift",
            Version(
                Self.boxesStreamsAsync, find: deletion,
                replace: #"""
                            let threat = threats.remove(at: index)
                            threatService.dismissThreat(id: threat.id)
                            showRows()

                    """#),
            Version(
                "MVVMDelegation", find: delegationDeletion,
                replace: #"""
                            let threat = threats.remove(at: index)
                            threatService.dismissThreat(id: threat.id)
                            delegate?.threatsViewModel(self, didDeleteRowsAt: [index])
                            updateFooter()

                    """#),
            Version(
                "MVVMObservation", find: observationDeletion,
                replace: #"""
                            let threat = threats.remove(at: index)
                            threatService.dismissThreat(id: threat.id)

                    """#)
        ),
        chaff(
            "threats.logout-request-alive", task: "06.6",
            "A view model that leaves a page request alive after logging out",
            in: "ThreatsViewModel.swift",
            Version(
                Self.boxesDelegation, find: logout,
                replace: #"""
                            pageRequest = nil
                            setLoading(false)

                    """#),
            Version(
                "MVVMObservation", find: observationLogout,
                replace: #"""
                            pageRequest = nil
                            isLoading = false

                    """#),
            Version(
                "MVVMStreams", find: streamsLogout,
                replace: #"""
                                    isPageLoading.accept(false)

                    """#),
            Version(
                "MVVMAsync", find: asyncLogout,
                replace: #"""
                            pageLoad = nil
                            setLoading(false)

                    """#)
        ),
        chaff(
            "threats.logout-spinner", task: "06.6",
            "A view model that keeps loading after logging out",
            in: "ThreatsViewModel.swift",
            Version(
                Self.boxesDelegation, find: logout,
                replace: #"""
                            pageRequest?.cancel()
                            pageRequest = nil

                    """#),
            Version(
                "MVVMObservation", find: observationLogout,
                replace: #"""
                            pageRequest?.cancel()
                            pageRequest = nil

                    """#),
            Version(
                "MVVMStreams", find: streamsLogout,
                replace: #"""
                                    pageRequests.onNext(nil)

                    """#),
            Version(
                "MVVMAsync", find: asyncLogout,
                replace: #"""
                            pageLoad?.cancel()
                            pageLoad = nil

                    """#)
        ),
    ]

    /// The correct body of `retryTapped()`.
    private static let retry = #"""
                errorMessage.value = nil
                guard let failedPage else { return }
                loadPage(from: failedPage)

        """#

    /// Observation's `retryTapped()`.
    private static let observationRetry = #"""
                errorMessage = nil
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

    /// Delegation's `pageLoaded(_:from:)`: the new rows announced as insertions, the failure as an event.
    private static let delegationPageAnswer = #"""
                pageRequest = nil
                setLoading(false)
                switch result {
                case .success(let page):
                    let firstNewRow = threats.count
                    threats += page.threats
                    nextPage = page.next
                    hasLoadedFirstPage = true
                    failedPage = nil
                    if threats.count > firstNewRow {
                        delegate?.threatsViewModel(self, didInsertRowsAt: Array(firstNewRow..<threats.count))
                    }
                    updateFooter()
                case .failure(let error):
                    failedPage = cursor
                    delegate?.threatsViewModel(self, didFailWith: error.localizedDescription)
                }

        """#

    /// Observation's `pageLoaded(_:from:)`: the rows and the footer follow the stored state by themselves.
    private static let observationPageAnswer = #"""
                pageRequest = nil
                isLoading = false
                switch result {
                case .success(let page):
                    threats += page.threats
                    nextPage = page.next
                    hasLoadedFirstPage = true
                    failedPage = nil
                case .failure(let error):
                    failedPage = cursor
                    errorMessage = error.localizedDescription
                }

        """#

    /// The correct body of `showRows()`: the rows and what goes with them.
    private static let rowsShown = #"""
                rows.value = threats.map(ThreatCellViewModel.init(threat:))
                isLoadMoreVisible.value = nextPage != nil
                message.value = hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : ""

        """#

    /// Delegation's `updateFooter()`: Load More and the empty message.
    private static let footerShown = #"""
                isLoadMoreVisible = nextPage != nil
                message = hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : ""

        """#

    /// Streams' `showRows()`.
    private static let streamsRowsShown = #"""
                currentRows.accept(threats.map(ThreatCellViewModel.init(threat:)))
                loadMoreVisible.accept(nextPage != nil)
                currentMessage.accept(hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : "")

        """#

    /// The correct body of `rowDeleted(at:)`, and of streams' `deleteRow(at:)`.
    private static let deletion = #"""
                guard threats.indices.contains(index) else { return }
                let threat = threats.remove(at: index)
                threatService.dismissThreat(id: threat.id)
                showRows()

        """#

    /// Delegation's `rowDeleted(at:)`: the deletion announced once the row is gone.
    private static let delegationDeletion = #"""
                guard threats.indices.contains(index) else { return }
                let threat = threats.remove(at: index)
                threatService.dismissThreat(id: threat.id)
                delegate?.threatsViewModel(self, didDeleteRowsAt: [index])
                updateFooter()

        """#

    /// Observation's `rowDeleted(at:)`: removing the threat is what its observers hear.
    private static let observationDeletion = #"""
                guard threats.indices.contains(index) else { return }
                let threat = threats.remove(at: index)
                threatService.dismissThreat(id: threat.id)

        """#

    /// The correct body of `logoutTapped()`.
    private static let logout = #"""
                pageRequest?.cancel()
                pageRequest = nil
                setLoading(false)

        """#

    /// Observation's `logoutTapped()`.
    private static let observationLogout = #"""
                pageRequest?.cancel()
                pageRequest = nil
                isLoading = false

        """#

    /// What streams' Log Out does: the page in flight dropped, loading ended.
    private static let streamsLogout = #"""
                        pageRequests.onNext(nil)
                        isPageLoading.accept(false)

        """#

    /// Async's `retryTapped()`.
    private static let asyncRetry = #"""
                errorMessage.send(nil)
                guard let failedPage else { return }
                loadPage(from: failedPage)

        """#

    /// Async's `logoutTapped()`: cancelling the page's task is what drops its answer.
    private static let asyncLogout = #"""
                pageLoad?.cancel()
                pageLoad = nil
                setLoading(false)

        """#
}
