/// The sign-in screen's chaffs: the form's rules (06.1), the protected username (06.2), the access code (06.3)
/// and signing in (06.4).
///
/// The streams variant checks the form in one function (`submission(username:password:)`), so its versions
/// of the rules' slips are written there; the access code's and signing in's are slips of its streams.
/// The async variant's rules read as the boxes'; its access code and sign-in are tasks, and their slips
/// are tasks not cancelled, not forgotten, or holding the view model.
extension ChaffCatalogue {
    static let login: [Chaff] = [
        chaff(
            "login.required-untrimmed", task: "06.1",
            "A view model that takes a username of only spaces as filled in",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservationAsync, find: formRules,
                replace: #"""
                            if credentials.username.isEmpty || credentials.password.isEmpty {
                                return "Username and password are required."
                            }
                            if trimmedUsername.count < Self.minimumUsernameLength {
                                return "Username needs to be at least \(Self.minimumUsernameLength) characters long."
                            }
                            if credentials.password.count < Self.minimumPasswordLength {
                                return "Password needs to be at least \(Self.minimumPasswordLength) characters long."
                            }
                            return nil

                    """#),
            Version(
                "MVVMStreams", find: streamsFormRules,
                replace: #"""
                            let trimmed = username.trimmingCharacters(in: .whitespacesAndNewlines)
                            if username.isEmpty || password.isEmpty {
                                return .refuse(message: "Username and password are required.")
                            }
                            if trimmed.count < minimumUsernameLength {
                                return .refuse(message: "Username needs to be at least \(minimumUsernameLength) characters long.")
                            }
                            if password.count < minimumPasswordLength {
                                return .refuse(message: "Password needs to be at least \(minimumPasswordLength) characters long.")
                            }
                            return .send(Credentials(username: trimmed, password: password))

                    """#)
        ),
        chaff(
            "login.username-utf16", task: "06.1",
            "A view model that measures the username in UTF-16 units rather than characters",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservationAsync, find: formRules,
                replace: #"""
                            if trimmedUsername.isEmpty || credentials.password.isEmpty {
                                return "Username and password are required."
                            }
                            if trimmedUsername.utf16.count < Self.minimumUsernameLength {
                                return "Username needs to be at least \(Self.minimumUsernameLength) characters long."
                            }
                            if credentials.password.count < Self.minimumPasswordLength {
                                return "Password needs to be at least \(Self.minimumPasswordLength) characters long."
                            }
                            return nil

                    """#),
            Version(
                "MVVMStreams", find: streamsFormRules,
                replace: #"""
                            let username = username.trimmingCharacters(in: .whitespacesAndNewlines)
                            if username.isEmpty || password.isEmpty {
                                return .refuse(message: "Username and password are required.")
                            }
                            if username.utf16.count < minimumUsernameLength {
                                return .refuse(message: "Username needs to be at least \(minimumUsernameLength) characters long.")
                            }
                            if password.count < minimumPasswordLength {
                                return .refuse(message: "Password needs to be at least \(minimumPasswordLength) characters long.")
                            }
                            return .send(Credentials(username: username, password: password))

                    """#)
        ),
        chaff(
            "login.username-off-by-one", task: "06.1",
            "A view model that refuses a username of exactly 4 characters",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservationAsync, find: formRules,
                replace: #"""
                            if trimmedUsername.isEmpty || credentials.password.isEmpty {
                                return "Username and password are required."
                            }
                            if trimmedUsername.count <= Self.minimumUsernameLength {
                                return "Username needs to be at least \(Self.minimumUsernameLength) characters long."
                            }
                            if credentials.password.count < Self.minimumPasswordLength {
                                return "Password needs to be at least \(Self.minimumPasswordLength) characters long."
                            }
                            return nil

                    """#),
            Version(
                "MVVMStreams", find: streamsFormRules,
                replace: #"""
                            let username = username.trimmingCharacters(in: .whitespacesAndNewlines)
                            if username.isEmpty || password.isEmpty {
                                return .refuse(message: "Username and password are required.")
                            }
                            if username.count <= minimumUsernameLength {
                                return .refuse(message: "Username needs to be at least \(minimumUsernameLength) characters long.")
                            }
                            if password.count < minimumPasswordLength {
                                return .refuse(message: "Password needs to be at least \(minimumPasswordLength) characters long.")
                            }
                            return .send(Credentials(username: username, password: password))

                    """#)
        ),
        chaff(
            "login.password-trimmed", task: "06.1",
            "A view model that measures the password after trimming its spaces",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservationAsync, find: formRules,
                replace: #"""
                            if trimmedUsername.isEmpty || credentials.password.isEmpty {
                                return "Username and password are required."
                            }
                            if trimmedUsername.count < Self.minimumUsernameLength {
                                return "Username needs to be at least \(Self.minimumUsernameLength) characters long."
                            }
                            if credentials.password.trimmingCharacters(in: .whitespaces).count < Self.minimumPasswordLength {
                                return "Password needs to be at least \(Self.minimumPasswordLength) characters long."
                            }
                            return nil

                    """#),
            Version(
                "MVVMStreams", find: streamsFormRules,
                replace: #"""
                            let username = username.trimmingCharacters(in: .whitespacesAndNewlines)
                            if username.isEmpty || password.isEmpty {
                                return .refuse(message: "Username and password are required.")
                            }
                            if username.count < minimumUsernameLength {
                                return .refuse(message: "Username needs to be at least \(minimumUsernameLength) characters long.")
                            }
                            if password.trimmingCharacters(in: .whitespaces).count < minimumPasswordLength {
                                return .refuse(message: "Password needs to be at least \(minimumPasswordLength) characters long.")
                            }
                            return .send(Credentials(username: username, password: password))

                    """#)
        ),
        chaff(
            "login.password-bytes", task: "06.1",
            "A view model that measures the password in bytes rather than characters",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservationAsync, find: formRules,
                replace: #"""
                            if trimmedUsername.isEmpty || credentials.password.isEmpty {
                                return "Username and password are required."
                            }
                            if trimmedUsername.count < Self.minimumUsernameLength {
                                return "Username needs to be at least \(Self.minimumUsernameLength) characters long."
                            }
                            if credentials.password.utf8.count < Self.minimumPasswordLength {
                                return "Password needs to be at least \(Self.minimumPasswordLength) characters long."
                            }
                            return nil

                    """#),
            Version(
                "MVVMStreams", find: streamsFormRules,
                replace: #"""
                            let username = username.trimmingCharacters(in: .whitespacesAndNewlines)
                            if username.isEmpty || password.isEmpty {
                                return .refuse(message: "Username and password are required.")
                            }
                            if username.count < minimumUsernameLength {
                                return .refuse(message: "Username needs to be at least \(minimumUsernameLength) characters long.")
                            }
                            if password.utf8.count < minimumPasswordLength {
                                return .refuse(message: "Password needs to be at least \(minimumPasswordLength) characters long.")
                            }
                            return .send(Credentials(username: username, password: password))

                    """#)
        ),
        chaff(
            "login.rules-swapped", task: "06.1",
            "A view model that checks the password's length before the username's",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservationAsync, find: formRules,
                replace: #"""
                            if trimmedUsername.isEmpty || credentials.password.isEmpty {
                                return "Username and password are required."
                            }
                            if credentials.password.count < Self.minimumPasswordLength {
                                return "Password needs to be at least \(Self.minimumPasswordLength) characters long."
                            }
                            if trimmedUsername.count < Self.minimumUsernameLength {
                                return "Username needs to be at least \(Self.minimumUsernameLength) characters long."
                            }
                            return nil

                    """#),
            Version(
                "MVVMStreams", find: streamsFormRules,
                replace: #"""
                            let username = username.trimmingCharacters(in: .whitespacesAndNewlines)
                            if username.isEmpty || password.isEmpty {
                                return .refuse(message: "Username and password are required.")
                            }
                            if password.count < minimumPasswordLength {
                                return .refuse(message: "Password needs to be at least \(minimumPasswordLength) characters long.")
                            }
                            if username.count < minimumUsernameLength {
                                return .refuse(message: "Username needs to be at least \(minimumUsernameLength) characters long.")
                            }
                            return .send(Credentials(username: username, password: password))

                    """#)
        ),
        chaff(
            "login.invalid-sent", task: "06.1",
            "A view model that shows the broken rule but sends the form anyway",
            in: "LoginViewModel.swift",
            Version(
                "MVVMBoxes",
                find: #"""
                                message.value = validationMessage
                                return

                    """#,
                replace: #"""
                                message.value = validationMessage

                    """#),
            Version(
                Self.delegationObservation,
                find: #"""
                                message = validationMessage
                                return

                    """#,
                replace: #"""
                                message = validationMessage

                    """#),
            Version(
                "MVVMAsync",
                find: #"""
                                message.send(validationMessage)
                                return

                    """#,
                replace: #"""
                                message.send(validationMessage)

                    """#)
            // Not in MVVMStreams: a refused `Submission` carries no credentials, so there is nothing to send.
        ),
        chaff(
            "login.message-kept", task: "06.1",
            "A view model that keeps showing the last broken rule while a valid form is sent",
            in: "LoginViewModel.swift",
            Version(
                "MVVMBoxes",
                find: #"""
                            message.value = ""
                            setLoading(true)

                    """#,
                replace: #"""
                            setLoading(true)

                    """#),
            Version(
                "MVVMDelegation",
                find: #"""
                            message = ""
                            setLoading(true)

                    """#,
                replace: #"""
                            setLoading(true)

                    """#),
            Version(
                "MVVMObservation",
                find: #"""
                            message = ""
                            isLoading = true

                    """#,
                replace: #"""
                            isLoading = true

                    """#),
            Version(
                "MVVMStreams",
                find: #"""
                                currentMessage.accept("")
                                isSigningIn.accept(true)

                    """#,
                replace: #"""
                                isSigningIn.accept(true)

                    """#),
            Version(
                "MVVMAsync",
                find: #"""
                            message.send("")
                            setLoading(true)

                    """#,
                replace: #"""
                            setLoading(true)

                    """#)
        ),
        chaff(
            "login.stars-utf16", task: "06.2",
            "A view model that puts one star per UTF-16 unit rather than one per character",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservationAsync, find: usernameProtection,
                replace: #"""
                            let name = trimmedUsername
                            guard name.count > Self.visibleUsernameSuffix else { return name }
                            return String(repeating: "*", count: name.utf16.count - Self.visibleUsernameSuffix)
                                + name.suffix(Self.visibleUsernameSuffix)

                    """#),
            Version(
                "MVVMStreams", find: streamsUsernameProtection,
                replace: #"""
                            let name = username.trimmingCharacters(in: .whitespacesAndNewlines)
                            guard name.count > visibleUsernameSuffix else { return name }
                            return String(repeating: "*", count: name.utf16.count - visibleUsernameSuffix) + name.suffix(visibleUsernameSuffix)

                    """#)
        ),
        chaff(
            "login.protects-spaces", task: "06.2",
            "A view model that protects the username with its spaces rather than trimmed",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservationAsync, find: usernameProtection,
                replace: #"""
                            let name = credentials.username
                            guard name.count > Self.visibleUsernameSuffix else { return name }
                            return String(repeating: "*", count: name.count - Self.visibleUsernameSuffix)
                                + name.suffix(Self.visibleUsernameSuffix)

                    """#),
            Version(
                "MVVMStreams", find: streamsUsernameProtection,
                replace: #"""
                            let name = username
                            guard name.count > visibleUsernameSuffix else { return name }
                            return String(repeating: "*", count: name.count - visibleUsernameSuffix) + name.suffix(visibleUsernameSuffix)

                    """#)
        ),
        chaff(
            "login.short-name-starred", task: "06.2",
            "A view model that stars every character of a username of 3 or fewer",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservationAsync, find: usernameProtection,
                replace: #"""
                            let name = trimmedUsername
                            guard name.count > Self.visibleUsernameSuffix else { return String(repeating: "*", count: name.count) }
                            return String(repeating: "*", count: name.count - Self.visibleUsernameSuffix)
                                + name.suffix(Self.visibleUsernameSuffix)

                    """#),
            Version(
                "MVVMStreams", find: streamsUsernameProtection,
                replace: #"""
                            let name = username.trimmingCharacters(in: .whitespacesAndNewlines)
                            guard name.count > visibleUsernameSuffix else { return String(repeating: "*", count: name.count) }
                            return String(repeating: "*", count: name.count - visibleUsernameSuffix) + name.suffix(visibleUsernameSuffix)

                    """#)
        ),
        chaff(
            "login.editing-protected", task: "06.2",
            "A view model that keeps the username protected when editing starts again",
            in: "LoginViewModel.swift",
            Version(
                "MVVMBoxes",
                find: #"""
                            username.value = credentials.username

                    """#,
                replace: #"""
                            username.value = protectedUsername

                    """#),
            Version(
                Self.delegationObservation,
                find: #"""
                            username = credentials.username

                    """#,
                replace: #"""
                            username = protectedUsername

                    """#),
            // Streams: the editing flag read as a value inside `map`, so starting to edit does not show the name.
            Version(
                "MVVMStreams", find: streamsUsernameShown,
                replace: #"""
                            username = typedUsername.map { [isEditingUsername] name in
                                isEditingUsername.value ? name : Self.protected(name)
                            }

                    """#),
            Version(
                "MVVMAsync",
                find: #"""
                            username.send(credentials.username)

                    """#,
                replace: #"""
                            username.send(protectedUsername)

                    """#)
        ),
        chaff(
            "login.typing-protected", task: "06.2",
            "A view model that protects the username at every keystroke, while it is typed",
            in: "LoginViewModel.swift",
            Version(
                "MVVMBoxes",
                find: #"""
                            username.value = text

                    """#,
                replace: #"""
                            username.value = protectedUsername

                    """#),
            Version(
                Self.delegationObservation,
                find: #"""
                            username = text

                    """#,
                replace: #"""
                            username = protectedUsername

                    """#),
            // Streams: the field's text derived from the typed name alone, forgetting whether it is being edited.
            Version(
                "MVVMStreams", find: streamsUsernameShown,
                replace: #"""
                            username = typedUsername.map { Self.protected($0) }

                    """#),
            Version(
                "MVVMAsync",
                find: #"""
                            username.send(text)

                    """#,
                replace: #"""
                            username.send(protectedUsername)

                    """#)
        ),
        chaff(
            "login.code-late", task: "06.3",
            "A view model that shows no access code until 5 s after the screen appears",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservation,
                find: #"""
                            showNewAccessCode()

                    """#,
                replace: ""),
            Version(
                "MVVMStreams", find: streamsAccessCode,
                replace: #"""
                            accessCode = isOnScreen.distinctUntilChanged()
                                .flatMapLatest { isOnScreen in
                                    isOnScreen ? scheduler.ticks(every: Self.accessCodeInterval) : .empty()
                                }
                                .map { loginService.makeAccessCode() }
                                .share(replay: 1)

                    """#),
            Version(
                "MVVMAsync", find: asyncAppearing,
                replace: #"""
                            signedInUser.send(nil)
                            accessCodeTicks?.cancel()

                    """#)
        ),
        chaff(
            "login.timer-left-running", task: "06.3",
            "A view model whose access code keeps changing after the screen has left",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservation,
                find: #"""
                            accessCodeTimer?.cancel()
                            accessCodeTimer = nil

                    """#,
                replace: #"""
                            accessCodeTimer = nil

                    """#),
            // Streams: the timer started when the screen comes on top, and nothing said for when it leaves.
            Version(
                "MVVMStreams", find: streamsAccessCode,
                replace: #"""
                            accessCode = isOnScreen.distinctUntilChanged()
                                .filter { $0 }
                                .flatMapLatest { _ in scheduler.ticks(every: Self.accessCodeInterval).startWith(()) }
                                .map { loginService.makeAccessCode() }
                                .share(replay: 1)

                    """#),
            // Async: the task forgotten rather than cancelled, so its ticks go on.
            Version(
                "MVVMAsync",
                find: #"""
                            accessCodeTicks?.cancel()
                            accessCodeTicks = nil

                    """#,
                replace: #"""
                            accessCodeTicks = nil

                    """#)
        ),
        chaff(
            "login.second-timer", task: "06.3",
            "A view model that starts a second timer when the screen appears twice",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservation,
                find: #"""
                            accessCodeTimer?.cancel()
                            // Held weakly: the timer never keeps this view model alive, and stops by itself once it is gone.

                    """#,
                replace: ""),
            Version(
                "MVVMAsync", find: asyncAppearing,
                replace: #"""
                            signedInUser.send(nil)
                            showNewAccessCode()

                    """#)
            // Not in MVVMStreams: `flatMapLatest` ends one timer as the next starts (Streams has no `flatMap`).
        ),
        chaff(
            "login.timer-keeps-alive", task: "06.3",
            "A view model kept alive by its own access-code timer after its screen is gone",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservation, find: accessCodeTimer,
                replace: #"""
                            accessCodeTimer = environment.scheduler.scheduleRepeating(every: Self.accessCodeInterval) {
                                self.showNewAccessCode()
                            }

                    """#),
            Version(
                "MVVMAsync", find: asyncAccessCodeTicks,
                replace: #"""
                            // Immediate: the task runs now, up to its first wait, so the timer starts as the screen appears.
                            accessCodeTicks = Task.immediate {
                                for await _ in ticks {
                                    self.showNewAccessCode()
                                }
                            }

                    """#)
            // Not in MVVMStreams: the code stream is made in `init`, where no closure may capture `self`.
        ),
        chaff(
            "login.double-tap", task: "06.4",
            "A view model that sends a second request when Authenticate is tapped again while signing in",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservation,
                find: #"""
                            guard signInRequest == nil else { return }

                    """#,
                replace: ""),
            Version(
                "MVVMStreams", find: streamsTaps,
                replace: #"""
                            authenticateTappedSubject
                                .withLatestFrom(form)
                                .flatMapLatest { submission -> Observable<SignInEvent> in
                                    switch submission {
                                    case .refuse(let message):
                                        return .just(.refused(message: message))
                                    case .send(let credentials):
                                        return loginService.logIn(credentials)
                                            .map { SignInEvent.succeeded($0) }
                                            .catchAndReturn(.failed)
                                            .startWith(.started)
                                    }
                                }
                                .subscribe(onNext: { [weak self] in self?.handle($0) })
                                .disposed(by: bag)

                    """#),
            Version(
                "MVVMAsync",
                find: #"""
                            guard signIn == nil else { return }

                    """#,
                replace: "")
        ),
        chaff(
            "login.sends-spaces", task: "06.4",
            "A view model that sends the username with the spaces around it",
            in: "LoginViewModel.swift",
            Version(
                Self.boxesDelegationObservation, find: signInRequest,
                replace: #"""
                            let request = Credentials(username: credentials.username, password: credentials.password)
                            signInRequest = environment.loginService.logIn(request) { [weak self] result in
                                self?.signInFinished(with: result)
                            }

                    """#),
            Version(
                "MVVMStreams", find: streamsFormRules,
                replace: #"""
                            let trimmed = username.trimmingCharacters(in: .whitespacesAndNewlines)
                            if trimmed.isEmpty || password.isEmpty {
                                return .refuse(message: "Username and password are required.")
                            }
                            if trimmed.count < minimumUsernameLength {
                                return .refuse(message: "Username needs to be at least \(minimumUsernameLength) characters long.")
                            }
                            if password.count < minimumPasswordLength {
                                return .refuse(message: "Password needs to be at least \(minimumPasswordLength) characters long.")
                            }
                            return .send(Credentials(username: username, password: password))

                    """#),
            Version(
                "MVVMAsync", find: asyncSignInRequest,
                replace: #"""
                            let request = Credentials(username: credentials.username, password: credentials.password)
                            let loginService = environment.loginService
                            // Immediate: the request goes out now, as Authenticate is tapped, not a turn of the main actor later.
                            signIn = Task.immediate { [weak self] in
                                do throws(RequestError<LoginError>) {
                                    let user = try await loginService.logIn(request)
                                    self?.signedIn(as: user)
                                } catch {
                                    switch error {
                                    case .failed: self?.signInFailed()
                                    case .cancelled: break  // Nobody is waiting for this answer any more.
                                    }
                                }
                            }

                    """#)
        ),
        chaff(
            "login.user-kept", task: "06.4",
            "A view model that still holds the signed-in user when the sign-in screen comes back",
            in: "LoginViewModel.swift",
            Version(
                "MVVMBoxes",
                find: #"""
                            signedInUser.value = nil

                    """#,
                replace: ""),
            Version(
                "MVVMObservation",
                find: #"""
                            signedInUser = nil

                    """#,
                replace: ""),
            Version(
                "MVVMAsync", find: asyncAppearing,
                replace: #"""
                            showNewAccessCode()
                            accessCodeTicks?.cancel()

                    """#)
            // Not in MVVMDelegation nor MVVMStreams: a sign-in is an event (a delegate call, a subject), never held.
        ),
        chaff(
            "login.spinner-after-failure", task: "06.4",
            "A view model that keeps loading after the credentials are refused",
            in: "LoginViewModel.swift",
            Version(
                "MVVMBoxes", find: signInAnswer,
                replace: #"""
                            signInRequest = nil
                            switch result {
                            case .success(let user):
                                setLoading(false)
                                clearForm()
                                signedInUser.value = user
                            case .failure:
                                message.value = "Invalid credentials."
                            }

                    """#),
            Version(
                "MVVMDelegation", find: delegationSignInAnswer,
                replace: #"""
                            signInRequest = nil
                            switch result {
                            case .success(let user):
                                setLoading(false)
                                clearForm()
                                delegate?.loginViewModel(self, didSignInAs: user)
                            case .failure:
                                message = "Invalid credentials."
                            }

                    """#),
            Version(
                "MVVMObservation", find: observationSignInAnswer,
                replace: #"""
                            signInRequest = nil
                            switch result {
                            case .success(let user):
                                isLoading = false
                                clearForm()
                                signedInUser = user
                            case .failure:
                                message = "Invalid credentials."
                            }

                    """#),
            Version(
                "MVVMStreams", find: streamsSignInFailed,
                replace: #"""
                                currentMessage.accept("Invalid credentials.")

                    """#),
            Version(
                "MVVMAsync", find: asyncSignInFailed,
                replace: #"""
                            signIn = nil
                            message.send("Invalid credentials.")

                    """#)
        ),
        chaff(
            "login.form-kept", task: "06.4",
            "A view model that keeps the username and password in the form after signing in",
            in: "LoginViewModel.swift",
            Version(
                "MVVMBoxes", find: signInAnswer,
                replace: #"""
                            signInRequest = nil
                            setLoading(false)
                            switch result {
                            case .success(let user):
                                signedInUser.value = user
                            case .failure:
                                message.value = "Invalid credentials."
                            }

                    """#),
            Version(
                "MVVMDelegation", find: delegationSignInAnswer,
                replace: #"""
                            signInRequest = nil
                            setLoading(false)
                            switch result {
                            case .success(let user):
                                delegate?.loginViewModel(self, didSignInAs: user)
                            case .failure:
                                message = "Invalid credentials."
                            }

                    """#),
            Version(
                "MVVMObservation", find: observationSignInAnswer,
                replace: #"""
                            signInRequest = nil
                            isLoading = false
                            switch result {
                            case .success(let user):
                                signedInUser = user
                            case .failure:
                                message = "Invalid credentials."
                            }

                    """#),
            Version(
                "MVVMStreams",
                find: #"""
                                typedUsername.accept("")
                                typedPassword.accept("")

                    """#,
                replace: ""),
            Version(
                "MVVMAsync",
                find: #"""
                            clearForm()

                    """#,
                replace: "")
        ),
        chaff(
            "login.refusal-silent", task: "06.4",
            "A view model that says nothing when the credentials are refused",
            in: "LoginViewModel.swift",
            Version(
                "MVVMBoxes", find: signInAnswer,
                replace: #"""
                            signInRequest = nil
                            setLoading(false)
                            switch result {
                            case .success(let user):
                                clearForm()
                                signedInUser.value = user
                            case .failure:
                                break
                            }

                    """#),
            Version(
                "MVVMDelegation", find: delegationSignInAnswer,
                replace: #"""
                            signInRequest = nil
                            setLoading(false)
                            switch result {
                            case .success(let user):
                                clearForm()
                                delegate?.loginViewModel(self, didSignInAs: user)
                            case .failure:
                                break
                            }

                    """#),
            Version(
                "MVVMObservation", find: observationSignInAnswer,
                replace: #"""
                            signInRequest = nil
                            isLoading = false
                            switch result {
                            case .success(let user):
                                clearForm()
                                signedInUser = user
                            case .failure:
                                break
                            }

                    """#),
            Version(
                "MVVMStreams", find: streamsSignInFailed,
                replace: #"""
                                isSigningIn.accept(false)

                    """#),
            Version(
                "MVVMAsync", find: asyncSignInFailed,
                replace: #"""
                            signIn = nil
                            setLoading(false)

                    """#)
        ),
        chaff(
            "login.stuck-after-refusal", task: "06.4",
            "A view model that cannot sign in again after the credentials were refused once",
            in: "LoginViewModel.swift",
            Version(
                "MVVMBoxes", find: signInAnswer,
                replace: #"""
                            setLoading(false)
                            switch result {
                            case .success(let user):
                                clearForm()
                                signedInUser.value = user
                            case .failure:
                                message.value = "Invalid credentials."
                            }

                    """#),
            Version(
                "MVVMDelegation", find: delegationSignInAnswer,
                replace: #"""
                            setLoading(false)
                            switch result {
                            case .success(let user):
                                clearForm()
                                delegate?.loginViewModel(self, didSignInAs: user)
                            case .failure:
                                message = "Invalid credentials."
                            }

                    """#),
            Version(
                "MVVMObservation", find: observationSignInAnswer,
                replace: #"""
                            isLoading = false
                            switch result {
                            case .success(let user):
                                clearForm()
                                signedInUser = user
                            case .failure:
                                message = "Invalid credentials."
                            }

                    """#),
            // Streams: the error caught after flatMapLatest rather than inside it, so the first refusal ends the taps.
            Version(
                "MVVMStreams", find: streamsTaps,
                replace: #"""
                            authenticateTappedSubject
                                .filter { [isSigningIn] in !isSigningIn.value }
                                .withLatestFrom(form)
                                .flatMapLatest { submission -> Observable<SignInEvent> in
                                    switch submission {
                                    case .refuse(let message):
                                        return .just(.refused(message: message))
                                    case .send(let credentials):
                                        return loginService.logIn(credentials)
                                            .map { SignInEvent.succeeded($0) }
                                            .startWith(.started)
                                    }
                                }
                                .catchAndReturn(.failed)
                                .subscribe(onNext: { [weak self] in self?.handle($0) })
                                .disposed(by: bag)

                    """#),
            Version(
                "MVVMAsync", find: asyncSignInFailed,
                replace: #"""
                            setLoading(false)
                            message.send("Invalid credentials.")

                    """#)
        ),
        chaff(
            "login.button-enabled", task: "06.4",
            "A view model that leaves Authenticate enabled while signing in",
            in: "LoginViewModel.swift",
            Version(
                "MVVMBoxes",
                find: #"""
                            isLoading.value = loading
                            isAuthenticateEnabled.value = !loading

                    """#,
                replace: #"""
                            isLoading.value = loading

                    """#),
            Version(
                "MVVMDelegation",
                find: #"""
                            isLoading = loading
                            isAuthenticateEnabled = !loading

                    """#,
                replace: #"""
                            isLoading = loading

                    """#),
            Version(
                "MVVMAsync",
                find: #"""
                            isAuthenticateEnabled.send(!loading)

                    """#,
                replace: "")
            // Not in MVVMObservation nor MVVMStreams: Authenticate's state is derived from loading, not set beside it.
        ),
    ]

    /// The correct body of `validationMessage`: the form's rules, in order.
    private static let formRules = #"""
                if trimmedUsername.isEmpty || credentials.password.isEmpty {
                    return "Username and password are required."
                }
                if trimmedUsername.count < Self.minimumUsernameLength {
                    return "Username needs to be at least \(Self.minimumUsernameLength) characters long."
                }
                if credentials.password.count < Self.minimumPasswordLength {
                    return "Password needs to be at least \(Self.minimumPasswordLength) characters long."
                }
                return nil

        """#

    /// The correct body of `protectedUsername`: every character but the last 3 starred.
    private static let usernameProtection = #"""
                let name = trimmedUsername
                guard name.count > Self.visibleUsernameSuffix else { return name }
                return String(repeating: "*", count: name.count - Self.visibleUsernameSuffix)
                    + name.suffix(Self.visibleUsernameSuffix)

        """#

    /// The correct body of `viewWillAppear()`: the repeating timer, holding the view model weakly.
    private static let accessCodeTimer = #"""
                accessCodeTimer = environment.scheduler.scheduleRepeating(every: Self.accessCodeInterval, for: self) {
                    $0.showNewAccessCode()
                }

        """#

    /// The correct body of `authenticateTapped()`: the request sent.
    private static let signInRequest = #"""
                let request = Credentials(username: trimmedUsername, password: credentials.password)
                signInRequest = environment.loginService.logIn(request) { [weak self] result in
                    self?.signInFinished(with: result)
                }

        """#

    /// The correct body of `signInFinished(with:)`: what the login service's answer does.
    private static let signInAnswer = #"""
                signInRequest = nil
                setLoading(false)
                switch result {
                case .success(let user):
                    clearForm()
                    signedInUser.value = user
                case .failure:
                    message.value = "Invalid credentials."
                }

        """#

    /// Delegation's `signInFinished(with:)`: the user is announced to the delegate, not kept.
    private static let delegationSignInAnswer = #"""
                signInRequest = nil
                setLoading(false)
                switch result {
                case .success(let user):
                    clearForm()
                    delegate?.loginViewModel(self, didSignInAs: user)
                case .failure:
                    message = "Invalid credentials."
                }

        """#

    /// Observation's `signInFinished(with:)`: Authenticate follows `isLoading` by itself.
    private static let observationSignInAnswer = #"""
                signInRequest = nil
                isLoading = false
                switch result {
                case .success(let user):
                    clearForm()
                    signedInUser = user
                case .failure:
                    message = "Invalid credentials."
                }

        """#

    /// Streams' `submission(username:password:)`: the form's rules, in order, then the credentials to send.
    private static let streamsFormRules = #"""
                let username = username.trimmingCharacters(in: .whitespacesAndNewlines)
                if username.isEmpty || password.isEmpty {
                    return .refuse(message: "Username and password are required.")
                }
                if username.count < minimumUsernameLength {
                    return .refuse(message: "Username needs to be at least \(minimumUsernameLength) characters long.")
                }
                if password.count < minimumPasswordLength {
                    return .refuse(message: "Password needs to be at least \(minimumPasswordLength) characters long.")
                }
                return .send(Credentials(username: username, password: password))

        """#

    /// Streams' `protected(_:)`: every character but the last 3 starred, trimmed first.
    private static let streamsUsernameProtection = #"""
                let name = username.trimmingCharacters(in: .whitespacesAndNewlines)
                guard name.count > visibleUsernameSuffix else { return name }
                return String(repeating: "*", count: name.count - visibleUsernameSuffix) + name.suffix(visibleUsernameSuffix)

        """#

    /// Streams' username output: as typed while editing, protected otherwise.
    private static let streamsUsernameShown = #"""
                username = Observable.combineLatest(typedUsername, isEditingUsername) { name, isEditing in
                    isEditing ? name : Self.protected(name)
                }

        """#

    /// Streams' access code: a timer while the screen is on top, none while it is away, shared.
    private static let streamsAccessCode = #"""
                accessCode = isOnScreen.distinctUntilChanged()
                    .flatMapLatest { isOnScreen in
                        isOnScreen ? scheduler.ticks(every: Self.accessCodeInterval).startWith(()) : .empty()
                    }
                    .map { loginService.makeAccessCode() }
                    .share(replay: 1)

        """#

    /// Streams' Authenticate taps: none while signing in, each sign-in's error caught inside `flatMapLatest`.
    private static let streamsTaps = #"""
                authenticateTappedSubject
                    .filter { [isSigningIn] in !isSigningIn.value }
                    .withLatestFrom(form)
                    .flatMapLatest { submission -> Observable<SignInEvent> in
                        switch submission {
                        case .refuse(let message):
                            return .just(.refused(message: message))
                        case .send(let credentials):
                            return loginService.logIn(credentials)
                                .map { SignInEvent.succeeded($0) }
                                .catchAndReturn(.failed)
                                .startWith(.started)
                        }
                    }
                    .subscribe(onNext: { [weak self] in self?.handle($0) })
                    .disposed(by: bag)

        """#

    /// Streams' `handle(_:)` for a refused sign-in: loading ends, the message says why.
    private static let streamsSignInFailed = #"""
                    isSigningIn.accept(false)
                    currentMessage.accept("Invalid credentials.")

        """#

    /// How async's `viewWillAppear()` begins: the signed-in user forgotten, a fresh code shown at once, the
    /// ticks of an earlier appearance cancelled.
    private static let asyncAppearing = #"""
                signedInUser.send(nil)
                showNewAccessCode()
                accessCodeTicks?.cancel()

        """#

    /// Async's access-code ticks: a task that holds the view model weakly and ends once it is gone.
    private static let asyncAccessCodeTicks = #"""
                // Immediate: the task runs now, up to its first wait, so the timer starts as the screen appears.
                accessCodeTicks = Task.immediate { [weak self] in
                    for await _ in ticks {
                        guard let self else { return }
                        showNewAccessCode()
                    }
                }

        """#

    /// Async's `authenticateTapped()` once the form is valid: the request sent from a task, whose lines all
    /// go with it, since a woven edit's declarations are seen only by its own lines.
    private static let asyncSignInRequest = #"""
                let request = Credentials(username: trimmedUsername, password: credentials.password)
                let loginService = environment.loginService
                // Immediate: the request goes out now, as Authenticate is tapped, not a turn of the main actor later.
                signIn = Task.immediate { [weak self] in
                    do throws(RequestError<LoginError>) {
                        let user = try await loginService.logIn(request)
                        self?.signedIn(as: user)
                    } catch {
                        switch error {
                        case .failed: self?.signInFailed()
                        case .cancelled: break  // Nobody is waiting for this answer any more.
                        }
                    }
                }

        """#

    /// Async's `signInFailed()`: the task forgotten, loading ended, the message says why.
    private static let asyncSignInFailed = #"""
                signIn = nil
                setLoading(false)
                message.send("Invalid credentials.")

        """#
}
