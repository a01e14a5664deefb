// The self-check page's title and intro (spec §1: Russian), apart from the page's other texts: the
// section's first chunk carries them for the page's frame (self-check-frame.tsx), the rest of the
// page's words stay in its lazy chunk.
export const SC_HEAD = {
  title: 'Можно ли мне сдать кровь?',
  intro: 'Ответьте на вопросы перед поездкой на станцию — и узнаете, можно ли сдать кровь сейчас или лучше подождать. Ответы остаются в этом браузере и никуда не отправляются.',
};
