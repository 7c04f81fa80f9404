"""Shared by the import scripts: split the shared reference's RON files into their top-level
sections, and write a data file of some of them."""
import re


def sections(text):
    """Split a top-level RON struct `( a: ..., b: ..., )` into {name: value text}."""
    result, name, buf = {}, None, []
    for line in text.splitlines():
        m = re.match(r"^    ([a-z_]+): (.*)$", line)
        if m:
            if name:
                result[name] = "\n".join(buf).rstrip().rstrip(",")
            name, buf = m.group(1), [m.group(2)]
        elif name and line.strip() != ")":
            buf.append(line)
    if name:
        result[name] = "\n".join(buf).rstrip().rstrip(",")
    return result


def write(out, name, header, fields):
    """Write `out/name`: the header comment, then a RON struct of the (name, value text) fields."""
    body = "\n".join(f"    {k}: {v}," for k, v in fields)
    (out / name).write_text(f"{header}\n(\n{body}\n)\n")
    print("wrote", out / name)
