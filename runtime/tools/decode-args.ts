// executeFunction's `compressedArgs`: base64 of gzip/zlib JSON of the arguments array, docs/protocol.md §2.
// Decompression uses the browser's own DecompressionStream: it reads what fflate (or any zlib) writes,
// streams with a running size cap, and costs the runtime bundle nothing.

export const MAX_DECOMPRESSED_BYTES = 64 * 1024 * 1024;

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    throw new Error('compressedArgs is not valid base64');
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** gzip starts with 1f 8b; anything else is read as zlib ("deflate" in the Compression Streams API). */
function formatOf(bytes: Uint8Array): CompressionFormat {
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? 'gzip' : 'deflate';
}

/** Inflates with a running byte count, so a small bomb is refused before it allocates gigabytes. */
async function inflateCapped(data: Uint8Array<ArrayBuffer>, cap: number): Promise<ArrayBuffer> {
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream(formatOf(data)));
  const reader = stream.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > cap) {
        await reader.cancel();
        throw new Error(`compressedArgs expands beyond ${cap} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('compressedArgs')) throw error;
    throw new Error('compressedArgs is not valid gzip or zlib data');
  }
  return new Blob(chunks).arrayBuffer();
}

/** The arguments array carried by `compressedArgs` (plain `args` need no decoding and stay in the core). */
export async function decodeCompressedArgs(compressedArgs: unknown, cap = MAX_DECOMPRESSED_BYTES): Promise<unknown[]> {
  if (typeof compressedArgs !== 'string') throw new Error('compressedArgs must be a base64 string');
  const bytes = await inflateCapped(base64ToBytes(compressedArgs), cap);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Error('compressedArgs does not hold valid JSON');
  }
  if (!Array.isArray(parsed)) throw new Error('compressedArgs must hold a JSON array of arguments');
  return parsed;
}
