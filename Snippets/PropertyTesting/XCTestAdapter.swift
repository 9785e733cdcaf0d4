// Docs/PropertyTesting.md: running a property from XCTest.
import ConfigStateTesting
import XCTest

/// Runs a property in an XCTest test method and fails the test with the report.
func assertProperty<Value>(
    _ name: String,
    using generator: Gen<Value>,
    configuration: PropertyConfiguration = PropertyConfiguration(),
    file: StaticString = #filePath,
    line: UInt = #line,
    function: String = #function,
    _ property: (Value) throws -> Bool
) {
    let failure = findPropertyFailure(
        name, using: generator, configuration: configuration, testName: function, property)
    if let failure {
        XCTFail(failure.description, file: file, line: line)
    }
}

// snippet.hide
assertProperty("small numbers stay small", using: Gen.int(in: 0...9)) { $0 < 10 }
print("The property held.")

// Prints:
// The property held.
