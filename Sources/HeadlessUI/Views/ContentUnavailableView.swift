/// What shows when a screen has nothing to show: the headless twin of `UIContentUnavailableView`.
///
/// Its subviews are its content (a title, a description, buttons), drawn in a box of their own on the text
/// screen so that it stands out as an alert does; its first line is the box's top.
@MainActor
open class ContentUnavailableView: View {}
