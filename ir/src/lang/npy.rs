//! The NumPy `.npy` format, on bytes: [`encode`] an [`Array`] of a primitive
//! element type, [`decode`] bytes back into one. No file I/O happens here (the
//! library never opens files that a user names); the CLI reads and writes.
//!
//! Supported: format versions 1.0, 2.0 and 3.0 on input (1.0 on output, data
//! aligned to 64 bytes as NumPy does), the dtypes of [`DTYPES`] in either byte
//! order, and `fortran_order` True (transposed into row-major order on input).
//! Arrays of tuples are not a NumPy dtype here: callers write one file per
//! component ([`Array::buffers`]).

use crate::stream::ValuesMut;
use crate::types::{Prim, ScalarType};
use crate::value::{try_vec, AllocError, Array, Buffer};

/// The six bytes every `.npy` file starts with.
const MAGIC: &[u8; 6] = b"\x93NUMPY";

/// The dtype strings written, one per primitive; bool has no byte order.
pub const DTYPES: [(Prim, &str); 5] = [
    (Prim::Bool, "|b1"),
    (Prim::I32, "<i4"),
    (Prim::I64, "<i8"),
    (Prim::F32, "<f4"),
    (Prim::F64, "<f8"),
];

/// Everything that can be wrong with `.npy` bytes, each saying exactly what.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NpyError {
    #[error("not an .npy file: it does not start with the bytes \\x93NUMPY")]
    BadMagic,
    #[error(
        "truncated header: the file has {found} bytes, fewer than the {needed} its header needs"
    )]
    TruncatedHeader { found: usize, needed: usize },
    #[error("unsupported .npy format version {major}.{minor} (1.0, 2.0 and 3.0 are supported)")]
    UnsupportedVersion { major: u8, minor: u8 },
    #[error("header is not valid text")]
    HeaderNotText,
    #[error("header is not a dict: {0}")]
    HeaderNotDict(String),
    #[error("header has no key '{0}'")]
    MissingKey(&'static str),
    #[error("header has an unexpected key '{0}'")]
    UnexpectedKey(String),
    #[error("header key '{key}' should be {expected}, found {found}")]
    BadValue {
        key: &'static str,
        expected: &'static str,
        found: String,
    },
    #[error("unsupported dtype '{0}' (supported: |b1, <i4, <i8, <f4, <f8, and big-endian >i4, >i8, >f4, >f8)")]
    UnsupportedDtype(String),
    #[error("shape {0:?} has too many elements")]
    ShapeOverflow(Vec<usize>),
    #[error("data has {found} bytes where {expected} were expected ({})", if found < expected { "truncated" } else { "trailing bytes" })]
    DataLength { found: usize, expected: usize },
    #[error("arrays of element type {0} are stored one .npy file per component")]
    TupleElement(ScalarType),
    #[error("{0} for its data")]
    Alloc(#[from] AllocError),
}

/// The `.npy` bytes of an array of a primitive element type.
pub fn encode(a: &Array) -> Result<Vec<u8>, NpyError> {
    let prim = a
        .elem()
        .as_prim()
        .ok_or_else(|| NpyError::TupleElement(a.elem().clone()))?;
    let descr = dtype_of(prim);
    let shape = match a.shape() {
        [] => "()".to_string(),
        [n] => format!("({n},)"),
        dims => {
            let parts: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
            format!("({})", parts.join(", "))
        }
    };
    let mut header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
    // magic (6) + version (2) + header length (2) + header, ending in '\n',
    // padded with spaces so that the data starts at a multiple of 64.
    let unpadded = MAGIC.len() + 2 + 2 + header.len() + 1;
    header.push_str(&" ".repeat((64 - unpadded % 64) % 64));
    header.push('\n');
    let header_len =
        u16::try_from(header.len()).map_err(|_| NpyError::ShapeOverflow(a.shape().to_vec()))?;

    let mut out = Vec::with_capacity(MAGIC.len() + 4 + header.len() + a.len() * prim.bytes());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&[1, 0]);
    out.extend_from_slice(&header_len.to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    match &a.buffers()[0] {
        Buffer::Bool(v) => out.extend(v.iter().map(|&b| b as u8)),
        Buffer::I32(v) => v
            .iter()
            .for_each(|x| out.extend_from_slice(&x.to_le_bytes())),
        Buffer::I64(v) => v
            .iter()
            .for_each(|x| out.extend_from_slice(&x.to_le_bytes())),
        Buffer::F32(v) => v
            .iter()
            .for_each(|x| out.extend_from_slice(&x.to_le_bytes())),
        Buffer::F64(v) => v
            .iter()
            .for_each(|x| out.extend_from_slice(&x.to_le_bytes())),
    }
    Ok(out)
}

/// Where a `.npy` file's data starts and how to read it: for a reader that
/// takes the data a range at a time ([`header`], [`decode_into`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    pub prim: Prim,
    pub big_endian: bool,
    pub shape: Vec<usize>,
    pub fortran_order: bool,
    /// The byte at which the data starts.
    pub data_start: usize,
}

