/**
 * The first key that appears twice in one object of a JSON text, as a path ("compensation[0].amount_cents"), or
 * null. JSON.parse keeps the last of two equal keys without a word, so a client's mistake (or a smuggled second
 * value that one parser sees and another does not) would pass silently. Expects text JSON.parse accepted.
 */
export function duplicateJsonKey(text: string): string | null {
  // One frame per open object or array: the keys seen so far (objects), the index reached (arrays).
  const frames: { keys: Set<string> | null; index: number; key: string }[] = [];
  const pathTo = (key: string) =>
    [...frames.slice(0, -1).map((frame) => (frame.keys ? { key: frame.key } : { index: frame.index })), { key }].reduce(
      (out, step) => ('index' in step ? `${out}[${step.index}]` : out ? `${out}.${step.key}` : step.key),
      '',
    );
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const top = frames.at(-1);
      if (expectKey && top?.keys) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (top.keys.has(key)) return pathTo(key);
        top.keys.add(key);
        top.key = key;
        expectKey = false;
      }
      i = end;
    } else if (ch === '{') {
      frames.push({ keys: new Set(), index: 0, key: '' });
      expectKey = true;
    } else if (ch === '[') {
      frames.push({ keys: null, index: 0, key: '' });
    } else if (ch === '}' || ch === ']') {
      frames.pop();
    } else if (ch === ',') {
      const top = frames.at(-1);
      if (top?.keys) expectKey = true;
      else if (top) top.index++;
    }
  }
  return null;
}
