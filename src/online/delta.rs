//! The difference between two views as JSON texts, and a view rebuilt from its last text and a
//! difference. After a connection's first `state`, the server sends each change of its seat's
//! view as the values that changed, each with where it stands in the text the client holds (its
//! bytes); the client puts them into that text and checks the result against the view's hash, so
//! a client that went wrong asks for the whole view again (docs/online.md, "Differences").
//!
//! The difference is taken on the JSON text, not on a `serde_json::Value`: a view holds 128-bit
//! numbers, which a `Value` cannot hold, and a text keeps every number exactly as it was
//! written. The two texts are walked side by side in one pass, with nothing built but the
//! changes (a tree of every value of a view, built and dropped for each message, cost the server
//! more than the whole message it saved: measured); where an object's keys or an array's length
//! differ, the whole value is the change. A change names the bytes of the old text it replaces
//! rather than a path of indexes: the client then only copies, with no reading of the view's
//! structure (which cost the bots, on the server's machine, as much as the whole message did).
//!
//! Where each object and array of a text ends is noted as the text is written ([`written`]: the
//! server keeps a connection's last index with its last text), so that the walk
//! compares a whole object or array with its counterpart at once (their bytes, with no reading)
//! and goes into it only when they differ: most of a view does not change from one answer to
//! the next (measured: the walk that read every value of both texts was the server's largest
//! cost, a fifth to a quarter of its time, at 500 games).

use std::cell::Cell;
use std::io;

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

/// Objects and arrays nested deeper than this are refused (a view nests a dozen deep).
const MAX_DEPTH: usize = 128;

/// One change of a difference: the value at bytes `at[0]..at[1]` of the old text is replaced by
/// `to`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Edit {
    pub at: [u32; 2],
    pub to: Box<RawValue>,
}

/// The hash a client checks a view's text against (BLAKE3, its first 8 bytes in hex).
pub fn hash_text(text: &str) -> String {
    let h = blake3::hash(text.as_bytes());
    h.as_bytes()[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Where each object and array of a JSON text ends: by the byte that opens it (in the text's
/// order), the byte after the one that closes it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Index(Vec<(u32, u32)>);

impl Index {
    /// The index of `text`, read in one pass (a text written by [`written`] has its index
    /// already); a text whose brackets or strings do not close is refused.
    pub fn of(text: &str) -> Result<Index, String> {
        if text.len() >= u32::MAX as usize {
            return Err("the view is too long".into());
        }
        let b = text.as_bytes();
        let mut spans: Vec<(u32, u32)> = Vec::new();
        let mut open: Vec<usize> = Vec::new();
        let mut k = 0;
        while k < b.len() {
            match b[k] {
                b'"' => {
                    k = string_end(b, k)?;
                    continue;
                }
                b'{' | b'[' => {
                    if open.len() > MAX_DEPTH {
                        return fail(k, "nested too deep");
                    }
                    open.push(spans.len());
                    spans.push((k as u32, 0));
                }
                b'}' | b']' => {
                    let Some(at) = open.pop() else {
                        return fail(k, "a bracket closes nothing");
                    };
                    spans[at].1 = k as u32 + 1;
                }
                _ => {}
            }
            k += 1;
        }
        if !open.is_empty() {
            return fail(b.len(), "an object or array does not end");
        }
        Ok(Index(spans))
    }

    /// The end of the object or array that opens at byte `at`.
    fn end(&self, at: usize) -> Result<usize, String> {
        match self.0.binary_search_by_key(&(at as u32), |s| s.0) {
            Ok(k) => Ok(self.0[k].1 as usize),
            Err(_) => fail(at, "no object or array opens here"),
        }
    }
}

/// `value` as JSON text (the same text as `serde_json::to_string`) and its [`Index`], noted
/// as the text is written: no second pass over it.
pub fn written<T: Serialize + ?Sized>(value: &T) -> Result<(String, Index), String> {
    let at = Cell::new(0);
    let mut spans = Vec::new();
    let mut out = Tracked {
        buf: Vec::with_capacity(32 * 1024),
        at: &at,
    };
    let brackets = Brackets {
        at: &at,
        spans: &mut spans,
        open: Vec::new(),
    };
    value
        .serialize(&mut serde_json::Serializer::with_formatter(
            &mut out, brackets,
        ))
        .map_err(|e| e.to_string())?;
    if out.buf.len() >= u32::MAX as usize {
        return Err("the view is too long".into());
    }
    let text = String::from_utf8(out.buf).map_err(|e| e.to_string())?;
    Ok((text, Index(spans)))
}

/// A text being written, and how long it is so far (for [`Brackets`]).
struct Tracked<'a> {
    buf: Vec<u8>,
    at: &'a Cell<usize>,
}

impl io::Write for Tracked<'_> {
    fn write(&mut self, b: &[u8]) -> io::Result<usize> {
        self.buf.extend_from_slice(b);
        self.at.set(self.buf.len());
        Ok(b.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// serde_json's compact writing, noting where each object and array opens and closes.
struct Brackets<'a> {
    at: &'a Cell<usize>,
    spans: &'a mut Vec<(u32, u32)>,
    open: Vec<usize>,
}

impl Brackets<'_> {
    fn opens<W: ?Sized + io::Write>(&mut self, w: &mut W, c: &[u8]) -> io::Result<()> {
        self.open.push(self.spans.len());
        self.spans.push((self.at.get() as u32, 0));
        w.write_all(c)
    }
    fn closes<W: ?Sized + io::Write>(&mut self, w: &mut W, c: &[u8]) -> io::Result<()> {
        w.write_all(c)?;
        if let Some(k) = self.open.pop() {
            self.spans[k].1 = self.at.get() as u32;
        }
        Ok(())
    }
}

impl serde_json::ser::Formatter for Brackets<'_> {
    fn begin_array<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.opens(w, b"[")
    }
    fn end_array<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.closes(w, b"]")
    }
    fn begin_object<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.opens(w, b"{")
    }
    fn end_object<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.closes(w, b"}")
    }
}