impl Header {
    /// The number of values and the bytes they take.
    pub fn data_bytes(&self) -> Result<(usize, usize), NpyError> {
        self.shape
            .iter()
            .try_fold(1usize, |acc, &d| acc.checked_mul(d))
            .and_then(|n| Some((n, n.checked_mul(self.prim.bytes())?)))
            .ok_or_else(|| NpyError::ShapeOverflow(self.shape.clone()))
    }
}

/// The header of a `.npy` file from its first bytes (at least the header;
/// the data is not looked at). A [`NpyError::TruncatedHeader`] says how
/// many bytes the header needs.
pub fn header(bytes: &[u8]) -> Result<Header, NpyError> {
    if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
        return Err(NpyError::BadMagic);
    }
    let need = |needed: usize| {
        if bytes.len() < needed {
            Err(NpyError::TruncatedHeader {
                found: bytes.len(),
                needed,
            })
        } else {
            Ok(())
        }
    };
    need(8)?;
    let (major, minor) = (bytes[6], bytes[7]);
    let (len_bytes, utf8) = match (major, minor) {
        (1, 0) => (2, false),
        (2, 0) => (4, false),
        (3, 0) => (4, true),
        _ => return Err(NpyError::UnsupportedVersion { major, minor }),
    };
    need(8 + len_bytes)?;
    let header_len = bytes[8..8 + len_bytes]
        .iter()
        .rev()
        .fold(0usize, |acc, &b| (acc << 8) | b as usize);
    let data_start = 8 + len_bytes + header_len;
    need(data_start)?;
    let header_bytes = &bytes[8 + len_bytes..data_start];
    let header = match std::str::from_utf8(header_bytes) {
        Ok(s) if utf8 || s.is_ascii() => s,
        _ => return Err(NpyError::HeaderNotText),
    };
    let h = parse_header(header)?;
    Ok(Header {
        prim: h.dtype.prim,
        big_endian: h.dtype.big_endian,
        shape: h.shape,
        fortran_order: h.fortran_order,
        data_start,
    })
}

/// Decodes `data`, values of the type and byte order `h` gives, into
/// `out` (as many values as it holds).
pub fn decode_into(h: &Header, data: &[u8], out: ValuesMut<'_>) -> Result<(), NpyError> {
    let width = h.prim.bytes();
    if out.prim() != h.prim || data.len() != out.len() * width {
        return Err(NpyError::DataLength {
            found: data.len(),
            expected: out.len() * width,
        });
    }
    macro_rules! read {
        ($v:expr, $t:ty, $w:expr) => {{
            for (x, c) in $v.iter_mut().zip(data.chunks_exact($w)) {
                let arr: [u8; $w] = c.try_into().unwrap_or([0; $w]);
                *x = if h.big_endian {
                    <$t>::from_be_bytes(arr)
                } else {
                    <$t>::from_le_bytes(arr)
                };
            }
        }};
    }
    match out {
        ValuesMut::Bool(v) => v.iter_mut().zip(data).for_each(|(x, &b)| *x = b != 0),
        ValuesMut::I32(v) => read!(v, i32, 4),
        ValuesMut::I64(v) => read!(v, i64, 8),
        ValuesMut::F32(v) => read!(v, f32, 4),
        ValuesMut::F64(v) => read!(v, f64, 8),
    }
    Ok(())
}

