// Small inline SVG icons: no requests, no icon font (task constraint: fast on a cheap phone).
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

/** Social glyphs (spec §2 Footer): simple marks plus the network's name for the link text. */
export function SocialIcon({ network }: { network: 'vk' | 'telegram' | 'ok' | 'youtube' | 'dzen' }) {
  switch (network) {
    case 'telegram':
      return <Svg fill><path d="M21.4 4.2 2.9 11.4c-1 .4-1 1.7 0 2l4.6 1.5 1.8 5.6c.2.7 1.1.9 1.6.4l2.6-2.5 4.9 3.6c.6.4 1.4.1 1.6-.6l3-15.8c.2-.9-.7-1.7-1.6-1.4Zm-3.6 4-7.9 7.2-.3 3.1-1.4-4.5 9.6-5.8Z" /></Svg>;
    case 'youtube':
      return <Svg fill><path d="M22 8.2c-.2-1.6-1-2.7-2.6-2.9C17 5 12 5 12 5s-5 0-7.4.3C3 5.5 2.2 6.6 2 8.2 1.8 9.5 1.8 12 1.8 12s0 2.5.2 3.8c.2 1.6 1 2.7 2.6 2.9C7 19 12 19 12 19s5 0 7.4-.3c1.6-.2 2.4-1.3 2.6-2.9.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8ZM10 15V9l5.2 3Z" /></Svg>;
    case 'dzen':
      return <Svg fill><path d="M12 2c-.1 5.4-1.2 8.7-3.2 9.8C7.1 12.8 4.8 12.9 2 13c2.8.1 5.1.2 6.8 1.2 2 1.1 3.1 4.4 3.2 9.8.1-5.4 1.2-8.7 3.2-9.8 1.7-1 4-1.1 6.8-1.2-2.8-.1-5.1-.2-6.8-1.2C13.2 10.7 12.1 7.4 12 2Z" /></Svg>;
    case 'ok':
      return <Svg><circle cx="12" cy="7" r="3.5" /><path d="M7.5 13.5c2.8 1.8 6.2 1.8 9 0M12 15.5v1M8.5 20.5 12 17l3.5 3.5" /></Svg>;
    case 'vk':
      return <Svg fill><path d="M3 6.5h3.3c.2 4.6 2.2 6.5 3.7 6.9V6.5h3.1v4c1.5-.2 3-1.9 3.5-4h3.1c-.5 2.5-2.3 4.4-3.6 5.2 1.3.6 3.3 2.2 4.1 5.1h-3.4c-.7-2.1-2.4-3.8-3.7-3.9v3.9h-.4C7 16.8 3.2 13.6 3 6.5Z" /></Svg>;
  }
}
