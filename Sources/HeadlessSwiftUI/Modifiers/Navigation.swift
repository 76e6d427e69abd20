extension View {
    /// The title the navigation bar shows while this screen is on top: SwiftUI's `navigationTitle(_:)`.
    /// - Returns: The view, with the title.
    public func navigationTitle(_ title: String) -> AttachedContent<Self> {
        AttachedContent(content: self, attachment: .title(title))
    }

    /// Buttons in the navigation bar while this screen is on top: SwiftUI's `toolbar(content:)`.
    ///
    /// The bar shows the first button, at its right end.
    /// - Returns: The view, with the toolbar.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> AttachedContent<Self> {
        AttachedContent(content: self, attachment: .toolbar(AnyView(content())))
    }

    /// Hides the back button while this screen is on top, so that the person cannot go back by it: SwiftUI's
    /// `navigationBarBackButtonHidden(_:)`.
    /// - Returns: The view, with its back button hidden (or shown, for `false`).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> AttachedContent<Self> {
        AttachedContent(content: self, attachment: .backButtonHidden(hidesBackButton))
    }

    /// Pushes `destination(item)` onto the navigation stack while `item` is set, and sets it to `nil` when
    /// the person goes back: SwiftUI's `navigationDestination(item:destination:)`.
    /// - Returns: The view, with the destination.
    public func navigationDestination<Item: Hashable, Destination: View>(
        item: Binding<Item?>, @ViewBuilder destination: @escaping (Item) -> Destination
    ) -> AttachedContent<Self> {
        AttachedContent(
            content: self,
            attachment: .destination { () -> DestinationSpec? in
                guard let value = item.wrappedValue else { return nil }
                return DestinationSpec(makeView: { AnyView(destination(value)) }, clear: { item.wrappedValue = nil })
            })
    }
}

extension View {
    /// Shows the screen `destination(value)` for each value of type `type` on the stack's path, pushed
    /// by a ``NavigationLink`` or by the path's binding: SwiftUI's `navigationDestination(for:destination:)`.
    /// - Returns: The view, with the destination.
    public func navigationDestination<Value: Hashable, Destination: View>(
        for type: Value.Type, @ViewBuilder destination: @escaping (Value) -> Destination
    ) -> AttachedContent<Self> {
        AttachedContent(
            content: self,
            attachment: .valueDestination(ObjectIdentifier(type)) { value in
                (value.base as? Value).map { AnyView(destination($0)) }
            })
    }

    /// Pushes `destination` onto the navigation stack while `isPresented` is `true`, and sets it back to
    /// `false` when the person goes back: SwiftUI's `navigationDestination(isPresented:destination:)`.
    /// - Returns: The view, with the destination.
    public func navigationDestination<Destination: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) -> AttachedContent<Self> {
        let view = AnyView(destination())
        return AttachedContent(
            content: self,
            attachment: .destination { () -> DestinationSpec? in
                guard isPresented.wrappedValue else { return nil }
                return DestinationSpec(makeView: { view }, clear: { isPresented.wrappedValue = false })
            })
    }
}

/// A view with something attached that its screen shows: a title, a toolbar, a destination.
public struct AttachedContent<Content: View>: View {
    typealias Attachment = ScreenModifier

    private let box: ContentBox<Content, Attachment>
    /// The view the modifier applies to.
    var content: Content { box.value }
    var attachment: Attachment { box.modifier }

    init(content: Content, attachment: Attachment) {
        box = ContentBox(content, attachment)
    }
}

/// What an ``AttachedContent`` attaches to its screen: not nested in the generic view, and held in its
/// box, as ``ContentModifier`` is.
enum ScreenModifier {
    case title(String)
    case toolbar(AnyView)
    case backButtonHidden(Bool)
    /// Read as the body is evaluated, so that setting the item draws again.
    case destination(@MainActor () -> DestinationSpec?)
    case valueDestination(ObjectIdentifier, @MainActor (AnyHashable) -> AnyView?)
}

extension AttachedContent: PrimitiveView {
    func resolve(into items: inout [ResolvedItem], context: ResolveContext) {
        var resolved: [ResolvedItem] = []
        content.resolveView(into: &resolved, context: context)
        let screen: ScreenAttachment
        switch box.modifier {
        case .title(let title): screen = .title(title)
        case .toolbar(let toolbar):
            var buttons: [ResolvedItem] = []
            toolbar.resolveView(into: &buttons, context: context.appending("/toolbar"))
            screen = .toolbar(buttons)
        case .backButtonHidden(let hidden): screen = .backButtonHidden(hidden)
        case .destination(let read):
            // The screen pushed reads the environment of the place that pushes it, as SwiftUI's does.
            var spec = read()
            spec?.environment = context.environment
            screen = .destination(path: context.path, spec)
        case .valueDestination(let type, let make): screen = .valueDestination(type, make)
        }
        items.append(.attached(.screen(screen), content: resolved))
    }
}

/// What a view attaches to its screen, as the hosting controller reads it.
@MainActor
enum ScreenAttachment {
    case title(String)
    /// The toolbar's items; the first button is shown.
    case toolbar([ResolvedItem])
    /// Whether the back button is hidden.
    case backButtonHidden(Bool)
    /// A destination at `path`: `nil` while its item is not set.
    case destination(path: String, DestinationSpec?)
    /// A stack's path: how to reach it, its values as the body read them, and the environment of its views.
    case path(NavigationPathAccess, elements: [AnyHashable], environment: EnvironmentValues?)
    /// The screen for the values of one type, as `navigationDestination(for:)` declares it.
    case valueDestination(ObjectIdentifier, @MainActor (AnyHashable) -> AnyView?)
}

/// A screen to push: how to make its view, and how to say it was left.
@MainActor
struct DestinationSpec {
    let makeView: @MainActor () -> AnyView
    let clear: @MainActor () -> Void
    /// The environment at the place that pushes it; `nil` for the defaults.
    var environment: EnvironmentValues?
}

extension AttachedContent {
    /// Draws the view itself (``View/_resolve(_:into:)``).
    public static func _resolve(_ view: Self, into resolution: inout _ViewResolution) {
        view.resolve(into: &resolution.items, context: resolution.context)
    }
}
