/** Escapes element text and attribute values; the Latin set leaves only the apostrophe to escape in practice. */
export function xmlEscape(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;').replace(/'/gu, '&apos;');
}

/** One XML node: an element with text, or with children; written with two-space indentation. */
export type XmlNode = { name: string; text?: string; attributes?: Record<string, string>; children?: XmlNode[] };

export function el(name: string, content: string | XmlNode[], attributes?: Record<string, string>): XmlNode {
  return typeof content === 'string' ? { name, text: content, attributes } : { name, children: content, attributes };
}

export function writeXml(node: XmlNode, depth = 0): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => ` ${key}="${xmlEscape(value)}"`)
    .join('');
  if (node.children !== undefined) {
    const inner = node.children.map((child) => writeXml(child, depth + 1)).join('');
    return `${indent}<${node.name}${attributes}>\n${inner}${indent}</${node.name}>\n`;
  }
  return `${indent}<${node.name}${attributes}>${xmlEscape(node.text ?? '')}</${node.name}>\n`;
}
