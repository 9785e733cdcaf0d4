import ConfigStateTesting
import Foundation
import Testing

@testable import ConfigState

// Target–action against a model of UIKit's rules: actions are unique per identifier and event
// (a new one replaces the old, https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)),
// removing takes an identifier off the events given, a disabled button ignores taps
// (https://developer.apple.com/documentation/uikit/uicontrol/isenabled), a tap sends
// touchDown, (valueChanged for a toggle,) touchUpInside and primaryActionTriggered in that
// order, and `sendActions(for:)` sends whether or not the button is enabled.
//
// Planted, each failing on seeds 1–5: `tap()` without its `isEnabled` guard (a disabled
// control still sending); `addAction(_:for:)` appending without removing the identifier's old
// registration (a duplicate not replaced); `removeAction(identifiedBy:for:)` dropping the
// whole registration rather than only the events given.

/// One step a test or a user takes on a button.
private enum ControlStep: CustomStringConvertible {
    /// `addAction(Action(identifier: "a\(id)"), for: events)`; the handler logs `a<id>.<version>`.
    case add(id: Int, events: Control.Event)
    case remove(id: Int, events: Control.Event)
    case setEnabled(Bool)
    case setToggles(Bool)
    case tap
    case send(Control.Event)

    var description: String {
        switch self {
        case .add(let id, let events): "add(a\(id), for: \(events))"
        case .remove(let id, let events): "removeAction(identifiedBy: a\(id), for: \(events))"
        case .setEnabled(let value): "isEnabled = \(value)"
        case .setToggles(let value): "changesSelectionAsPrimaryAction = \(value)"
        case .tap: "tap()"
        case .send(let events): "sendActions(for: \(events))"
        }
    }
}

/// The events the steps use: a tap's four and one it never sends.
private let someEvents: Gen<Control.Event> = Gen.zip(
    Gen.bool, Gen.bool, Gen.bool, Gen.bool, Gen.bool
).map { down, up, primary, changed, drag in
    var events: Control.Event = []
    if down { events.insert(.touchDown) }
    if up { events.insert(.touchUpInside) }
    if primary { events.insert(.primaryActionTriggered) }
    if changed { events.insert(.valueChanged) }
    if drag { events.insert(.touchDragExit) }
    return events.isEmpty ? .touchUpInside : events
}

private let controlStep: Gen<ControlStep> = Gen.oneOf(
    Gen.zip(Gen.int(in: 0...2), someEvents).map { ControlStep.add(id: $0, events: $1) },
    Gen.zip(Gen.int(in: 0...2), someEvents).map { ControlStep.remove(id: $0, events: $1) },
    Gen.bool.map(ControlStep.setEnabled),
    Gen.bool.map(ControlStep.setToggles),
    Gen.element(of: [ControlStep.tap, .tap]),
    someEvents.map(ControlStep.send))

/// UIKit's rules as a list: registrations in order, each an action name and its events.
private struct TargetActionModel {
    var registrations: [(name: String, id: Int, events: Control.Event)] = []
    var isEnabled = true
    var toggles = false

    mutating func add(id: Int, version: Int, events: Control.Event) {
        remove(id: id, events: events)
        registrations.append(("a\(id).\(version)", id, events))
    }

    mutating func remove(id: Int, events: Control.Event) {
        registrations = registrations.compactMap { registration in
            guard registration.id == id else { return registration }
            let left = registration.events.subtracting(events)
            return left.isEmpty ? nil : (registration.name, id, left)
        }
    }

    func sent(_ events: Control.Event) -> [String] {
        registrations.filter { !$0.events.isDisjoint(with: events) }.map(\.name)
    }

    func tapped() -> [String] {
        guard isEnabled else { return [] }
        return sent(.touchDown) + (toggles ? sent(.valueChanged) : []) + sent(.touchUpInside)
            + sent(.primaryActionTriggered)
    }
}

@MainActor
@Suite("Control: target–action follows UIKit's rules")
struct ControlTargetActionProperties {
    @Test func theActionsRunAreThoseTheModelPredicts() {
        var tally = BranchTally("tap while disabled", "replacement", "toggle tap")
        let held = checkProperty(
            "for any sequence of add, remove, enable, toggle, tap and send steps, the actions a "
                + "button runs are exactly those UIKit's rules predict, in order",
            using: Gen.array(of: controlStep, count: 1...24),
            configuration: Cases.standard
        ) { steps in
            tally.countCase()
            var model = TargetActionModel()
            var log: [String] = []
            let button = Button(configuration: .plain())
            var version = 0
            for step in steps {
                var expected: [String] = []
                switch step {
                case .add(let id, let events):
                    version += 1
                    tally.take("replacement", if: model.registrations.contains { $0.id == id })
                    let name = "a\(id).\(version)"
                    button.addAction(
                        Action(identifier: .init("a\(id)")) { _ in log.append(name) }, for: events)
                    model.add(id: id, version: version, events: events)
                case .remove(let id, let events):
                    button.removeAction(identifiedBy: .init("a\(id)"), for: events)
                    model.remove(id: id, events: events)
                case .setEnabled(let value):
                    button.isEnabled = value
                    model.isEnabled = value
                case .setToggles(let value):
                    button.changesSelectionAsPrimaryAction = value
                    model.toggles = value
                case .tap:
                    tally.take("tap while disabled", if: !model.isEnabled)
                    tally.take("toggle tap", if: model.toggles && model.isEnabled)
                    expected = model.tapped()
                    button.tap()
                case .send(let events):
                    expected = model.sent(events)
                    button.sendActions(for: events)
                }
                try requireEqual(log, expected, "the actions run by \(step)")
                log = []
            }
            try requireEqual(
                button.allControlEvents,
                model.registrations.reduce(into: Control.Event()) { $0.formUnion($1.events) },
                "allControlEvents")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}