/// A JSON text and its [`Index`].
#[derive(Clone, Copy)]
struct Indexed<'a> {
    b: &'a [u8],
    index: &'a Index,
}

impl Indexed<'_> {
    /// The end of the value that starts at `i` (after its white space): an object's or array's
    /// from the index, another's read.
    fn value_end(&self, i: usize) -> Result<usize, String> {
        let i = ws(self.b, i);
        match self.b.get(i) {
            Some(b'{' | b'[') => self.index.end(i),
            Some(b'"') => string_end(self.b, i),
            Some(_) => match scalar_end(self.b, i) {
                k if k == i => fail(i, "expected a value"),
                k => Ok(k),
            },
            None => fail(i, "the text ends before a value"),
        }
    }
}

/// The edits that make the JSON text `old` into `new`.
pub fn diff(old: &str, new: &str) -> Result<Vec<Edit>, String> {
    diff_indexed(old, &Index::of(old)?, new, &Index::of(new)?)
}

/// [`diff`] with the texts' indexes already made (`Index::of`).
pub fn diff_indexed(
    old: &str,
    old_index: &Index,
    new: &str,
    new_index: &Index,
) -> Result<Vec<Edit>, String> {
    if old.len() > u32::MAX as usize {
        return Err("the view is too long".into());
    }
    let mut spans = Vec::new();
    let o = Indexed {
        b: old.as_bytes(),
        index: old_index,
    };
    let n = Indexed {
        b: new.as_bytes(),
        index: new_index,
    };
    let (i, j) = walk(o, 0, n, 0, &mut spans, 0)?;
    let (o, n) = (o.b, n.b);
    if ws(o, i) != o.len() || ws(n, j) != n.len() {
        return Err("a view has more after its end".into());
    }
    spans
        .into_iter()
        .map(|(at, (s, e))| {
            let to = RawValue::from_string(text(new, s, e)?.to_owned())
                .map_err(|e| format!("a changed value does not read: {e}"))?;
            Ok(Edit {
                at: [at.0 as u32, at.1 as u32],
                to,
            })
        })
        .collect()
}

/// The text `old` with `edits` made (no two of them overlapping).
pub fn patch(old: &str, edits: &[Edit]) -> Result<String, String> {
    let mut sorted: Vec<&Edit> = edits.iter().collect();
    sorted.sort_by_key(|e| e.at);
    let mut out = String::with_capacity(old.len());
    let mut at = 0;
    for e in sorted {
        let [s, end] = e.at.map(|x| x as usize);
        if s < at || end < s {
            return Err("two changes of the view overlap".into());
        }
        out.push_str(text(old, at, s)?);
        out.push_str(e.to.get());
        at = end;
    }
    out.push_str(text(old, at, old.len())?);
    Ok(out)
}

fn text(t: &str, s: usize, e: usize) -> Result<&str, String> {
    t.get(s..e)
        .ok_or_else(|| format!("the view does not read at bytes {s} to {e}"))
}

fn fail<T>(at: usize, what: &str) -> Result<T, String> {
    Err(format!("the view does not read at byte {at}: {what}"))
}

fn ws(b: &[u8], mut i: usize) -> usize {
    while matches!(b.get(i), Some(b' ' | b'\n' | b'\r' | b'\t')) {
        i += 1;
    }
    i
}

