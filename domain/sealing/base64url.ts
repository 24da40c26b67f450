/** RFC 4648 §5 base64url without padding, over web-standard btoa/atob (Node 20 and Deno alike). */
export function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/u, '');
}

/** Accepts base64url or standard base64, padded or not; undefined when the text is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  const standard = text.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/u, '');
  if (!/^[A-Za-z0-9+/]*$/.test(standard) || standard.length % 4 === 1) return undefined;
  let binary: string;
  try {
    binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
