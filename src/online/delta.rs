//! The difference between two views as JSON texts, and a view rebuilt from its last text and a
//! difference. After a connection's first `state`, the server sends each change of its seat's
//! view as the values that changed, each with the path to it; the client puts them into the
//! text it holds and checks the result against the view's hash, so a client that went wrong
//! asks for the whole view again (docs/online.md, "Differences").
//!
//! The difference is taken on the JSON text, not on a `serde_json::Value`: a view holds 128-bit
//! numbers, which a `Value` cannot hold, and a text keeps every number exactly as it was
//! written. A [`Tree`] is a text with the span of each of its values; two trees are compared by
//! the text of their spans, and where an object's keys or an array's length differ, the whole
//! value is replaced.

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

/// Objects and arrays nested deeper than this are refused (a view nests a dozen deep).
const MAX_DEPTH: usize = 128;

/// One value of a JSON text: its span, and the values in it.
#[derive(Debug, Clone)]
struct Node {
    start: u32,
    end: u32,
    kids: Kids,
}

#[derive(Debug, Clone)]
enum Kids {
    /// A string, number, `true`, `false` or `null`.
    Scalar,
    Array(Vec<Node>),
    /// Each member's key (its span, quotes included) and value.
    Object(Vec<((u32, u32), Node)>),
}

/// A JSON text and the span of every value in it.
#[derive(Debug, Clone)]
pub struct Tree {
    text: String,
    root: Node,
}

/// One change of a difference: the value at `at` (each step the index of an array's item or of
/// an object's member, in the order of the text) is replaced by `to`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Edit {
    pub at: Vec<u32>,
    pub to: Box<RawValue>,
}

