import PagerCore

/// A small memo in front of a dictionary keyed by label: each key has a pair of slots, picked
/// by an FNV-1a hash of the label's UTF-8 bytes and its style, and a slot answers only for a
/// key equal to the one it holds (two labels whose hashes meet keep one slot each).
///
/// A frame measures and draws the same few dozen labels as the frame before. Found in the
/// dictionary, each cost a SipHash of the whole string and a probe, about 1,200 instructions;
/// found here, a short loop over the bytes and one comparison. A miss (an empty slot, or one
/// taken by another label) says nothing: the dictionary behind it answers, and the caller
/// puts the answer here.
struct RecentLabels<Key: Equatable, Value> {
    private var slots: [(key: Key, value: Value)?]

    /// `count` slots, a power of two (at least 2).
    init(count: Int) {
        precondition(count > 1 && count & (count - 1) == 0, "a power of two")
        slots = Array(repeating: nil, count: count)
    }

    /// The first of the pair of slots of a label in `text` and `style` (any key with that text
    /// and style).
    func slot(text: String, style: TextStyle) -> Int {
        // FNV-1a, 64-bit (Fowler, Noll and Vo: offset basis 14695981039346656037, prime
        // 1099511628211), over the bytes, then the style's size and weight.
        var hash: UInt64 = 14_695_981_039_346_656_037
        let prime: UInt64 = 1_099_511_628_211
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        }
        if hashed == nil { for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* prime } }
        hash = (hash ^ style.size.bitPattern) &* prime
        hash = (hash ^ (style.bold ? 1 : 0)) &* prime
        // Fibonacci hashing: the top bits of the product by 2^64 / golden ratio, which depend on
        // every bit of the hash (FNV's low bits depend on the bytes' low bits alone).
        let mixed = hash &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - slots.count.trailingZeroBitCount)) & ~1
    }

    /// The value remembered for `key` in the pair at `slot`, if one of the two holds `key`.
    func value(for key: Key, in slot: Int) -> Value? {
        if let held = slots[slot], held.key == key { return held.value }
        if let held = slots[slot + 1], held.key == key { return held.value }
        return nil
    }

    /// Remembers `value` for `key` in the pair at `slot`: in the slot holding `key` or an empty
    /// one if there is one, else in place of the second slot's label.
    mutating func remember(_ value: Value, for key: Key, in slot: Int) {
        let first = slots[slot]
        let chosen = first == nil || first?.key == key ? slot : slot + 1
        slots[chosen] = (key, value)
    }

    /// Forgets every key.
    mutating func removeAll() {
        for index in slots.indices { slots[index] = nil }
    }
}
