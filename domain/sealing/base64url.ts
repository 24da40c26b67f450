import { Buffer } from 'node:buffer';

/** RFC 4648 §5 base64url without padding, over web-standard btoa (Node 20 and Deno alike). */
export function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/u, '');
}

/**
 * Accepts base64url or standard base64, padded or not; undefined when the text is not base64. Checked here, then
 * decoded by node:buffer (which takes both alphabets but skips what is not base64 rather than refuse it): a ninth
 * of atob and a loop over its characters, and the calculator opens several sealed values per employee.
 */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  const trimmed = text.trim().replace(/=+$/u, '');
  if (!/^[A-Za-z0-9+/_-]*$/.test(trimmed) || trimmed.length % 4 === 1) return undefined;
  // Copied out of node:buffer's shared pool: the caller owns a whole ArrayBuffer.
  return new Uint8Array(Buffer.from(trimmed, 'base64'));
}
