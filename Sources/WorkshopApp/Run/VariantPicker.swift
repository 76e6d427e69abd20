import AppHost
import WorkshopSupport

/// The first screen of `workshop run` without `--variant`: a list of the variants to choose from.
package struct VariantPicker {
    /// What the picker says after a key.
    package enum Outcome: Equatable {
        /// Keep showing the list.
        case keepRunning
        /// The person chose this variant.
        case picked(String)
        /// The person asked to quit.
        case quit
    }

    package let variants: [Variant]
    private(set) var selected = 0

    /// Creates a picker over `variants`, the one with the id `selectedID` selected (`nil`: the first).
    package init(variants: [Variant], selectedID: String? = nil) {
        self.variants = variants
        selected = variants.firstIndex { $0.id == selectedID } ?? 0
    }

    /// Moves the selection, picks, or quits.
    package mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .up, .shiftTab: selected = (selected - 1 + variants.count) % variants.count
        case .down, .tab: selected = (selected + 1) % variants.count
        case .enter: return .picked(variants[selected].id)
        case .quit, .escape, .character("q"): return .quit
        case .character(let digit):
            if let number = digit.wholeNumberValue, (1...variants.count).contains(number) {
                return .picked(variants[number - 1].id)
            }
        default: break
        }
        return .keepRunning
    }

    /// The lines to draw.
    package func frame(width: Int) -> [String] {
        let list = variants.enumerated().map { index, variant in
            (index == selected ? "▸ " : "  ") + "\(index + 1)  \(variant.name)"
        }
        return ["Threat Watch Workshop: pick a way of writing the app", ""] + list
            + ["", "↑↓ move · Return or a number: open · q: quit"]
    }
}
