// A render value (from the URL or props) as an atom, for request keys (section kit): a fetcher store built on
// it (docs/ARCHITECTURE.md "Data in the browser") starts from the first value and asks again when
// the value changes. The atom is set after the commit, never during render, so a render React
// discards changes nothing.
import { useEffect, useState } from 'react';
import { atom, type ReadableAtom } from 'nanostores';

export function useValueAtom<T>(value: T): ReadableAtom<T> {
  const [$value] = useState(() => atom(value));
  useEffect(() => $value.set(value), [$value, value]);
  return $value;
}
