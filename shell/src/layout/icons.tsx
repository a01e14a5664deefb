// Small inline SVG icons: no requests, no icon font (task constraint: fast on a cheap phone). The
// footer's social marks are the exception: symbols in the page's template (shell/index.html,
// layout.css), so the JS every page runs does not carry them.
// All decorative (aria-hidden); the control around each icon carries the text.
import type { ReactNode } from 'react';

function Svg({ children, size = 24, fill = false }: { children: ReactNode; size?: number; fill?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false"
      fill={fill ? 'currentColor' : 'none'} stroke={fill ? 'none' : 'currentColor'} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

export const DropIcon = ({ size = 32 }: { size?: number }) => (
  <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
    <path d="M16 2C16 2 5 14.5 5 21a11 11 0 0 0 22 0C27 14.5 16 2 16 2Z" fill="#b3121f" />
    <path d="M11 21a5 5 0 0 0 5 5" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
  </svg>
);
export const HomeIcon = () => <Svg><path d="M3 11 12 3l9 8" /><path d="M5 10v10h5v-6h4v6h5V10" /></Svg>;
export const PinIcon = () => <Svg><path d="M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12Z" /><circle cx="12" cy="9" r="2.5" /></Svg>;
export const UserIcon = () => <Svg><circle cx="12" cy="8" r="4" /><path d="M4 21c1-4 4.5-6 8-6s7 2 8 6" /></Svg>;
export const LoginIcon = () => <Svg><path d="M10 17l5-5-5-5" /><path d="M15 12H3" /><path d="M14 3h5a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-5" /></Svg>;
export const MenuIcon = () => <Svg><path d="M4 6h16M4 12h16M4 18h16" /></Svg>;
export const MoreIcon = () => <Svg fill><circle cx="5" cy="12" r="2" /><circle cx="12" cy="12" r="2" /><circle cx="19" cy="12" r="2" /></Svg>;
export const ChevronIcon = () => <Svg size={16}><path d="M6 9l6 6 6-6" /></Svg>;
export const ShareIcon = () => <Svg size={20}><path d="M12 3v12" /><path d="M8 7l4-4 4 4" /><path d="M6 11H5v10h14V11h-1" /></Svg>;
export const PauseIcon = () => <Svg size={16} fill><rect x="6" y="5" width="4" height="14" /><rect x="14" y="5" width="4" height="14" /></Svg>;
export const PlayIcon = () => <Svg size={16} fill><path d="M7 4v16l13-8Z" /></Svg>;
export const AndroidIcon = () => (
  <Svg size={20} fill><path d="M6 10h12v8a1 1 0 0 1-1 1h-1v3h-2v-3h-4v3H8v-3H7a1 1 0 0 1-1-1Zm0-1a6 6 0 0 1 12 0Zm3.5-3.2L8 3.7l.8-.5 1.5 2.2m3.4.4 1.5-2.2.8.5-1.5 2.1" /></Svg>
);
