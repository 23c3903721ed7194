// JSON data as it travels on the wire: what change items carry in `unknown`-typed fields and what
// the nav tree's props are copied into.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };
