// ARCHITECTURE §2: the shell owns the only store instances and passes them as the mounter's custom
// props; each app puts them in this context and components read them with `useSection()`.
import { createContext, useContext, type ReactNode } from 'react';
import type { SectionProps } from '../stores/types.ts';

export const SectionContext = createContext<SectionProps | null>(null);

export function SectionProvider({ value, children }: { value: SectionProps; children?: ReactNode }) {
  return <SectionContext value={value}>{children}</SectionContext>;
}

export function useSection(): SectionProps {
  const props = useContext(SectionContext);
  if (!props) throw new Error('useSection() is used outside <SectionProvider>');
  return props;
}
