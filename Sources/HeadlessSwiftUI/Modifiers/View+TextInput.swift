extension View {
    // The modifiers of a field's keyboard, which the text screen's keyboard does not have: each is accepted
    // and changes nothing (DESIGN.md, "The headless SwiftUI"); typing types what is pressed.

    /// When the keyboard of the fields inside starts words with capitals (not drawn).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }

    /// Whether the keyboard of the fields inside corrects words as they are typed (not drawn).
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }

    /// The word on the Return key of the fields inside (not drawn; `.onSubmit` is what Return does).
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
}
