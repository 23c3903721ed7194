// What a thrown value says, for messages: an Error's message, anything else as text. Pure, so every
// side (frame, editor, server) uses this one.

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
