import { useEffect, useRef } from 'react';

/**
 * A prerendered field can be typed into before the page's script has hydrated it. React's state
 * then starts empty while the field shows the typed text, so a button enabled by that state would
 * stay disabled. On mount the state adopts what the field holds; pass the returned ref to the input.
 */
export function useTypedEarly(adopt: (value: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed) adopt(typed);
    // Only the value present at hydration matters; later input goes through onChange.
  }, []);
  return ref;
}
