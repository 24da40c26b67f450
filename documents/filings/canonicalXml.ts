/**
 * XML written directly in its canonical form (W3C Canonical XML 1.0: no declaration, attributes in order, every
 * element with an end tag, no whitespace between elements), so the bytes of an element are its canonical form and
 * a digest over them is the one the authority computes (HMRC's IRmark).
 */
export type XmlNode = { name: string; attributes?: [string, string][]; text?: string; children?: XmlNode[] };

const textEscape = (s: string) => s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/\r/gu, '&#xD;');
const attributeEscape = (s: string) =>
  s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/"/gu, '&quot;').replace(/\t/gu, '&#x9;').replace(/\n/gu, '&#xA;').replace(/\r/gu, '&#xD;');

export function el(name: string, content: string | (XmlNode | null | undefined)[], attributes?: [string, string][]): XmlNode {
  return typeof content === 'string'
    ? { name, text: content, attributes }
    : { name, children: content.filter((child): child is XmlNode => child != null), attributes };
}

/** An optional element: absent when its value is. */
export const opt = (name: string, value: string | null | undefined): XmlNode | null => (value == null || value === '' ? null : el(name, value));

export function writeCanonical(node: XmlNode): string {
  // Canonical XML puts namespace declarations first, then attributes sorted by name.
  const attributes = [...(node.attributes ?? [])].sort(([a], [b]) => (a.startsWith('xmlns') === b.startsWith('xmlns') ? (a < b ? -1 : 1) : a.startsWith('xmlns') ? -1 : 1));
  const open = `<${node.name}${attributes.map(([k, v]) => ` ${k}="${attributeEscape(v)}"`).join('')}>`;
  const inner = node.children ? node.children.map(writeCanonical).join('') : textEscape(node.text ?? '');
  return `${open}${inner}</${node.name}>`;
}

/** Pounds and pence from minor units, as HMRC's monetary types take them ("1234.56", "-0.50"). */
export function pounds(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`not an amount in minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Whole pounds from minor units, for the amounts HMRC takes in whole pounds (student and postgraduate loans), written
 * with zero pence as HMRC's schema types them ("IRwholeUnitsMonetaryType", pattern `.*\.00`): "49.00".
 */
export function wholePounds(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor % 100 !== 0) throw new Error(`not a whole number of pounds in pence: ${minor}`);
  return `${minor / 100}.00`;
}
