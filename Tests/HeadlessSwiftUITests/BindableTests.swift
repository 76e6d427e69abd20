import HeadlessSwiftUI
import Observation
import TestSupport
import Testing

/// `@Bindable`: bindings to an observable object's properties.
@MainActor
@Suite("Headless SwiftUI: bindable objects", .settlesItsOwnTasks)
struct BindableTests {
    @Observable
    final class Profile {
        var name = "Ana"
    }

    struct Editor: View {
        @Bindable var profile: Profile

        var body: some View {
            VStack {
                TextField("Name", text: $profile.name).accessibilityIdentifier("name")
                Text(profile.name).accessibilityIdentifier("shown")
            }
        }
    }

    @Test("A field bound with $profile.name writes the object; a change made elsewhere shows in the field")
    func bindable() async {
        let profile = Profile()
        let screen = HostedScreen(Editor(profile: profile))
        await screen.type("!", into: "name")
        #expect(profile.name == "Ana!" && screen.text("shown") == "Ana!")
        profile.name = "Bo"
        await screen.settle()
        #expect(screen.field("name")?.text == "Bo")
    }
}