impl Tree {
    /// `text` read as one JSON value.
    pub fn parse(text: String) -> Result<Tree, String> {
        if text.len() > u32::MAX as usize {
            return Err("the view is too long".into());
        }
        let mut p = Parser {
            b: text.as_bytes(),
            i: 0,
        };
        let root = p.value(0)?;
        p.ws();
        if p.i != p.b.len() {
            return Err(format!("the view has more after its end, at byte {}", p.i));
        }
        Ok(Tree { text, root })
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// The hash of the text (BLAKE3, its first 8 bytes in hex): a client checks the view it
    /// rebuilt against the server's.
    pub fn hash(&self) -> String {
        hash_text(&self.text)
    }

    /// The edits that make `self` into `new`.
    pub fn diff(&self, new: &Tree) -> Result<Vec<Edit>, String> {
        let mut spans = Vec::new();
        let mut path = Vec::new();
        walk(self, &self.root, new, &new.root, &mut path, &mut spans);
        spans
            .into_iter()
            .map(|(at, (s, e))| {
                let to = RawValue::from_string(new.text[s as usize..e as usize].to_owned())
                    .map_err(|e| format!("a changed value does not read: {e}"))?;
                Ok(Edit { at, to })
            })
            .collect()
    }

    /// This text with `edits` made (they must not overlap).
    pub fn patched(&self, edits: &[Edit]) -> Result<Tree, String> {
        let mut spans = edits
            .iter()
            .map(|e| {
                self.find(&e.at)
                    .map(|n| (n.start as usize, n.end as usize, e.to.get()))
            })
            .collect::<Result<Vec<_>, String>>()?;
        spans.sort_by_key(|s| s.0);
        let mut out = String::with_capacity(self.text.len());
        let mut at = 0;
        for (start, end, to) in spans {
            if start < at {
                return Err("two changes of the view overlap".into());
            }
            out.push_str(&self.text[at..start]);
            out.push_str(to);
            at = end;
        }
        out.push_str(&self.text[at..]);
        Tree::parse(out)
    }

    fn find(&self, at: &[u32]) -> Result<&Node, String> {
        let mut n = &self.root;
        for &i in at {
            let i = i as usize;
            n = match &n.kids {
                Kids::Array(items) => items.get(i),
                Kids::Object(members) => members.get(i).map(|(_, v)| v),
                Kids::Scalar => None,
            }
            .ok_or_else(|| format!("a change's path {at:?} is not in the view"))?;
        }
        Ok(n)
    }

    fn slice(&self, (s, e): (u32, u32)) -> &str {
        &self.text[s as usize..e as usize]
    }

    fn span(n: &Node) -> (u32, u32) {
        (n.start, n.end)
    }
}

/// The hash a client checks a view's text against.
pub fn hash_text(text: &str) -> String {
    let h = blake3::hash(text.as_bytes());
    h.as_bytes()[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The spans of `new` that differ from `old`, with their paths.
fn walk(
    old: &Tree,
    o: &Node,
    new: &Tree,
    n: &Node,
    path: &mut Vec<u32>,
    out: &mut Vec<(Vec<u32>, (u32, u32))>,
) {
    if old.slice(Tree::span(o)) == new.slice(Tree::span(n)) {
        return;
    }
    match (&o.kids, &n.kids) {
        (Kids::Array(a), Kids::Array(b)) if a.len() == b.len() => {
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                path.push(i as u32);
                walk(old, x, new, y, path, out);
                path.pop();
            }
        }
        (Kids::Object(a), Kids::Object(b))
            if a.len() == b.len()
                && a.iter()
                    .zip(b)
                    .all(|((ka, _), (kb, _))| old.slice(*ka) == new.slice(*kb)) =>
        {
            for (i, ((_, x), (_, y))) in a.iter().zip(b).enumerate() {
                path.push(i as u32);
                walk(old, x, new, y, path, out);
                path.pop();
            }
        }
        _ => out.push((path.clone(), Tree::span(n))),
    }
}

/// A reader of the JSON a server writes (no validation of a scalar's letters: the text is read
/// again by `serde_json` as the view, which refuses a wrong one).
struct Parser<'a> {
    b: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn ws(&mut self) {
        while matches!(self.b.get(self.i), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.i += 1;
        }
    }

    fn next(&mut self) -> Option<u8> {
        let c = self.b.get(self.i).copied();
        self.i += 1;
        c
    }

    fn fail<T>(&self, what: &str) -> Result<T, String> {
        Err(format!("the view does not read at byte {}: {what}", self.i))
    }

    fn value(&mut self, depth: usize) -> Result<Node, String> {
        if depth > MAX_DEPTH {
            return self.fail("nested too deep");
        }
        self.ws();
        let start = self.i;
        let kids = match self.b.get(self.i) {
            Some(b'{') => {
                self.i += 1;
                let mut members = Vec::new();
                self.ws();
                if self.b.get(self.i) == Some(&b'}') {
                    self.i += 1;
                } else {
                    loop {
                        self.ws();
                        let k = self.i;
                        self.string()?;
                        let key = (k as u32, self.i as u32);
                        self.ws();
                        if self.next() != Some(b':') {
                            return self.fail("expected ':'");
                        }
                        members.push((key, self.value(depth + 1)?));
                        self.ws();
                        match self.next() {
                            Some(b',') => {}
                            Some(b'}') => break,
                            _ => return self.fail("expected ',' or '}'"),
                        }
                    }
                }
                Kids::Object(members)
            }
            Some(b'[') => {
                self.i += 1;
                let mut items = Vec::new();
                self.ws();
                if self.b.get(self.i) == Some(&b']') {
                    self.i += 1;
                } else {
                    loop {
                        items.push(self.value(depth + 1)?);
                        self.ws();
                        match self.next() {
                            Some(b',') => {}
                            Some(b']') => break,
                            _ => return self.fail("expected ',' or ']'"),
                        }
                    }
                }
                Kids::Array(items)
            }
            Some(b'"') => {
                self.string()?;
                Kids::Scalar
            }
            Some(_) => {
                while let Some(c) = self.b.get(self.i) {
                    if matches!(c, b',' | b'}' | b']' | b':' | b' ' | b'\n' | b'\r' | b'\t') {
                        break;
                    }
                    self.i += 1;
                }
                if self.i == start {
                    return self.fail("expected a value");
                }
                Kids::Scalar
            }
            None => return self.fail("the text ends before its value"),
        };
        Ok(Node {
            start: start as u32,
            end: self.i as u32,
            kids,
        })
    }

    fn string(&mut self) -> Result<(), String> {
        if self.next() != Some(b'"') {
            return self.fail("expected a string");
        }
        loop {
            match self.next() {
                Some(b'\\') => self.i += 1,
                Some(b'"') => return Ok(()),
                Some(_) => {}
                None => return self.fail("a string does not end"),
            }
        }
    }
}