/// The array held by `.npy` bytes.
pub fn decode(bytes: &[u8]) -> Result<Array, NpyError> {
    let h = header(bytes)?;
    let data_start = h.data_start;
    let h = ParsedHeader {
        dtype: Dtype {
            prim: h.prim,
            big_endian: h.big_endian,
        },
        shape: h.shape,
        fortran_order: h.fortran_order,
    };
    let (count, expected) = h
        .shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d))
        .and_then(|n| Some((n, n.checked_mul(h.dtype.prim.bytes())?)))
        .ok_or_else(|| NpyError::ShapeOverflow(h.shape.clone()))?;
    let data = &bytes[data_start..];
    if data.len() != expected {
        return Err(NpyError::DataLength {
            found: data.len(),
            expected,
        });
    }
    let buf = read_buffer(h.dtype, data, count)?;
    let buf = if h.fortran_order && h.shape.len() > 1 {
        to_row_major(&buf, &h.shape)?
    } else {
        buf
    };
    Array::from_buffers(h.shape, ScalarType::Prim(h.dtype.prim), vec![buf])
        // The length was checked above, so this cannot fail; report it as
        // a length error rather than panicking all the same.
        .map_err(|_| NpyError::DataLength {
            found: data.len(),
            expected,
        })
}

fn dtype_of(prim: Prim) -> &'static str {
    DTYPES
        .iter()
        .find(|(p, _)| *p == prim)
        .map(|(_, d)| *d)
        .unwrap_or("?")
}

/// An element type and its byte order.
#[derive(Clone, Copy, Debug)]
struct Dtype {
    prim: Prim,
    big_endian: bool,
}

/// Accepts `|b1`, `<b1`, `>b1` for bool, and `<`/`>` (and `|` for bool)
/// with `i4 i8 f4 f8`.
fn parse_dtype(s: &str) -> Option<Dtype> {
    let (order, code) = s.split_at(s.char_indices().nth(1).map_or(s.len(), |(i, _)| i));
    let prim = DTYPES
        .iter()
        .find(|(_, d)| &d[1..] == code)
        .map(|(p, _)| *p)?;
    let big_endian = match (order, prim) {
        ("|", Prim::Bool) | ("<", _) => false,
        (">", _) => true,
        _ => return None,
    };
    Some(Dtype { prim, big_endian })
}

fn read_buffer(dt: Dtype, data: &[u8], count: usize) -> Result<Buffer, AllocError> {
    macro_rules! read {
        ($variant:ident, $t:ty, $w:expr) => {{
            let mut v = try_vec(count)?;
            for c in data.chunks_exact($w) {
                let arr: [u8; $w] = c.try_into().unwrap_or([0; $w]);
                v.push(if dt.big_endian {
                    <$t>::from_be_bytes(arr)
                } else {
                    <$t>::from_le_bytes(arr)
                });
            }
            Buffer::$variant(v)
        }};
    }
    Ok(match dt.prim {
        Prim::Bool => {
            let mut v = try_vec(count)?;
            v.extend(data.iter().map(|&b| b != 0));
            Buffer::Bool(v)
        }
        Prim::I32 => read!(I32, i32, 4),
        Prim::I64 => read!(I64, i64, 8),
        Prim::F32 => read!(F32, f32, 4),
        Prim::F64 => read!(F64, f64, 8),
    })
}

/// Reorders a column-major (Fortran) buffer of the given shape into row-major.
fn to_row_major(buf: &Buffer, shape: &[usize]) -> Result<Buffer, AllocError> {
    let n: usize = shape.iter().product();
    if n == 0 {
        // Strides of an empty shape may overflow; there is nothing to move.
        return Buffer::try_new(buf.prim(), 0);
    }
    // Column-major strides: the first dimension varies fastest.
    let mut strides = vec![1usize; shape.len()];
    for k in 1..shape.len() {
        strides[k] = strides[k - 1] * shape[k - 1];
    }
    let mut out = Buffer::try_new(buf.prim(), n)?;
    let mut ix = vec![0usize; shape.len()];
    for _ in 0..n {
        let src: usize = ix.iter().zip(&strides).map(|(i, s)| i * s).sum();
        out.push(&buf.get(src));
        // Advance the row-major multi-index (last dimension fastest).
        for k in (0..shape.len()).rev() {
            ix[k] += 1;
            if ix[k] < shape[k] {
                break;
            }
            ix[k] = 0;
        }
    }
    Ok(out)
}

