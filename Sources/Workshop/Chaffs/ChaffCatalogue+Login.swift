/// The sign-in screen's chaffs: the form's rules (06.1), the protected username (06.2), the access code (06.3)
/// and signing in (06.4).
extension ChaffCatalogue {
    static let login: [Chaff] = [
        chaff(
            "login.required-untrimmed", task: "06.1",
            "A view model that takes a username of only spaces as filled in",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: formRules,
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

                """#
        ),
        chaff(
            "login.username-utf16", task: "06.1",
            "A view model that measures the username in UTF-16 units rather than characters",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: formRules,
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

                """#
        ),
        chaff(
            "login.username-off-by-one", task: "06.1",
            "A view model that refuses a username of exactly 4 characters",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: formRules,
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

                """#
        ),
        chaff(
            "login.password-trimmed", task: "06.1",
            "A view model that measures the password after trimming its spaces",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: formRules,
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

                """#
        ),
        chaff(
            "login.password-bytes", task: "06.1",
            "A view model that measures the password in bytes rather than characters",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: formRules,
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

                """#
        ),
        chaff(
            "login.rules-swapped", task: "06.1",
            "A view model that checks the password's length before the username's",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: formRules,
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

                """#
        ),
        chaff(
            "login.invalid-sent", task: "06.1",
            "A view model that shows the broken rule but sends the form anyway",
            in: "LoginViewModel.swift",
            find: #"""
                            message.value = validationMessage
                            return

                """#,
            replace: #"""
                            message.value = validationMessage

                """#
        ),
        chaff(
            "login.message-kept", task: "06.1",
            "A view model that keeps showing the last broken rule while a valid form is sent",
            in: "LoginViewModel.swift",
            find: #"""
                        message.value = ""
                        setLoading(true)

                """#,
            replace: #"""
                        setLoading(true)

                """#
        ),
        chaff(
            "login.stars-utf16", task: "06.2",
            "A view model that puts one star per UTF-16 unit rather than one per character",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: usernameProtection,
            replace: #"""
                        let name = trimmedUsername
                        guard name.count > Self.visibleUsernameSuffix else { return name }
                        return String(repeating: "*", count: name.utf16.count - Self.visibleUsernameSuffix)
                            + name.suffix(Self.visibleUsernameSuffix)

                """#
        ),
        chaff(
            "login.protects-spaces", task: "06.2",
            "A view model that protects the username with its spaces rather than trimmed",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: usernameProtection,
            replace: #"""
                        let name = credentials.username
                        guard name.count > Self.visibleUsernameSuffix else { return name }
                        return String(repeating: "*", count: name.count - Self.visibleUsernameSuffix)
                            + name.suffix(Self.visibleUsernameSuffix)

                """#
        ),
        chaff(
            "login.short-name-starred", task: "06.2",
            "A view model that stars every character of a username of 3 or fewer",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: usernameProtection,
            replace: #"""
                        let name = trimmedUsername
                        guard name.count > Self.visibleUsernameSuffix else { return String(repeating: "*", count: name.count) }
                        return String(repeating: "*", count: name.count - Self.visibleUsernameSuffix)
                            + name.suffix(Self.visibleUsernameSuffix)

                """#
        ),
        chaff(
            "login.editing-protected", task: "06.2",
            "A view model that keeps the username protected when editing starts again",
            in: "LoginViewModel.swift",
            find: #"""
                        username.value = credentials.username

                """#,
            replace: #"""
                        username.value = protectedUsername

                """#
        ),
        chaff(
            "login.typing-protected", task: "06.2",
            "A view model that protects the username at every keystroke, while it is typed",
            in: "LoginViewModel.swift",
            find: #"""
                        username.value = text

                """#,
            replace: #"""
                        username.value = protectedUsername

                """#
        ),
        chaff(
            "login.code-late", task: "06.3",
            "A view model that shows no access code until 5 s after the screen appears",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: #"""
                        showNewAccessCode()

                """#,
            replace: ""
        ),
        chaff(
            "login.timer-left-running", task: "06.3",
            "A view model whose access code keeps changing after the screen has left",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: #"""
                        accessCodeTimer?.cancel()
                        accessCodeTimer = nil

                """#,
            replace: #"""
                        accessCodeTimer = nil

                """#
        ),
        chaff(
            "login.second-timer", task: "06.3",
            "A view model that starts a second timer when the screen appears twice",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: #"""
                        accessCodeTimer?.cancel()
                        // Held weakly: the timer never keeps this view model alive, and stops by itself once it is gone.

                """#,
            replace: ""
        ),
        chaff(
            "login.timer-keeps-alive", task: "06.3",
            "A view model that its access-code timer keeps alive after its screen is gone",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: accessCodeTimer,
            replace: #"""
                        accessCodeTimer = environment.scheduler.scheduleRepeating(every: Self.accessCodeInterval) {
                            self.showNewAccessCode()
                        }

                """#
        ),
        chaff(
            "login.double-tap", task: "06.4",
            "A view model that sends a second request when Authenticate is tapped again while signing in",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: #"""
                        guard signInRequest == nil else { return }

                """#,
            replace: ""
        ),
        chaff(
            "login.sends-spaces", task: "06.4",
            "A view model that sends the username with the spaces around it",
            in: "LoginViewModel.swift",
            variants: Self.boxesDelegationObservation,
            find: signInRequest,
            replace: #"""
                        let request = Credentials(username: credentials.username, password: credentials.password)
                        signInRequest = environment.loginService.logIn(request) { [weak self] result in
                            self?.signInFinished(with: result)
                        }

                """#
        ),
        chaff(
            "login.user-kept", task: "06.4",
            "A view model that still holds the signed-in user when the sign-in screen comes back",
            in: "LoginViewModel.swift",
            find: #"""
                        signedInUser.value = nil

                """#,
            replace: ""
        ),
        chaff(
            "login.spinner-after-failure", task: "06.4",
            "A view model that keeps loading after the credentials are refused",
            in: "LoginViewModel.swift",
            find: signInAnswer,
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

                """#
        ),
        chaff(
            "login.form-kept", task: "06.4",
            "A view model that keeps the username and password in the form after signing in",
            in: "LoginViewModel.swift",
            find: signInAnswer,
            replace: #"""
                        signInRequest = nil
                        setLoading(false)
                        switch result {
                        case .success(let user):
                            signedInUser.value = user
                        case .failure:
                            message.value = "Invalid credentials."
                        }

                """#
        ),
        chaff(
            "login.refusal-silent", task: "06.4",
            "A view model that says nothing when the credentials are refused",
            in: "LoginViewModel.swift",
            find: signInAnswer,
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

                """#
        ),
        chaff(
            "login.stuck-after-refusal", task: "06.4",
            "A view model that cannot sign in again after the credentials were refused once",
            in: "LoginViewModel.swift",
            find: signInAnswer,
            replace: #"""
                        setLoading(false)
                        switch result {
                        case .success(let user):
                            clearForm()
                            signedInUser.value = user
                        case .failure:
                            message.value = "Invalid credentials."
                        }

                """#
        ),
        chaff(
            "login.button-enabled", task: "06.4",
            "A view model that leaves Authenticate enabled while signing in",
            in: "LoginViewModel.swift",
            find: #"""
                        isLoading.value = loading
                        isAuthenticateEnabled.value = !loading

                """#,
            replace: #"""
                        isLoading.value = loading

                """#
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
}
