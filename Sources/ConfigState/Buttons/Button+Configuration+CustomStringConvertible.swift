extension Button.Configuration: CustomStringConvertible {
    /// The style, then every property that differs from the style's fresh configuration, for
    /// example `Button.Configuration(filled; title: "Save", cornerStyle: capsule)`. The
    /// background prints whole when it differs (see `BackgroundConfiguration`'s description);
    /// transformers print as `set`.
    public var description: String {
        let reference = Self(style: style)
        var parts: [String] = []
        func add<Value: Equatable>(
            _ name: String, _ value: KeyPath<Self, Value>, _ format: (Value) -> String
        ) {
            guard self[keyPath: value] != reference[keyPath: value] else { return }
            parts.append("\(name): \(format(self[keyPath: value]))")
        }
        func optional<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "nil" }
        func quoted(_ value: String?) -> String { value.map { String(reflecting: $0) } ?? "nil" }
        func set<T>(_ value: T?) -> String { value == nil ? "nil" : "set" }
        func plain<T>(_ value: T) -> String { "\(value)" }
        add("title", \.title, quoted)
        add("attributedTitle", \.attributedTitle, optional)
        add("subtitle", \.subtitle, quoted)
        add("attributedSubtitle", \.attributedSubtitle, optional)
        add("image", \.image, optional)
        add("baseForegroundColor", \.baseForegroundColor, optional)
        add("baseBackgroundColor", \.baseBackgroundColor, optional)
        add("background", \.background, plain)
        add("cornerStyle", \.cornerStyle, { $0.rawValue })
        add("buttonSize", \.buttonSize, { $0.rawValue })
        add("showsActivityIndicator", \.showsActivityIndicator, plain)
        add(
            "preferredSymbolConfigurationForImage", \.preferredSymbolConfigurationForImage, optional
        )
        add("imageColorTransformer", \.imageColorTransformer, optional)
        add("activityIndicatorColorTransformer", \.activityIndicatorColorTransformer, optional)
        add("titleTextAttributesTransformer", \.titleTextAttributesTransformer, set)
        add("subtitleTextAttributesTransformer", \.subtitleTextAttributesTransformer, set)
        add("contentInsets", \.customContentInsets, optional)
        add("imagePlacement", \.imagePlacement, { "\($0.rawValue)" })
        add("imagePadding", \.imagePadding, { formatNumber(Double($0)) })
        add("titlePadding", \.titlePadding, { formatNumber(Double($0)) })
        add("titleAlignment", \.titleAlignment, { $0.rawValue })
        add("titleLineBreakMode", \.titleLineBreakMode, { $0.rawValue })
        add("subtitleLineBreakMode", \.subtitleLineBreakMode, { $0.rawValue })
        add("automaticallyUpdateForSelection", \.automaticallyUpdateForSelection, plain)
        add("indicator", \.indicator, { $0.rawValue })
        add("indicatorColorTransformer", \.indicatorColorTransformer, optional)
        let details = parts.isEmpty ? "" : "; " + parts.joined(separator: ", ")
        return "Button.Configuration(\(style.rawValue)\(details))"
    }
}
