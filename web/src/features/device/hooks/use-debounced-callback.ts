/** A callback that runs `delay` ms after its last call; pending calls run on `flush` (spec 02 §9 debounces). */
import { useCallback, useEffect, useRef } from 'react';

export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay: number) {
  const fnRef = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastArgs = useRef<A | null>(null);
  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);
  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (lastArgs.current) {
      const args = lastArgs.current;
      lastArgs.current = null;
      fnRef.current(...args);
    }
  }, []);
  const call = useCallback(
    (...args: A) => {
      lastArgs.current = args;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );
  useEffect(() => flush, [flush]);
  return { call, flush };
}

/** A value that follows `value` once it has not changed for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number, setter: (v: T) => void): void {
  useEffect(() => {
    const id = setTimeout(() => setter(value), delay);
    return () => clearTimeout(id);
  }, [value, delay, setter]);
}
