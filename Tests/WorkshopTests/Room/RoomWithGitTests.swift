import Foundation
import TestSupport
import Testing

/// The room's suites that run git: a room served on loopback, what a push may bring, publishing grades.
///
/// They run only with `WORKSHOP_CHECK_ROOM=1` (CI sets it, after `swift build --product workshop`): they
/// serve rooms with `git daemon` and run git many times, which is seconds that `swift test` must not take.
/// They run one test at a time. Foundation gives a child every descriptor another thread opened while it
/// started it, and it sees a program end only once every holder of that program's descriptor has closed it:
/// a git run beside a starting room waited for the room to close.
@Suite(
    "The room, with git",
    .runsWith("WORKSHOP_CHECK_ROOM", "it serves rooms with git daemon and runs git many times"),
    .serialized)
enum RoomWithGitTests {}
