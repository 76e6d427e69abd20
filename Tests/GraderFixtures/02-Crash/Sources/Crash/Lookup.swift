/// The name of the agent with `id`; the fixture's mistake is a force-unwrap of a missing one.
public func agentName(id: Int) -> String {
    let names = [1: "Heo", 2: "Lin"]
    return names[id]!
}
