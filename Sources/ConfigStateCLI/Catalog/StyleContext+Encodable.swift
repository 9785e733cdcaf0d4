import ConfigState

extension StyleContext: Encodable {
    private enum CodingKeys: String, CodingKey {
        case identifier, contentStyle, backgroundStyle
        case environment = "listEnvironment"
    }

    /// The context as `resolve` prints it under `context` and `audit` in each of its
    /// `contexts`: the identifier and the three style names.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(contentStyle, forKey: .contentStyle)
        try container.encode(backgroundStyle, forKey: .backgroundStyle)
        try container.encode(environment, forKey: .environment)
    }
}
