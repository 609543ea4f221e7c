/** Lower-case hex sha256 through Web Crypto (available in browsers and in Node 20+). */
export async function sha256Hex(bytes: Blob | ArrayBuffer): Promise<string> {
  const buffer = bytes instanceof ArrayBuffer ? bytes : await bytes.arrayBuffer();
  const digest = await crypto.subtle.digest("SHA-256", buffer);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
