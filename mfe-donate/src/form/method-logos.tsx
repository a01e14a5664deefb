// Small inline marks for the payment methods (spec §3: the card shows three card-brand logos).
// Inline SVG: no image requests, nothing for a partner's CSP to block, a few hundred bytes.
// The text's font is in donation-form.css: the widget's preact writes no camelCase SVG attributes.
import type { PaymentMethod } from '@donor/shared/contract/donation-rules';

const MARKS: Record<PaymentMethod, [text: string, bg: string][]> = {
  card: [['МИР', '#0f754e'], ['VISA', '#1a1f71'], ['MC', '#c2410c']],
  sbp: [['СБП', '#5b2d90']],
  bank_card: [['Mir Pay', '#0f754e']],
  yoo_money: [['ЮMoney', '#6b34d6']],
  sberbank: [['SberPay', '#137a3a']],
  tinkoff_bank: [['T-Pay', '#1d2129']],
};

export function MethodLogo({ method }: { method: PaymentMethod }) {
  return (
    <span>
      {MARKS[method].map(([text, bg]) => {
        const w = text.length * 7 + 12;
        return (
          <svg key={text} width={w} height="22" aria-hidden="true" focusable="false">
            <rect width={w} height="22" rx="4" fill={bg} />
            <text x={w / 2} y="15" fill="#fff">{text}</text>
          </svg>
        );
      })}
    </span>
  );
}