/// The three things a header says.
struct ParsedHeader {
    dtype: Dtype,
    fortran_order: bool,
    shape: Vec<usize>,
}

fn parse_header(text: &str) -> Result<ParsedHeader, NpyError> {
    let mut p = LitParser {
        s: text.as_bytes(),
        at: 0,
    };
    let value = p.value().map_err(NpyError::HeaderNotDict)?;
    p.skip_ws();
    if p.at != p.s.len() {
        return Err(NpyError::HeaderNotDict(format!(
            "unexpected text after the dict at byte {}",
            p.at
        )));
    }
    let Lit::Dict(entries) = value else {
        return Err(NpyError::HeaderNotDict(format!(
            "found {}",
            value.describe()
        )));
    };
    let (mut descr, mut fortran, mut shape) = (None, None, None);
    for (k, v) in entries {
        match k.as_str() {
            "descr" => descr = Some(v),
            "fortran_order" => fortran = Some(v),
            "shape" => shape = Some(v),
            _ => return Err(NpyError::UnexpectedKey(k)),
        }
    }
    let bad = |key, expected, v: &Lit| NpyError::BadValue {
        key,
        expected,
        found: v.describe(),
    };
    let dtype = match descr.ok_or(NpyError::MissingKey("descr"))? {
        Lit::Str(s) => parse_dtype(&s).ok_or(NpyError::UnsupportedDtype(s))?,
        Lit::List => {
            return Err(NpyError::UnsupportedDtype(
                "a list of fields (a structured dtype)".into(),
            ))
        }
        other => return Err(NpyError::UnsupportedDtype(other.describe())),
    };
    let fortran_order = match fortran.ok_or(NpyError::MissingKey("fortran_order"))? {
        Lit::Bool(b) => b,
        other => return Err(bad("fortran_order", "True or False", &other)),
    };
    let shape = match shape.ok_or(NpyError::MissingKey("shape"))? {
        Lit::Tuple(items) => {
            let mut dims = Vec::with_capacity(items.len());
            for item in &items {
                match item {
                    Lit::Int(d) => dims.push(*d),
                    other => return Err(bad("shape", "a tuple of non-negative integers", other)),
                }
            }
            dims
        }
        other => return Err(bad("shape", "a tuple of non-negative integers", &other)),
    };
    Ok(ParsedHeader {
        dtype,
        fortran_order,
        shape,
    })
}

/// The Python literals an `.npy` header may contain.
#[derive(Debug)]
enum Lit {
    Str(String),
    Int(usize),
    Bool(bool),
    None,
    Tuple(Vec<Lit>),
    /// A list; only its presence matters (a structured dtype's fields).
    List,
    Dict(Vec<(String, Lit)>),
}

impl Lit {
    fn describe(&self) -> String {
        match self {
            Lit::Str(s) => format!("the string '{s}'"),
            Lit::Int(i) => format!("the integer {i}"),
            Lit::Bool(b) => (if *b { "True" } else { "False" }).to_string(),
            Lit::None => "None".into(),
            Lit::Tuple(_) => "a tuple".into(),
            Lit::List => "a list".into(),
            Lit::Dict(_) => "a dict".into(),
        }
    }
}

/// A recursive-descent reader of the Python literal subset above.
struct LitParser<'a> {
    s: &'a [u8],
    at: usize,
}

