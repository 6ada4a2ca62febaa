import Foundation

/// How the keys of one type are written to and read from a height file: fast paths for `String`
/// (varint length + UTF-8), `Int` (8 bytes) and `UUID` (16 bytes); JSON per key for any other
/// `Codable` key (several times slower: a Foundation coder per key).
struct HeightFileKeyCoder<Key: Hashable & Codable & Sendable> {
    /// The key kind recorded in the file's header; a file of another kind holds other keys.
    let kind: UInt8
    /// The fewest bytes one entry (key and height) takes.
    let minimumEntrySize: Int
    /// Appends `key`; `false` if it cannot be encoded (nothing was written).
    let write: (Key, inout ByteWriter) -> Bool
    /// Reads one key; `nil` if the bytes, well formed, do not decode to `Key`.
    let read: (inout ByteReader) throws(FileDamage) -> Key?

    /// The coder for `Key`.
    static var forKey: HeightFileKeyCoder<Key> {
        if let coder = HeightFileKeyCoder<String>.string as? Self { return coder }
        if let coder = HeightFileKeyCoder<Int>.int as? Self { return coder }
        if let coder = HeightFileKeyCoder<UUID>.uuid as? Self { return coder }
        return json
    }

    /// The name recorded in the file: `Key`'s fully qualified name (`"MyApp.Post.ID"`), with the
    /// addresses Swift puts in the name of a type declared inside a function replaced by `local`
    /// (they change from launch to launch). A file holding another type's keys is discarded.
    static var typeName: String {
        var name = String(reflecting: Key.self)
        let marker = "(unknown context at $"
        while let start = name.range(of: marker), let end = name[start.upperBound...].firstIndex(of: ")") {
            name.replaceSubrange(start.lowerBound...end, with: "(local)")
        }
        return name
    }

    /// A name for the key kind in diagnostics.
    static func name(ofKind kind: UInt8) -> String {
        switch kind {
        case 1: "String"
        case 2: "Int"
        case 3: "UUID"
        case 4: "Codable (JSON)"
        default: "unknown (\(kind))"
        }
    }

    private static var json: Self {
        Self(
            kind: 4, minimumEntrySize: 9,
            write: { key, writer in
                guard let data = try? JSONEncoder().encode([key]) else { return false }
                guard data.count <= HeightFileFormat.maximumKeyLength else { return false }
                writer.blob(data)
                return true
            },
            read: { (reader: inout ByteReader) throws(FileDamage) -> Key? in
                try reader.blob(maximum: HeightFileFormat.maximumKeyLength) { raw in
                    (try? JSONDecoder().decode([Key].self, from: Data(raw)))?.first
                }
            })
    }
}

extension HeightFileKeyCoder where Key == String {
    static var string: Self {
        Self(
            kind: 1, minimumEntrySize: 9,
            write: { key, writer in
                guard key.utf8.count <= HeightFileFormat.maximumKeyLength else { return false }
                writer.string(key)
                return true
            },
            read: { (reader: inout ByteReader) throws(FileDamage) -> String? in
                try reader.blob(maximum: HeightFileFormat.maximumKeyLength) { String(decoding: $0, as: UTF8.self) }
            })
    }
}

extension HeightFileKeyCoder where Key == Int {
    static var int: Self {
        Self(
            kind: 2, minimumEntrySize: 16,
            write: { key, writer in
                writer.uint64(UInt64(bitPattern: Int64(key)))
                return true
            },
            read: { (reader: inout ByteReader) throws(FileDamage) -> Int? in
                Int(exactly: Int64(bitPattern: try reader.uint64()))
            })
    }
}

extension HeightFileKeyCoder where Key == UUID {
    static var uuid: Self {
        Self(
            kind: 3, minimumEntrySize: 24,
            write: { key, writer in
                withUnsafeBytes(of: key.uuid) { writer.bytes.append(contentsOf: $0) }
                return true
            },
            read: { (reader: inout ByteReader) throws(FileDamage) -> UUID? in
                let raw = try reader.bytes(16)
                var value = UUID().uuid
                withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: raw) }
                return UUID(uuid: value)
            })
    }
}
