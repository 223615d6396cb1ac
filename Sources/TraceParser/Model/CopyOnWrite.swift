/// The stored fields of a value type in one buffer that its copies share until one of them
/// changes a field: copying the value (through timelines, findings, batches between threads)
/// copies a reference, not its strings. ``TraceEvent`` and Conformance's `Diagnostic` keep their
/// fields in one; equality, hashing and coding are the fields'.
@dynamicMemberLookup
public struct CopyOnWrite<Fields: Hashable & Codable & Sendable>: Hashable, Codable, @unchecked Sendable {
    // Mutated only through the subscript's `_modify` and `update`, that is when no other copy shares it. No
    // dynamic exclusivity check (it cost 5% of the parser's instructions): an access to `fields`
    // is always inside an access to the value that holds the only reference, which the compiler
    // checks statically for a local or an `inout`. Where that value is a class's stored
    // property marked `@exclusivity(unchecked)` (the parser's held events), nothing checks at
    // run time: keep every access to such a value free of overlaps (no callback while one is
    // open).
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) @usableFromInline var fields: Fields
        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }

    @usableFromInline var storage: Storage

    /// Fields in a buffer of their own.
    @inlinable public init(_ fields: Fields) { storage = Storage(fields) }

    /// A field; changing it copies the buffer first when another value shares it.
    @inlinable public subscript<Value>(dynamicMember path: WritableKeyPath<Fields, Value>) -> Value {
        get { storage.fields[keyPath: path] }
        _modify {
            makeUnique()
            yield &storage.fields[keyPath: path]
        }
    }

    /// Changes several fields with one uniqueness check (copying the buffer first when another
    /// value shares it).
    @inlinable public mutating func update(_ body: (inout Fields) -> Void) {
        makeUnique()
        body(&storage.fields)
    }

    /// Copies the buffer when another value shares it, before a change.
    @inlinable mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    public init(from decoder: any Decoder) throws { storage = Storage(try Fields(from: decoder)) }

    public func encode(to encoder: any Encoder) throws { try storage.fields.encode(to: encoder) }

    public static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }
}