/// The end of the string that starts at `i`.
fn string_end(b: &[u8], i: usize) -> Result<usize, String> {
    if b.get(i) != Some(&b'"') {
        return fail(i, "expected a string");
    }
    let mut k = i + 1;
    loop {
        match b.get(k) {
            Some(b'\\') => k += 2,
            Some(b'"') => return Ok(k + 1),
            Some(_) => k += 1,
            None => return fail(i, "a string does not end"),
        }
    }
}

/// After `i` and its white space, the byte `c`: the position after it.
fn expect(b: &[u8], i: usize, c: u8) -> Result<usize, String> {
    let i = ws(b, i);
    if b.get(i) == Some(&c) {
        Ok(i + 1)
    } else {
        fail(i, "unexpected")
    }
}

/// The end of the scalar (a number, `true`, `false`, `null`) that starts at `i`.
fn scalar_end(b: &[u8], i: usize) -> usize {
    let mut k = i;
    while let Some(c) = b.get(k) {
        if matches!(c, b',' | b'}' | b']' | b':' | b' ' | b'\n' | b'\r' | b'\t') {
            break;
        }
        k += 1;
    }
    k
}

/// A change: the span of the old text and the span of the new text that replaces it.
type Span = ((usize, usize), (usize, usize));

/// The changes between the value of `o` at `i` and the value of `n` at `j`; the ends of the two
/// values.
fn walk(
    oi: Indexed,
    i: usize,
    ni: Indexed,
    j: usize,
    out: &mut Vec<Span>,
    depth: usize,
) -> Result<(usize, usize), String> {
    if depth > MAX_DEPTH {
        return fail(j, "nested too deep");
    }
    let (o, n) = (oi.b, ni.b);
    let (i, j) = (ws(o, i), ws(n, j));
    let open = match (o.get(i), n.get(j)) {
        (Some(&a), Some(&b)) if a == b && (a == b'{' || a == b'[') => {
            // The same bytes are the same value: nothing in it changed.
            let (ie, je) = (oi.index.end(i)?, ni.index.end(j)?);
            if o[i..ie] == n[j..je] {
                return Ok((ie, je));
            }
            a
        }
        (Some(b'"'), Some(b'"')) => {
            let (ie, je) = (string_end(o, i)?, string_end(n, j)?);
            if o[i..ie] != n[j..je] {
                out.push(((i, ie), (j, je)));
            }
            return Ok((ie, je));
        }
        (Some(a), Some(b))
            if !matches!(a, b'"' | b'{' | b'[') && !matches!(b, b'"' | b'{' | b'[') =>
        {
            let (ie, je) = (scalar_end(o, i), scalar_end(n, j));
            if ie == i || je == j {
                return fail(j, "expected a value");
            }
            if o[i..ie] != n[j..je] {
                out.push(((i, ie), (j, je)));
            }
            return Ok((ie, je));
        }
        _ => {
            let (ie, je) = (oi.value_end(i)?, ni.value_end(j)?);
            out.push(((i, ie), (j, je)));
            return Ok((ie, je));
        }
    };
    let close = if open == b'{' { b'}' } else { b']' };
    let whole = |out: &mut Vec<Span>, mark: usize| -> Result<(usize, usize), String> {
        out.truncate(mark);
        let (ie, je) = (oi.index.end(i)?, ni.index.end(j)?);
        out.push(((i, ie), (j, je)));
        Ok((ie, je))
    };
    let mark = out.len();
    let (a0, b0) = (ws(o, i + 1), ws(n, j + 1));
    match (o.get(a0) == Some(&close), n.get(b0) == Some(&close)) {
        (true, true) => return Ok((a0 + 1, b0 + 1)),
        (false, false) => {}
        _ => return whole(out, mark),
    }
    let (mut a, mut b) = (a0, b0);
    loop {
        if open == b'{' {
            let (ka, kb) = (ws(o, a), ws(n, b));
            let (kae, kbe) = (string_end(o, ka)?, string_end(n, kb)?);
            if o[ka..kae] != n[kb..kbe] {
                return whole(out, mark);
            }
            a = expect(o, kae, b':')?;
            b = expect(n, kbe, b':')?;
        }
        let (ae, be) = walk(oi, a, ni, b, out, depth + 1)?;
        let (ae, be) = (ws(o, ae), ws(n, be));
        match (o.get(ae), n.get(be)) {
            (Some(b','), Some(b',')) => (a, b) = (ae + 1, be + 1),
            (Some(&x), Some(&y)) if x == close && y == close => return Ok((ae + 1, be + 1)),
            (Some(b',' | b'}' | b']'), Some(b',' | b'}' | b']')) => return whole(out, mark),
            _ => return fail(be, "expected ',' or the end of an object or array"),
        }
    }
}
