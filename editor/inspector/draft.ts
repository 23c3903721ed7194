// Whether a field's draft is the designer's typing, which fresh values from the page must not replace.

export interface DraftState {
  /** The field has the keyboard's focus. */
  focused: boolean;
  /** What the field shows now. */
  draft: string;
  /** The value the draft was last set from. */
  shown: string;
  /** What the field last applied (null: nothing since its value last came from the page). */
  applied: string | null;
}

/** Typed and not applied yet, in the focused field: keep it (Enter applies it, Escape gives it up). */
export const isTyping = ({ focused, draft, shown, applied }: DraftState): boolean => focused && draft !== shown && draft !== applied;
