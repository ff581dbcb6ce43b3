//! The packing under a share code (`share.rs`): Crockford's base32 text, varints, a big
//! number of mixed radix (the moves), and a compact form of a game's options.
//!
//! Every reader here takes outside input: it returns `None` on anything it cannot read and
//! never panics, and each writer's output reads back as what was written (tests below).

use serde_json::{Map, Number, Value};

/// Crockford's base32: digits and capitals without I, L, O and U, so a code read aloud or
/// retyped loses nothing, and every character is in a QR code's alphanumeric mode.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// `bytes` as base32, five bits a character, the last one padded with zero bits.
pub fn to_base32(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 8 / 5 + 1);
    let (mut acc, mut bits) = (0u32, 0u32);
    for &byte in bytes {
        acc = (acc << 8) | u32::from(byte);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(char::from(ALPHABET[((acc >> bits) & 31) as usize]));
        }
        acc &= (1 << bits) - 1;
    }
    if bits > 0 {
        out.push(char::from(ALPHABET[((acc << (5 - bits)) & 31) as usize]));
    }
    out
}

/// One character's value, read as Crockford reads it: either case, O as 0, I and L as 1.
fn digit(c: char) -> Option<u32> {
    let c = match c.to_ascii_uppercase() {
        'O' => '0',
        'I' | 'L' => '1',
        c => c,
    };
    ALPHABET
        .iter()
        .position(|&a| char::from(a) == c)
        .map(|i| i as u32)
}

/// The bytes `text` spells, or `None` if a character is not base32 or the padding is not
/// what [`to_base32`] writes (so each byte string has one spelling).
pub fn from_base32(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 5 / 8);
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in text.chars() {
        acc = (acc << 5) | digit(c)?;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
        acc &= (1 << bits) - 1;
    }
    (bits < 5 && acc == 0).then_some(out)
}

/// Writes `value` as a LEB128 varint.
pub fn put_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// A signed number as a varint, small magnitudes short (zigzag).
pub fn put_signed(out: &mut Vec<u8>, value: i64) {
    put_varint(out, ((value << 1) ^ (value >> 63)) as u64);
}

/// A cursor over bytes read from outside.
pub struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        Reader { bytes }
    }

    pub fn byte(&mut self) -> Option<u8> {
        let (&first, rest) = self.bytes.split_first()?;
        self.bytes = rest;
        Some(first)
    }

    pub fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if n > self.bytes.len() {
            return None;
        }
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        Some(head)
    }

    /// A varint as [`put_varint`] writes it: at most ten bytes, none of them a needless
    /// trailing zero (one spelling per number).
    pub fn varint(&mut self) -> Option<u64> {
        let mut value = 0u64;
        for i in 0..10 {
            let byte = self.byte()?;
            value |= u64::from(byte & 0x7f).checked_shl(7 * i)?;
            if byte & 0x80 == 0 {
                return (i == 0 || byte != 0).then_some(value);
            }
        }
        None
    }

    pub fn signed(&mut self) -> Option<i64> {
        let raw = self.varint()?;
        Some(((raw >> 1) as i64) ^ -((raw & 1) as i64))
    }

    /// What is left.
    pub fn rest(self) -> &'a [u8] {
        self.bytes
    }
}

/// A non-negative whole number of any size, in 32-bit limbs, least significant first, with
/// no zero limb on top: the moves of a game as one number, each move a digit whose radix is
/// the number of legal actions it was chosen among.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BigNumber(Vec<u32>);

impl BigNumber {
    /// `self * radix + digit`.
    pub fn push_digit(&mut self, radix: u32, digit: u32) {
        let mut carry = u64::from(digit);
        for limb in &mut self.0 {
            let v = u64::from(*limb) * u64::from(radix) + carry;
            *limb = v as u32;
            carry = v >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    /// Takes the lowest digit of radix `radix` off: `self % radix`, leaving `self / radix`.
    pub fn pop_digit(&mut self, radix: u32) -> u32 {
        let mut rest = 0u64;
        for limb in self.0.iter_mut().rev() {
            let v = (rest << 32) | u64::from(*limb);
            *limb = (v / u64::from(radix)) as u32;
            rest = v % u64::from(radix);
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        rest as u32
    }

    pub fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// Little-endian bytes, no zero byte on top (zero is no bytes).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out: Vec<u8> = self.0.iter().flat_map(|l| l.to_le_bytes()).collect();
        while out.last() == Some(&0) {
            out.pop();
        }
        out
    }

    /// The number `bytes` spell as [`to_bytes`](Self::to_bytes) writes them, or `None` for a
    /// zero byte on top (a second spelling).
    pub fn from_bytes(bytes: &[u8]) -> Option<Self> {
        if bytes.last() == Some(&0) {
            return None;
        }
        let limbs = bytes
            .chunks(4)
            .map(|c| {
                let mut word = [0u8; 4];
                word[..c.len()].copy_from_slice(c);
                u32::from_le_bytes(word)
            })
            .collect();
        Some(BigNumber(limbs))
    }
}

// The tags of the packed options.
const NULL: u8 = 0;
const FALSE: u8 = 1;
const TRUE: u8 = 2;
const UINT: u8 = 3;
const NEG: u8 = 4;
const TEXT: u8 = 5;
const LIST: u8 = 6;
const RECORD: u8 = 7;
const FLOAT: u8 = 8;
/// A record's key that follows as text (its hash byte is shared with another key).
const SPELLED: u8 = 0;

/// How deep packed options may nest before the reader gives up (options are shallow).
const MAX_DEPTH: usize = 16;

/// A key's byte: FNV-1a of its name folded to 8 bits, never [`SPELLED`]. A name, not a
/// position, so a later Saloon that adds an option still reads an older code.
fn key_byte(key: &str) -> u8 {
    let mut hash: u32 = 0x811c_9dc5;
    for b in key.bytes() {
        hash = (hash ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    let folded = (hash ^ (hash >> 8) ^ (hash >> 16) ^ (hash >> 24)) as u8;
    folded.max(1)
}

/// Options (any JSON value) packed: a tag a value, numbers as varints, a record's keys as a
/// byte each (spelled out when two keys share one). Read back by [`unpack_value`] against the
/// same game's default options, whose keys name the bytes.
pub fn pack_value(out: &mut Vec<u8>, value: &Value) {
    match value {
        Value::Null => out.push(NULL),
        Value::Bool(false) => out.push(FALSE),
        Value::Bool(true) => out.push(TRUE),
        Value::Number(n) => {
            if let Some(u) = n.as_u64() {
                out.push(UINT);
                put_varint(out, u);
            } else if let Some(i) = n.as_i64() {
                out.push(NEG);
                put_varint(out, !(i as u64));
            } else {
                out.push(FLOAT);
                out.extend(n.as_f64().unwrap_or(0.0).to_le_bytes());
            }
        }
        Value::String(s) => {
            out.push(TEXT);
            put_text(out, s);
        }
        Value::Array(items) => {
            out.push(LIST);
            put_varint(out, items.len() as u64);
            for item in items {
                pack_value(out, item);
            }
        }
        Value::Object(map) => {
            out.push(RECORD);
            put_varint(out, map.len() as u64);
            for (key, item) in map {
                let byte = key_byte(key);
                if map.keys().filter(|k| key_byte(k) == byte).count() == 1 {
                    out.push(byte);
                } else {
                    out.push(SPELLED);
                    put_text(out, key);
                }
                pack_value(out, item);
            }
        }
    }
}

fn put_text(out: &mut Vec<u8>, text: &str) {
    put_varint(out, text.len() as u64);
    out.extend(text.as_bytes());
}

fn read_text(r: &mut Reader<'_>) -> Option<String> {
    let len = usize::try_from(r.varint()?).ok()?;
    String::from_utf8(r.take(len)?.to_vec()).ok()
}

/// Reads what [`pack_value`] wrote. `like` is the value of the same shape this Saloon would
/// write (the game's default options), whose keys the key bytes are looked up in; a key
/// byte it does not know (a newer Saloon's option) makes the whole value unreadable.
pub fn unpack_value(r: &mut Reader<'_>, like: &Value) -> Option<Value> {
    unpack_at(r, like, 0)
}

fn unpack_at(r: &mut Reader<'_>, like: &Value, depth: usize) -> Option<Value> {
    if depth > MAX_DEPTH {
        return None;
    }
    Some(match r.byte()? {
        NULL => Value::Null,
        FALSE => Value::Bool(false),
        TRUE => Value::Bool(true),
        UINT => Value::Number(r.varint()?.into()),
        NEG => {
            let i = !r.varint()? as i64;
            if i >= 0 {
                return None;
            }
            Value::Number(i.into())
        }
        FLOAT => {
            let bytes: [u8; 8] = r.take(8)?.try_into().ok()?;
            Value::Number(Number::from_f64(f64::from_le_bytes(bytes))?)
        }
        TEXT => Value::String(read_text(r)?),
        LIST => {
            let len = usize::try_from(r.varint()?).ok()?;
            let item_like = like
                .as_array()
                .and_then(|a| a.first())
                .unwrap_or(&Value::Null);
            let mut items = Vec::with_capacity(len.min(64));
            for _ in 0..len {
                items.push(unpack_at(r, item_like, depth + 1)?);
            }
            Value::Array(items)
        }
        RECORD => {
            let len = usize::try_from(r.varint()?).ok()?;
            let mut map = Map::new();
            for _ in 0..len {
                let key = match r.byte()? {
                    SPELLED => read_text(r)?,
                    byte => like
                        .as_object()?
                        .keys()
                        .find(|k| key_byte(k) == byte)?
                        .clone(),
                };
                let item_like = like.get(&key).unwrap_or(&Value::Null);
                let item = unpack_at(r, item_like, depth + 1)?;
                if map.insert(key, item).is_some() {
                    return None;
                }
            }
            Value::Object(map)
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn base32_reads_back_and_has_one_spelling() {
        for len in 0usize..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            let text = to_base32(&bytes);
            assert_eq!(text.len(), (len * 8).div_ceil(5));
            assert_eq!(from_base32(&text).as_deref(), Some(&bytes[..]));
            assert_eq!(
                from_base32(&text.to_lowercase()).as_deref(),
                Some(&bytes[..])
            );
        }
        // One character is no whole byte; "01" leaves a one bit in the padding.
        assert_eq!(from_base32("0"), None);
        assert_eq!(from_base32("01"), None);
        assert_eq!(from_base32("U0"), None);
        assert_eq!(from_base32("O0"), from_base32("00"));
    }

    #[test]
    fn varints_read_back_with_one_spelling() {
        for value in [0, 1, 127, 128, 300, u32::MAX as u64, u64::MAX] {
            let mut out = Vec::new();
            put_varint(&mut out, value);
            assert_eq!(Reader::new(&out).varint(), Some(value));
        }
        for value in [0, -1, 1, -64, 64, i64::MIN, i64::MAX] {
            let mut out = Vec::new();
            put_signed(&mut out, value);
            assert_eq!(Reader::new(&out).signed(), Some(value));
        }
        assert_eq!(Reader::new(&[0x80, 0x00]).varint(), None);
        assert_eq!(Reader::new(&[0xff; 11]).varint(), None);
    }

    #[test]
    fn the_moves_read_back_digit_by_digit() {
        let digits = [
            (3u32, 2u32),
            (1, 0),
            (200, 199),
            (7, 0),
            (65_536, 40_000),
            (5, 4),
        ];
        let mut n = BigNumber::default();
        for &(radix, digit) in digits.iter().rev() {
            n.push_digit(radix, digit);
        }
        let mut back = BigNumber::from_bytes(&n.to_bytes()).unwrap();
        for &(radix, digit) in &digits {
            assert_eq!(back.pop_digit(radix), digit);
        }
        assert!(back.is_zero());
        assert_eq!(BigNumber::from_bytes(&[1, 0]), None);
    }

    #[test]
    fn options_pack_by_the_names_of_their_keys() {
        let like = json!({"boards": [], "wild": [], "edition": 3, "deck": "saloon"});
        let value = json!({"boards": [3, 7], "wild": [true], "edition": 2, "deck": "x", "t": -4});
        let mut out = Vec::new();
        pack_value(&mut out, &value);
        // An option this Saloon does not know is unreadable, unless spelled out.
        assert_eq!(unpack_value(&mut Reader::new(&out), &like), None);
        let known = json!({"boards": [3, 7], "wild": [true], "edition": 2, "deck": "x"});
        let mut out = Vec::new();
        pack_value(&mut out, &known);
        assert_eq!(unpack_value(&mut Reader::new(&out), &like), Some(known));
        let deep = [LIST, 1].repeat(40);
        assert_eq!(unpack_value(&mut Reader::new(&deep), &like), None);
    }
}
