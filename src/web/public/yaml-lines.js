// Which line of a YAML scenario a problem's path points at ("players[0].battlefield[1]",
// "actions[2].cast"), so the explainer can mark it in the box. The server validates the
// parsed scenario and reports paths, not lines; this walks the text by indentation the way
// block YAML nests (keys, "- " list items, a key on the same line as its item's dash).
// Flow collections ("[a, b]") and anchors are not followed: the answer is then the line of
// the nearest enclosing key, which is still where the reader should look.

/** ["players", 0, "life"] from "players[0].life". */
function segments(path) {
  return [...String(path).matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]));
}

/** The indentation of a line's content, a "- " counting as indentation for what follows it. */
function shape(line) {
  const m = /^(\s*)((?:-\s+)*)(.*)$/.exec(line);
  return { indent: m[1].length, contentIndent: m[1].length + m[2].length, dash: m[2].length > 0, content: m[3] };
}

const meaningful = (line) => line.trim() !== '' && !line.trim().startsWith('#');

/** The 1-based line a path points at, or that of its nearest ancestor found; null if none. */
export function lineOfPath(text, path) {
  const lines = String(text).split('\n');
  let from = 0; // search from this line (inclusive)
  let parentIndent = -1; // the block we are in is indented deeper than this
  let found = null;
  for (const seg of segments(path)) {
    let hit = -1;
    if (typeof seg === 'number') {
      let itemIndent = null;
      let count = -1;
      for (let i = from; i < lines.length; i++) {
        if (!meaningful(lines[i])) continue;
        const s = shape(lines[i]);
        // Items may sit at their key's own indentation ("actions:\n- cast: …").
        if (s.dash && (itemIndent === null ? s.indent >= parentIndent : s.indent === itemIndent)) {
          itemIndent ??= s.indent;
          if (++count === seg) {
            hit = i;
            break;
          }
          continue;
        }
        if (s.indent <= parentIndent || (itemIndent !== null && s.indent < itemIndent)) break;
      }
      if (hit < 0) return found;
      from = hit;
      parentIndent = itemIndent;
    } else {
      const key = new RegExp(`^["']?${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`);
      for (let i = from; i < lines.length; i++) {
        if (!meaningful(lines[i])) continue;
        const s = shape(lines[i]);
        if (i > from && s.contentIndent <= parentIndent) break;
        if (key.test(s.content) && s.contentIndent > parentIndent) {
          hit = i;
          break;
        }
      }
      if (hit < 0) return found;
      from = hit + 1;
      parentIndent = shape(lines[hit]).contentIndent;
    }
    found = hit + 1;
  }
  return found;
}
