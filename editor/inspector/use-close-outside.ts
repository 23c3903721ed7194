// A popup that closes on a press anywhere outside its box; the listener lives only while it is open.
import { useEffect, useRef, type RefObject } from 'react';

/** `setOpen` is a state setter (stable), so the listener is added once per opening. */
export function useCloseOutside<T extends HTMLElement>(open: boolean, setOpen: (open: boolean) => void): RefObject<T> {
  const box = useRef<T>(null);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open, setOpen]);
  return box;
}
