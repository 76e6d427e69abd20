// The scheduler types (`Scheduler`, `MainQueueScheduler`, `VirtualScheduler`, …) live in their own
// target, `Scheduling`, so that `Streams` can use them without depending on the app's models. ThreatKit
// re-exports them: its services take a `Scheduler`, and every variant, test and exercise that imports
// ThreatKit keeps seeing them without a second import (an exercise's files are the attendee's, and
// their imports are part of the lesson). `@_exported` is the compiler's underscored attribute for
// this; Swift has no stable spelling yet.
@_exported import Scheduling
