import ConfigState
import Foundation
import Testing

@MainActor
@Suite("Control: target–action with actions")
struct ControlTests {
    @Test func eventBitsAreUIKits() {
        #expect(Control.Event.touchDown.rawValue == 1)
        #expect(Control.Event.touchUpInside.rawValue == 1 << 6)
        #expect(Control.Event.touchCancel.rawValue == 1 << 8)
        #expect(Control.Event.valueChanged.rawValue == 1 << 12)
        #expect(Control.Event.primaryActionTriggered.rawValue == 1 << 13)
        #expect(Control.Event.menuActionTriggered.rawValue == 1 << 14)
        #expect(Control.Event.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(Control.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(Control.Event.allEditingEvents.rawValue == 0xF_0000)
        #expect(Control.Event.applicationReserved.rawValue == 0x0F00_0000)
        #expect(Control.Event.systemReserved.rawValue == 0xF000_0000)
        #expect(Control.Event.allEvents.rawValue == 0xFFFF_FFFF)
        #expect(
            "\([Control.Event.touchDown, .valueChanged] as Control.Event)"
                == "[touchDown, valueChanged]")
    }

    @Test func tapSendsTouchDownTouchUpInsideThenPrimaryActionTriggered() {
        var log: [String] = []
        let button = Button(
            configuration: .filled(), primaryAction: Action { _ in log.append("primary") })
        button.addAction(Action { _ in log.append("down") }, for: .touchDown)
        button.addAction(Action { _ in log.append("up") }, for: .touchUpInside)
        button.addAction(Action { _ in log.append("triggered") }, for: .primaryActionTriggered)
        button.addAction(Action { _ in log.append("changed") }, for: .valueChanged)
        #expect(button.tap())
        #expect(log == ["down", "up", "primary", "triggered"])
        #expect(!button.isTracking)
        #expect(!button.isHighlighted)
    }

    @Test func aToggleButtonChangesSelectionAndSendsValueChangedBeforeTouchUp() {
        var log: [String] = []
        let button = Button(configuration: .bordered())
        button.changesSelectionAsPrimaryAction = true
        button.addAction(
            Action { action in
                log.append("changed \((action.sender as? Button)?.isSelected ?? false)")
            }, for: .valueChanged)
        button.addAction(Action { _ in log.append("up") }, for: .touchUpInside)
        button.tap()
        button.tap()
        #expect(log == ["changed true", "up", "changed false", "up"])
    }

    @Test func anActionWithTheSameIdentifierReplacesTheOldOne() {
        var log: [String] = []
        let button = Button(configuration: .plain())
        let id = Action.Identifier("save")
        button.addAction(Action(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
        button.addAction(Action(identifier: id) { _ in log.append("new") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["new"])
        #expect(button.allControlEvents == .touchUpInside)
    }

    @Test func oneActionForSeveralEventsRunsOncePerSend() {
        let action = Action { _ in }
        let button = Button(configuration: .plain())
        button.addAction(action, for: [.touchDown, .touchUpInside])
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect(action.performCount == 1)
        button.removeAction(action, for: .touchDown)
        button.sendActions(for: .touchDown)
        #expect(action.performCount == 1)
        button.sendActions(for: .touchUpInside)
        #expect(action.performCount == 2)
        button.removeAction(identifiedBy: action.identifier, for: .allEvents)
        #expect(button.allControlEvents == [])
    }

    @Test func aDisabledButtonSendsNothingOnATapButSendActionsStillSends() {
        let action = Action { _ in }
        let button = Button(configuration: .filled())
        button.addAction(action, for: .allEvents)
        button.isEnabled = false
        #expect(!button.tap())
        #expect(action.performCount == 0)
        button.sendActions(for: .touchUpInside)
        #expect(action.performCount == 1)
    }

    @Test func aHandlerThatRemovesActionsOrDisablesTheButtonDoesNotCrash() {
        var log: [String] = []
        let button = Button(configuration: .filled())
        let second = Action(identifier: .init("second")) { _ in log.append("second") }
        button.addAction(
            Action { action in
                log.append("first")
                let button = action.sender as? Button
                button?.removeAction(identifiedBy: .init("second"), for: .allEvents)
                button?.isEnabled = false
            }, for: .touchDown)
        button.addAction(second, for: .touchDown)
        button.addAction(Action { _ in log.append("up") }, for: .touchUpInside)
        #expect(button.tap())
        // The send in progress runs what it chose; the tap stops at the next event.
        #expect(log == ["first", "second"])
        #expect(!button.tap())
        // Enabled again: the removed action is gone, and the first disables the button again.
        button.isEnabled = true
        #expect(button.tap())
        #expect(log == ["first", "second", "first"])
        #expect(!button.isEnabled && !button.isHighlighted && !button.isTracking)
    }

    @Test func aTapFromInsideAHandlerIsRefused() {
        var nested: [Bool] = []
        let button = Button(configuration: .filled())
        button.addAction(
            Action { action in nested.append((action.sender as? Button)?.tap() ?? true) },
            for: .touchUpInside)
        #expect(button.tap())
        #expect(nested == [false])
    }

    @Test func enumerateEventHandlersListsThePrimaryActionFirstAndStops() {
        let primary = Action(title: "Go") { _ in }
        let button = Button(configuration: .filled(), primaryAction: primary)
        let down = Action { _ in }
        button.addAction(down, for: .touchDown)
        button.addAction(Action { _ in }, for: .valueChanged)
        var seen: [(Action?, Control.Event)] = []
        button.enumerateEventHandlers { action, targetAction, events, stop in
            #expect(targetAction == nil)
            seen.append((action, events))
            stop = seen.count == 2
        }
        #expect(seen.count == 2)
        #expect(seen[0].0 === primary && seen[0].1 == .primaryActionTriggered)
        #expect(seen[1].0 === down && seen[1].1 == .touchDown)
        #expect(button.allControlEvents == [.primaryActionTriggered, .touchDown, .valueChanged])
    }

    @Test func sendActionPerformsWithTheControlAsSender() {
        let action = Action { _ in }
        let button = Button(configuration: .plain())
        button.sendAction(action)
        #expect(action.sender === button)
        #expect(action.performCount == 1)
    }
}
