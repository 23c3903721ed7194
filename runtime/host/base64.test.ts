import { expect } from '@open-wc/testing';
import { bytesToBase64 } from './base64';

describe('host/base64', () => {
  it('encodes empty, short and every-byte-value inputs as btoa would', () => {
    expect(bytesToBase64(new Uint8Array())).to.equal('');
    expect(bytesToBase64(new TextEncoder().encode('Man'))).to.equal('TWFu');
    expect(bytesToBase64(Uint8Array.of(0xff, 0x00))).to.equal('/wA=');
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(bytesToBase64(all)).to.equal(btoa(String.fromCharCode(...all)));
  });

  it('encodes inputs longer than one chunk (32 KiB) without losing or repeating bytes at the seams', () => {
    const bytes = Uint8Array.from({ length: 0x8000 * 3 + 7 }, (_, i) => (i * 31 + (i >> 8)) & 0xff);
    const decoded = Uint8Array.from(atob(bytesToBase64(bytes)), (char) => char.charCodeAt(0));
    expect(decoded.length).to.equal(bytes.length);
    expect(decoded.every((byte, i) => byte === bytes[i])).to.equal(true);
  });
});