impl LitParser<'_> {
    fn skip_ws(&mut self) {
        while self.at < self.s.len() && self.s[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.at).copied()
    }

    fn fail<T>(&self, what: &str) -> Result<T, String> {
        match self.s.get(self.at) {
            Some(&c) => Err(format!(
                "expected {what} at byte {}, found '{}'",
                self.at, c as char
            )),
            None => Err(format!(
                "expected {what} at byte {}, found the end",
                self.at
            )),
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn value(&mut self) -> Result<Lit, String> {
        match self.peek() {
            Some(b'{') => {
                self.at += 1;
                let mut entries = Vec::new();
                while !self.eat(b'}') {
                    let key = match self.value()? {
                        Lit::Str(s) => s,
                        other => {
                            return Err(format!("a key is {}, not a string", other.describe()))
                        }
                    };
                    if !self.eat(b':') {
                        return self.fail("':'");
                    }
                    entries.push((key, self.value()?));
                    if !self.eat(b',') && self.peek() != Some(b'}') {
                        return self.fail("',' or '}'");
                    }
                }
                Ok(Lit::Dict(entries))
            }
            Some(open @ (b'(' | b'[')) => {
                self.at += 1;
                let close = if open == b'(' { b')' } else { b']' };
                let mut items = Vec::new();
                while !self.eat(close) {
                    items.push(self.value()?);
                    if !self.eat(b',') && self.peek() != Some(close) {
                        return self.fail(&format!("',' or '{}'", close as char));
                    }
                }
                Ok(if open == b'(' {
                    Lit::Tuple(items)
                } else {
                    Lit::List
                })
            }
            Some(q @ (b'\'' | b'"')) => {
                self.at += 1;
                let start = self.at;
                while self.at < self.s.len() && self.s[self.at] != q {
                    self.at += if self.s[self.at] == b'\\' { 2 } else { 1 };
                }
                if self.at >= self.s.len() {
                    return Err(format!(
                        "unterminated string starting at byte {}",
                        start - 1
                    ));
                }
                let text = String::from_utf8_lossy(&self.s[start..self.at]).into_owned();
                self.at += 1;
                Ok(Lit::Str(text))
            }
            Some(c) if c.is_ascii_digit() => {
                let start = self.at;
                while self.at < self.s.len() && self.s[self.at].is_ascii_digit() {
                    self.at += 1;
                }
                let digits = std::str::from_utf8(&self.s[start..self.at]).unwrap_or("");
                let n = digits
                    .parse::<usize>()
                    .map_err(|_| format!("integer {digits} is too large"))?;
                // Python 2 wrote long integers with an `L` suffix.
                if self.s.get(self.at) == Some(&b'L') {
                    self.at += 1;
                }
                Ok(Lit::Int(n))
            }
            Some(c) if c.is_ascii_alphabetic() => {
                let start = self.at;
                while self.at < self.s.len() && self.s[self.at].is_ascii_alphanumeric() {
                    self.at += 1;
                }
                match &self.s[start..self.at] {
                    b"True" => Ok(Lit::Bool(true)),
                    b"False" => Ok(Lit::Bool(false)),
                    b"None" => Ok(Lit::None),
                    word => Err(format!(
                        "unknown word '{}' at byte {start}",
                        String::from_utf8_lossy(word)
                    )),
                }
            }
            _ => self.fail("a Python literal"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Scalar;

    /// An array of `prim` with the given shape and distinct, non-trivial values.
    fn sample(prim: Prim, shape: &[usize]) -> Array {
        let n: usize = shape.iter().product();
        let elems: Vec<Scalar> = (0..n)
            .map(|i| {
                let i = i as i64;
                match prim {
                    Prim::Bool => Scalar::Bool(i % 3 == 1),
                    Prim::I32 => {
                        Scalar::I32((i * 7919 - 50) as i32 * if i % 2 == 0 { 1 } else { -1 })
                    }
                    Prim::I64 => Scalar::I64(i * 1_000_000_007 - (1 << 40)),
                    Prim::F32 => Scalar::F32(i as f32 * 0.37 - 1.5),
                    Prim::F64 => Scalar::F64(i as f64 * -2.125e-3 + 1e100 * (i % 2) as f64),
                }
            })
            .collect();
        Array::from_scalars(shape.to_vec(), ScalarType::Prim(prim), &elems).unwrap()
    }

    const SHAPES: [&[usize]; 6] = [&[], &[0], &[5], &[2, 3], &[3, 1, 4], &[2, 0, 3]];

    #[test]
    fn every_dtype_and_rank_round_trips() {
        for prim in Prim::ALL {
            for shape in SHAPES {
                let a = sample(prim, shape);
                let bytes = encode(&a).unwrap();
                assert_eq!(decode(&bytes).unwrap(), a, "{prim} {shape:?}");
            }
        }
    }

    #[test]
    fn header_is_version_1_aligned_to_64_with_numpy_shape_syntax() {
        for (shape, text) in [(&[][..], "()"), (&[4][..], "(4,)"), (&[2, 3][..], "(2, 3)")] {
            let bytes = encode(&sample(Prim::I64, shape)).unwrap();
            assert_eq!(&bytes[..8], b"\x93NUMPY\x01\x00");
            let hlen = u16::from_le_bytes([bytes[8], bytes[9]]) as usize;
            assert_eq!((10 + hlen) % 64, 0);
            let header = std::str::from_utf8(&bytes[10..10 + hlen]).unwrap();
            assert!(header.ends_with('\n'));
            assert!(header.contains(&format!("'shape': {text}")), "{header}");
            assert!(header.contains("'descr': '<i8'"), "{header}");
        }
    }

    #[test]
    fn data_is_little_endian_row_major() {
        let a = Array::from_scalars(vec![2], ScalarType::I32, &[Scalar::I32(1), Scalar::I32(-2)])
            .unwrap();
        let bytes = encode(&a).unwrap();
        assert_eq!(
            &bytes[bytes.len() - 8..],
            &[1, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff]
        );
        assert_eq!((bytes.len() - 8) % 64, 0);
    }

    /// `.npy` bytes with a given version, header text and data.
    fn raw(major: u8, header: &str, data: &[u8]) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&[major, 0]);
        if major == 1 {
            out.extend_from_slice(&(header.len() as u16).to_le_bytes());
        } else {
            out.extend_from_slice(&(header.len() as u32).to_le_bytes());
        }
        out.extend_from_slice(header.as_bytes());
        out.extend_from_slice(data);
        out
    }

    #[test]
    fn versions_2_and_3_and_other_header_spellings_decode() {
        let data: Vec<u8> = [5i64, -6].iter().flat_map(|x| x.to_le_bytes()).collect();
        let want =
            Array::from_scalars(vec![2], ScalarType::I64, &[Scalar::I64(5), Scalar::I64(-6)])
                .unwrap();
        for (v, h) in [
            (
                2,
                "{'descr': '<i8', 'fortran_order': False, 'shape': (2,), }\n",
            ),
            (
                3,
                "{\"shape\": (2L,), \"fortran_order\": False, \"descr\": \"<i8\"}",
            ),
            (
                1,
                "{ 'descr' : '<i8' ,'fortran_order':False,'shape':(2 ,)}   \n",
            ),
        ] {
            assert_eq!(decode(&raw(v, h, &data)).unwrap(), want, "{h}");
        }
    }

    #[test]
    fn big_endian_and_bool_spellings_decode() {
        let data: Vec<u8> = [1.5f32, -2.0]
            .iter()
            .flat_map(|x| x.to_be_bytes())
            .collect();
        let a = decode(&raw(
            1,
            "{'descr': '>f4', 'fortran_order': False, 'shape': (2,)}",
            &data,
        ))
        .unwrap();
        assert_eq!(a.to_scalars(), vec![Scalar::F32(1.5), Scalar::F32(-2.0)]);
        let b = decode(&raw(
            1,
            "{'descr': '<b1', 'fortran_order': False, 'shape': (3,)}",
            &[0, 1, 2],
        ))
        .unwrap();
        assert_eq!(
            b.to_scalars(),
            vec![Scalar::Bool(false), Scalar::Bool(true), Scalar::Bool(true)]
        );
    }

    #[test]
    fn fortran_order_is_transposed_into_row_major() {
        // The 2x3 matrix [[0,1,2],[3,4,5]] in column-major order is 0,3,1,4,2,5.
        let data: Vec<u8> = [0i32, 3, 1, 4, 2, 5]
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        let a = decode(&raw(
            1,
            "{'descr': '<i4', 'fortran_order': True, 'shape': (2, 3)}",
            &data,
        ))
        .unwrap();
        assert_eq!(a.shape(), &[2, 3]);
        let want: Vec<Scalar> = (0..6).map(Scalar::I32).collect();
        assert_eq!(a.to_scalars(), want);
    }

    fn err(bytes: &[u8]) -> NpyError {
        decode(bytes).expect_err("should be rejected")
    }

    #[test]
    fn each_malformation_gets_its_own_error() {
        let good = encode(&sample(Prim::F64, &[3])).unwrap();
        assert_eq!(err(b"PK\x03\x04 a zip file"), NpyError::BadMagic);
        assert_eq!(err(b""), NpyError::BadMagic);
        assert_eq!(
            err(&good[..7]),
            NpyError::TruncatedHeader {
                found: 7,
                needed: 8
            }
        );
        assert_eq!(
            err(&good[..9]),
            NpyError::TruncatedHeader {
                found: 9,
                needed: 10
            }
        );
        assert_eq!(
            err(&good[..40]),
            NpyError::TruncatedHeader {
                found: 40,
                needed: good.len() - 24
            }
        );
        let mut v4 = good.clone();
        v4[6] = 4;
        assert_eq!(
            err(&v4),
            NpyError::UnsupportedVersion { major: 4, minor: 0 }
        );
        assert_eq!(
            err(&good[..good.len() - 3]),
            NpyError::DataLength {
                found: 21,
                expected: 24
            }
        );
        let mut longer = good.clone();
        longer.push(0);
        assert_eq!(
            err(&longer),
            NpyError::DataLength {
                found: 25,
                expected: 24
            }
        );

        let h = |header: &str| err(&raw(1, header, &[]));
        assert!(matches!(h("[1, 2]"), NpyError::HeaderNotDict(m) if m.contains("a list")));
        assert!(
            matches!(h("{'descr': '<i8'"), NpyError::HeaderNotDict(m) if m.contains("found the end"))
        );
        assert!(matches!(h("{'descr': <i8}"), NpyError::HeaderNotDict(m) if m.contains("byte 10")));
        assert_eq!(
            h("{'descr': '<i8', 'shape': ()}"),
            NpyError::MissingKey("fortran_order")
        );
        assert_eq!(
            h("{'descr': '<i8', 'fortran_order': False, 'shape': (), 'x': 1}"),
            NpyError::UnexpectedKey("x".into())
        );
        assert_eq!(
            h("{'descr': '<u2', 'fortran_order': False, 'shape': ()}"),
            NpyError::UnsupportedDtype("<u2".into())
        );
        assert_eq!(
            h("{'descr': '|i8', 'fortran_order': False, 'shape': ()}"),
            NpyError::UnsupportedDtype("|i8".into())
        );
        assert!(matches!(
            h("{'descr': [('a', '<i4')], 'fortran_order': False, 'shape': ()}"),
            NpyError::UnsupportedDtype(m) if m.contains("structured")
        ));
        assert!(matches!(
            h("{'descr': '<i8', 'fortran_order': 0, 'shape': ()}"),
            NpyError::BadValue {
                key: "fortran_order",
                ..
            }
        ));
        assert!(matches!(
            h("{'descr': '<i8', 'fortran_order': False, 'shape': (None,)}"),
            NpyError::BadValue { key: "shape", .. }
        ));
        assert_eq!(
            h("{'descr': '<i8', 'fortran_order': False, 'shape': (4294967296, 4294967296)}"),
            NpyError::ShapeOverflow(vec![1 << 32, 1 << 32])
        );
        assert_eq!(
            err(&raw(1, "{'descr': '\u{e9}'}", &[])),
            NpyError::HeaderNotText
        );
    }

    #[test]
    fn messages_say_what_is_wrong() {
        let e = NpyError::DataLength {
            found: 21,
            expected: 24,
        };
        assert_eq!(
            e.to_string(),
            "data has 21 bytes where 24 were expected (truncated)"
        );
        assert!(NpyError::UnsupportedDtype("<u2".into())
            .to_string()
            .starts_with("unsupported dtype '<u2'"));
    }

    #[test]
    fn tuple_arrays_are_refused_by_encode() {
        let ty = ScalarType::Tuple(vec![ScalarType::I64, ScalarType::BOOL]);
        let a = Array::from_scalars(vec![0], ty.clone(), &[]).unwrap();
        assert_eq!(encode(&a), Err(NpyError::TupleElement(ty)));
    }
}
