/// Decimal numbers as pictures print them: fixed digits, no exponent, the same on every platform.
enum DecimalText {
    /// `value` rounded to `digits` decimals: `0.012`, `14.2`, `3`.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let rounded = Int((value * Double(scale)).rounded())
        let sign = rounded < 0 ? "-" : ""
        let whole = abs(rounded) / scale
        guard digits > 0 else { return sign + String(whole) }
        var fraction = String(abs(rounded) % scale)
        while fraction.count < digits { fraction = "0" + fraction }
        return "\(sign)\(whole).\(fraction)"
    }

    /// `value` rounded to at most `digits` decimals, without trailing zeros: `12.5`, `3`, `0.25`.
    static func trimmed(_ value: Double, _ digits: Int) -> String {
        var text = fixed(value, digits)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
